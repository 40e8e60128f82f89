import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveNotification } from '../../../domain/notifications/live-notices.ts';
import { commentKeys } from '../../../lib/query-keys.ts';
import { commentLinkTarget } from './comment-link.ts';

/**
 * A reply notice that arrives live for this article (the notifications feature shows its toast
 * and counts it) loads the comments again, so the reply appears without a reload; `onReply` gets
 * the reply's id to mark it.
 */
export function useLiveReplies(articleId: number, onReply: (commentId: string) => void): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotification((notification) => {
        const target = commentLinkTarget(notification.link);
        if (target?.articleId !== articleId) return;
        void queryClient.invalidateQueries({ queryKey: commentKeys.article(articleId) });
        if (target.commentId) onReply(target.commentId);
      }),
    [articleId, onReply, queryClient],
  );
}
