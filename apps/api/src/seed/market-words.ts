import { inPlace, localDigits, type LandUnit } from '@ghorbari/contracts';
import type { MarketSpot } from './market-areas.ts';

/**
 * The small pieces the demo market's texts are written with (issue 42): numbers, amounts, land
 * units, months and place names as Bangladeshi owners write them in Bengali and in English.
 */

/** What a post offers, as owners think of it: the seed draws the facts and the texts by it. */
export type Offer =
  | 'family-flat'
  | 'bachelor-flat'
  | 'female-flat'
  | 'mess-seat'
  | 'sublet'
  | 'house-rent'
  | 'flat-sale'
  | 'house-sale'
  | 'duplex-sale'
  | 'land-sale'
  | 'shop-rent'
  | 'shop-sale'
  | 'office-rent'
  | 'office-sale'
  | 'showroom-rent'
  | 'warehouse-rent'
  | 'restaurant-rent'
  | 'factory-sale'
  | 'factory-rent'
  | 'hotel-flat-sale';

/** The language a post is written in: Bengali mostly, some English, some Bengali in Latin letters. */
export type Script = 'bn' | 'en' | 'banglish';

/** A number in Bengali digits, grouped the Bangladeshi way (১২,৫০০; ১,২০,০০০). */
export function bnNumber(value: number): string {
  return localDigits(groupedNumber(value), 'bn');
}

/** A whole number grouped the Bangladeshi way: 1,20,000. */
export function groupedNumber(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const digits = whole!;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last}${fraction ? `.${fraction}` : ''}`;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** An amount as owners write it: "১৮,০০০ টাকা", "৮৫ লাখ", "১.২৫ কোটি". */
export function takaBn(value: number): string {
  if (value >= 10_000_000) return `${localDigits(String(round(value / 10_000_000, 2)), 'bn')} কোটি টাকা`;
  if (value >= 100_000) return `${localDigits(String(round(value / 100_000, 1)), 'bn')} লাখ টাকা`;
  return `${bnNumber(value)} টাকা`;
}

/** The same in English: "Tk 18,000", "85 lakh", "1.25 crore". */
export function takaEn(value: number): string {
  if (value >= 10_000_000) return `${round(value / 10_000_000, 2)} crore`;
  if (value >= 100_000) return `${round(value / 100_000, 1)} lakh`;
  return `Tk ${groupedNumber(value)}`;
}

export const LAND_UNIT_WORDS: Record<LandUnit, { bn: string; en: string }> = {
  katha: { bn: 'কাঠা', en: 'katha' },
  shotok: { bn: 'শতক', en: 'decimal' },
  bigha: { bn: 'বিঘা', en: 'bigha' },
  acres: { bn: 'একর', en: 'acre' },
};

const MONTHS_BN = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The month (0–11) in Bengali or English. */
export const monthName = (month: number, script: Script): string =>
  script === 'bn' ? MONTHS_BN[month % 12]! : MONTHS_EN[month % 12]!;

/** A place's name as the text writes it: "বসুন্ধরা আবাসিক এলাকা" rather than the list's "আ/এ". */
export function placeName(spot: MarketSpot, script: Script): string {
  if (script !== 'bn') return spot.name.en;
  return spot.name.bn.replace(/ আ\/এ$/, ' আবাসিক এলাকা');
}

/**
 * "মিরপুরে", "উত্তরা সেক্টর ৭-এ", "খুলশীতে", "মডার্ন মোড়ে": where, with the ending Bengali gives it
 * (ড় typed as ড and a nukta takes the consonant's ending too).
 */
export const placeIn = (spot: MarketSpot): string => {
  const name = placeName(spot, 'bn');
  return name.endsWith('\u09BC') ? `${name}\u09C7` : inPlace(name);
};

/** The town's name after a neighbourhood's ("খুলশী, চট্টগ্রাম"), or nothing where the two are one. */
export const townOf = (spot: MarketSpot, script: Script): string => {
  const town = script === 'bn' ? spot.district.bn : spot.district.en;
  return town === (script === 'bn' ? spot.name.bn : spot.name.en) ? '' : town;
};

/** A rent as owners write it, to the taka: "১,০৩,৫০০ টাকা". */
export const rentBn = (value: number): string => `${bnNumber(value)} টাকা`;
