import type { CommentThread } from '@ghorbari/contracts';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from '../../../lib/navigation/navigation.tsx';
import type { CommentsData } from './api/comments-cache.ts';
import { hasComment } from './api/comments-cache.ts';
import { anchoredComment, commentAnchor } from './comment-link.ts';

/** A notice may point at an old thread: at most this many pages are loaded to find it. */
const MAX_PAGES_TO_FIND = 20;

export const COMMENTS_SECTION_ID = 'comments';

function bringIntoView(element: HTMLElement | null, focus: boolean) {
  if (!element) return;
  element.scrollIntoView?.({ block: focus ? 'center' : 'start' });
  if (focus) element.focus({ preventScroll: true });
}

/**
 * The address's `#comment-{id}` (a notification's link) scrolls to that comment and marks it,
 * loading more pages until it is found; `#comments` (back from signing in) scrolls to the section.
 * Returns the id of the comment pointed at.
 */
export function useCommentAnchor(
  threads: CommentThread[],
  query: UseInfiniteQueryResult<CommentsData>,
  ready: boolean,
): string | null {
  const location = useLocation();
  const anchored = anchoredComment(location.hash);
  const handled = useRef<string | null>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const key = `${location.key}${location.hash}`;
    if (handled.current === key || !data || !ready) return;
    if (location.hash === `#${COMMENTS_SECTION_ID}`) {
      handled.current = key;
      bringIntoView(document.getElementById(COMMENTS_SECTION_ID), false);
      return;
    }
    if (!anchored) return;
    if (hasComment(threads, anchored)) {
      handled.current = key;
      bringIntoView(document.getElementById(commentAnchor(anchored)), true);
      return;
    }
    if (hasNextPage && !isFetchingNextPage && data.pages.length < MAX_PAGES_TO_FIND) void fetchNextPage();
  }, [location.key, location.hash, anchored, threads, data, ready, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return anchored;
}
