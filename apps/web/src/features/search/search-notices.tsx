import type { Language } from '@ghorbari/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultsNotice } from '../../components/results-notice.tsx';
import { cn } from '../../lib/class-names.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { emptySearchFilters, searchHref, type SearchState } from './search-params.ts';

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
    <ResultsNotice
      Icon={TriangleAlert}
      title={t('error.title')}
      text={t('error.text')}
      action={{ label: t('error.retry'), onClick: onRetry }}
      testId="search-error"
    />
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
    filters.minPrice ||
    filters.maxPrice ||
    filters.minSize ||
    filters.maxSize ||
    filters.category ||
    filters.budget ||
    filters.maxBudget,
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
    <ResultsNotice
      Icon={SearchX}
      title={t(`empty.${kind}`)}
      text={links.length > 0 ? t('empty.widen') : t('empty.nothingYet')}
      testId="search-empty"
    >
      {links.length > 0 ? (
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
      ) : null}
      {children ? <div className="mt-5 flex justify-center">{children}</div> : null}
    </ResultsNotice>
  );
}
