import { PURPOSE_WORDS, type PropertyType } from '@ghorbari/contracts';
import { LOCATIONS, NEIGHBOURHOODS, type LocationName } from '@ghorbari/contracts/locations';
import { foldForSearch } from '../../text/fold.ts';
import { romanKey } from './keys.ts';

/** A post's purpose: sale or rent. */
export type PostType = 'sell' | 'rent';

/**
 * The words people use for each property type and purpose, in Bengali, English and Banglish
 * (ADR 019). A post's document holds all the words of its type and purpose, so any of them finds it.
 */
export const PROPERTY_WORDS: Record<PropertyType, readonly string[]> = {
  apartment: ['apartment', 'flat', 'অ্যাপার্টমেন্ট', 'এপার্টমেন্ট', 'ফ্ল্যাট', 'ফ্লাট'],
  home: ['house', 'home', 'bari', 'basa', 'বাড়ি', 'বাসা'],
  'duplex-home': ['duplex', 'house', 'home', 'bari', 'ডুপ্লেক্স', 'বাড়ি'],
  land: ['land', 'plot', 'jomi', 'জমি', 'প্লট'],
  'commercial-office': ['office', 'commercial', 'অফিস', 'বাণিজ্যিক', 'কমার্শিয়াল'],
  showroom: ['showroom', 'শোরুম'],
  shop: ['shop', 'dokan', 'দোকান'],
  restaurant: ['restaurant', 'রেস্টুরেন্ট', 'রেস্তোরাঁ'],
  factory: ['factory', 'কারখানা', 'ফ্যাক্টরি'],
  warehouse: ['warehouse', 'godown', 'গুদাম'],
};
/** The purpose words live in contracts: the search page reads them too, to offer the other tab. */
export { PURPOSE_WORDS };

/** Words that carry no meaning in a search; dropped from the query. */
export const STOP_WORDS: ReadonlySet<string> = new Set(['in', 'at', 'for', 'er', 'e', 'te', 'the', 'of', 'এর', 'এ']);

const placeById = new Map<string, LocationName>();
for (const place of [...LOCATIONS.divisions, ...LOCATIONS.districts, ...LOCATIONS.upazilas, ...NEIGHBOURHOODS])
  placeById.set(place.id, place);

/** A place's names in both languages ('' for an unknown id). */
export const placeNames = (id: string | null | undefined): string => {
  const place = id ? placeById.get(id) : undefined;
  return place ? `${place.en} ${place.bn}` : '';
};

const keysOf = (text: string) => foldForSearch(text).split(' ').map(romanKey).filter(Boolean);

/** Place ids by each key of their names (Mirpur 10 → mrpr, 10), for ranking place matches first. */
const placesByKey = new Map<string, string[]>();
for (const [id, place] of placeById)
  for (const key of new Set(keysOf(`${place.en} ${place.bn}`))) {
    if (key.length < 3 || /^\d+$/.test(key)) continue;
    placesByKey.set(key, [...(placesByKey.get(key) ?? []), id]);
  }
const typesByKey = new Map<string, PropertyType[]>();
for (const [type, words] of Object.entries(PROPERTY_WORDS) as [PropertyType, readonly string[]][])
  for (const key of new Set(words.flatMap(keysOf))) typesByKey.set(key, [...(typesByKey.get(key) ?? []), type]);
const purposesByKey = new Map<string, PostType[]>();
for (const [purpose, words] of Object.entries(PURPOSE_WORDS) as [PostType, readonly string[]][])
  for (const key of new Set(words.flatMap(keysOf)))
    purposesByKey.set(key, [...(purposesByKey.get(key) ?? []), purpose]);

/** The keys of the property type and purpose words ("flat" flt, ভাড়া vr): words most posts hold. */
export const TYPE_AND_PURPOSE_KEYS: ReadonlySet<string> = new Set([...typesByKey.keys(), ...purposesByKey.keys()]);

/** Every key of a place or type name, four letters or more: where a slip ("dhamondi") is corrected to. */
export const NAME_KEYS: readonly string[] = [...new Set([...placesByKey.keys(), ...typesByKey.keys()])].filter(
  (key) => key.length >= 4,
);

/** What these keys name: places (any level), property types and purposes. */
export function namedBy(keys: readonly string[]) {
  const places = new Set<string>();
  const types = new Set<PropertyType>();
  const purposes = new Set<PostType>();
  for (const key of keys) {
    for (const id of placesByKey.get(key) ?? []) places.add(id);
    for (const type of typesByKey.get(key) ?? []) types.add(type);
    for (const purpose of purposesByKey.get(key) ?? []) purposes.add(purpose);
  }
  return { places: [...places], types: [...types], purposes: [...purposes] };
}
