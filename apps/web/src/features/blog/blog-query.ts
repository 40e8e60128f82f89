import { BLOG_CATEGORIES, isLanguage, LIMITS, type BlogCategory, type Language } from '@ghorbari/contracts';
import { paths } from '../../config/paths.ts';

/** What the reader asked the blog for, kept in the address (?q=&category=&language=) so a search can be shared. */
export interface BlogQuery {
  q: string;
  category: BlogCategory | '';
  /** The articles written in this language (issue 31); '' for the reader's own. */
  language: Language | '';
}

export const emptyBlogQuery: BlogQuery = { q: '', category: '', language: '' };

const isCategory = (value: string | null): value is BlogCategory =>
  (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * The query from the address: unknown categories and languages are dropped, the words trimmed and
 * cut to the API's limit. The reader's own language is the default, so it is not kept.
 */
export function readBlogQuery(params: URLSearchParams, reader: Language): BlogQuery {
  const category = params.get('category');
  const language = params.get('language');
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, LIMITS.blog.searchMaxLength);
  return {
    q,
    category: isCategory(category) ? category : '',
    language: isLanguage(language) && language !== reader ? language : '',
  };
}

/** The language whose articles the list shows: the one asked for, else the reader's. */
export const listedLanguage = (query: BlogQuery, reader: Language): Language => query.language || reader;

export const hasBlogQuery = (query: BlogQuery) => query.q !== '' || query.category !== '';

/** Only what is set, as search parameters for the page's address and for the API. */
export function writeBlogParams(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.language) params.set('language', query.language);
  return params;
}

/** /Blog with the given search and category. */
export function blogHref(query: BlogQuery): string {
  const search = writeBlogParams(query).toString();
  return search ? `${paths.blog}?${search}` : paths.blog;
}
