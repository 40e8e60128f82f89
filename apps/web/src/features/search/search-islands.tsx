import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../components/filters/sort-select.tsx';
import { useNavigate } from '../../lib/navigation/navigation.tsx';
import { SearchForm } from './search-form.tsx';
import {
  defaultSort,
  emptySearchFilters,
  searchHref,
  sortsFor,
  type SearchFilters,
  type SearchKind,
} from './search-params.ts';

/**
 * The parts of the search page's group-building and interior tabs a reader can touch (issue 43,
 * ADR 059): on /property-search, a page of islands, each comes alive on its own and applies a
 * choice by loading the search's address with it; in the single-page app they move within the
 * app. (The sale and rent tabs are the listings' islands.) Props are plain data: the tab and the
 * filters in the address.
 */

interface SearchFormIslandProps {
  kind: Exclude<SearchKind, 'sell' | 'rent'>;
  /** The filters in the address. */
  applied: SearchFilters;
  language: Language;
}

/** The tab's filters form: "Filter" loads the search with them, in the order chosen. */
export function SearchFormIsland({ kind, applied, language }: SearchFormIslandProps) {
  const navigate = useNavigate();
  return (
    <SearchForm
      kind={kind}
      applied={applied}
      language={language}
      onApply={(filters) => void navigate(searchHref(kind, { ...filters, sort: applied.sort }))}
      onClear={() => void navigate(searchHref(kind, emptySearchFilters))}
    />
  );
}

/** The order of the firms or the group offers, beside their count. */
export function SearchSortIsland({ kind, filters }: { kind: SearchKind; filters: SearchFilters }) {
  const { t } = useTranslation(['search', 'enums']);
  const navigate = useNavigate();
  return (
    <SortSelect
      label={t('sort.label')}
      value={filters.sort || defaultSort(kind, filters.q)}
      options={sortsFor(kind, filters.q).map((sort) => ({
        value: sort,
        label: t(`enums:${kind === 'group' ? 'groupSort' : 'firmSort'}.${sort}`),
      }))}
      onChange={(sort) => void navigate(searchHref(kind, { ...filters, sort }))}
    />
  );
}
