import {
  asciiDigitsOf,
  HOME_TYPES,
  PURPOSE_WORDS,
  type PlaceQuestion,
  type PostListQuery,
  type PropertyType,
  type UnderstoodPiece,
} from '@ghorbari/contracts';
import { foldForSearch } from '../../text/fold.ts';
import { readFurnishing, readTenant } from './filter-words.ts';
import { meaningOf } from './meanings.ts';
import { spaceAsked, type SpaceAsked } from './space.ts';
import { fitsFilter, isQuantityWord, landBound, NUMBER_WORDS, readNumbers } from './number-reading.ts';
import {
  filtersOf,
  markNumberedNames,
  rankFirstOf,
  townOf,
  readPlaces,
  tokensOf,
  type ListingPlaces,
  type Unit,
} from './place-reading.ts';
import { depthOf, placeById, type Place } from './places.ts';
import { FILLER, isIn, lookUp, wordSet } from './word-sets.ts';

/**
 * Understanding a search's words (issue 29, ADR 037): bedrooms ("৩ বেড", "3BHK"), bathrooms,
 * price bounds in every form people write ("৩০০০০ টাকার মধ্যে", "under 30k", "২ কোটি", "50
 * lakh"), floor size ("1200 sqft"), land ("৫ কাঠা"), the purpose ("ভাড়া", "for sale"), the
 * property type ("flat", "জমি") and places down to neighbourhoods ("mirpur 10") are read out of
 * the words and applied as filters; what is left is matched as words. Explicit filters win: what
 * the words say of a filter already set is dropped. Every piece names the words it came from, so
 * a page shows it as a chip that takes them out.
 *
 * A number the filters could not take ("৯৯৯৯৯৯৯৯৯৯৯৯ কোটি টাকা", a price past the filter's
 * highest) is no filter and no word to match either (issue 39): its words become an `ignored`
 * piece, so the page says it was left out. The bounds are the listing filters' own schemas.
 */

type Search = Omit<PostListQuery, 'page' | 'limit'>;

/**
 * What the words set beyond the query's own filters: places named as alternatives and the place
 * to rank first (place-reading.ts), and the types a word of several names ("বাসা": a flat, a
 * house or a duplex; issue 42).
 */
export type WordFilters = ListingPlaces & { anyOfTypes?: readonly PropertyType[]; space?: SpaceAsked };

const PROPERTY_WORDS: [PropertyType, string[]][] = [
  ['apartment', ['flat', 'flats', 'apartment', 'apartments', 'ফ্ল্যাট', 'ফ্লাট', 'অ্যাপার্টমেন্ট', 'এপার্টমেন্ট', 'এপার্টমেন্ট']],
  ['duplex-home', ['duplex', 'ডুপ্লেক্স']],
  ['land', ['plot', 'plots', 'land', 'jomi', 'jami', 'জমি', 'প্লট']],
  ['commercial-office', ['office', 'অফিস']],
  ['showroom', ['showroom', 'শোরুম']],
  ['shop', ['shop', 'dokan', 'দোকান']],
  ['restaurant', ['restaurant', 'রেস্টুরেন্ট', 'রেস্তোরাঁ']],
  ['factory', ['factory', 'কারখানা', 'ফ্যাক্টরি', 'karkhana']],
  ['warehouse', ['warehouse', 'godown', 'গুদাম']],
];
const TYPE_OF = new Map<string, PropertyType>(
  PROPERTY_WORDS.flatMap(([type, words]) => [...wordSet(words)].map((word) => [word, type] as const)),
);
/**
 * A home to live in, of any kind: "বাসা" is a flat, a house or a duplex alike (issue 42). Read as
 * those types, not matched as a word: a word most rent posts hold was rechecked on thousands of rows.
 */
const HOME_WORDS = wordSet(['basa', 'basha', 'বাসা']);
const isHomeWord = (text: string) => isIn(HOME_WORDS, text);
/**
 * A house: "বাড়ি বিক্রি", "bari kinbo", "house for sale" is a house or a duplex; to rent, "বাড়ি ভাড়া"
 * is said of any home, as "বাসা" is (issue 63).
 */
const HOUSE_WORDS = wordSet(['bari', 'barir', 'বাড়ি', 'বাড়ী', 'বাড়ির', 'house', 'houses']);
const HOUSE_TYPES: readonly PropertyType[] = ['home', 'duplex-home'];
/** A place of business of any kind: "commercial space" is an office, a shop, a showroom or a restaurant (issue 63). */
const COMMERCIAL_WORDS = wordSet(['commercial', 'কমার্শিয়াল', 'বাণিজ্যিক']);
const COMMERCIAL_TYPES: readonly PropertyType[] = ['commercial-office', 'shop', 'showroom', 'restaurant'];

const PURPOSE_OF = new Map<string, 'sell' | 'rent'>([
  ...[...wordSet([...PURPOSE_WORDS.rent, 'to-let', 'rental', 'বাড়াটিয়া'])].map((word) => [word, 'rent'] as const),
  ...[...wordSet([...PURPOSE_WORDS.sell, 'buy', 'kinbo', 'kinte', 'কিনব', 'কিনতে'])].map(
    (word) => [word, 'sell'] as const,
  ),
]);

const POST_ID = /^[sr]-?\d{1,9}$/i;

/**
 * The words of a query, one unit per word or number, each with the token it came from; PostIDs
 * ("S-178", "s178", "S 178", "S-১৭৮") apart, in ASCII digits, as the word matcher reads them.
 */
function unitsOf(q: string): { units: Unit[]; ids: string[] } {
  const units: Unit[] = [];
  const ids: string[] = [];
  const tokens = q.trim().split(/\s+/);
  // PostIDs in either digit set: "S-১৭৮" is S-178 (issue 39).
  const ascii = tokens.map((token) => asciiDigitsOf(token));
  tokens.forEach((token, index) => {
    if (POST_ID.test(ascii[index]!)) return void ids.push(ascii[index]!);
    if (/^[sr]$/i.test(token) && /^\d{1,9}$/.test(ascii[index + 1] ?? ''))
      return void ids.push(`${token}-${ascii[index + 1]}`);
    if (/^\d{1,9}$/.test(ascii[index]!) && /^[sr]$/i.test(tokens[index - 1] ?? '') && index > 0) return;
    // "to-let", "টু-লেট": one word, though folding splits it.
    const plain = asciiDigitsOf(token.normalize('NFC'))
      .replace(/^(to|টু)[-‐]?(let|লেট)$/iu, 'tolet')
      .replace(/(\d),(?=\d)/g, '$1')
      .replace(/৳/g, ' ৳ ');
    for (const part of plain.match(/\d+(?:\.\d+)?|৳|[\p{L}\p{M}]+/gu) ?? []) {
      if (/^\d/.test(part)) {
        units.push({ text: part, token: index, value: Number(part) });
        continue;
      }
      for (const word of part === '৳' ? ['৳'] : foldForSearch(part).split(' ').filter(Boolean)) {
        const spelled = NUMBER_WORDS[word];
        units.push({ text: word, token: index, ...(spelled === undefined ? {} : { value: spelled }) });
      }
    }
  });
  // "to let" typed as two words.
  for (let i = 0; i + 1 < units.length; i++)
    if (units[i]!.text === 'to' && units[i + 1]!.text === 'let') {
      units[i + 1] = { text: 'tolet', token: units[i + 1]!.token, extra: units[i]!.token };
      units.splice(i, 1);
    }
  return { units, ids };
}

export interface Understanding {
  /** The search with what the words said applied, and `q` holding only the words left to match. */
  search: Search & WordFilters;
  pieces: UnderstoodPiece[];
  /** A place name to ask about: it names places in different districts (issue 42). */
  question?: PlaceQuestion;
}

/** A place as the chips and questions show it: its level, ids and names. */
function placePiece(place: Place, tokens: number[]): UnderstoodPiece {
  return {
    kind: 'place',
    tokens,
    level: place.level,
    division: place.division,
    ...(place.district ? { district: place.district } : {}),
    ...(place.subDistrict ? { subDistrict: place.subDistrict } : {}),
    ...(place.neighbourhood ? { neighbourhood: place.neighbourhood } : {}),
    en: place.en,
    bn: place.bn,
  };
}

/** The names of what a place lies in, to tell places of one name apart ("Companiganj, Sylhet"). */
function whereIs(place: Place): { inEn?: string; inBn?: string } {
  const around = placeById(place.level === 'district' ? place.division : (place.district ?? place.division));
  return around ? { inEn: around.en, inBn: around.bn } : {};
}

/**
 * Applies places the words named: one place as the place filters, several as posts in any of them.
 * A neighbourhood filters by its thana and is listed first (issue 42: many posts name it only in words).
 */
function applyPlaces(search: Search & WordFilters, places: readonly Place[]) {
  if (places.length === 0) return;
  const filters = places.flatMap(filtersOf);
  if (filters.length === 1) Object.assign(search, filters[0]);
  else search.anyOfPlaces = filters;
  const rankFirst = rankFirstOf(places);
  if (rankFirst) search.rankFirst = rankFirst;
  const town = places.length === 1 && places[0]!.level === 'district' ? townOf(places[0]!.id) : [];
  if (town.length > 0) search.townFirst = town;
}

/** Understandings of searches asked lately, by the search as asked (JSON). */
const understood = new Map<string, Understanding & { search: Search & WordFilters }>();
const UNDERSTOOD_KEPT = 1000;

/**
 * Reads the filters out of a search's words (see the module comment). The answer depends on the
 * search alone, so one read lately is reused: every listing request, a kept answer too, and every
 * saved search an approved post is matched against, reads its words first (issue 42: a tenth of a
 * keyword search's CPU time). It is shared: callers copy what they change.
 */
export function understandSearch<T extends Search>(query: T): Understanding & { search: T & WordFilters } {
  if (!query.q) return { search: query, pieces: [] };
  const key = JSON.stringify(query);
  const kept = understood.get(key);
  if (kept) return kept as Understanding & { search: T & WordFilters };
  if (understood.size >= UNDERSTOOD_KEPT) understood.clear();
  const reading = readSearch(query, query.q);
  understood.set(key, reading);
  return reading;
}

function readSearch<T extends Search>(query: T, q: string): Understanding & { search: T & WordFilters } {
  const { units, ids } = unitsOf(q);
  const pieces: UnderstoodPiece[] = [];
  const search: Search & WordFilters = { ...query };
  const take = (from: number, to: number) => {
    const taken = units.slice(from, to).filter((unit) => !unit.used);
    for (const unit of taken) unit.used = true;
    return tokensOf(taken);
  };

  // A number that is part of a known name ("60 feet road") is the name's (issue 63).
  markNumberedNames(units, isQuantityWord);
  readNumbers(units, take, (piece) => {
    if (!fitsFilter(piece)) {
      pieces.push({ kind: 'ignored', tokens: piece.tokens });
      return;
    }
    if (piece.kind === 'bedrooms') {
      // The panel may choose several counts (issue 63); the words name one.
      if (search.bedrooms !== undefined) return;
      search.bedrooms = [piece.rooms!];
    } else if (piece.kind === 'bathrooms') {
      if (search.bathrooms !== undefined) return;
      search.bathrooms = piece.rooms;
    } else if (piece.kind === 'price') {
      if (search.minPrice !== undefined || search.maxPrice !== undefined) return;
      search.minPrice = piece.min;
      search.maxPrice = piece.max;
    } else if (piece.kind === 'size') {
      if (search.minSize !== undefined || search.maxSize !== undefined) return;
      search.minSize = piece.min;
      search.maxSize = piece.max;
    } else if (piece.kind === 'land') {
      if (search.minLand !== undefined || search.maxLand !== undefined) return;
      search.minLand = piece.min === undefined ? undefined : landBound(piece.min);
      search.maxLand = piece.max === undefined ? undefined : landBound(piece.max);
      search.landUnit = piece.landUnit;
    }
    pieces.push(piece);
  });

  const reading = readPlaces(
    units,
    search,
    (text) => FILLER.has(text),
    (unit) => unit.value !== undefined || TYPE_OF.has(unit.text) || PURPOSE_OF.has(unit.text) || !!meaningOf(unit.text),
  );
  const chosen = [search.division, search.district, search.subDistrict, search.neighbourhood].filter(Boolean).length;
  let question: PlaceQuestion | undefined;
  if (reading?.kind === 'places') {
    const [first, ...others] = reading.named;
    for (const unit of first!.consumed) unit.used = true;
    // Several places ("mirpur ba mohammadpur", "মিরপুর, মোহাম্মদপুর"): posts in any of them, a
    // chip each (issue 42). A place the filters already name, or one around them, narrows
    // nothing: its words are taken, no more.
    const alternatives = others.length > 0 && reading.named.every(({ match }) => depthOf(match) + 1 > chosen);
    if (alternatives) for (const entry of others) for (const unit of entry.consumed) unit.used = true;
    const applied = alternatives ? reading.named : depthOf(first!.match) + 1 > chosen ? [first!] : [];
    applyPlaces(
      search,
      applied.map(({ match }) => match),
    );
    pieces.push(...applied.map(({ match, consumed }) => placePiece(match, tokensOf(consumed))));
  } else if (reading?.kind === 'question') {
    // A name of places in different districts ("companiganj": Sylhet or Noakhali) is asked
    // about, not guessed (issue 42): meanwhile the posts of each are listed.
    for (const unit of reading.consumed) unit.used = true;
    const tokens = tokensOf(reading.consumed);
    applyPlaces(search, reading.choices);
    question = {
      tokens,
      choices: reading.choices.map((place) => ({ ...placePiece(place, tokens), ...whereIs(place) })),
    };
  }

  // The property type, when the words name exactly one; the purpose, when it is the listing's.
  const types = units.filter((unit) => !unit.used && lookUp(TYPE_OF, unit.text));
  const named = new Set(types.map((unit) => lookUp(TYPE_OF, unit.text)!));
  if (named.size === 1) {
    for (const unit of types) unit.used = true;
    const propertyType = [...named][0]!;
    if (!search.propertyType) {
      search.propertyType = propertyType;
      pieces.push({ kind: 'propertyType', tokens: tokensOf(types), propertyType });
    }
  }
  // "বাসা", "basa": any home, when no type is chosen or named ("basa flat" is a flat).
  const homes = units.filter((unit) => !unit.used && isHomeWord(unit.text));
  for (const unit of homes) unit.used = true;
  if (homes.length > 0 && !search.propertyType && named.size === 0) {
    search.anyOfTypes = HOME_TYPES;
    pieces.push({ kind: 'propertyType', tokens: tokensOf(homes), propertyTypes: [...HOME_TYPES] });
  }
  const houses = units.filter((unit) => !unit.used && isIn(HOUSE_WORDS, unit.text));
  // "duplex bari", "duplex house": the house is the duplex named.
  if (search.propertyType && HOUSE_TYPES.includes(search.propertyType)) for (const unit of houses) unit.used = true;
  else if (houses.length > 0 && !search.propertyType && !search.anyOfTypes && named.size === 0) {
    for (const unit of houses) unit.used = true;
    const kinds = search.type === 'sell' ? HOUSE_TYPES : HOME_TYPES;
    search.anyOfTypes = kinds;
    pieces.push({ kind: 'propertyType', tokens: tokensOf(houses), propertyTypes: [...kinds] });
  }
  const commercial = units.filter((unit) => !unit.used && isIn(COMMERCIAL_WORDS, unit.text));
  for (const unit of commercial) unit.used = true;
  if (commercial.length > 0 && !search.propertyType && !search.anyOfTypes && named.size === 0) {
    search.anyOfTypes = COMMERCIAL_TYPES;
    pieces.push({ kind: 'propertyType', tokens: tokensOf(commercial), propertyTypes: [...COMMERCIAL_TYPES] });
  }
  const purposes = units.filter((unit) => !unit.used && lookUp(PURPOSE_OF, unit.text));
  for (const unit of purposes) unit.used = true;
  if (purposes.some((unit) => lookUp(PURPOSE_OF, unit.text) === search.type))
    pieces.push({
      kind: 'purpose',
      tokens: tokensOf(purposes.filter((unit) => lookUp(PURPOSE_OF, unit.text) === search.type)),
      purpose: search.type,
    });

  // Who may rent and how it is furnished, in any script: the filters of those facts (issue 42).
  readTenant(units, search, pieces, (text) => FILLER.has(text));
  readFurnishing(units, search, pieces);
  const space = spaceAsked(units, search);
  if (space) search.space = space;

  const rest = units.filter((unit) => !unit.used && !FILLER.has(unit.text)).map((unit) => unit.text);
  const words = [...ids, ...rest].join(' ');
  search.q = words === '' ? undefined : words;
  return { search: search as T & WordFilters, pieces, ...(question ? { question } : {}) };
}
