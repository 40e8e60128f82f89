import {
  asciiDigitsOf,
  LIMITS,
  postListQuerySchema,
  PURPOSE_WORDS,
  type LandUnit,
  type PlaceQuestion,
  type PostListQuery,
  type PropertyType,
  type UnderstoodPiece,
} from '@ghorbari/contracts';
import { foldForSearch } from '../../text/fold.ts';
import { readFurnishing, readTenant } from './filter-words.ts';
import { meaningOf, stemsOf } from './meanings.ts';
import { filtersOf, rankFirstOf, readPlaces, tokensOf, type ListingPlaces, type Unit } from './place-reading.ts';
import { depthOf, placeById, type Place } from './places.ts';

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

const NUMBER_WORDS: Record<string, number> = {
  এক: 1,
  দুই: 2,
  দুটি: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
  ছয়: 6,
  দেড়: 1.5,
  আড়াই: 2.5,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ek: 1,
  dui: 2,
  tin: 3,
  char: 4,
  pach: 5,
  der: 1.5,
  arai: 2.5,
};

/** Sets of folded spellings; Bengali words also match by their stem (বেডের → বেড). */
const wordSet = (words: string[]) => new Set(words.map((word) => foldForSearch(word)));
const BEDROOM = wordSet([
  'bed',
  'beds',
  'bedroom',
  'bedrooms',
  'bhk',
  'br',
  'bd',
  'বেড',
  'বেডরুম',
  'রুম',
  'room',
  'rooms',
  'ঘর',
  'কক্ষ',
]);
const BATHROOM = wordSet([
  'bath',
  'baths',
  'bathroom',
  'bathrooms',
  'washroom',
  'washrooms',
  'toilet',
  'বাথ',
  'বাথরুম',
  'টয়লেট',
  'ওয়াশরুম',
]);
const SQFT = wordSet(['sqft', 'sft', 'sq', 'square', 'স্কয়ার', 'স্কয়ার', 'বর্গফুট', 'বর্গ', 'ft', 'feet', 'ফুট', 'ফিট']);
const SQFT_TAIL = wordSet(['ft', 'feet', 'ফুট', 'ফিট']);
const LAND_UNIT: Map<string, LandUnit> = new Map([
  ...[...wordSet(['katha', 'kata', 'kattha', 'কাঠা'])].map((word) => [word, 'katha'] as const),
  ...[...wordSet(['bigha', 'বিঘা'])].map((word) => [word, 'bigha'] as const),
  ...[...wordSet(['acre', 'acres', 'একর'])].map((word) => [word, 'acres'] as const),
  ...[...wordSet(['shotok', 'sotok', 'shatak', 'decimal', 'শতক', 'শতাংশ', 'ডেসিমেল'])].map(
    (word) => [word, 'shotok'] as const,
  ),
]);
const MULTIPLIER: Map<string, number> = new Map([
  ...[...wordSet(['k', 'hajar', 'hazar', 'thousand', 'হাজার'])].map((word) => [word, 1_000] as const),
  ...[...wordSet(['lakh', 'lac', 'lakhs', 'lacs', 'lk', 'লাখ', 'লক্ষ'])].map((word) => [word, 100_000] as const),
  ...[...wordSet(['crore', 'cr', 'crores', 'koti', 'কোটি'])].map((word) => [word, 10_000_000] as const),
]);
const CURRENCY = wordSet(['taka', 'tk', 'bdt', 'টাকা', '৳', 'price', 'দাম']);
const UPPER_BEFORE = wordSet([
  'under',
  'below',
  'within',
  'max',
  'maximum',
  'upto',
  'less',
  'budget',
  'বাজেট',
  'সর্বোচ্চ',
]);
const UPPER_AFTER = wordSet([
  'মধ্যে',
  'moddhe',
  'modhe',
  'moddhe',
  'পর্যন্ত',
  'porjonto',
  'নিচে',
  'niche',
  'কমে',
  'kome',
  'max',
]);
const LOWER_BEFORE = wordSet(['above', 'over', 'min', 'minimum', 'from', 'more', 'least', 'সর্বনিম্ন']);
const LOWER_AFTER = wordSet(['বেশি', 'beshi', 'উপরে', 'upore', 'plus', 'ঊর্ধ্বে', 'থেকে', 'theke']);
const RANGE_JOIN = wordSet(['to', 'থেকে', 'theke', 'and', 'বা']);
/** Words with no meaning of their own in a search ("এর", "আছে এমন", "for"). */
export const FILLER = wordSet([
  'in',
  'at',
  'for',
  'er',
  'e',
  'te',
  'the',
  'of',
  'a',
  'an',
  'with',
  'near',
  'and',
  'এর',
  'এ',
  'তে',
  'আছে',
  'এমন',
  'চাই',
  'লাগবে',
  'দরকার',
  'খুঁজছি',
  'জন্য',
  'jonno',
  // "savar e jomi kinte chai": the Banglish of চাই, লাগবে, দরকার, খুঁজছি.
  'chai',
  'lagbe',
  'dorkar',
  'khujchi',
  'want',
  'need',
  'looking',
  'available',
  'হবে',
  'hobe',
  'ache',
  'emon',
  'is',
  'to',
  'than',
  // "mirpur ba mohammadpur": the places either side are alternatives (issue 42).
  'ba',
  'বা',
  'or',
  'othoba',
  'অথবা',
  // "office space", "south facing": the other word says it all.
  'space',
  'স্পেস',
  'facing',
  'মুখী',
  // "bachelor allowed flat", "বাসাটা মিরপুরে হলে ভালো", "gec mor e flat": they say nothing to match.
  'allowed',
  'allow',
  'chalbe',
  'চলবে',
  'হলে',
  'hole',
  'ভালো',
  'valo',
  'bhalo',
  'mor',
  'মোড়',
  'kache',
  'কাছে',
  // "mirpur sublet room", "ladies hostel": the tenant filter says it.
  'room',
  'rooms',
  'রুম',
  'hostel',
  'হোস্টেল',
  // "gas line ache": "gas" says it (a gas-line post's words need not say "line").
  'line',
  'লাইন',
]);

const PROPERTY_WORDS: [PropertyType, string[]][] = [
  ['apartment', ['flat', 'flats', 'apartment', 'apartments', 'ফ্ল্যাট', 'ফ্লাট', 'অ্যাপার্টমেন্ট', 'এপার্টমেন্ট', 'এপার্টমেন্ট']],
  ['duplex-home', ['duplex', 'ডুপ্লেক্স']],
  ['land', ['plot', 'plots', 'land', 'jomi', 'jami', 'জমি', 'প্লট']],
  ['commercial-office', ['office', 'অফিস']],
  ['showroom', ['showroom', 'শোরুম']],
  ['shop', ['shop', 'dokan', 'দোকান']],
  ['restaurant', ['restaurant', 'রেস্টুরেন্ট', 'রেস্তোরাঁ']],
  ['factory', ['factory', 'কারখানা', 'ফ্যাক্টরি']],
  ['warehouse', ['warehouse', 'godown', 'গুদাম']],
];
const TYPE_OF = new Map<string, PropertyType>(
  PROPERTY_WORDS.flatMap(([type, words]) => [...wordSet(words)].map((word) => [word, type] as const)),
);
const PURPOSE_OF = new Map<string, 'sell' | 'rent'>([
  ...[...wordSet([...PURPOSE_WORDS.rent, 'to-let', 'rental', 'বাড়াটিয়া'])].map((word) => [word, 'rent'] as const),
  ...[...wordSet([...PURPOSE_WORDS.sell, 'buy', 'kinbo', 'kinte', 'কিনব', 'কিনতে'])].map(
    (word) => [word, 'sell'] as const,
  ),
]);

/** A folded word, or one of its Bengali stems, in a set (বেডের is বেড, টাকার is টাকা). */
const isIn = (set: ReadonlySet<string>, text: string | undefined) =>
  text !== undefined && stemsOf(text).some((stem) => set.has(stem));
const lookUp = <T>(map: ReadonlyMap<string, T>, text: string | undefined): T | undefined => {
  if (text === undefined) return undefined;
  for (const stem of stemsOf(text)) if (map.has(stem)) return map.get(stem);
  return undefined;
};

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
  search: Search & ListingPlaces;
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
function applyPlaces(search: Search & ListingPlaces, places: readonly Place[]) {
  if (places.length === 0) return;
  const filters = places.flatMap(filtersOf);
  if (filters.length === 1) Object.assign(search, filters[0]);
  else search.anyOfPlaces = filters;
  const rankFirst = rankFirstOf(places);
  if (rankFirst) search.rankFirst = rankFirst;
}

/** Reads the filters out of a search's words (see the module comment). */
export function understandSearch<T extends Search>(query: T): Understanding & { search: T & ListingPlaces } {
  if (!query.q) return { search: query, pieces: [] };
  const { units, ids } = unitsOf(query.q);
  const pieces: UnderstoodPiece[] = [];
  const search: Search & ListingPlaces = { ...query };
  const take = (from: number, to: number) => {
    const taken = units.slice(from, to).filter((unit) => !unit.used);
    for (const unit of taken) unit.used = true;
    return tokensOf(taken);
  };

  readNumbers(units, take, (piece) => {
    if (!fitsFilter(piece)) {
      pieces.push({ kind: 'ignored', tokens: piece.tokens });
      return;
    }
    if (piece.kind === 'bedrooms' || piece.kind === 'bathrooms') {
      if (search[piece.kind] !== undefined) return;
      search[piece.kind] = piece.rooms;
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

  const rest = units.filter((unit) => !unit.used && !FILLER.has(unit.text)).map((unit) => unit.text);
  const words = [...ids, ...rest].join(' ');
  search.q = words === '' ? undefined : words;
  return { search: search as T & ListingPlaces, pieces, ...(question ? { question } : {}) };
}

/** The listing filters each kind of number is applied as: one bound, one schema (posts-api.ts). */
const FILTER = postListQuerySchema.shape;
const BOUNDS = {
  bedrooms: [FILTER.bedrooms],
  bathrooms: [FILTER.bathrooms],
  price: [FILTER.minPrice, FILTER.maxPrice],
  size: [FILTER.minSize, FILTER.maxSize],
  land: [FILTER.minLand, FILTER.maxLand],
} as const;

/** Whether what a piece read would pass the listing filters it is applied as ("99999999999999999999 lakh" does not). */
function fitsFilter(piece: UnderstoodPiece): boolean {
  if (piece.kind === 'bedrooms' || piece.kind === 'bathrooms')
    return BOUNDS[piece.kind][0].safeParse(piece.rooms).success;
  if (piece.kind !== 'price' && piece.kind !== 'size' && piece.kind !== 'land') return true;
  const [low, high] = BOUNDS[piece.kind];
  const value = (bound: number | undefined) =>
    bound === undefined || piece.kind !== 'land' ? bound : landBound(bound);
  return [low.safeParse(value(piece.min)).success, high.safeParse(value(piece.max)).success].every(Boolean);
}

type Take = (from: number, to: number) => number[];

/** Bedrooms, bathrooms, prices, sizes and land written as a number and its unit. */
function readNumbers(units: Unit[], take: Take, found: (piece: UnderstoodPiece) => void) {
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.used || unit.value === undefined) continue;
    let end = i + 1;
    // A range: "20-30k", "২০ থেকে ৩০ হাজার", "20 to 30 lakh".
    let low: number | undefined;
    let value = unit.value;
    const next = units[end];
    if (next && isIn(RANGE_JOIN, next.text) && units[end + 1]?.value !== undefined) {
      low = value;
      value = units[end + 1]!.value!;
      end += 2;
    } else if (next?.value !== undefined && next.token === unit.token) {
      // "20-30" is one token, two numbers.
      low = value;
      value = next.value;
      end += 1;
    }
    const word = units[end]?.text;
    const roomsOf = (rooms: number) => Math.min(Math.max(1, Math.round(rooms)), LIMITS.listing.roomsOrMore);
    if (isIn(BEDROOM, word) && low === undefined && value >= 1 && value <= 20) {
      found({ kind: 'bedrooms', tokens: take(i, end + 1), rooms: roomsOf(value) });
      continue;
    }
    if (isIn(BATHROOM, word) && low === undefined && value >= 1 && value <= 20) {
      found({ kind: 'bathrooms', tokens: take(i, end + 1), rooms: roomsOf(value) });
      continue;
    }
    const landUnit = lookUp(LAND_UNIT, word);
    if (landUnit) {
      const bound = boundAround(units, i, end + 1, value, low, 0.1);
      found({ kind: 'land', tokens: take(bound.from, bound.to), ...bound.range, landUnit });
      continue;
    }
    if (isIn(SQFT, word)) {
      const unitEnd = isIn(SQFT_TAIL, units[end + 1]?.text) ? end + 2 : end + 1;
      const bound = boundAround(units, i, unitEnd, value, low, 0.1);
      found({ kind: 'size', tokens: take(bound.from, bound.to), ...rounded(bound.range) });
      continue;
    }
    const multiplier = lookUp(MULTIPLIER, word);
    let priceEnd = end;
    let amount = value;
    let lowAmount = low;
    if (multiplier) {
      amount *= multiplier;
      if (lowAmount !== undefined) lowAmount *= multiplier;
      priceEnd += 1;
    }
    const currency = isIn(CURRENCY, units[priceEnd]?.text) || isIn(CURRENCY, units[i - 1]?.text);
    if (currency && isIn(CURRENCY, units[priceEnd]?.text)) priceEnd += 1;
    const before = units[i - 1]?.text === 'than' ? units[i - 2]?.text : units[i - 1]?.text;
    const bounded = isIn(UPPER_BEFORE, before) || isIn(LOWER_BEFORE, before);
    if (multiplier || currency || bounded || amount >= (lowAmount === undefined ? 5_000 : 1_000)) {
      const bound = boundAround(units, i, priceEnd, amount, lowAmount, 0);
      found({ kind: 'price', tokens: take(bound.from, bound.to), ...wholeTaka(bound.range) });
    }
  }
}

/**
 * The bound a number states, read from the words around it: "under 30k" and "৩০ হাজারের মধ্যে"
 * an upper one, "above 50 lakh" and "৫০ লাখের বেশি" a lower one, "20-30k" both. A bare price is
 * a budget (an upper bound); a bare size or land (`about` > 0) means around it.
 */
function boundAround(units: Unit[], from: number, to: number, value: number, low: number | undefined, about: number) {
  let start = from;
  let end = to;
  if (low !== undefined)
    return { from: start, to: end, range: { min: Math.min(low, value), max: Math.max(low, value) } };
  // "less than", "more than": the word before "than" says which.
  if (units[from - 1]?.text === 'than') start -= 1;
  const before = units[start - 1]?.text;
  const after = units[to]?.text;
  // "এর মধ্যে", "er moddhe": the filler before the bound word goes with it.
  const afterFiller = FILLER.has(after ?? '') ? units[to + 1]?.text : undefined;
  let side: 'upper' | 'lower' | undefined;
  if (isIn(UPPER_BEFORE, before)) side = 'upper';
  else if (isIn(LOWER_BEFORE, before)) side = 'lower';
  if (side) start -= 1;
  else start = from;
  if (!side || !isIn(UPPER_BEFORE, before)) {
    const afterWord = isIn(UPPER_AFTER, after) || isIn(LOWER_AFTER, after) ? after : afterFiller;
    const reach = afterWord === after ? 1 : 2;
    if (afterWord && !isIn(RANGE_JOIN, afterWord) && isIn(UPPER_AFTER, afterWord)) {
      side ??= 'upper';
      end += reach;
    } else if (afterWord && isIn(LOWER_AFTER, afterWord) && !isIn(UPPER_AFTER, afterWord)) {
      side ??= 'lower';
      end += reach;
    } else if (afterWord && isIn(LOWER_AFTER, afterWord) && units[to + reach]?.value === undefined) {
      // "থেকে" after a number and no second number: from that much up.
      side ??= 'lower';
      end += reach;
    }
  }
  if (side === 'upper') return { from: start, to: end, range: { max: value } };
  if (side === 'lower') return { from: start, to: end, range: { min: value } };
  if (about > 0)
    return { from: start, to: end, range: { min: value * (1 - about), max: value * (1 + about), about: value } };
  return { from: start, to: end, range: { max: value } };
}

const rounded = (range: { min?: number; max?: number; about?: number }) => ({
  ...range,
  ...(range.min === undefined ? {} : { min: Math.floor(range.min) }),
  ...(range.max === undefined ? {} : { max: Math.ceil(range.max) }),
});
const wholeTaka = rounded;

/** Land bounds to two decimals, as the filter takes them. */
export const landBound = (value: number) => Math.round(value * 100) / 100;
