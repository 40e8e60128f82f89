import { paths } from '../../config/paths.ts';
import type { StaffBlogFilters, StaffCommentState } from './api/blog.ts';
import { queryString } from './api/query-string.ts';

/** /admin/blog with the list's status, language, search and page in the address (page 1 left out). */
export const adminBlogHref = (query: Partial<StaffBlogFilters> = {}) =>
  `${paths.adminBlog}${queryString({
    status: query.status,
    language: query.language,
    q: query.q,
    page: query.page === 1 ? undefined : query.page,
  })}`;

/** /admin/blog-comments by state ('reported' is the default) and page. */
export const adminBlogCommentsHref = (query: { state?: StaffCommentState; page?: number } = {}) =>
  `${paths.adminBlogComments}${queryString({
    state: query.state === 'reported' ? undefined : query.state,
    page: query.page === 1 ? undefined : query.page,
  })}`;
