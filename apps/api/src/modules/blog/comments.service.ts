import {
  type BlogComment,
  type CommentBody,
  type CommentReportBody,
  type CommentsResponse,
  LIMITS,
  siteHref,
  type StaffCommentsResponse,
} from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { ArticlesRepository } from './articles.repository.ts';
import { peopleIn, presentComment, presentStaffComment, presentThread, type People } from './comments.presenters.ts';
import type { CommentRow, CommentsRepository, CommentWithArticle } from './comments.repository.ts';
import type { DailyCommentCount } from './comments.types.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';

const STAFF_PAGE_SIZE = 20;
/** How much of a reply its notification quotes. */
const EXCERPT_LENGTH = 80;

export interface CommentsDeps {
  database: Pick<Database, 'transaction'>;
  comments: CommentsRepository;
  articles: Pick<ArticlesRepository, 'publishedByNumber'>;
  users: Pick<UsersRepository, 'byId' | 'summariesOf'>;
  /** The audit log's writer (the audit module's repository, handed in from app.ts). */
  audit: AuditWriter<'comment'>;
  dailyComments: DailyCommentCount;
  tell: Notifier;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
};

/**
 * Comments and replies on articles (issue 16, ADR 018): one level of threads, the author's edits
 * and deletes, members' reports, and staff hiding or dismissing.
 */
export function createCommentsService({
  database,
  comments,
  articles,
  users,
  audit,
  dailyComments,
  tell,
  log,
  now = () => new Date(),
}: CommentsDeps) {
  async function publishedArticle(number: number) {
    const article = await articles.publishedByNumber(number);
    if (!article) throw new AppError('ARTICLE_UNAVAILABLE');
    return article;
  }
  /** Suspended and disabled accounts cannot write (the same refusal as posting). */
  function mayWrite(user: UserRow) {
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
  }
  /** A visible comment on a published article, or 404. */
  async function liveComment(commentId: string): Promise<CommentWithArticle> {
    const found = await comments.byId(commentId);
    if (!found || found.comment.state !== 'visible' || found.article.status !== 'published')
      throw new AppError('COMMENT_UNAVAILABLE');
    return found;
  }
  async function peopleOf(rows: CommentRow[]): Promise<People> {
    return users.summariesOf(peopleIn(rows));
  }
  const label = ({ comment, article }: CommentWithArticle) =>
    `${article.title} (#${article.number}): “${comment.body.slice(0, 60)}”`;

  /** Tells the person answered, in their language, unless it is oneself, a gone account or they turned it off. */
  async function notifyReply(author: UserRow, reply: CommentRow, articleNumber: number, articleTitle: string) {
    if (!reply.replyToUserId || reply.replyToUserId === author.id) return;
    try {
      const answered = await users.byId(reply.replyToUserId);
      if (!answered || !answered.notifyReplies) return;
      await tell(
        answered,
        'commentReplied',
        { name: author.name, title: articleTitle, excerpt: excerpt(reply.body) },
        siteHref.blogComment(articleNumber, reply.id),
        { mail: false },
      );
    } catch (error) {
      // The reply is stored; a notice that did not go out must not undo it.
      log.error({ err: error, commentId: reply.id }, 'reply notification not sent');
    }
  }

  return {
    /** An article's threads, newest first, each with its replies oldest first; anyone may read. */
    async threads(articleNumber: number, page: number): Promise<Omit<CommentsResponse, 'success'>> {
      const article = await publishedArticle(articleNumber);
      const limit = LIMITS.blog.threadsPageSize;
      const [{ rows, total }, counts] = await Promise.all([
        comments.threads(article.id, page, limit),
        comments.visibleCounts([article.id]),
      ]);
      const replies = await comments.repliesOf(rows.map((row) => row.id));
      const people = await peopleOf([...rows, ...replies]);
      const byThread = new Map<string, CommentRow[]>();
      for (const reply of replies)
        if (reply.threadId) byThread.set(reply.threadId, [...(byThread.get(reply.threadId) ?? []), reply]);
      return {
        threads: rows.map((first) => presentThread(first, byThread.get(first.id) ?? [], people)),
        pagination: pagination(page, limit, total),
        total: counts.get(article.id) ?? 0,
      };
    },

    /**
     * A comment, or a reply to a visible comment of the same article. A reply to a reply joins
     * the thread of the first comment and answers the person replied to. The daily count is
     * taken in the transaction that stores the comment; the person answered is told afterwards.
     */
    async create(
      user: UserRow,
      articleNumber: number,
      body: CommentBody,
    ): Promise<{ comment: BlogComment; threadId: string; isReply: boolean }> {
      mayWrite(user);
      const article = await publishedArticle(articleNumber);
      const { row, answered } = await database.transaction(async (tx) => {
        let placement: Pick<CommentRow, 'threadId' | 'replyToId' | 'replyToUserId'> = {
          threadId: null,
          replyToId: null,
          replyToUserId: null,
        };
        if (body.replyTo) {
          // Locked for share: the comment answered (and its thread's first) cannot go until this reply is in.
          const target = await comments.lock(body.replyTo, 'share', tx);
          if (!target || target.articleId !== article.id || target.state !== 'visible')
            throw new AppError('COMMENT_UNAVAILABLE');
          if (target.threadId && !(await comments.lock(target.threadId, 'share', tx)))
            throw new AppError('COMMENT_UNAVAILABLE');
          placement = { threadId: target.threadId ?? target.id, replyToId: target.id, replyToUserId: target.authorId };
        }
        if (!(await dailyComments.take(user.id, tx)))
          throw new AppError('RATE_LIMITED', 'errors.dailyCommentLimit', dailyComments.retryAfterSeconds());
        const inserted = await comments.insert(
          { articleId: article.id, authorId: user.id, body: body.body, ...placement },
          tx,
        );
        return { row: inserted, answered: placement.replyToUserId };
      });
      await notifyReply(user, row, article.number, article.title);
      const people = await users.summariesOf([user.id, ...(answered ? [answered] : [])]);
      return { comment: presentComment(row, people), threadId: row.threadId ?? row.id, isReply: row.threadId !== null };
    },

    /** The author's new text; only a visible comment, and only its author. */
    async edit(user: UserRow, commentId: string, body: string): Promise<{ comment: BlogComment; threadId: string }> {
      mayWrite(user);
      const { comment } = await liveComment(commentId);
      if (comment.authorId !== user.id) throw new AppError('FORBIDDEN', 'errors.notCommentAuthor');
      const edited = await comments.edit(comment.id, user.id, body, now());
      if (!edited) throw new AppError('COMMENT_UNAVAILABLE');
      const people = await peopleOf([edited]);
      return { comment: presentComment(edited, people), threadId: edited.threadId ?? edited.id };
    },

    /**
     * The author takes their comment back: a thread's first comment with replies stays as
     * "comment deleted" (its text emptied); anything else is removed. The last reply of a thread
     * whose first comment was deleted takes that first comment with it.
     */
    async remove(user: UserRow, commentId: string): Promise<void> {
      const found = await comments.byId(commentId);
      if (!found || found.comment.state !== 'visible') throw new AppError('COMMENT_UNAVAILABLE');
      if (found.comment.authorId !== user.id) throw new AppError('FORBIDDEN', 'errors.notCommentAuthor');
      await database.transaction(async (tx) => {
        const comment = await comments.lock(commentId, 'update', tx);
        if (!comment || comment.state !== 'visible') throw new AppError('COMMENT_UNAVAILABLE');
        if (!comment.threadId && (await comments.hasReplies(comment.id, tx))) {
          await comments.markDeleted(comment.id, tx);
          return;
        }
        await comments.remove(comment.id, tx);
        if (!comment.threadId) return;
        // Locked first, so a reply being written under it is counted before the check.
        const first = await comments.lock(comment.threadId, 'update', tx);
        if (first?.state === 'deleted' && !(await comments.hasReplies(first.id, tx)))
          await comments.remove(first.id, tx);
      });
    },

    /** A member tells staff about a comment: not their own, once each. */
    async report(user: UserRow, commentId: string, body: CommentReportBody): Promise<void> {
      mayWrite(user);
      const { comment } = await liveComment(commentId);
      if (comment.authorId === user.id) throw new AppError('FORBIDDEN', 'errors.ownCommentReport');
      const note = body.note ? body.note : null;
      const reported = await comments.report({ commentId: comment.id, reporterId: user.id, reason: body.reason, note });
      if (!reported) throw new AppError('COMMENT_ALREADY_REPORTED');
    },

    /** Staff's list: reported comments (most reported, longest waiting first) or hidden ones. */
    async queue(query: {
      state: 'reported' | 'hidden';
      page: number;
    }): Promise<Omit<StaffCommentsResponse, 'success'>> {
      const { rows, total } = await comments.queue(query.state, query.page, STAFF_PAGE_SIZE);
      const reports = await comments.reportsOf(
        rows.map((row) => row.comment.id),
        query.state === 'reported',
      );
      const people = await peopleOf(rows.map((row) => row.comment));
      return {
        comments: rows.map((row) => presentStaffComment(row, reports.get(row.comment.id) ?? [], people)),
        pagination: pagination(query.page, STAFF_PAGE_SIZE, total),
      };
    },

    /**
     * Staff hide a visible comment with a reason: its open reports close and the audit log
     * records it, in one transaction. Of two staff deciding at once, one wins and the other gets 409.
     */
    async hide(staff: UserRow, commentId: string, reason: string): Promise<void> {
      const found = await comments.byId(commentId);
      if (!found || found.comment.state === 'deleted') throw new AppError('COMMENT_UNAVAILABLE');
      if (found.comment.state !== 'visible') throw new AppError('CONFLICT', 'errors.commentAlreadyDecided');
      const at = now();
      await database.transaction(async (tx) => {
        const hidden = await comments.hideIfVisible(commentId, reason, tx);
        if (!hidden) throw new AppError('CONFLICT', 'errors.commentAlreadyDecided');
        const closed = await comments.resolveReports(commentId, at, tx);
        await audit.insert(
          {
            actorId: staff.id,
            action: 'comment.hidden',
            targetType: 'comment',
            targetId: commentId,
            targetLabel: label(found),
            reason,
            details: { articleId: found.article.number, authorId: found.comment.authorId, reports: closed },
          },
          tx,
        );
      });
    },

    /** Staff keep the comment and close its open reports; 409 when there are none left to close. */
    async dismiss(staff: UserRow, commentId: string): Promise<void> {
      const found = await comments.byId(commentId);
      if (!found || found.comment.state === 'deleted') throw new AppError('COMMENT_UNAVAILABLE');
      await database.transaction(async (tx) => {
        const closed = await comments.resolveReports(commentId, now(), tx);
        if (closed === 0) throw new AppError('CONFLICT', 'errors.commentAlreadyDecided');
        await audit.insert(
          {
            actorId: staff.id,
            action: 'comment.reports-dismissed',
            targetType: 'comment',
            targetId: commentId,
            targetLabel: label(found),
            details: { articleId: found.article.number, authorId: found.comment.authorId, reports: closed },
          },
          tx,
        );
      });
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
