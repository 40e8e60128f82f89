import type { CommentReportReason } from '@ghorbari/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articleComments, articles, commentReports } from './blog.schema.ts';

export type CommentRow = typeof articleComments.$inferSelect;
export type NewComment = typeof articleComments.$inferInsert;
export type CommentReportRow = typeof commentReports.$inferSelect;

/** The article a comment is on, as the comments module needs it (read in the same query). */
export interface CommentArticle {
  id: string;
  number: number;
  title: string;
  status: string;
}
export interface CommentWithArticle {
  comment: CommentRow;
  article: CommentArticle;
}

/** A comment in the staff queue, with its open reports counted. */
export interface QueuedComment extends CommentWithArticle {
  openReports: number;
}

const articleColumns = {
  id: articles.id,
  number: articles.number,
  title: articles.title,
  status: articles.status,
};
const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/**
 * Blog comments and their reports (issue 16): the only place that touches `article_comments` and
 * `comment_reports` (ADR 009). It reads an article's number, title and status beside a comment
 * (one join, never a write) so a comment's page, link and audit label need no second lookup.
 * A method that may be part of a caller's transaction takes it as `tx`.
 */
export function createCommentsRepository(db: Executor) {
  /** A thread's first comment stays listed while it is visible or has replies (ADR 018). */
  const listedThread = sql`(${articleComments.state} = 'visible' or exists (
    select 1 from article_comments as reply where reply.thread_id = ${articleComments.id}))`;

  return {
    /** Visible comments and replies of each article, by article id (articles without any are left out). */
    async visibleCounts(articleIds: string[]): Promise<Map<string, number>> {
      if (articleIds.length === 0) return new Map();
      const rows = await db
        .select({ articleId: articleComments.articleId, n: count() })
        .from(articleComments)
        .where(and(inArray(articleComments.articleId, articleIds), eq(articleComments.state, 'visible')))
        .groupBy(articleComments.articleId);
      return new Map(rows.map((row) => [row.articleId, row.n]));
    },

    async insert(values: NewComment, tx: Executor = db): Promise<CommentRow> {
      const [row] = await tx.insert(articleComments).values(values).returning();
      if (!row) throw new Error('comment not inserted');
      return row;
    },

    /** The comment and its article, or null. */
    async byId(id: string, tx: Executor = db): Promise<CommentWithArticle | null> {
      const [row] = await tx
        .select({ comment: articleComments, article: articleColumns })
        .from(articleComments)
        .innerJoin(articles, eq(articles.id, articleComments.articleId))
        .where(eq(articleComments.id, id));
      return row ?? null;
    },

    /**
     * The comment, locked until the caller's transaction ends: `share` while a reply is written
     * under it (it cannot be deleted meanwhile), `update` while its author deletes it (a reply
     * arriving meanwhile waits and then sees it gone or marked deleted).
     */
    async lock(id: string, mode: 'share' | 'update', tx: Executor): Promise<CommentRow | null> {
      const [row] = await tx.select().from(articleComments).where(eq(articleComments.id, id)).for(mode);
      return row ?? null;
    },

    async hasReplies(threadId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: articleComments.id })
        .from(articleComments)
        .where(eq(articleComments.threadId, threadId))
        .limit(1);
      return row !== undefined;
    },

    /** The threads of an article, newest first: a page of first comments and how many there are. */
    async threads(articleId: string, page: number, limit: number): Promise<{ rows: CommentRow[]; total: number }> {
      const where = and(eq(articleComments.articleId, articleId), isNull(articleComments.threadId), listedThread);
      const [total] = await db.select({ n: count() }).from(articleComments).where(where);
      const rows = await db
        .select()
        .from(articleComments)
        .where(where)
        .orderBy(desc(articleComments.createdAt), desc(articleComments.id))
        .limit(limit)
        .offset(pageOf(page, limit).offset);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every reply of these threads, oldest first. */
    async repliesOf(threadIds: string[]): Promise<CommentRow[]> {
      if (threadIds.length === 0) return [];
      return db
        .select()
        .from(articleComments)
        .where(inArray(articleComments.threadId, threadIds))
        .orderBy(asc(articleComments.createdAt), asc(articleComments.id));
    },

    /**
     * A new text by the comment's author, only while it is visible and theirs: one guarded UPDATE,
     * so an edit racing a staff hide or the author's own delete changes nothing.
     */
    async edit(id: string, authorId: string, body: string, at: Date): Promise<CommentRow | null> {
      const [row] = await db
        .update(articleComments)
        .set({ body, editedAt: at, updatedAt: at })
        .where(
          and(eq(articleComments.id, id), eq(articleComments.authorId, authorId), eq(articleComments.state, 'visible')),
        )
        .returning();
      return row ?? null;
    },

    /** Keeps a thread's first comment as "comment deleted": its text goes, its replies stay. */
    async markDeleted(id: string, tx: Executor): Promise<void> {
      await tx
        .update(articleComments)
        .set({ state: 'deleted', body: '', updatedAt: sql`now()` })
        .where(eq(articleComments.id, id));
    },

    async remove(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(articleComments).where(eq(articleComments.id, id));
    },

    /** One report per member and comment: false when this member has reported it already (even at the same moment). */
    async report(
      entry: { commentId: string; reporterId: string; reason: CommentReportReason; note: string | null },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(commentReports)
        .values(entry)
        .onConflictDoNothing({ target: [commentReports.commentId, commentReports.reporterId] })
        .returning({ id: commentReports.id });
      return rows.length > 0;
    },

    /**
     * Hides a visible comment with staff's reason: one guarded UPDATE, so of two staff deciding at
     * once only one gets the row back.
     */
    async hideIfVisible(id: string, reason: string, tx: Executor): Promise<CommentRow | null> {
      const [row] = await tx
        .update(articleComments)
        .set({ state: 'hidden', hiddenReason: reason, updatedAt: sql`now()` })
        .where(and(eq(articleComments.id, id), eq(articleComments.state, 'visible')))
        .returning();
      return row ?? null;
    },

    /** Closes the comment's open reports; how many were open (0 when another decision closed them first). */
    async resolveReports(commentId: string, at: Date, tx: Executor): Promise<number> {
      const rows = await tx
        .update(commentReports)
        .set({ resolvedAt: at })
        .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.resolvedAt)))
        .returning({ id: commentReports.id });
      return rows.length;
    },

    /**
     * The staff queue: visible comments with open reports, the most reported first and then the
     * longest waiting; or hidden comments, the most recently hidden first.
     */
    async queue(
      state: 'reported' | 'hidden',
      page: number,
      limit: number,
    ): Promise<{ rows: QueuedComment[]; total: number }> {
      const open = sql`${commentReports.commentId} = ${articleComments.id} and ${commentReports.resolvedAt} is null`;
      const openReports = sql<number>`(select count(*) from ${commentReports} where ${open})`.mapWith(Number);
      const firstOpen = sql`(select min(${commentReports.createdAt}) from ${commentReports} where ${open})`;
      const where =
        state === 'reported'
          ? and(eq(articleComments.state, 'visible'), sql`exists (select 1 from ${commentReports} where ${open})`)
          : eq(articleComments.state, 'hidden');
      const order =
        state === 'reported'
          ? [desc(openReports), asc(firstOpen), asc(articleComments.id)]
          : [desc(articleComments.updatedAt), desc(articleComments.id)];
      const [total] = await db.select({ n: count() }).from(articleComments).where(where);
      const rows = await db
        .select({ comment: articleComments, article: articleColumns, openReports })
        .from(articleComments)
        .innerJoin(articles, eq(articles.id, articleComments.articleId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(pageOf(page, limit).offset);
      return { rows, total: total?.n ?? 0 };
    },

    /** Reports of these comments, oldest first: only the open ones, or all of them. */
    async reportsOf(commentIds: string[], onlyOpen: boolean): Promise<Map<string, CommentReportRow[]>> {
      const byComment = new Map<string, CommentReportRow[]>();
      if (commentIds.length === 0) return byComment;
      const rows = await db
        .select()
        .from(commentReports)
        .where(
          and(inArray(commentReports.commentId, commentIds), onlyOpen ? isNull(commentReports.resolvedAt) : undefined),
        )
        .orderBy(asc(commentReports.createdAt), asc(commentReports.id));
      for (const row of rows) byComment.set(row.commentId, [...(byComment.get(row.commentId) ?? []), row]);
      return byComment;
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
