import { LIMITS } from '@ghorbari/contracts';
import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage, inputClass, labelClass } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { buttonClass } from './admin-ui.tsx';
import { AdminOptionalMark } from './form-parts.tsx';

const { maxTags, tagMaxLength } = LIMITS.blog;

/**
 * The article's tags as chips: typed one at a time (Enter or the Add button), each removed with
 * its own button; at most eight, no repeats. Removing one moves the focus to the field.
 */
export function BlogTagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const full = tags.length >= maxTags;
  const n = (value: number) => formatNumber(value, language);

  const add = () => {
    const tag = draft.trim().replace(/\s+/g, ' ');
    if (!tag || full) return;
    if (tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
      setNote(t('blog.form.tagRepeated', { tag }));
      return;
    }
    onChange([...tags, tag]);
    setDraft('');
    setNote(t('blog.form.tagAdded', { tag }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  const remove = (tag: string) => {
    onChange(tags.filter((existing) => existing !== tag));
    setNote(t('blog.form.tagRemoved', { tag }));
    document.getElementById('article-tags')?.focus();
  };

  const errorId = error ? 'article-tags-error' : undefined;
  return (
    <div>
      <label htmlFor="article-tags" className={labelClass}>
        {t('blog.form.tags')}
        <AdminOptionalMark />
      </label>
      <div className="flex gap-2">
        <input
          id="article-tags"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={tagMaxLength}
          disabled={full}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={['article-tags-hint', errorId].filter(Boolean).join(' ')}
          className={inputClass}
        />
        <button
          type="button"
          onClick={add}
          disabled={full || !draft.trim()}
          className={`${buttonClass.secondary} mt-1 shrink-0 whitespace-nowrap`}
        >
          <Plus aria-hidden size={18} />
          {t('blog.form.addTag')}
        </button>
      </div>
      <p id="article-tags-hint" className="mt-1 flex justify-between gap-3 text-sm text-gray-700">
        <span>{full ? t('blog.form.tagsFull') : t('blog.form.tagsHint')}</span>
        <span className="shrink-0 tabular-nums">{t('common.counter', { n: n(tags.length), max: n(maxTags) })}</span>
      </p>
      <FieldMessage id={errorId} error={error} />
      {tags.length > 0 ? (
        <ul aria-label={t('blog.form.tagsList')} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className={cn(
                'inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-0.5',
                'text-[15px] text-brand-900 ring-1 ring-brand-100',
              )}
            >
              <span lang={textLanguage(tag, language)}>{tag}</span>
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={t('blog.form.removeTag', { tag })}
                className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
