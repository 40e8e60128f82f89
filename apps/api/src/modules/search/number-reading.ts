import { LIMITS, postListQuerySchema, type LandUnit, type UnderstoodPiece } from '@ghorbari/contracts';
import type { Unit } from './place-reading.ts';
import { FILLER, isIn, lookUp, wordSet } from './word-sets.ts';

/**
 * The numbers of a search's words (issue 29, ADR 037): bedrooms ("৩ বেড", "3BHK"), bathrooms,
 * price bounds in every form people write ("৩০০০০ টাকার মধ্যে", "under 30k", "২ কোটি", "50
 * lakh"), floor size ("1200 sqft") and land ("৫ কাঠা"), each with the words it was read from.
 * A number the filters could not take is an `ignored` piece (issue 39): the bounds are the
 * listing filters' own schemas.
 */

export const NUMBER_WORDS: Record<string, number> = {
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
export function fitsFilter(piece: UnderstoodPiece): boolean {
  if (piece.kind === 'bedrooms' || piece.kind === 'bathrooms')
    return BOUNDS[piece.kind][0].safeParse(piece.rooms).success;
  if (piece.kind !== 'price' && piece.kind !== 'size' && piece.kind !== 'land') return true;
  const [low, high] = BOUNDS[piece.kind];
  const value = (bound: number | undefined) =>
    bound === undefined || piece.kind !== 'land' ? bound : landBound(bound);
  return [low.safeParse(value(piece.min)).success, high.safeParse(value(piece.max)).success].every(Boolean);
}

type Take = (from: number, to: number) => number[];

const STUDIO = wordSet(['studio', 'স্টুডিও']);

/** A word that makes the number before it a quantity ("২ বেডরুমের", "5 katha", "50 lakh", "1200 sqft"). */
export const isQuantityWord = (text: string | undefined): boolean =>
  isIn(BEDROOM, text) ||
  isIn(BATHROOM, text) ||
  isIn(SQFT, text) ||
  isIn(CURRENCY, text) ||
  lookUp(LAND_UNIT, text) !== undefined ||
  lookUp(MULTIPLIER, text) !== undefined;

/** Bedrooms, bathrooms, prices, sizes and land written as a number and its unit. */
export function readNumbers(units: Unit[], take: Take, found: (piece: UnderstoodPiece) => void) {
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    // A studio is a home of one room (issue 63): "studio apartment gulshan".
    if (!unit.used && isIn(STUDIO, unit.text)) {
      found({ kind: 'bedrooms', tokens: take(i, i + 1), rooms: 1 });
      continue;
    }
    if (unit.used || unit.name || unit.value === undefined) continue;
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
