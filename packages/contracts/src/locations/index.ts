import data from './bd-locations.json' with { type: 'json' };
import neighbourhoodData from './bd-neighbourhoods.json' with { type: 'json' };
import type { Division } from '../enums.ts';
import { checkAreasWith } from '../schemas/area-ids.ts';

/**
 * Bangladesh's divisions, districts and sub-districts in Bengali and English, kept in the
 * project as data (`bd-locations.json`). Sub-districts are upazilas plus the thanas of the eight
 * metropolitan police forces people actually search by (Gulshan, Boalia, Khulshi, Sonadanga…).
 * Below them, and below the upazila of each town without metropolitan police, the neighbourhoods
 * (`bd-neighbourhoods.json`): Mirpur 10, Agrabad, Zindabazar, Chashara… — the place gazetteer
 * (ADR 004, ADR 054).
 */
export interface LocationName {
  id: string;
  en: string;
  bn: string;
}
export interface DivisionEntry extends LocationName {
  id: Division;
}
export interface DistrictEntry extends LocationName {
  divisionId: Division;
}
export interface SubDistrictEntry extends LocationName {
  districtId: string;
  kind: 'upazila' | 'thana';
}

/**
 * A neighbourhood (এলাকা) of a city or town (Mirpur 10 in Mirpur, Zindabazar in Sylhet's Kotwali,
 * Chashara in Narayanganj Sadar): optional, finer than the sub-district (ADR 054).
 */
export interface NeighbourhoodEntry extends LocationName {
  /**
   * The thana that covers most of it; in a town without metropolitan police (Narayanganj,
   * Mymensingh, Cumilla…), the upazila that holds the town.
   */
  subDistrictId: string;
  /**
   * Other thanas it is commonly counted under (Mirpur 11 lies in Pallabi, yet to Dhaka people it
   * is Mirpur): it is listed under them too, and a post may name it with any of them.
   */
  alsoIn?: string[];
  /**
   * Other ways people write it that the search's Banglish key does not already fold into the two
   * names ("Zinda Bazar" apart, "Joydevpur" with a v, "শাহজালাল উপশহর" in full): search only,
   * never shown.
   */
  aka?: string[];
}

export interface LocationData {
  divisions: DivisionEntry[];
  districts: DistrictEntry[];
  upazilas: SubDistrictEntry[];
}

export const LOCATIONS: LocationData = data as LocationData;

/**
 * Upazilas that stand for the metropolitan thana of the same name (GMP's Gazipur Sadar, SMP's
 * Dakshin Surma, RMP's Paba, CMP's Karnaphuli): such a thana is not listed apart, since a second
 * place of one name in one district would give two ids to what people call one place (ADR 054).
 * A neighbourhood there is tied to the upazila.
 */
export const UPAZILAS_AS_METRO_THANAS: readonly string[] = [
  'gazipur-gazipur-sadar',
  'sylhet-dakshin-surma',
  'rajshahi-paba',
  'chittagong-karnaphuli',
];
export const NEIGHBOURHOODS: NeighbourhoodEntry[] = neighbourhoodData.neighbourhoods;

const districtsByDivision = new Map<string, DistrictEntry[]>();
for (const district of LOCATIONS.districts) {
  const list = districtsByDivision.get(district.divisionId) ?? [];
  list.push(district);
  districtsByDivision.set(district.divisionId, list);
}
const subDistrictsByDistrict = new Map<string, SubDistrictEntry[]>();
for (const sub of LOCATIONS.upazilas) {
  const list = subDistrictsByDistrict.get(sub.districtId) ?? [];
  list.push(sub);
  subDistrictsByDistrict.set(sub.districtId, list);
}

const byNeighbourhoodId = new Map(NEIGHBOURHOODS.map((neighbourhood) => [neighbourhood.id, neighbourhood]));
// Each thana's own neighbourhoods first, then those it shares with a neighbour (Mirpur 11 under Mirpur).
const neighbourhoodsBySubDistrict = new Map<string, NeighbourhoodEntry[]>();
const listUnder = (subDistrictId: string, neighbourhood: NeighbourhoodEntry) => {
  const list = neighbourhoodsBySubDistrict.get(subDistrictId) ?? [];
  list.push(neighbourhood);
  neighbourhoodsBySubDistrict.set(subDistrictId, list);
};
for (const neighbourhood of NEIGHBOURHOODS) listUnder(neighbourhood.subDistrictId, neighbourhood);
for (const neighbourhood of NEIGHBOURHOODS)
  for (const subDistrictId of neighbourhood.alsoIn ?? []) listUnder(subDistrictId, neighbourhood);
const sharedBySubDistrict = new Map<string, string[]>();
for (const [subDistrictId, list] of neighbourhoodsBySubDistrict) {
  const shared = list.filter((neighbourhood) => (neighbourhood.alsoIn?.length ?? 0) > 0).map((n) => n.id);
  if (shared.length > 0) sharedBySubDistrict.set(subDistrictId, shared);
}

// A post search's `areas` are checked against the gazetteer wherever it is loaded (issue 63; schemas/area-ids.ts).
const districtOfArea = new Map<string, string>(LOCATIONS.upazilas.map((sub) => [sub.id, sub.districtId]));
for (const neighbourhood of NEIGHBOURHOODS) {
  const district = districtOfArea.get(neighbourhood.subDistrictId);
  if (district) districtOfArea.set(neighbourhood.id, district);
}
checkAreasWith((id) => districtOfArea.get(id));

export const districtsOf = (divisionId: string): DistrictEntry[] => districtsByDivision.get(divisionId) ?? [];

export const subDistrictsOf = (districtId: string): SubDistrictEntry[] => subDistrictsByDistrict.get(districtId) ?? [];

/**
 * The neighbourhoods of a sub-district: its own, then those it is commonly counted with (Mirpur
 * offers Mirpur 11 and 12, which lie in Pallabi). None for most (only city thanas have them).
 */
export const neighbourhoodsOf = (subDistrictId: string): NeighbourhoodEntry[] =>
  neighbourhoodsBySubDistrict.get(subDistrictId) ?? [];

/** One neighbourhood by its id. */
export const neighbourhoodById = (neighbourhoodId: string): NeighbourhoodEntry | undefined =>
  byNeighbourhoodId.get(neighbourhoodId);

/** The thanas a neighbourhood is listed under: the one covering most of it first (Mirpur 11 → Pallabi, Mirpur). */
export const subDistrictsOfNeighbourhood = (neighbourhoodId: string): string[] => {
  const neighbourhood = byNeighbourhoodId.get(neighbourhoodId);
  return neighbourhood ? [neighbourhood.subDistrictId, ...(neighbourhood.alsoIn ?? [])] : [];
};

/**
 * True when the neighbourhood is listed under that sub-district: it lies there or is commonly
 * counted there (Mirpur 10 and Mirpur 11 in Mirpur; Mirpur 11 in Pallabi; Mirpur 10 not in Pallabi).
 */
export const isNeighbourhoodOf = (subDistrictId: string, neighbourhoodId: string): boolean =>
  subDistrictsOfNeighbourhood(neighbourhoodId).includes(subDistrictId);

/**
 * The neighbourhoods listed under a sub-district that another thana lists too, so that posts there
 * may be stored under either (Mirpur 11 under Pallabi or Mirpur). A listing by sub-district that
 * wants every post a person counts in it matches `subDistrict = X or neighbourhood in (these)`.
 */
export const sharedNeighbourhoodsOf = (subDistrictId: string): string[] => sharedBySubDistrict.get(subDistrictId) ?? [];

/**
 * Whether a place lies in a sub-district as people count it: stored under it, or naming a
 * neighbourhood listed under it (a post in Pallabi / Mirpur 11 is in Mirpur too).
 */
export const isInSubDistrict = (
  subDistrictId: string,
  place: { subDistrict: string; neighbourhood?: string | null },
): boolean =>
  place.subDistrict === subDistrictId ||
  (typeof place.neighbourhood === 'string' && isNeighbourhoodOf(subDistrictId, place.neighbourhood));

/**
 * True when the ids form a real chain: the district in the division, the area in the district and,
 * when one is given, the neighbourhood in the area.
 */
export function isLocationChain(
  divisionId: string,
  districtId: string,
  subDistrictId?: string,
  neighbourhoodId?: string,
): boolean {
  const district = districtsOf(divisionId).some((d) => d.id === districtId);
  if (!district) return false;
  if (subDistrictId === undefined) return neighbourhoodId === undefined;
  if (!subDistrictsOf(districtId).some((s) => s.id === subDistrictId)) return false;
  return neighbourhoodId === undefined || isNeighbourhoodOf(subDistrictId, neighbourhoodId);
}
