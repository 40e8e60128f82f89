import { isGroupId, type GroupDetailResponse } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { groupKeys } from '../../lib/query-keys.ts';

/** GET /api/group-offers/:id: an open or filled offer (a closed one is 404). */
export const getOffer = (id: string) => apiFetch<GroupDetailResponse>(`/api/group-offers/${encodeURIComponent(id)}`);

/** No such offer, closed, or an id the API refuses: not available. */
export const isOfferUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Keyed by viewer: whether the offer is saved depends on who asks. */
export const offerQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: groupKeys.offer(id, viewer),
    queryFn: () => getOffer(id),
    retry: (failures, error) => !isOfferUnavailable(error) && failures < 1,
    // An answer (such as "not available") from the server's render stands when the page hydrates.
    retryOnMount: false,
  });

/**
 * A malformed id is never asked for: check `isGroupId` first to tell the reader. `keepPrevious`:
 * keep showing the copy for the previous viewer while the new viewer's loads (an island, ADR 059).
 */
export const useOffer = (id: string, viewer: string | null, { enabled = true, keepPrevious = false } = {}) =>
  useQuery({
    ...offerQueryOptions(id, viewer),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled: enabled && isGroupId(id),
  });
