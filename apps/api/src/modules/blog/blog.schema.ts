import type { ArticleStatus, BlogCategory, CommentReportReason, CommentState, Language } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, createdAt, timestamps, belongsTo } from '../../db/columns.ts';

/**
 * The blog's tables (issue 16, ADR 018): articles, their comments and the reports of comments.
 */

/**
 * A blog article, written by staff in Markdown. The HTML is rendered and sanitised when the
 * article is saved and stored (`bodyHtml`), so a reader never runs author-supplied markup.
 * Its public id is `number` (/BlogPostDetails/{number}). An article may name its other-language
 * twin; the link is kept on both sides. At most one spotlight article per language.
 */
export const articles = pgTable(
  'articles',
  {
    id: rowId(),
    number: serial('number').notNull().unique(),
    language: text('language').$type<Language>().notNull(),
    twinId: uuid('twin_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** Relative paths of the cover's card (640 wide) and large (1280 wide) WebP files, EXIF removed. */
    coverCard: text('cover_card'),
    coverLarge: text('cover_large'),
    coverAlt: text('cover_alt').notNull().default(''),
    category: text('category').$type<BlogCategory>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text('author_name').notNull(),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    spotlight: boolean('spotlight').notNull().default(false),
    readingMinutes: integer('reading_minutes').notNull(),
    /**
     * Title, summary, tags and the body's plain text in one folded form (lower case, Bengali
     * digits and look-alike letters folded, see `bengali-case`), for search in both languages.
     */
    searchText: text('search_text').notNull(),
    /**
     * The same words as Banglish keys, with the keys of their Bengali stems and the tokens of
     * their meanings (`modules/search`: "agrim", "advance" and অগ্রিম meet), as " k1 k2 … ".
     */
    searchRoman: text('search_roman').notNull().default(''),
    /** The title's words alone, as `searchRoman` holds them: title matches rank first. */
    searchTitleRoman: text('search_title_roman').notNull().default(''),
    /** The build of the three search columns (`ARTICLE_SEARCH_VERSION`): older rows are rebuilt before a search. */
    searchVersion: integer('search_version').notNull().default(0),
    /** Set when first published; kept when taken down and published again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('articles_status_check', sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check('articles_language_check', sql`${t.language} in ('bn', 'en')`),
    check(
      'articles_category_check',
      sql`${t.category} in ('buying', 'selling', 'renting', 'land-documents', 'group-building', 'interior', 'news')`,
    ),
    check('articles_published_at_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    uniqueIndex('articles_one_spotlight_idx')
      .on(t.language)
      .where(sql`${t.spotlight}`),
    index('articles_listing_idx').on(t.status, t.publishedAt),
  ],
);

/**
 * A comment on an article, or a reply. Replies go one level deep: `threadId` is the thread's
 * first comment (null on that comment itself); `replyToId` and `replyToUserId` say whom a reply
 * answers, kept when that comment goes. An author's deleted comment with replies stays as
 * "comment deleted" (state 'deleted', body emptied); staff hide with a reason (state 'hidden',
 * body kept for staff).
 */
export const articleComments = pgTable(
  'article_comments',
  {
    id: rowId(),
    articleId: belongsTo('article_id', () => articles.id),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    threadId: uuid('thread_id').references((): AnyPgColumn => articleComments.id, { onDelete: 'cascade' }),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => articleComments.id, { onDelete: 'set null' }),
    replyToUserId: uuid('reply_to_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    state: text('state').$type<CommentState>().notNull().default('visible'),
    hiddenReason: text('hidden_reason'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('article_comments_state_check', sql`${t.state} in ('visible', 'deleted', 'hidden')`),
    index('article_comments_threads_idx').on(t.articleId, t.threadId, t.createdAt),
    index('article_comments_thread_replies_idx').on(t.threadId, t.createdAt),
    index('article_comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * A member's report of a comment, waiting for staff until they hide the comment or dismiss the
 * reports (`resolvedAt`). One report per member and comment.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: rowId(),
    commentId: belongsTo('comment_id', () => articleComments.id),
    reporterId: belongsTo('reporter_id', () => users.id),
    reason: text('reason').$type<CommentReportReason>().notNull(),
    note: text('note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('comment_reports_once_per_member').on(t.commentId, t.reporterId),
    check(
      'comment_reports_reason_check',
      sql`${t.reason} in ('spam', 'abusive', 'false-information', 'personal-information', 'other')`,
    ),
    index('comment_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
