import type { BlogComment, CommentSavedResponse, CommentsResponse, CommentThread } from '@ghorbari/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * How one's own post, edit or delete shows at once in the loaded pages, before the list is loaded
 * again from the server (which stays the judge: the caller refetches afterwards).
 */
export type CommentsData = InfiniteData<CommentsResponse>;

const mapThreads = (data: CommentsData, change: (threads: CommentThread[]) => CommentThread[]): CommentsData => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, threads: change(page.threads) })),
});
const withTotal = (data: CommentsData, delta: number): CommentsData => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })),
});

/** A new thread goes first; a reply goes last in its thread. */
export function addComment(data: CommentsData, { comment, threadId }: CommentSavedResponse): CommentsData {
  const isThread = threadId === comment.id;
  const added = mapThreads(data, (threads) =>
    threads.map((thread) =>
      !isThread && thread.id === threadId && !thread.replies.some((reply) => reply.id === comment.id)
        ? { ...thread, replies: [...thread.replies, comment] }
        : thread,
    ),
  );
  const withThread =
    isThread && !data.pages.some((page) => page.threads.some((thread) => thread.id === comment.id))
      ? {
          ...added,
          pages: added.pages.map((page, index) =>
            index === 0 ? { ...page, threads: [{ ...comment, replies: [] }, ...page.threads] } : page,
          ),
        }
      : added;
  return withTotal(withThread, 1);
}

/** The edited text in place. */
export function replaceComment(data: CommentsData, comment: BlogComment): CommentsData {
  const swap = (old: BlogComment) => (old.id === comment.id ? { ...old, ...comment } : old);
  return mapThreads(data, (threads) =>
    threads.map((thread) => ({ ...swap(thread), replies: thread.replies.map(swap) })),
  );
}

/**
 * A deleted reply, or a thread without replies, goes; a thread with replies stays as "comment
 * deleted" (ADR 018).
 */
export function removeComment(data: CommentsData, commentId: string): CommentsData {
  const gone = mapThreads(data, (threads) =>
    threads.flatMap((thread) => {
      if (thread.id === commentId) {
        return thread.replies.length > 0 ? [{ ...thread, state: 'deleted' as const, body: '' }] : [];
      }
      return [{ ...thread, replies: thread.replies.filter((reply) => reply.id !== commentId) }];
    }),
  );
  return withTotal(gone, -1);
}

/** The loaded threads in order, each once (new threads move the pages' edges). */
export function loadedThreads(data: CommentsData | undefined): CommentThread[] {
  const seen = new Set<string>();
  const threads: CommentThread[] = [];
  for (const page of data?.pages ?? []) {
    for (const thread of page.threads) {
      if (seen.has(thread.id)) continue;
      seen.add(thread.id);
      threads.push(thread);
    }
  }
  return threads;
}

/** Whether a comment (a thread or a reply) is among the loaded pages. */
export const hasComment = (threads: CommentThread[], commentId: string): boolean =>
  threads.some((thread) => thread.id === commentId || thread.replies.some((reply) => reply.id === commentId));
