import type { DistrictEntry, NeighbourhoodEntry, SubDistrictEntry } from '@ghorbari/contracts/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { locationKeys } from '../query-keys.ts';

/** Place names change only with a release: fetched once per visit, per division, district and thana. */
export const districtsQuery = (divisionId: string) =>
  queryOptions({
    queryKey: locationKeys.districts(divisionId),
    queryFn: () =>
      apiFetch<{ districts: DistrictEntry[] }>(
        `/api/locations/divisions/${encodeURIComponent(divisionId)}/districts`,
      ).then((data) => data.districts),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const subDistrictsQuery = (districtId: string) =>
  queryOptions({
    queryKey: locationKeys.subDistricts(districtId),
    queryFn: () =>
      apiFetch<{ subDistricts: SubDistrictEntry[] }>(
        `/api/locations/districts/${encodeURIComponent(districtId)}/sub-districts`,
      ).then((data) => data.subDistricts),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Only Dhaka and Chittagong thanas have neighbourhoods; for any other area the list is empty. */
export const neighbourhoodsQuery = (subDistrictId: string) =>
  queryOptions({
    queryKey: locationKeys.neighbourhoods(subDistrictId),
    queryFn: () =>
      apiFetch<{ neighbourhoods: NeighbourhoodEntry[] }>(
        `/api/locations/sub-districts/${encodeURIComponent(subDistrictId)}/neighbourhoods`,
      ).then((data) => data.neighbourhoods),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useDistricts = (divisionId: string) =>
  useQuery({ ...districtsQuery(divisionId), enabled: divisionId !== '' });
export const useSubDistricts = (districtId: string) =>
  useQuery({ ...subDistrictsQuery(districtId), enabled: districtId !== '' });
export const useNeighbourhoods = (subDistrictId: string, enabled = true) =>
  useQuery({ ...neighbourhoodsQuery(subDistrictId), enabled: enabled && subDistrictId !== '' });
