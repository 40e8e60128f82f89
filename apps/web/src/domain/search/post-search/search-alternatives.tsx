import type { Language } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocationNames, type LocationNames } from '../../../lib/locations/use-location-names.ts';
import { useAlternatives, type PostAlternative } from './get-alternatives.ts';
import { listValues, readApiQuery, type PostFilters, type PostType } from './post-search-query.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { pieceText, roomsText } from './piece-labels.ts';

interface SearchAlternativesProps {
  type: PostType;
  filters: PostFilters;
  /** How many the search found: below THIN, wider searches are offered. */
  total: number;
  language: Language;
  /** The page's address of a post search. */
  hrefFor: (type: PostType, filters: PostFilters) => string;
  /** Inside the empty result's box (centred), or under a short list of results. */
  variant: 'empty' | 'thin';
}

/** Fewer results than this and the page offers wider searches. */
export const THIN = 3;

/** Where the reader's words go in a sentence: they may be in the other language, so they are marked. */
const MARK = '\u0000';
function withWord(sentence: string, word: string, language: Language): ReactNode {
  const [before = '', after = ''] = sentence.split(MARK);
  return (
    <>
      {before}
      <span lang={textLanguage(word, language)}>{word}</span>
      {after}
    </>
  );
}

/** The place one level wider than the search's, when its deepest level is dropped. */
function widerPlace(filter: string, names: LocationNames): string | null {
  if (filter === 'neighbourhood') return names.subDistrict || null;
  // Without the areas chosen (issue 63): the whole district.
  if (filter === 'areas') return names.district || null;
  if (filter === 'subDistrict') return names.district || null;
  if (filter === 'district') return names.division || null;
  return null;
}

/** What an alternative leaves out, in a few words ("৩ বেড", "দামের সীমা"). */
function filterText(t: TFunction, filter: string, type: PostType, filters: PostFilters, language: Language) {
  // Bedrooms may be several counts (issue 63): each named.
  if (filter === 'bedrooms' || filter === 'bathrooms')
    return listValues(filters[filter])
      .map((count) => roomsText(t, filter, Number(count), language))
      .join(', ');
  if (filter === 'propertyType') return t(`enums:propertyType.${filters.propertyType}`);
  if (filter === 'price') return t(type === 'rent' ? 'alternatives.what.rent' : 'alternatives.what.price');
  return t(`alternatives.what.${filter}`, { defaultValue: '' }) || null;
}

/**
 * No dead ends (issue 29, item 5): for a search that finds nothing or little, the searches one
 * step wider that do find something, each with its count and a link: the other purpose, the
 * search without one word, without one thing understood or one filter, and the places nearby.
 * Quiet while it loads and when it fails: the page then says what it said before.
 */
export function SearchAlternatives({ type, filters, total, language, hrefFor, variant }: SearchAlternativesProps) {
  const { t } = useTranslation(['listings', 'enums', 'common']);
  const id = useId();
  const names = useLocationNames(filters, language);
  const alternatives = useAlternatives(type, filters, total < THIN);
  const found = (alternatives.data?.alternatives ?? []).filter((entry) => entry.total > 0);
  if (total >= THIN || found.length === 0) return null;

  const n = (entry: PostAlternative) => ({ count: entry.total, n: formatNumber(entry.total, language) });
  const hrefOf = (entry: PostAlternative) => {
    const search = readApiQuery(entry.query);
    return search ? hrefFor(search.type, search.filters) : null;
  };
  const labelOf = (entry: PostAlternative): ReactNode => {
    switch (entry.kind) {
      case 'type':
        return t(`alternatives.type.${entry.type ?? (type === 'sell' ? 'rent' : 'sell')}`, n(entry));
      case 'word':
        return entry.word ? withWord(t('alternatives.word', { ...n(entry), word: MARK }), entry.word, language) : null;
      case 'understood':
        return entry.piece
          ? t('alternatives.without', { ...n(entry), what: pieceText(t, entry.piece, language) })
          : null;
      case 'filter': {
        if (!entry.filter) return null;
        if (entry.filter === 'division') return t('alternatives.country', n(entry));
        const place = widerPlace(entry.filter, names);
        if (place) return t('alternatives.across', { ...n(entry), place });
        const what = filterText(t, entry.filter, type, filters, language);
        return what ? t('alternatives.without', { ...n(entry), what }) : null;
      }
      default:
        return null;
    }
  };

  const wider = found.flatMap((entry, index) => {
    const to = hrefOf(entry);
    const label = labelOf(entry);
    return to && label ? [{ key: `${entry.kind}-${index}`, to, label }] : [];
  });
  const nearby = found.flatMap((entry) => {
    const to = hrefOf(entry);
    return entry.kind === 'nearby' && entry.place && to ? [{ to, place: entry.place, total: entry.total }] : [];
  });
  if (wider.length === 0 && nearby.length === 0) return null;
  const empty = variant === 'empty';
  const linkClass = cn(
    'inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-4 py-2',
    'text-left font-semibold text-brand-800 hover:bg-brand-50',
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="search-alternatives"
      className={empty ? 'mt-5' : 'mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5'}
    >
      <h2 id={`${id}-title`} className={cn('text-[16px] text-gray-800', empty ? '' : 'font-semibold text-gray-900')}>
        {t(empty ? 'alternatives.title' : 'alternatives.thinTitle')}
      </h2>
      {wider.length > 0 ? (
        <ul
          className={cn('mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap', empty && 'items-center sm:justify-center')}
        >
          {wider.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to} className={linkClass}>
                {/* One flex item, so the words inside stay one sentence for screen readers. */}
                <span>{entry.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {nearby.length > 0 ? (
        <div className={cn('mt-3 flex flex-wrap items-center gap-2', empty && 'justify-center')}>
          <p id={`${id}-nearby`} className="text-[15px] font-semibold text-gray-800">
            {t('alternatives.nearby')}
          </p>
          <ul aria-labelledby={`${id}-nearby`} className="flex flex-wrap gap-2">
            {nearby.map((entry) => (
              <li key={entry.place.id}>
                <Link to={entry.to} className={linkClass}>
                  {t('alternatives.nearbyPlace', {
                    place: entry.place[language],
                    n: formatNumber(entry.total, language),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
