import { LIMITS } from '@ghorbari/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ADMIN_KEY, adminKeys } from '../../lib/query-keys.ts';
import { claimPost, releasePost } from './api/claim-post.ts';

/** Where this page stands with the post's claim (ADR 052). */
export type PostClaim =
  | { state: 'none' }
  | { state: 'claiming' }
  | { state: 'mine'; until: string }
  /** Someone else works the post: `message` names them and until when (the server's, in the reader's language). */
  | { state: 'theirs'; message: string }
  /** The claim could not be asked for (no connection): a decision still takes it, or is refused, itself. */
  | { state: 'failed'; message: string };

const RENEW_MS = LIMITS.moderationClaim.renewEveryMinutes * 60_000;

/**
 * Releases wait a moment: a page shown again at once (React's development double mount, or the
 * same post opened again) keeps its claim instead of racing its own release.
 */
const releases = new Map<string, ReturnType<typeof setTimeout>>();
function releaseSoon(postId: string, queryClient: QueryClient) {
  releases.set(
    postId,
    setTimeout(() => {
      releases.delete(postId);
      void releasePost(postId)
        .then(() => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'queue'] }))
        .catch(() => undefined);
    }, 500),
  );
}
function keep(postId: string) {
  clearTimeout(releases.get(postId));
  releases.delete(postId);
}

/**
 * While support has a post of the queue open, it is theirs to work: the page claims it on
 * opening, renews the claim before it lapses while it stays open (a query refetched on a timer),
 * and lets it go on leaving. When someone else holds it, the page says who, and `retry` asks again.
 */
export function usePostClaim(postId: string, active: boolean, othersUntil: string | null) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  // Asked only while the preview names no one else: a claim it shows is waited out, not fought.
  const enabled = active && othersUntil === null;
  // Its own key, outside the staff area's: a staff action refreshing the area does not claim again.
  const query = useQuery({
    queryKey: ['admin-claim', postId],
    queryFn: () => claimPost(postId),
    enabled,
    refetchInterval: RENEW_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const { error } = query;

  useEffect(() => {
    if (!active) return;
    keep(postId);
    return () => releaseSoon(postId, queryClient);
  }, [postId, active, queryClient]);

  // Someone else's claim lapses at `othersUntil`: then the preview is read again, and the page claims.
  useEffect(() => {
    if (!active || othersUntil === null) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: adminKeys.post(postId) }),
      Math.max(0, Date.parse(othersUntil) - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [active, othersUntil, postId, queryClient]);

  // Someone else holds it, or the post was decided meanwhile: show the post as it is now.
  useEffect(() => {
    if (error instanceof ApiError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: adminKeys.post(postId) });
  }, [error, postId, queryClient]);

  let claim: PostClaim = { state: 'none' };
  if (!active) claim = { state: 'none' };
  else if (error instanceof ApiError && error.code === 'POST_CLAIMED')
    claim = { state: 'theirs', message: apiErrorMessage(error, t, 'errors.conflict') };
  else if (othersUntil !== null) claim = { state: 'theirs', message: '' };
  else if (error) claim = { state: 'failed', message: apiErrorMessage(error, t, 'errors.conflict') };
  else if (query.data) claim = { state: 'mine', until: query.data.claim.until };
  else claim = { state: 'claiming' };

  const retry = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.post(postId) });
    void query.refetch();
  };
  return { claim, retry };
}
