import { LIMITS, type Language } from '@ghorbari/contracts';
import { ChevronDown, Link2, Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, inputClass, labelClass } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, buttonClass, Spinner } from './admin-ui.tsx';
import { useTwinChoices } from './api/blog.ts';
import type { TwinChoice } from './blog-article-form-values.ts';
import { AdminOptionalMark } from './form-parts.tsx';
import { ARTICLE_STATUS_TONE } from './blog-article-row.tsx';

/** The text typed, once typing has paused for a moment (one request per pause, not per key). */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The articles of the other language whose title matches, each with a button that links it. */
function TwinChoices({ language, onPick }: { language: Language; onPick: (twin: TwinChoice) => void }) {
  const { t } = useTranslation(['admin', 'enums']);
  const uiLanguage = useLanguage();
  const [q, setQ] = useState('');
  const settled = useSettled(q.trim());
  const choices = useTwinChoices(language, settled);
  const articles = choices.data?.articles ?? [];
  return (
    <div className="mt-2 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
      <label htmlFor="article-twin-search" className={labelClass}>
        {t('blog.form.twinSearch', { language: t(`blog.languages.${language}`) })}
      </label>
      <input
        id="article-twin-search"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        // The results follow the typing; Enter must not send the article's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        maxLength={LIMITS.blog.searchMaxLength}
        autoComplete="off"
        className={inputClass}
      />
      <div aria-live="polite" className="mt-2">
        {choices.isPending ? (
          <p className="flex items-center gap-2 text-sm text-gray-700">
            <Spinner />
            {t('common.loading')}
          </p>
        ) : choices.isError ? (
          <p className="text-sm text-red-700">{t('common.loadFailed')}</p>
        ) : articles.length === 0 ? (
          <p className="text-sm text-gray-700">{t('blog.form.twinNone')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {articles.map((article) => (
              <li key={article.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-[15px] font-semibold text-gray-900" lang={article.language}>
                    {article.title}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-gray-700">
                    <span>{t('blog.number', { n: formatNumber(article.id, uiLanguage) })}</span>
                    <Badge tone={ARTICLE_STATUS_TONE[article.status]}>
                      {t(`enums:articleStatus.${article.status}`)}
                    </Badge>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onPick({ id: article.id, title: article.title })}
                  className={`${buttonClass.secondary} shrink-0`}
                  aria-label={t('blog.form.twinPickThis', { title: article.title })}
                >
                  <Link2 aria-hidden size={18} />
                  {t('blog.form.twinPick')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The same article in the other language (ADR 018): chosen by title among that language's
 * articles; readers of one see a link to the other. Changing the article's language unlinks it.
 */
export function BlogTwinField({
  language,
  twin,
  onChange,
  serverProblem,
}: {
  /** The article's own language: the twin is in the other one. */
  language: Language;
  twin: TwinChoice | null;
  onChange: (twin: TwinChoice | null) => void;
  serverProblem: string | null;
}) {
  const { t } = useTranslation('admin');
  const uiLanguage = useLanguage();
  const [open, setOpen] = useState(false);
  const other: Language = language === 'bn' ? 'en' : 'bn';
  const otherName = t(`blog.languages.${other}`);
  const error = serverProblem ? { type: 'server', message: serverProblem } : undefined;
  return (
    <div role="group" aria-labelledby="article-twin-label" aria-describedby="article-twin-hint">
      <p id="article-twin-label" className={labelClass}>
        {t('blog.form.twin')}
        <AdminOptionalMark />
      </p>
      <p id="article-twin-hint" className="mt-1 text-sm text-gray-700">
        {t('blog.form.twinHint', { language: otherName })}
      </p>
      {twin ? (
        <div
          className={cn(
            'mt-2 flex flex-col gap-2 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100',
            'sm:flex-row sm:items-center sm:justify-between',
          )}
        >
          <p className="flex min-w-0 items-start gap-2 text-[15px] text-gray-900">
            <Link2 aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-800" />
            <span className="min-w-0 break-words">
              <span className="font-semibold" lang={other}>
                {twin.title}
              </span>{' '}
              <span className="whitespace-nowrap text-gray-700">
                ({t('blog.number', { n: formatNumber(twin.id, uiLanguage) })})
              </span>
            </span>
          </p>
          <button
            type="button"
            onClick={() => onChange(null)}
            className={cn(buttonClass.secondary, 'self-start sm:shrink-0 sm:self-auto')}
          >
            <Link2Off aria-hidden size={18} />
            {t('blog.form.twinRemove')}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="article-twin-choices"
        onClick={() => setOpen(!open)}
        className={cn(buttonClass.secondary, 'mt-2')}
      >
        {twin ? t('blog.form.twinChange', { language: otherName }) : t('blog.form.twinChoose', { language: otherName })}
        <ChevronDown aria-hidden size={18} className={open ? 'rotate-180' : ''} />
      </button>
      <div id="article-twin-choices" hidden={!open}>
        {open ? (
          <TwinChoices
            language={other}
            onPick={(choice) => {
              onChange(choice);
              setOpen(false);
            }}
          />
        ) : null}
      </div>
      <FieldMessage id={error ? 'article-twin-error' : undefined} error={error} />
    </div>
  );
}
