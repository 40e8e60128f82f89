import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { href } from '../../config/paths.ts';
import { onLiveNotification } from '../../domain/notifications/live-notices.ts';
import { postKeys } from '../../lib/query-keys.ts';
import { useRememberOpened } from '../../lib/pwa/recently-opened.ts';
import { useReadersPost, type PostIslandProps } from './post-reader.ts';

// The owner's tools come only to the owner, after sign-in is known: never in a visitor's page.
const OwnerTools = lazy(() => import('./owner-tools.tsx'));

/**
 * A notice about this post that arrives while it is open (support approved the owner's post, say)
 * loads it again, so the owner's tools and its state change without a reload (issue 31).
 */
function useLiveRefresh(postId: string, owner: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotification(({ link }) => {
        // Only the owner's copy: a reader's fetch would count a view (a saver hears of price drops).
        if (!link || !owner) return;
        const { pathname } = new URL(link, 'http://localhost');
        if (pathname !== href.buySellDetails(postId) && pathname !== href.rentDetails(postId)) return;
        for (const queryKey of postKeys.copies(postId)) void queryClient.invalidateQueries({ queryKey });
      }),
    [owner, postId, queryClient],
  );
}

/**
 * The owner's tools (edit, mark rented or sold, insights), shown to the owner only. On every post's
 * page, so it also keeps the post for the offline page (issue 19) and hears of changes to it.
 */
export function PostOwnerTools({ postId }: PostIslandProps) {
  const { data, mine } = useReadersPost(postId);
  useRememberOpened(data?.post, data?.savedId);
  useLiveRefresh(postId, mine);
  if (!data || !mine) return null;
  return (
    <Suspense fallback={null}>
      <OwnerTools post={data.post} />
    </Suspense>
  );
}
