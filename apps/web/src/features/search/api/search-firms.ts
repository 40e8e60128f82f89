import type { FirmListResponse } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { interiorKeys } from '../../../lib/query-keys.ts';
import { apiParams, type SearchState } from '../search-params.ts';
import { SEARCH_PAGE_SIZE } from './page-size.ts';

/** GET /api/interior: verified design firms by name, place, category and budget, in the chosen order. */
export function searchFirms(state: SearchState): Promise<FirmListResponse> {
  return apiFetch<FirmListResponse>(`/api/interior?${apiParams(state, SEARCH_PAGE_SIZE).toString()}`, {
    anonymous: true,
  });
}

export const firmResultsQueryOptions = (state: SearchState) =>
  queryOptions({
    queryKey: interiorKeys.list({ search: apiParams(state, SEARCH_PAGE_SIZE).toString() }),
    queryFn: () => searchFirms(state),
  });

export const useFirmResults = (state: SearchState) =>
  useQuery({ ...firmResultsQueryOptions(state), placeholderData: keepPreviousData });
