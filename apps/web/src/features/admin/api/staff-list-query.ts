import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryString } from './query-string.ts';

/**
 * One page of a staff list: GET `path` with the filters and the page in its address, fresh for
 * 15 seconds (every staff action refreshes the staff lists anyway).
 */
export const staffListQueryOptions = <TData>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, string | number | undefined>,
) =>
  queryOptions({
    queryKey,
    queryFn: () => apiFetch<TData>(`${path}${queryString(query)}`),
    staleTime: 15_000,
  });
