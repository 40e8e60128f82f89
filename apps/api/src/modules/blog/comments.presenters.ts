import type { BlogComment, CommentThread, StaffComment } from '@ghorbari/contracts';
import type { UserSummary } from '../accounts/users.types.ts';
import type { CommentReportRow, CommentRow, QueuedComment } from './comments.repository.ts';

/** The accounts a page of comments names (authors and the people replies answer), by id. */
export type People = Map<string, Pick<UserSummary, 'id' | 'name' | 'proPic'>>;

/** Everyone a set of comments names: their authors and whom their replies answer. */
export const peopleIn = (rows: CommentRow[]): string[] => [
  ...new Set(rows.flatMap((row) => [row.authorId, row.replyToUserId].filter((id): id is string => id !== null))),
];

/**
 * A comment as the public reads it (ADR 018): the text only while visible; "deleted" and
 * "hidden" keep their place in the thread with an empty body. A deleted comment names no author
 * (its author took it back); a hidden one still does. A reply names whom it answers while that
 * account exists, even after the comment it answered is gone.
 */
export function presentComment(row: CommentRow, people: People): BlogComment {
  const author = row.state !== 'deleted' && row.authorId ? people.get(row.authorId) : undefined;
  const answered = row.threadId && row.replyToUserId ? people.get(row.replyToUserId) : undefined;
  return {
    id: row.id,
    body: row.state === 'visible' ? row.body : '',
    state: row.state,
    author: author ? { id: author.id, name: author.name, proPic: author.proPic } : null,
    replyTo: answered ? { commentId: row.replyToId, name: answered.name } : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export const presentThread = (first: CommentRow, replies: CommentRow[], people: People): CommentThread => ({
  ...presentComment(first, people),
  replies: replies.map((reply) => presentComment(reply, people)),
});

/** A comment in the staff queue: the public view plus the text as written, the reports and the hiding reason. */
export function presentStaffComment(entry: QueuedComment, reports: CommentReportRow[], people: People): StaffComment {
  const { comment, article } = entry;
  return {
    ...presentComment(comment, people),
    originalBody: comment.body,
    article: { id: article.number, title: article.title },
    reports: reports.map((report) => ({
      reason: report.reason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
    })),
    hiddenReason: comment.hiddenReason,
  };
}
