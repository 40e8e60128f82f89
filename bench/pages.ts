import { href, paths } from '../apps/web/src/config/paths.ts';

/**
 * The pages of the demo app the bench measures, found as a first visitor finds them: the
 * listings' and directories' first entries, the blog's spotlight (issue 16).
 */
export const LISTING_API = '/api/posts?type=sell&page=1&limit=12';
export const RENT_LISTING_API = '/api/posts?type=rent&page=1&limit=12';
export const FIRMS_API = '/api/interior?page=1&limit=12';
export const BLOG_API = '/api/blog?page=1';
/** Words a renter in Dhaka types, which find rent posts in the demo seed (the search page and the home search box). */
export const SEARCH_WORDS = 'mirpur family flat';

export interface PublicPage {
  /** What the page is, as printed. */
  name: string;
  path: string;
  /** The name of the route's own chunk (its module's file name without .tsx), as the build names it. */
  chunk: string;
}

export interface DemoPages {
  /** An approved sell post with a photo, as the sell listing shows it first. */
  sellDetails: string;
  /** That post's PostID, for its details API. */
  sellPostId: string;
  /** The same for rent (issue 30: the page a renter opens from a shared link). */
  rentDetails: string;
  /** The design firm the directory shows first (best rated). */
  firmDetails: string;
  /** The blog's spotlight article, as /Blog shows it first. */
  article: string;
  /** The search page with words that find something. */
  search: string;
  /** The public pages whose start-up cost, first taps and Lighthouse scores issue 30 budgets. */
  publicPages: PublicPage[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function firstPostWithPhoto(baseUrl: string, api: string, type: string): Promise<string> {
  const listing = await getJson<{ posts: { PostID: string; firstImageUrl: string | null }[] }>(`${baseUrl}${api}`);
  const post = listing.posts.find((candidate) => candidate.firstImageUrl !== null);
  if (!post) throw new Error(`The demo seed gave no approved ${type} post with a photo.`);
  return post.PostID;
}

export async function findDemoPages(baseUrl: string): Promise<DemoPages> {
  const sellPostId = await firstPostWithPhoto(baseUrl, LISTING_API, 'sell');
  const sellDetails = href.buySellDetails(sellPostId);
  const rentDetails = href.rentDetails(await firstPostWithPhoto(baseUrl, RENT_LISTING_API, 'rent'));
  const firms = await getJson<{ firms: { PostID: string }[] }>(`${baseUrl}${FIRMS_API}`);
  const firm = firms.firms[0];
  if (!firm) throw new Error('The demo seed gave no listed design firm.');
  const blog = await getJson<{ spotlight: { id: number } | null }>(`${baseUrl}${BLOG_API}`);
  if (!blog.spotlight) throw new Error('The demo seed gave no spotlight article.');
  const article = href.blogPostDetails(String(blog.spotlight.id));
  // The address the home search box opens (type and words, as post-search-query's codec writes them).
  const search = href.propertySearch({ type: 'rent', q: SEARCH_WORDS });
  return {
    sellDetails,
    sellPostId,
    rentDetails,
    firmDetails: href.interiorDetails(firm.PostID),
    article,
    search,
    publicPages: [
      { name: 'home', path: paths.home, chunk: 'home-page' },
      { name: 'sell listing', path: paths.buySell, chunk: 'listing-page' },
      { name: 'rent details', path: rentDetails, chunk: 'post-details-page' },
      { name: 'firm directory', path: paths.interior, chunk: 'interior-page' },
      { name: 'blog article', path: article, chunk: 'article-page' },
      { name: 'search', path: search, chunk: 'search-page' },
    ],
  };
}
