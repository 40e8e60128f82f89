import { LIMITS, type Language } from '@ghorbari/contracts';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { buttonClass } from './admin-ui.tsx';

export interface ArticleFilters {
  language?: Language | undefined;
  q?: string | undefined;
}

/** Search (title, summary, body) is sent with its button or Enter; the language applies at once. */
export function BlogArticleFilterBar({
  filters,
  languages,
  onChange,
}: {
  filters: ArticleFilters;
  languages: readonly Language[];
  onChange: (filters: ArticleFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label={t('blog.filtersLabel')}
      onSubmit={submit}
      className={cn(
        'mb-4 grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200',
        'sm:p-4 md:grid-cols-[minmax(0,1fr)_13rem]',
      )}
    >
      <div>
        <label htmlFor="blog-q" className={labelClass}>
          {t('blog.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="blog-q"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={LIMITS.blog.searchMaxLength}
            autoComplete="off"
            className={inputClass}
          />
          <button type="submit" className={`${buttonClass.primary} mt-1 shrink-0`}>
            <Search aria-hidden size={18} />
            <span className="max-sm:sr-only">{t('blog.searchButton')}</span>
          </button>
        </div>
      </div>
      <div>
        <label htmlFor="blog-language" className={labelClass}>
          {t('blog.language')}
        </label>
        <select
          id="blog-language"
          value={filters.language ?? ''}
          onChange={(event) => onChange({ ...filters, language: (event.target.value || undefined) as Language })}
          className="mt-1 block h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-[16px] text-gray-900"
        >
          <option value="">{t('blog.allLanguages')}</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`blog.languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
