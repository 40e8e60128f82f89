import { z } from 'zod';
import { ARTICLE_STATUSES, BLOG_CATEGORIES, COMMENT_REPORT_REASONS, COMMENT_STATES, LANGUAGES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { staffReasonSchema } from './fields.ts';
import { choice, page, pagedResponse, pagination } from './list-fields.ts';

/**
 * The blog over the API (issue 16, ADR 018). An article's public id is its number
 * (/BlogPostDetails/{number}); a comment's is its uuid.
 *
 * Public: GET /api/blog (list: spotlight, search, category, pages), GET /api/blog/:articleId
 * (the article, its twin and related articles), GET /api/blog/:articleId/comments (threads).
 * Member: POST /api/blog/:articleId/comments {body, replyTo?}, PUT /api/blog/comments/:commentId
 * {body}, DELETE /api/blog/comments/:commentId, POST /api/blog/comments/:commentId/report
 * {reason, note?}.
 * Staff: GET /api/admin/blog, GET /api/admin/blog/:articleId, POST /api/admin/blog (multipart:
 * "data" JSON + optional "cover"), PUT /api/admin/blog/:articleId (same; no cover keeps the old
 * one), POST /api/admin/blog/:articleId/status {status}, POST /api/admin/blog/preview
 * {bodyMarkdown}, POST /api/admin/blog/images (multipart "image" → {url} for the Markdown);
 * GET /api/admin/blog-comments?state, POST /api/admin/blog-comments/:commentId/hide {reason},
 * POST /api/admin/blog-comments/:commentId/dismiss.
 */

const B = LIMITS.blog;

export const articleIdSchema = z.coerce
  .number({ error: msg('errors.articleUnavailable') })
  .int({ error: msg('errors.articleUnavailable') })
  .min(1, { error: msg('errors.articleUnavailable') })
  .max(2_147_483_647, { error: msg('errors.articleUnavailable') });
export const commentIdSchema = z.uuid({ error: msg('errors.commentUnavailable') });

// ── Public list and article ───────────────────────────────────────────────────────────────
export const blogListQuerySchema = z.object({
  /** Words to find in the title, summary and body, in Bengali or English. */
  q: z
    .string()
    .trim()
    .max(B.searchMaxLength, { error: msg('validation.searchTooLong') })
    .optional(),
  category: choice(BLOG_CATEGORIES).optional(),
  /**
   * Only the articles written in this language (issue 31): the web asks for the reader's and
   * offers the other on request. Without it, both, the reader's language first.
   */
  language: choice(LANGUAGES).optional(),
  page,
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

const coverSchema = z.object({ card: z.string(), large: z.string(), alt: z.string() });

export const articleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  language: z.enum(LANGUAGES),
  tags: z.array(z.string()),
  cover: coverSchema.nullable(),
  authorName: z.string(),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  spotlight: z.boolean(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const blogListResponseSchema = z.object({
  success: z.literal(true),
  /**
   * The spotlight article of the language asked for (without one, the reader's, else the
   * other's), on page 1 of the plain list only.
   */
  spotlight: articleCardSchema.nullable(),
  /**
   * That language's articles (without one: the reader's language first, then the other); the
   * spotlight is not repeated here.
   */
  articles: z.array(articleCardSchema),
  pagination,
  /**
   * With `language`: how many published articles of the other language match the same words and
   * category (the "read more in English" offer); null without it.
   */
  otherLanguage: z.object({ language: z.enum(LANGUAGES), total: z.number().int() }).nullable(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const articleDetailSchema = articleCardSchema.extend({
  /** Sanitised HTML rendered from the Markdown when the article was saved. */
  bodyHtml: z.string(),
  updatedAt: z.string(),
  twin: z.object({ id: z.number().int(), title: z.string(), language: z.enum(LANGUAGES) }).nullable(),
  related: z.array(articleCardSchema),
  commentCount: z.number().int(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
export const articleResponseSchema = z.object({ success: z.literal(true), article: articleDetailSchema });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

// ── Comments ──────────────────────────────────────────────────────────────────────────────
const person = z.object({ id: z.string(), name: z.string(), proPic: z.string().nullable() });

export const commentSchema = z.object({
  id: z.string(),
  /** Empty when the comment is deleted or hidden. */
  body: z.string(),
  state: z.enum(COMMENT_STATES),
  /** Null once the author's account is gone. */
  author: person.nullable(),
  /** Whom a reply answers (the person of the comment replied to); null on a thread's first comment. */
  replyTo: z.object({ commentId: z.string().nullable(), name: z.string() }).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type BlogComment = z.infer<typeof commentSchema>;

export const commentThreadSchema = commentSchema.extend({
  /** Oldest first. */
  replies: z.array(commentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentsQuerySchema = z.object({ page });
export const commentsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest thread first. */
  threads: z.array(commentThreadSchema),
  /** Threads, not comments. */
  pagination,
  /** Every visible comment and reply of the article. */
  total: z.number().int(),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const commentTextSchema = z
  .string({ error: msg('validation.commentRequired') })
  .trim()
  .min(1, { error: msg('validation.commentRequired') })
  .max(B.commentMaxLength, { error: msg('validation.commentTooLong') });

export const commentBodySchema = z.object({
  body: commentTextSchema,
  /** The comment answered: a thread's first comment or one of its replies. */
  replyTo: commentIdSchema.optional(),
});
export type CommentBody = z.infer<typeof commentBodySchema>;
export const commentUpdateSchema = z.object({ body: commentTextSchema });

export const commentSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  comment: commentSchema,
  /** The thread the comment belongs to (its own id for a first comment). */
  threadId: z.string(),
});
export type CommentSavedResponse = z.infer<typeof commentSavedResponseSchema>;

export const commentReportBodySchema = z.object({
  reason: choice(COMMENT_REPORT_REASONS),
  note: z
    .string()
    .trim()
    .max(B.reportNoteMaxLength, { error: msg('validation.reasonTooLong') })
    .optional(),
});
export type CommentReportBody = z.infer<typeof commentReportBodySchema>;

// ── Staff: articles ───────────────────────────────────────────────────────────────────────
const tag = z
  .string()
  .trim()
  .min(1, { error: msg('validation.tagInvalid') })
  .max(B.tagMaxLength, { error: msg('validation.tagInvalid') });

/** The "data" field of the staff's multipart article form. */
export const articleBodySchema = z.object({
  title: z
    .string({ error: msg('validation.titleRequired') })
    .trim()
    .min(1, { error: msg('validation.titleRequired') })
    .max(B.titleMaxLength, { error: msg('validation.articleTitleTooLong') }),
  summary: z
    .string({ error: msg('validation.summaryRequired') })
    .trim()
    .min(1, { error: msg('validation.summaryRequired') })
    .max(B.summaryMaxLength, { error: msg('validation.summaryTooLong') }),
  bodyMarkdown: z
    .string({ error: msg('validation.articleBodyRequired') })
    .trim()
    .min(1, { error: msg('validation.articleBodyRequired') })
    .max(B.bodyMaxLength, { error: msg('validation.articleBodyTooLong') }),
  category: choice(BLOG_CATEGORIES),
  tags: z
    .array(tag)
    .max(B.maxTags, { error: msg('validation.tooManyTags') })
    .default([]),
  language: choice(LANGUAGES),
  authorName: z
    .string({ error: msg('validation.authorRequired') })
    .trim()
    .min(1, { error: msg('validation.authorRequired') })
    .max(B.authorNameMaxLength, { error: msg('validation.authorRequired') }),
  coverAlt: z
    .string()
    .trim()
    .max(B.coverAltMaxLength, { error: msg('validation.coverAltTooLong') })
    .default(''),
  /** The other-language twin's number, or null for none. It must be in the other language. */
  twinId: articleIdSchema.nullable().default(null),
  spotlight: z.boolean().default(false),
  /** True to drop the current cover without a new one. */
  removeCover: z.boolean().default(false),
});
export type ArticleBody = z.infer<typeof articleBodySchema>;

export const articleStatusBodySchema = z.object({ status: choice(['published', 'unpublished'] as const) });
export const articlePreviewBodySchema = articleBodySchema.pick({ bodyMarkdown: true });
export const articlePreviewResponseSchema = z.object({
  success: z.literal(true),
  html: z.string(),
  readingMinutes: z.number().int(),
});
export const blogImageResponseSchema = z.object({ success: z.literal(true), url: z.string() });

export const staffBlogQuerySchema = z.object({
  status: choice(ARTICLE_STATUSES).optional(),
  language: choice(LANGUAGES).optional(),
  q: z
    .string()
    .trim()
    .max(B.searchMaxLength, { error: msg('validation.searchTooLong') })
    .optional(),
  page,
});
export type StaffBlogQuery = z.infer<typeof staffBlogQuerySchema>;

export const staffArticleSchema = articleCardSchema.extend({
  status: z.enum(ARTICLE_STATUSES),
  /** Null while a draft has never been published. */
  publishedAt: z.string().nullable(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  twin: z.object({ id: z.number().int(), title: z.string(), language: z.enum(LANGUAGES) }).nullable(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;
export const staffBlogListResponseSchema = pagedResponse(
  'articles',
  staffArticleSchema.omit({ bodyMarkdown: true, bodyHtml: true }),
);
export type StaffBlogListResponse = z.infer<typeof staffBlogListResponseSchema>;
export const staffArticleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  article: staffArticleSchema,
});
export type StaffArticleResponse = z.infer<typeof staffArticleResponseSchema>;

// ── Staff: comments ───────────────────────────────────────────────────────────────────────
export const STAFF_COMMENT_STATES = ['reported', 'hidden'] as const;
export const staffCommentsQuerySchema = z.object({ state: choice(STAFF_COMMENT_STATES).default('reported'), page });

export const staffCommentSchema = commentSchema.extend({
  /** The text as written, even when hidden (staff see it; the public does not). */
  originalBody: z.string(),
  article: z.object({ id: z.number().int(), title: z.string() }),
  reports: z.array(
    z.object({
      reason: z.enum(COMMENT_REPORT_REASONS),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  hiddenReason: z.string().nullable(),
});
export type StaffComment = z.infer<typeof staffCommentSchema>;
export const staffCommentsResponseSchema = pagedResponse('comments', staffCommentSchema);
export type StaffCommentsResponse = z.infer<typeof staffCommentsResponseSchema>;
export const commentHideBodySchema = z.object({
  reason: staffReasonSchema,
});
