import type { CommentBody, CommentReportBody, CommentSavedResponse } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { commentKeys } from '../../../../lib/query-keys.ts';
import { addComment, removeComment, replaceComment, type CommentsData } from './comments-cache.ts';

type Done = { success: true; message: string };
const commentPath = (commentId: string) => `/api/blog/comments/${encodeURIComponent(commentId)}`;

/** POST /api/blog/:articleId/comments {body, replyTo?}: a new thread, or a reply in one. */
export const postComment = (articleId: number, body: CommentBody) =>
  apiFetch<CommentSavedResponse>(`/api/blog/${articleId}/comments`, { method: 'POST', json: body });

/** PUT /api/blog/comments/:commentId {body}: the author's new text. */
export const updateComment = (commentId: string, body: string) =>
  apiFetch<CommentSavedResponse>(commentPath(commentId), { method: 'PUT', json: { body } });

/** DELETE /api/blog/comments/:commentId: the author takes their comment down. */
export const deleteComment = (commentId: string) => apiFetch<Done>(commentPath(commentId), { method: 'DELETE' });

/** POST /api/blog/comments/:commentId/report {reason, note?}: once per member and comment. */
export const reportComment = (commentId: string, report: CommentReportBody) =>
  apiFetch<Done>(`${commentPath(commentId)}/report`, { method: 'POST', json: report });

/**
 * The article's comments change in the cache as soon as the server says yes (so one's own words
 * show at once), then load again to take in what others wrote meanwhile.
 */
function useCommentsChange<Variables, Answer>(
  articleId: number,
  mutationFn: (variables: Variables) => Promise<Answer>,
  apply: (data: CommentsData, answer: Answer, variables: Variables) => CommentsData,
) {
  const queryClient = useQueryClient();
  const queryKey = commentKeys.article(articleId);
  return useMutation({
    mutationFn,
    onSuccess: async (answer, variables) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<CommentsData>(queryKey, (data) => (data ? apply(data, answer, variables) : data));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const usePostComment = (articleId: number) =>
  useCommentsChange(articleId, (body: CommentBody) => postComment(articleId, body), addComment);

export const useUpdateComment = (articleId: number) =>
  useCommentsChange(
    articleId,
    ({ commentId, body }: { commentId: string; body: string }) => updateComment(commentId, body),
    (data, answer) => replaceComment(data, answer.comment),
  );

export const useDeleteComment = (articleId: number) =>
  useCommentsChange(articleId, deleteComment, (data, _answer, commentId) => removeComment(data, commentId));

export const useReportComment = () =>
  useMutation({
    mutationFn: ({ commentId, report }: { commentId: string; report: CommentReportBody }) =>
      reportComment(commentId, report),
  });
