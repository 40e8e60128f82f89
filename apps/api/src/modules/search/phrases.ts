import { createHash } from 'node:crypto';
import type { PhrasePlace, PhrasePlaceKind, SearchPhrase, SearchPlacePhrase } from '@ghorbari/contracts';
import { LOCATIONS, NEIGHBOURHOODS, type LocationName } from '@ghorbari/contracts/locations';
import { foldForSearch } from '../../text/fold.ts';
import { romanKey } from './keys.ts';

/**
 * What the words box suggests as one types (issue 29, item 6): the places people search by and
 * the phrases they search with, each in Bengali and English with the Banglish keys of every way
 * of writing it. Built once when the process starts; the same for every reader.
 */

/**
 * Common phrases of a search, as a Bangladeshi types them: Bengali, English, then other Banglish
 * spellings whose keys differ from those of the two names ("basa vara", "tolet").
 */
const COMMON_PHRASES: readonly (readonly [bn: string, en: string, ...banglish: string[]])[] = [
  ['ফ্যামিলি ফ্ল্যাট', 'family flat', 'poribar flat'],
  ['ফ্যামিলি বাসা', 'family house', 'family basa', 'family bari'],
  ['ব্যাচেলর মেস', 'bachelor mess'],
  ['ব্যাচেলর ফ্ল্যাট', 'bachelor flat'],
  ['মেয়েদের মেস', 'mess for women', 'female mess', 'ladies mess', 'meyeder mess', 'mohila mess'],
  ['সিট ভাড়া', 'seat for rent', 'seat vara', 'seat bhara'],
  ['সাবলেট', 'sublet'],
  ['টু-লেট', 'to-let', 'tolet'],
  ['ফ্ল্যাট ভাড়া', 'flat for rent', 'flat vara', 'flat bhara'],
  ['বাসা ভাড়া', 'house for rent', 'basa vara', 'basha bhara', 'bari vara'],
  ['রুম ভাড়া', 'room for rent', 'room vara'],
  ['অফিস ভাড়া', 'office for rent', 'office vara', 'office space'],
  ['দোকান ভাড়া', 'shop for rent', 'dokan vara'],
  ['১ বেড', '1 bed', '1 bedroom', '1bhk'],
  ['২ বেড', '2 bed', '2 bedroom', '2bhk'],
  ['৩ বেড', '3 bed', '3 bedroom', '3bhk'],
  ['৪ বেড', '4 bed', '4 bedroom', '4bhk'],
  ['ফার্নিশড ফ্ল্যাট', 'furnished flat'],
  ['দক্ষিণমুখী ফ্ল্যাট', 'south-facing flat', 'dokkhin flat'],
  ['গ্যাস সংযোগসহ', 'with gas', 'gas'],
  ['লিফটসহ', 'with lift', 'lift'],
  ['গাড়ি পার্কিং', 'car parking', 'parking', 'garage'],
  ['অগ্রিম কম', 'low advance', 'agrim', 'advance'],
  ['ফ্ল্যাট বিক্রি', 'flat for sale', 'flat bikri', 'apartment for sale'],
  ['রেডি ফ্ল্যাট', 'ready flat'],
  ['বাড়ি বিক্রি', 'house for sale', 'bari bikri'],
  ['জমি বিক্রি', 'land for sale', 'jomi bikri'],
  ['প্লট বিক্রি', 'plot for sale', 'plot bikri'],
  ['ডুপ্লেক্স বাড়ি', 'duplex house', 'duplex'],
  ['দোকান বিক্রি', 'shop for sale', 'dokan bikri'],
  ['কমার্শিয়াল স্পেস', 'commercial space', 'commercial'],
];

/**
 * Whose rural upazilas are offered too: each division's seat district and Greater Dhaka's
 * Gazipur and Narayanganj (Savar, Keraniganj, Rupganj, Hathazari…), where the cities spill
 * over. All 495 would nearly double the list (about 22 KB gzipped instead of 12.5); a place
 * left out is still found by its name in the words and chosen in the location picker.
 */
const SUBURBAN: ReadonlySet<string> = new Set([
  ...LOCATIONS.divisions.map((division) => division.id),
  'gazipur',
  'narayanganj',
]);

/** One string of word keys per way of writing a name ("Mirpur 10" → "mrpr 10"), each once. */
function keysOf(...spellings: string[]): string[] {
  const keys = spellings
    .map((spelling) => foldForSearch(spelling).split(' ').map(romanKey).filter(Boolean).join(' '))
    .filter(Boolean);
  return [...new Set(keys)];
}

/** A place to suggest; its keys hold the gazetteer's other spellings too ("zinda bazar", ADR 054). */
const phraseOf = (
  place: LocationName & { aka?: string[] },
  kind: PhrasePlaceKind,
  at: PhrasePlace,
): SearchPlacePhrase => ({
  bn: place.bn,
  en: place.en,
  keys: keysOf(place.en, place.bn, ...(place.aka ?? [])),
  kind,
  place: at,
});

function buildPlaces(): SearchPlacePhrase[] {
  const districtOf = new Map(LOCATIONS.districts.map((district) => [district.id, district]));
  const subDistrictOf = new Map(LOCATIONS.upazilas.map((sub) => [sub.id, sub]));
  const atSubDistrict = (subId: string): PhrasePlace => {
    const sub = subDistrictOf.get(subId)!;
    const district = districtOf.get(sub.districtId)!;
    return { division: district.divisionId, district: district.id, subDistrict: sub.id };
  };
  // The most searched kinds first: the browser keeps this order among equally good matches.
  const thanas = LOCATIONS.upazilas.filter((sub) => sub.kind === 'thana');
  const upazilas = LOCATIONS.upazilas.filter((sub) => sub.kind === 'upazila' && SUBURBAN.has(sub.districtId));
  return [
    ...thanas.map((sub) => phraseOf(sub, 'thana', atSubDistrict(sub.id))),
    ...NEIGHBOURHOODS.map((n) =>
      phraseOf(n, 'neighbourhood', { ...atSubDistrict(n.subDistrictId), neighbourhood: n.id }),
    ),
    ...LOCATIONS.districts.map((d) => phraseOf(d, 'district', { division: d.divisionId, district: d.id })),
    ...LOCATIONS.divisions.map((d) => phraseOf(d, 'division', { division: d.id })),
    ...upazilas.map((sub) => phraseOf(sub, 'upazila', atSubDistrict(sub.id))),
  ];
}

const buildPhrases = (): SearchPhrase[] =>
  COMMON_PHRASES.map(([bn, en, ...banglish]) => ({ bn, en, keys: keysOf(en, bn, ...banglish) }));

const places = buildPlaces();
const phrases = buildPhrases();

/** The list as served, and its digest: the ETag, and the version in the web app's address for it. */
export const SEARCH_PHRASES = {
  version: createHash('sha256').update(JSON.stringify({ places, phrases })).digest('hex').slice(0, 12),
  places,
  phrases,
};
