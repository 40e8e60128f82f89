import { wordsForOtherTab, type Division, type PostAlternatives, type PostListQuery } from '@ghorbari/contracts';
import { deepestPlaceOf } from './place-reading.ts';
import { nearbyPlaces } from './places.ts';
import { understandSearch } from './understand.ts';
import { FILLER } from './word-sets.ts';
import { foldForSearch } from '../../text/fold.ts';

type Search = Omit<PostListQuery, 'page' | 'limit'>;
type Alternative = Omit<PostAlternatives['alternatives'][number], 'total' | 'query'> & { search: Search };

/** At most this many wider searches are counted for one thin result. */
const MOST = 12;

/** The search's words without the tokens at these indexes. */
export function withoutTokens(q: string | undefined, tokens: readonly number[]): string | undefined {
  if (!q) return undefined;
  const kept = q
    .trim()
    .split(/\s+/)
    .filter((_, index) => !tokens.includes(index));
  return kept.length === 0 ? undefined : kept.join(' ');
}

/** The explicit filters a reader may drop one at a time, each with the keys it clears. */
const FILTER_KEYS: [string, (keyof Search)[]][] = [
  // The areas chosen in the panel (issue 63): without them, the whole district.
  ['areas', ['areas', 'neighbourhood']],
  ['neighbourhood', ['neighbourhood']],
  ['subDistrict', ['subDistrict', 'neighbourhood']],
  ['district', ['district', 'areas', 'subDistrict', 'neighbourhood']],
  ['division', ['division', 'district', 'areas', 'subDistrict', 'neighbourhood']],
  ['propertyType', ['propertyType']],
  ['price', ['minPrice', 'maxPrice']],
  ['size', ['minSize', 'maxSize']],
  ['land', ['minLand', 'maxLand', 'landUnit']],
  ['bedrooms', ['bedrooms']],
  ['bathrooms', ['bathrooms']],
  ['furnishing', ['furnishing']],
  ['tenant', ['tenant']],
  ['moveIn', ['moveIn']],
];

/**
 * The searches one step wider than this one (issue 29: no dead ends): the other purpose, the
 * search without each understood piece, each word left to match and each filter, and the places
 * around the one searched. The caller counts them and shows those that find something.
 */
export function widerSearches(query: Search): Alternative[] {
  const { search, pieces } = understandSearch(query);
  const out: Alternative[] = [];
  // The other purpose, without the words that would name this one again (issue 63: the pages
  // list a search under the purpose its words name), a buyer's type word kept as the filter.
  const other = query.q ? wordsForOtherTab(query.q) : { q: '' };
  out.push({
    kind: 'type',
    type: query.type === 'sell' ? 'rent' : 'sell',
    search: {
      ...query,
      type: query.type === 'sell' ? 'rent' : 'sell',
      q: other.q || undefined,
      ...(other.propertyType && !query.propertyType ? { propertyType: other.propertyType } : {}),
    },
  });
  for (const piece of pieces)
    // Without its words, an ignored number's search is the same search.
    if (piece.kind !== 'purpose' && piece.kind !== 'ignored')
      out.push({ kind: 'understood', piece, search: { ...query, q: withoutTokens(query.q, piece.tokens) } });
  const understoodTokens = new Set(pieces.flatMap((piece) => piece.tokens));
  const tokens = query.q?.trim().split(/\s+/) ?? [];
  tokens.forEach((token, index) => {
    if (understoodTokens.has(index) || FILLER.has(foldForSearch(token))) return;
    // A lone word is the whole search: dropping it is dropping the search.
    if (tokens.length - understoodTokens.size <= 1 && pieces.length === 0 && !hasFilters(query)) return;
    out.push({ kind: 'word', word: token, search: { ...query, q: withoutTokens(query.q, [index]) } });
  });
  let placeDropped = false;
  for (const [filter, keys] of FILTER_KEYS) {
    if (query[keys[0]!] === undefined) continue;
    const isPlace = keys.includes('neighbourhood');
    if (isPlace && placeDropped) continue;
    placeDropped ||= isPlace;
    // A place filter: only its deepest level is dropped (the search a level wider).
    const wider: Search = { ...query };
    for (const key of keys) delete wider[key];
    out.push({ kind: 'filter', filter, search: wider });
  }
  const place = deepestPlaceOf(search);
  if (place) {
    const placePiece = pieces.find((piece) => piece.kind === 'place');
    const base: Search = { ...query, q: placePiece ? withoutTokens(query.q, placePiece.tokens) : query.q };
    for (const near of nearbyPlaces(place)) {
      const { division, district, subDistrict, neighbourhood } = near;
      out.push({
        kind: 'nearby',
        place: { id: near.id, en: near.en, bn: near.bn },
        search: { ...base, division: division as Division, district, subDistrict, neighbourhood },
      });
    }
  }
  return out.slice(0, MOST);
}

const hasFilters = (query: Search) => FILTER_KEYS.some(([, keys]) => query[keys[0]!] !== undefined);

/** A search as the query string GET /api/posts takes, unset fields left out. */
export function queryOf(search: Search): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  return query;
}
