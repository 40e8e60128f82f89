import { LOCATIONS, NEIGHBOURHOODS } from '@ghorbari/contracts/locations';
import { foldForSearch } from '../../text/fold.ts';
import { editDistance, romanKey } from './keys.ts';

/**
 * Places named in a search's words (issue 29): "mirpur 10", "মিরপুরে", "uttara sector 7",
 * "dhanmondy" — every division, district, sub-district and neighbourhood by the Banglish keys of
 * its English and Bengali names and of the other spellings the gazetteer lists (`aka`: "Zinda
 * Bazar", "Joydevpur"; ADR 054), so either script, any spelling and a slip find it. A name that
 * places in two districts share stays shared: `placesNamed` returns them all.
 */
export type PlaceLevel = 'division' | 'district' | 'subDistrict' | 'neighbourhood';
export interface Place {
  id: string;
  level: PlaceLevel;
  en: string;
  bn: string;
  division: string;
  district?: string;
  subDistrict?: string;
  neighbourhood?: string;
  /** How surely a bare name means this place when several share it (a city thana over a rural upazila). */
  weight: number;
}

const places = new Map<string, Place>();
for (const division of LOCATIONS.divisions)
  places.set(division.id, { ...division, level: 'division', division: division.id, weight: 1 });
const districtDivision = new Map<string, string>();
for (const district of LOCATIONS.districts) {
  districtDivision.set(district.id, district.divisionId);
  places.set(district.id, {
    ...district,
    level: 'district',
    division: district.divisionId,
    district: district.id,
    weight: 4,
  });
}
const subDistrictOf = new Map<string, { district: string; division: string }>();
for (const sub of LOCATIONS.upazilas) {
  const division = districtDivision.get(sub.districtId) ?? '';
  subDistrictOf.set(sub.id, { district: sub.districtId, division });
  places.set(sub.id, {
    id: sub.id,
    en: sub.en,
    bn: sub.bn,
    level: 'subDistrict',
    division,
    district: sub.districtId,
    subDistrict: sub.id,
    weight: sub.kind === 'thana' ? 5 : 2,
  });
}
/** The gazetteer's other spellings of a place, by its id. */
const otherSpellings = new Map<string, readonly string[]>();
for (const area of NEIGHBOURHOODS) {
  const parent = subDistrictOf.get(area.subDistrictId);
  if (!parent) continue;
  if (area.aka) otherSpellings.set(area.id, area.aka);
  places.set(area.id, {
    id: area.id,
    en: area.en,
    bn: area.bn,
    level: 'neighbourhood',
    ...parent,
    subDistrict: area.subDistrictId,
    neighbourhood: area.id,
    // A thana's core area shares its name (Badda): the name means the thana.
    weight: 3,
  });
}

export const placeById = (id: string): Place | undefined => places.get(id);

/** The Banglish keys of a name's words ("Uttara Sector 7" → utr sctr 7). */
export const nameKeys = (name: string) => foldForSearch(name).split(' ').map(romanKey).filter(Boolean);

/** Words a name is often said without: "Bashundhara" for Bashundhara R/A, "Uttara" for Uttara East and West. */
const DROPPED_TAIL = /\s+(r\/a|আ\/এ|east|west|পূর্ব|পশ্চিম)$/i;
/** Names people use that the location data does not hold. */
const SHORT_NAMES: [string, string][] = [
  ['ctg', 'chittagong'],
  ['chittagong', 'chittagong'],
  ['chattogram', 'chittagong'],
  ['চট্টগ্রাম', 'chittagong'],
  ['bogra', 'bogura'],
  ['comilla', 'cumilla'],
  ['barisal', 'barishal'],
  ['jessore', 'jashore'],
  // "coxs bazar", typed without the apostrophe, in one word or without the s (issue 63).
  ['coxs bazar', 'coxs-bazar'],
  ['coxsbazar', 'coxs-bazar'],
  ['cox bazar', 'coxs-bazar'],
  // Old Dhaka, the old town's five thanas, as people call them together (issue 63).
  ...['old dhaka', 'puran dhaka', 'puran dhaka', 'পুরান ঢাকা', 'পুরনো ঢাকা', 'পুরাতন ঢাকা'].flatMap((name) =>
    ['dhaka-kotwali', 'dhaka-bangshal', 'dhaka-sutrapur', 'dhaka-chawkbazar', 'dhaka-lalbagh'].map(
      (id): [string, string] => [name, id],
    ),
  ),
];

/** Place ids by the keys of a whole name, joined by spaces. */
const byName = new Map<string, string[]>();
let longestName = 1;
const addName = (name: string, id: string) => {
  const keys = nameKeys(name);
  if (keys.length === 0) return;
  longestName = Math.max(longestName, keys.length);
  const joined = keys.join(' ');
  const ids = byName.get(joined) ?? [];
  if (!ids.includes(id)) byName.set(joined, [...ids, id]);
};
/** Every name of a place: English, Bengali, then the gazetteer's other spellings. */
const namesOf = (place: Place): string[] => [...new Set([place.en, place.bn, ...(otherSpellings.get(place.id) ?? [])])];
/** Whole names in each district ("gazipur tng"), so a shortened name does not take one that is a place's own. */
const fullNames = new Set<string>();
for (const place of places.values())
  for (const name of namesOf(place)) fullNames.add(`${place.district ?? ''} ${nameKeys(name).join(' ')}`);
for (const place of places.values())
  for (const name of namesOf(place)) {
    addName(name, place.id);
    if (!DROPPED_TAIL.test(name)) continue;
    // "Tongi" is Gazipur's neighbourhood Tongi, not also Tongi East and Tongi West; "Uttara",
    // which no place of Dhaka is called, stays both Uttara thanas.
    const short = name.replace(DROPPED_TAIL, '');
    if (!fullNames.has(`${place.district ?? ''} ${nameKeys(short).join(' ')}`)) addName(short, place.id);
  }
for (const [name, id] of SHORT_NAMES) if (places.has(id)) addName(name, id);
/** Folded names, for names whose key is short ("Dhaka" is dk): those are taken only as written. */
const nameTexts = new Set([
  ...[...places.values()].flatMap((place) => namesOf(place).map(foldForSearch)),
  ...SHORT_NAMES.map(([name]) => name),
]);
export const isPlaceName = (folded: string) => nameTexts.has(folded);

/** Folded names of each place, SHORT_NAMES included: to tell a name as written from a key's namesake. */
const writtenNames = new Map<string, Set<string>>();
for (const place of places.values()) writtenNames.set(place.id, new Set(namesOf(place).map(foldForSearch)));
for (const [name, id] of SHORT_NAMES) writtenNames.get(id)?.add(name);
/**
 * Whether the folded words are one of the place's own names as written: "nirala" is Khulna's
 * Nirala, which Narail only shares a Banglish key with (nrl); "gec" is GEC Circle, not Gachha.
 */
export const isWrittenNameOf = (place: Place, folded: string) => writtenNames.get(place.id)?.has(folded) ?? false;

/** One-word names of four letters' key or more, where a slip of one letter is corrected to ("dhamondi"). */
const slipTargets = [...byName.keys()].filter((name) => !name.includes(' ') && name.length >= 4);

export const LONGEST_PLACE_NAME = longestName;

/** The keys of the names that carry a number ("60 Feet Road", "Mirpur 10", "Uttara Sector 7"), joined by spaces. */
export const NUMBERED_NAMES: ReadonlySet<string> = new Set([...byName.keys()].filter((name) => /\d/.test(name)));

/** The places whose whole name these keys are: exactly, or (one word of four letters or more) within one slip. */
export function placesNamed(keys: readonly string[], { slips = true }: { slips?: boolean } = {}): Place[] {
  const joined = keys.join(' ');
  let ids = byName.get(joined);
  if (!ids && slips && keys.length === 1 && joined.length >= 4 && !/\d/.test(joined)) {
    // Of the names one slip away, the surest (Dhanmondi, a city thana, for "dhamondi"; not Manda).
    // A slip keeps the first letter and needs a name of five letters' key or more ("bsndr" is not Bandar's "bndr").
    ids = slipTargets
      .filter((name) => name.length >= 5 && name[0] === joined[0] && editDistance(joined, name) <= 1)
      .flatMap((name) => byName.get(name) ?? []);
  }
  return (ids ?? []).flatMap((id) => places.get(id) ?? []);
}

/** Whether `inner` lies in `outer` (or is it). */
export function within(inner: Place, outer: Place): boolean {
  if (outer.level === 'division') return inner.division === outer.id;
  if (outer.level === 'district') return inner.district === outer.id;
  if (outer.level === 'subDistrict') return inner.subDistrict === outer.id;
  return inner.neighbourhood === outer.id;
}

const DEPTH: Record<PlaceLevel, number> = { division: 0, district: 1, subDistrict: 2, neighbourhood: 3 };
export const depthOf = (place: Place) => DEPTH[place.level];

/** Places near one: the other neighbourhoods of its thana, or the other thanas of its district (for "no dead ends"). */
export function nearbyPlaces(place: Place, limit = 6): Place[] {
  const siblings = [...places.values()].filter((other) => {
    if (other.id === place.id || other.level !== place.level) return false;
    if (place.level === 'neighbourhood') return other.subDistrict === place.subDistrict;
    if (place.level === 'subDistrict') return other.district === place.district && other.weight === place.weight;
    if (place.level === 'district') return other.division === place.division;
    return false;
  });
  return siblings.slice(0, limit);
}
