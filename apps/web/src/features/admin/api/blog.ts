import type {
  ArticleBody,
  articlePreviewResponseSchema,
  blogImageResponseSchema,
  Language,
  StaffArticle,
  StaffArticleResponse,
  StaffBlogListResponse,
  StaffBlogQuery,
  StaffCommentsResponse,
  STAFF_COMMENT_STATES,
} from '@ghorbari/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { adminKeys, BLOG_KEY } from '../../../lib/query-keys.ts';
import { staffListQueryOptions } from './staff-list-query.ts';
import { postStaffAction, useStaffMutation } from './use-admin-mutation.ts';

/** The blog in the staff area (issue 16, ADR 018): articles support writes, and reported comments. */
export type StaffArticleRow = StaffBlogListResponse['articles'][number];
export type { StaffArticle };
export type ArticlePreview = z.infer<typeof articlePreviewResponseSchema>;
export type StaffCommentState = (typeof STAFF_COMMENT_STATES)[number];

export type StaffBlogFilters = Omit<StaffBlogQuery, 'page'> & { page: number };

// ── Articles ─────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/blog: every article (drafts and taken-down ones too), newest first. */
export const staffArticlesQueryOptions = (query: StaffBlogFilters) =>
  staffListQueryOptions<StaffBlogListResponse>(adminKeys.blogArticles(query), '/api/admin/blog', { ...query });

export const useStaffArticles = (query: StaffBlogFilters, enabled = true) =>
  useQuery({ ...staffArticlesQueryOptions(query), placeholderData: keepPreviousData, enabled });

/** GET /api/admin/blog/:articleId: one article with its Markdown, as its editor starts. */
export const staffArticleQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: adminKeys.blogArticle(articleId),
    queryFn: () => apiFetch<StaffArticleResponse>(`/api/admin/blog/${articleId}`).then((data) => data.article),
  });

export const useStaffArticle = (articleId: number) =>
  useQuery({ ...staffArticleQueryOptions(articleId), enabled: Number.isInteger(articleId) && articleId > 0 });

export interface ArticleSave {
  body: ArticleBody;
  /** A new cover (already made smaller); none keeps the old one unless `body.removeCover`. */
  cover: File | null;
}

const send = (path: string, method: 'POST' | 'PUT', { body, cover }: ArticleSave) =>
  apiUpload<StaffArticleResponse>(path, {
    method,
    fields: [['data', JSON.stringify(body)]],
    files: cover ? [{ field: 'cover', file: cover, filename: cover.name }] : [],
  });

/** POST /api/admin/blog (multipart "data" + "cover"): a new article, saved as a draft. */
export const createArticle = (save: ArticleSave) => send('/api/admin/blog', 'POST', save);

/** PUT /api/admin/blog/:articleId: the article's fields; no cover keeps the old one. */
export const updateArticle = ({ articleId, ...save }: ArticleSave & { articleId: number }) =>
  send(`/api/admin/blog/${articleId}`, 'PUT', save);

export type ArticleStatusChange = 'published' | 'unpublished';

/** POST /api/admin/blog/:articleId/status: publish (again) or take down. */
export const changeArticleStatus = ({ articleId, status }: { articleId: number; status: ArticleStatusChange }) =>
  apiPost<StaffArticleResponse>(`/api/admin/blog/${articleId}/status`, { status });

/** POST /api/admin/blog/preview: the Markdown as readers will see it, rendered and cleaned by the server. */
export const previewArticle = (bodyMarkdown: string) =>
  apiPost<ArticlePreview>('/api/admin/blog/preview', { bodyMarkdown });

/** POST /api/admin/blog/images (multipart "image"): a picture for the body; its address goes in the Markdown. */
export const uploadArticleImage = (image: File) =>
  apiUpload<z.infer<typeof blogImageResponseSchema>>('/api/admin/blog/images', {
    method: 'POST',
    fields: [],
    files: [{ field: 'image', file: image, filename: image.name }],
  });

/** An article changed: besides the staff area (lists, counts, audit log), every reader's copy of the blog. */
const blogStale = () => [BLOG_KEY];

export const useCreateArticle = () => useStaffMutation(createArticle, blogStale);
export const useUpdateArticle = () => useStaffMutation(updateArticle, blogStale);
export const useChangeArticleStatus = () => useStaffMutation(changeArticleStatus, blogStale, 'settled');

/** The other language's articles whose title matches, for linking an article's twin. */
export const useTwinChoices = (language: Language, q: string) =>
  useStaffArticles({ language, ...(q ? { q } : {}), page: 1 });

// ── Comments ─────────────────────────────────────────────────────────────────────────────────

export interface StaffCommentsQuery {
  state: StaffCommentState;
  page: number;
}

/** GET /api/admin/blog-comments: reported comments (oldest report first) or hidden ones. */
export const staffCommentsQueryOptions = (query: StaffCommentsQuery) =>
  staffListQueryOptions<StaffCommentsResponse>(adminKeys.blogComments(query), '/api/admin/blog-comments', { ...query });

export const useStaffComments = (query: StaffCommentsQuery) =>
  useQuery({ ...staffCommentsQueryOptions(query), placeholderData: keepPreviousData });

/** How many reported comments wait, for the navigation's badge; refreshed every minute. */
export function useReportedCommentCount(): number | null {
  const reported = useQuery({
    ...staffCommentsQueryOptions({ state: 'reported', page: 1 }),
    refetchInterval: 60_000,
  });
  return reported.data?.pagination.total ?? null;
}

type CommentDecision = { commentId: string } & ({ action: 'hide'; reason: string } | { action: 'dismiss' });

const decide = (decision: CommentDecision) =>
  postStaffAction(
    'blog-comments',
    decision.commentId,
    decision.action,
    decision.action === 'hide' ? { reason: decision.reason } : {},
  );

/**
 * Hide a comment or keep it (dismiss its reports). Either way the queue, the counts and the
 * audit log change, and a hidden comment leaves every reader's copy of the comments.
 */
export const useCommentDecision = () => useStaffMutation(decide, blogStale, 'settled');
