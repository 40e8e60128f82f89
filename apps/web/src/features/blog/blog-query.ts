import { BLOG_CATEGORIES, LIMITS, type BlogCategory } from '@ghorbari/contracts';
import { paths } from '../../config/paths.ts';

/** What the reader asked the blog for, kept in the address (?q=&category=) so a search can be shared. */
export interface BlogQuery {
  q: string;
  category: BlogCategory | '';
}

export const emptyBlogQuery: BlogQuery = { q: '', category: '' };

const isCategory = (value: string | null): value is BlogCategory =>
  (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');

/** The query from the address: unknown categories are dropped, the words trimmed and cut to the API's limit. */
export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const category = params.get('category');
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, LIMITS.blog.searchMaxLength);
  return { q, category: isCategory(category) ? category : '' };
}

export const hasBlogQuery = (query: BlogQuery) => query.q !== '' || query.category !== '';

/** Only what is set, as search parameters for the page's address and for the API. */
export function writeBlogParams(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  return params;
}

/** /Blog with the given search and category. */
export function blogHref(query: BlogQuery): string {
  const search = writeBlogParams(query).toString();
  return search ? `${paths.blog}?${search}` : paths.blog;
}
