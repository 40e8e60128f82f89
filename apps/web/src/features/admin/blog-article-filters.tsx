import { LIMITS, type Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { FilterSelect, SearchFilterForm } from './filter-fields.tsx';

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
  return (
    <SearchFilterForm
      id="blog-q"
      label={t('blog.search')}
      buttonLabel={t('blog.searchButton')}
      maxLength={LIMITS.blog.searchMaxLength}
      initial={filters.q}
      onSearch={(q) => onChange({ ...filters, q })}
      formLabel={t('blog.filtersLabel')}
      className={cn(
        'mb-4 grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200',
        'sm:p-4 md:grid-cols-[minmax(0,1fr)_13rem]',
      )}
    >
      <FilterSelect
        id="blog-language"
        label={t('blog.language')}
        value={filters.language}
        allLabel={t('blog.allLanguages')}
        choices={languages.map((language) => [language, t(`blog.languages.${language}`)] as const)}
        onChange={(language) => onChange({ ...filters, language })}
      />
    </SearchFilterForm>
  );
}
