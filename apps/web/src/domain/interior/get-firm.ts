import { isFirmId, type FirmDetailResponse } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { interiorKeys } from '../../lib/query-keys.ts';

/** GET /api/interior/:id: an approved firm, or the signed-in owner's own (pending or rejected). */
export const getFirm = (id: string) => apiFetch<FirmDetailResponse>(`/api/interior/${encodeURIComponent(id)}`);

/** No such firm, not approved, or an id the API refuses: not available. */
export const isFirmUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Keyed by viewer: whether the firm is saved, and the owner's view, depend on who asks. */
export const firmQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: interiorKeys.firm(id, viewer),
    queryFn: () => getFirm(id),
    retry: (failures, error) => !isFirmUnavailable(error) && failures < 1,
    // An answer (such as "not available") from the server's render stands when the page hydrates.
    retryOnMount: false,
  });

/** A malformed id is never asked for: check `isFirmId` first to tell the reader. */
export const useFirm = (id: string, viewer: string | null, { enabled = true, keepPrevious = false } = {}) =>
  useQuery({
    ...firmQueryOptions(id, viewer),
    // An island keeps the visitor's copy on screen while the member's loads (ADR 059).
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled: enabled && isFirmId(id),
  });
