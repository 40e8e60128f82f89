import { isPostId, type postDetailResponseSchema } from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { postKeys } from '../../lib/query-keys.ts';

/** A post's page data: the post and the viewer's saved-post id for it (null when not saved or signed out). */
export type PostWithSaved = z.infer<typeof postDetailResponseSchema>;

/**
 * GET /api/posts/{PostID}: an approved post, or the signed-in owner's own (pending or rejected).
 * The token goes along when there is one, for `savedId`. Used by the post's page and its edit form.
 */
export const getPost = (id: string) => apiFetch<PostWithSaved>(`/api/posts/${encodeURIComponent(id)}`);

/** Gone or never approved (404 POST_UNAVAILABLE), or an id the API refuses: not available. */
export const isUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Keyed by viewer: whether the post is saved, and whether a pending post shows, depend on who asks. */
export const postQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: postKeys.detail(id, viewer),
    queryFn: () => getPost(id),
    retry: (failures, error) => !isUnavailable(error) && failures < 1,
    // An answer (such as "not available") from the server's render stands when the page hydrates.
    retryOnMount: false,
  });

interface UsePostOptions {
  /** False while it is not known yet who is asking. */
  enabled?: boolean;
  /** 0 where the latest copy matters (the edit form counts the edits left). */
  staleTime?: number;
  /** Keep showing the copy for the previous viewer while the new viewer's loads (an island, ADR 059). */
  keepPrevious?: boolean;
}

/** A malformed id is never asked for: check `isPostId` first to tell the reader. */
export const usePost = (
  id: string,
  viewer: string | null,
  { enabled = true, staleTime, keepPrevious = false }: UsePostOptions = {},
) =>
  useQuery({
    ...postQueryOptions(id, viewer),
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled: enabled && isPostId(id),
  });
