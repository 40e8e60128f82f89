import data from './bd-locations.json' with { type: 'json' };
import type { Division } from '../enums.ts';

/**
 * Bangladesh's divisions, districts and sub-districts in Bengali and English, kept in the
 * project as data (`bd-locations.json`). Sub-districts are upazilas plus, for the big cities,
 * the metropolitan thanas people actually search by (Gulshan, Dhanmondi, Boalia, …).
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

export interface LocationData {
  divisions: DivisionEntry[];
  districts: DistrictEntry[];
  upazilas: SubDistrictEntry[];
}

export const LOCATIONS: LocationData = data as LocationData;

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

export const districtsOf = (divisionId: string): DistrictEntry[] => districtsByDivision.get(divisionId) ?? [];

export const subDistrictsOf = (districtId: string): SubDistrictEntry[] => subDistrictsByDistrict.get(districtId) ?? [];

/** True when the three ids form a real chain: the district in the division, the area in the district. */
export function isLocationChain(divisionId: string, districtId: string, subDistrictId?: string): boolean {
  const district = districtsOf(divisionId).some((d) => d.id === districtId);
  if (!district) return false;
  return subDistrictId === undefined || subDistrictsOf(districtId).some((s) => s.id === subDistrictId);
}
