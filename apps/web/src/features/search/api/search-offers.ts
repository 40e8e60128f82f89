import type { GroupListResponse } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from '../../../lib/query-keys.ts';
import { apiParams, type SearchState } from '../search-params.ts';
import { SEARCH_PAGE_SIZE } from './page-size.ts';

/** GET /api/group-offers: open and filled group-building offers by place, share price and flat size. */
export function searchOffers(state: SearchState): Promise<GroupListResponse> {
  return apiFetch<GroupListResponse>(`/api/group-offers?${apiParams(state, SEARCH_PAGE_SIZE).toString()}`, {
    anonymous: true,
  });
}

export const offerResultsQueryOptions = (state: SearchState) =>
  queryOptions({
    queryKey: groupKeys.list({ search: apiParams(state, SEARCH_PAGE_SIZE).toString() }),
    queryFn: () => searchOffers(state),
  });

export const useOfferResults = (state: SearchState) =>
  useQuery({ ...offerResultsQueryOptions(state), placeholderData: keepPreviousData });
