import type { ListingSort } from '@ghorbari/contracts';
import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../../components/filters/sort-select.tsx';
import { SaveSearchButton, type SearchToSave } from '../../saved-searches/save-search-button.tsx';
import { cn } from '../../../lib/class-names.ts';
import type { PostType } from './post-search-query.ts';
import type { ListingView } from './listing-view.ts';

const VIEWS = [
  { id: 'list', Icon: List },
  { id: 'grid', Icon: LayoutGrid },
] as const;

export interface ResultsActionsProps {
  type: PostType;
  /** The order the results are in, and the ones offered (best match only with a keyword). */
  sort: ListingSort;
  sorts: ListingSort[];
  onSort: (sort: ListingSort) => void;
  /** The search on screen, for "Save this search"; null when it cannot be saved. */
  search: SearchToSave | null;
  view: ListingView;
  onView: (view: ListingView) => void;
}

/** What the reader can do with the results: save the search, order them, rows or cards. */
export function ResultsActions({ type, sort, sorts, onSort, search, view, onView }: ResultsActionsProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      {search ? <SaveSearchButton search={search} /> : null}
      <SortSelect
        label={t('sort.label')}
        value={sort}
        options={sorts.map((option) => ({
          value: option,
          label: t(option.startsWith('price') ? `sort.${type}.${option}` : `sort.${option}`),
        }))}
        onChange={onSort}
      />
      <fieldset className="flex rounded-md border border-gray-300 bg-white p-0.5">
        <legend className="sr-only">{t('view.label')}</legend>
        {VIEWS.map(({ id: option, Icon }) => (
          <label key={option} title={t(`view.${option}`)}>
            <input
              type="radio"
              name={`${id}-view`}
              value={option}
              checked={view === option}
              onChange={() => onView(option)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-10 w-11 cursor-pointer items-center justify-center rounded text-gray-700',
                'peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2',
                'peer-focus-visible:ring-brand-700',
              )}
            >
              <Icon aria-hidden size={20} />
              <span className="sr-only">{t(`view.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
