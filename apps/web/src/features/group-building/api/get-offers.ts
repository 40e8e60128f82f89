import type { GroupListResponse } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from '../../../lib/query-keys.ts';
import { writeGroupParams, type GroupFilters } from '../group-filters.ts';

/** Cards per page: four rows of three on a desktop, and plenty to scroll on a phone. */
export const OFFERS_PAGE_SIZE = 12;

/** GET /api/group-offers: open and filled offers, filtered, newest first. */
export function getOffers(filters: GroupFilters, page: number): Promise<GroupListResponse> {
  const params = writeGroupParams(filters, page);
  params.set('page', String(page));
  params.set('limit', String(OFFERS_PAGE_SIZE));
  return apiFetch<GroupListResponse>(`/api/group-offers?${params.toString()}`, { anonymous: true });
}

export const offersQueryOptions = (filters: GroupFilters, page: number) =>
  queryOptions({
    queryKey: groupKeys.list({ ...filters, page }),
    queryFn: () => getOffers(filters, page),
  });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useOffers = (filters: GroupFilters, page: number) =>
  useQuery({ ...offersQueryOptions(filters, page), placeholderData: keepPreviousData });
