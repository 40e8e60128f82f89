import type { FirmListResponse } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { interiorKeys } from '../../../lib/query-keys.ts';
import { writeFirmParams, type FirmFilters } from '../firm-filters.ts';

/** Cards per page: four rows of three on a desktop, and plenty to scroll on a phone. */
export const FIRMS_PAGE_SIZE = 12;

/** GET /api/interior: approved firms, filtered and ordered. */
export function getFirms(filters: FirmFilters, page: number): Promise<FirmListResponse> {
  const params = writeFirmParams(filters, page);
  params.set('page', String(page));
  params.set('limit', String(FIRMS_PAGE_SIZE));
  return apiFetch<FirmListResponse>(`/api/interior?${params.toString()}`, { anonymous: true });
}

export const firmsQueryOptions = (filters: FirmFilters, page: number) =>
  queryOptions({
    queryKey: interiorKeys.list({ ...filters, page }),
    queryFn: () => getFirms(filters, page),
  });

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useFirms = (filters: FirmFilters, page: number) =>
  useQuery({ ...firmsQueryOptions(filters, page), placeholderData: keepPreviousData });
