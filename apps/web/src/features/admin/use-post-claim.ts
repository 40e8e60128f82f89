import { LIMITS } from '@ghorbari/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
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
 * opening, renews the claim before it lapses while it stays open, and lets it go on leaving. When
 * someone else holds it, the page says who, and `retry` asks again.
 */
export function usePostClaim(postId: string, active: boolean) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [claim, setClaim] = useState<PostClaim>(active ? { state: 'claiming' } : { state: 'none' });

  const ask = useCallback(async () => {
    try {
      const result = await claimPost(postId);
      setClaim({ state: 'mine', until: result.claim.until });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'POST_CLAIMED') {
        setClaim({ state: 'theirs', message: apiErrorMessage(error, t, 'errors.conflict') });
        // The preview names the holder as the page shows them.
        void queryClient.invalidateQueries({ queryKey: adminKeys.post(postId) });
        return;
      }
      setClaim({ state: 'failed', message: apiErrorMessage(error, t, 'errors.conflict') });
      // Decided meanwhile, or gone: show the post as it is now.
      if (error instanceof ApiError && error.status !== 0)
        void queryClient.invalidateQueries({ queryKey: adminKeys.post(postId) });
    }
  }, [postId, queryClient, t]);

  useEffect(() => {
    if (!active) return;
    keep(postId);
    void ask();
    const renewal = setInterval(() => void ask(), RENEW_MS);
    return () => {
      clearInterval(renewal);
      releaseSoon(postId, queryClient);
    };
  }, [postId, active, ask, queryClient]);

  const retry = () => {
    setClaim({ state: 'claiming' });
    void queryClient.invalidateQueries({ queryKey: adminKeys.post(postId) });
    void ask();
  };
  return { claim, retry };
}
