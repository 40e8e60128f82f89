import { type ModerationQueueQuery, queueSearchReadable } from '@ghorbari/contracts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { SearchFilterForm } from './filter-fields.tsx';

export type QueueFilters = Partial<Pick<ModerationQueueQuery, 'type' | 'paid' | 'edited' | 'q'>>;
/** The choice filters (radio groups); the search `q` is kept in the URL beside them. */
export const QUEUE_FILTER_KEYS = ['type', 'paid', 'edited'] as const;
export const QUEUE_URL_KEYS = [...QUEUE_FILTER_KEYS, 'q'] as const;

/**
 * The queue's search (issue 41): a post ID or a phone number as a caller says it. Text the API
 * cannot search by is refused here with its message, so the list never silently ignores it.
 */
export function QueueSearch({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SearchFilterForm
      key={filters.q ?? ''}
      id="queue-q"
      label={t('queue.search.label')}
      buttonLabel={t('queue.search.button')}
      hint={t('queue.search.hint')}
      maxLength={40}
      initial={filters.q}
      check={(q) => (queueSearchReadable(q) ? undefined : 'validation.queueSearchInvalid')}
      onSearch={(q) => onChange({ ...filters, q })}
      className="mb-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-4"
    />
  );
}

const OPTIONS = {
  type: ['sell', 'rent'],
  paid: ['paid', 'free'],
  edited: ['edited', 'new'],
} as const satisfies { [K in (typeof QUEUE_FILTER_KEYS)[number]]-?: readonly NonNullable<QueueFilters[K]>[] };

/**
 * Three small radio groups (all / one / the other) that filter the queue at once. They are real
 * radio buttons, so arrow keys move within a group and screen readers announce the choice. On a
 * phone they fold behind a button that says which filters are on, to leave the screen to the list.
 */
export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const active = QUEUE_FILTER_KEYS.flatMap((key) => (filters[key] ? [t(`queue.filters.${key}.${filters[key]}`)] : []));
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="queue-filter-groups"
        onClick={() => setOpen(!open)}
        className={cn(
          'flex min-h-12 w-full items-center gap-2 rounded-xl px-3 text-left',
          'text-[15px] font-semibold text-gray-900 sm:hidden',
        )}
      >
        <SlidersHorizontal aria-hidden size={18} className="shrink-0 text-brand-700" />
        {t('queue.filters.toggle')}
        <span className="min-w-0 flex-1 truncate font-normal text-gray-700">
          {active.length ? active.join(' · ') : t('queue.filters.none')}
        </span>
        <ChevronDown aria-hidden size={18} className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id="queue-filter-groups"
        className={cn(
          open ? 'flex' : 'hidden',
          'flex-wrap gap-x-5 gap-y-3 border-t border-gray-100 p-3 sm:flex',
          'sm:border-0 sm:p-4',
        )}
      >
        {QUEUE_FILTER_KEYS.map((key) => (
          <fieldset key={key} className="min-w-0">
            <legend className="mb-1 text-sm font-semibold text-gray-700">{t(`queue.filters.${key}.label`)}</legend>
            <div className="inline-flex rounded-lg bg-gray-100 p-1">
              {(['', ...OPTIONS[key]] as const).map((value) => {
                const id = `queue-${key}-${value || 'all'}`;
                const checked = (filters[key] ?? '') === value;
                return (
                  <div key={id}>
                    <input
                      id={id}
                      type="radio"
                      name={`queue-${key}`}
                      value={value}
                      checked={checked}
                      onChange={() => onChange({ ...filters, [key]: value || undefined })}
                      className="peer sr-only"
                    />
                    <label
                      htmlFor={id}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center whitespace-nowrap rounded-md',
                        'px-3 text-[15px] font-semibold text-gray-800 peer-checked:bg-white',
                        'peer-checked:text-brand-900 peer-checked:shadow-sm peer-checked:ring-1',
                        'peer-checked:ring-brand-700 peer-focus-visible:outline-3',
                        'peer-focus-visible:outline-offset-2',
                        'peer-focus-visible:outline-amber-500',
                      )}
                    >
                      {t(`queue.filters.${key}.${value || 'all'}`)}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
