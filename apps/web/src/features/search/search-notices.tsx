import type { Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { emptySearchFilters, searchHref, type SearchState } from './search-params.ts';

const box = 'mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200';
const linkClass = cn(
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-4 py-2',
  'text-left font-semibold text-brand-800 hover:bg-brand-50',
);

/** Where the reader's words go in a sentence: they may be in the other language, so they are marked. */
const MARK = '\u0000';
function withWords(sentence: string, words: string, language: Language): ReactNode {
  const [before = '', after = ''] = sentence.split(MARK);
  return (
    <>
      {before}
      <span lang={textLanguage(words, language)}>{words}</span>
      {after}
    </>
  );
}

/** The results did not arrive: say so and offer to try again. */
export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className={box} data-testid="search-error">
      <TriangleAlert aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{t('error.title')}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{t('error.text')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('error.retry')}
      </button>
    </div>
  );
}

/**
 * No group-building offer or firm matched: one-tap links that widen the search — without the
 * words, without the place, without the other filters — each only when it would change
 * something. (Sale and rent posts ask the API for wider searches with their counts instead.)
 */
export function NoResults({
  state,
  language,
  children,
}: {
  state: SearchState;
  language: Language;
  children?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const { kind, filters } = state;
  const place = shortPlace(useLocationNames(filters, language));
  const others = Boolean(
    filters.minPrice || filters.maxPrice || filters.minSize || filters.maxSize || filters.category || filters.budget,
  );
  const links = [
    filters.q
      ? {
          key: 'words',
          to: searchHref(kind, { ...filters, q: '', sort: '' }),
          label: withWords(t('empty.dropWords', { q: MARK }), filters.q, language),
        }
      : null,
    filters.division
      ? {
          key: 'place',
          to: searchHref(kind, { ...filters, division: '', district: '' }),
          label: place ? t('empty.dropPlace', { place }) : t('empty.dropPlaceUnnamed'),
        }
      : null,
    others
      ? {
          key: 'filters',
          to: searchHref(kind, {
            ...emptySearchFilters,
            division: filters.division,
            district: filters.district,
            q: filters.q,
            sort: filters.sort,
          }),
          label: t('empty.dropFilters'),
        }
      : null,
  ].filter((link) => link !== null);
  return (
    <div className={box} data-testid="search-empty">
      <SearchX aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{t(`empty.${kind}`)}</h2>
      {links.length > 0 ? (
        <>
          <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{t('empty.widen')}</p>
          <ul className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClass}>
                  {/* One flex item, so the words inside stay part of one sentence for screen readers. */}
                  <span>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{t('empty.nothingYet')}</p>
      )}
      {children ? <div className="mt-5 flex justify-center">{children}</div> : null}
    </div>
  );
}
