import { FIRM_ALTERNATIVES, type FirmAlternatives } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { interiorKeys } from '../../lib/query-keys.ts';

/** A firm search as GET /api/interior takes it, without its page. */
const searchOf = (params: URLSearchParams): string => {
  const search = new URLSearchParams(params);
  search.delete('page');
  search.delete('limit');
  search.sort();
  return search.toString();
};

/**
 * GET /api/interior/alternatives (issue 63: the firm directory never ends in a dead end): for a
 * firm search that found little, the searches one step wider with their counts and the firms
 * they add (the same city above the budget, the rest of the division, other work…).
 */
export const getFirmAlternatives = (search: string) =>
  apiFetch<FirmAlternatives>(`/api/interior/alternatives?${search}`, { anonymous: true });

/** Kept with the firm lists, so a firm approved refreshes them too. */
export const firmAlternativesQueryOptions = (params: URLSearchParams) => {
  const search = searchOf(params);
  return queryOptions({
    queryKey: interiorKeys.list({ alternatives: search }),
    queryFn: () => getFirmAlternatives(search),
    // A wider search is a suggestion: when it fails, the page just says less.
    retry: false,
  });
};

/**
 * The wider searches that add firms, asked only for a search that narrows something and found
 * fewer than FIRM_ALTERNATIVES.fewerThan firms (`found` is undefined until the list has answered);
 * none while they load or when asking failed.
 */
export function useFirmAlternatives(params: URLSearchParams, found: number | undefined, narrows: boolean) {
  const alternatives = useQuery({
    ...firmAlternativesQueryOptions(params),
    enabled: narrows && found !== undefined && found < FIRM_ALTERNATIVES.fewerThan,
  });
  return (alternatives.data?.alternatives ?? []).filter((entry) => entry.firms.length > 0);
}
