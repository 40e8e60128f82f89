import data from './bd-locations.json' with { type: 'json' };
import neighbourhoodData from './bd-neighbourhoods.json' with { type: 'json' };
import type { Division } from '../enums.ts';

/**
 * Bangladesh's divisions, districts and sub-districts in Bengali and English, kept in the
 * project as data (`bd-locations.json`). Sub-districts are upazilas plus, for the big cities,
 * the metropolitan thanas people actually search by (Gulshan, Dhanmondi, Boalia, …). Below the
 * thanas of Dhaka and Chittagong, the neighbourhoods (`bd-neighbourhoods.json`): Gulshan 2,
 * Mirpur 10, Uttara Sector 7, Agrabad… (ADR 004).
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

/** A neighbourhood of a city thana (Mirpur 10 in Mirpur): optional, finer than the sub-district. */
export interface NeighbourhoodEntry extends LocationName {
  subDistrictId: string;
}

export interface LocationData {
  divisions: DivisionEntry[];
  districts: DistrictEntry[];
  upazilas: SubDistrictEntry[];
}

export const LOCATIONS: LocationData = data as LocationData;
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

const neighbourhoodsBySubDistrict = new Map<string, NeighbourhoodEntry[]>();
for (const neighbourhood of NEIGHBOURHOODS) {
  const list = neighbourhoodsBySubDistrict.get(neighbourhood.subDistrictId) ?? [];
  list.push(neighbourhood);
  neighbourhoodsBySubDistrict.set(neighbourhood.subDistrictId, list);
}

export const districtsOf = (divisionId: string): DistrictEntry[] => districtsByDivision.get(divisionId) ?? [];

export const subDistrictsOf = (districtId: string): SubDistrictEntry[] => subDistrictsByDistrict.get(districtId) ?? [];

/** The neighbourhoods of a sub-district; none for most (only Dhaka and Chittagong thanas have them). */
export const neighbourhoodsOf = (subDistrictId: string): NeighbourhoodEntry[] =>
  neighbourhoodsBySubDistrict.get(subDistrictId) ?? [];

/** True when the neighbourhood lies in that sub-district (Mirpur 10 in Mirpur, not in Pallabi). */
export const isNeighbourhoodOf = (subDistrictId: string, neighbourhoodId: string): boolean =>
  neighbourhoodsOf(subDistrictId).some((n) => n.id === neighbourhoodId);

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
