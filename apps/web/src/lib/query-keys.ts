/**
 * Every TanStack Query key of the web app, in one place (docs/conventions.md §10), so that a change
 * refreshes every view that shows what changed.
 *
 * What belongs to the signed-in user starts with ME_KEY: signing in or out drops it all at once.
 * That includes a post as a signed-in reader sees it (whether they saved it; their own pending
 * post). What any visitor may see starts with its own root.
 */
export const ME_KEY = ['me'] as const;
export const POSTS_KEY = ['posts'] as const;
export const ADMIN_KEY = ['admin'] as const;

export const meKeys = {
  profile: [...ME_KEY, 'profile'] as const,
  settings: [...ME_KEY, 'settings'] as const,
  /** My properties: the owner's posts, grouped. */
  userPosts: [...ME_KEY, 'user-posts'] as const,
  savedPosts: [...ME_KEY, 'saved-posts'] as const,
  savedPostsPage: (page: number, limit: number) => [...ME_KEY, 'saved-posts', page, limit] as const,
  /** My saved searches (issue 17), and the name suggested for a search about to be saved. */
  savedSearches: [...ME_KEY, 'saved-searches'] as const,
  savedSearchSuggestion: (query: string) => [...ME_KEY, 'saved-searches', 'suggestion', query] as const,
  /** The firms I run (issue 14), and the review codes each has issued. */
  myFirms: [...ME_KEY, 'my-firms'] as const,
  reviewCodes: (firmId: string) => [...ME_KEY, 'my-firms', firmId, 'codes'] as const,
  /** Clients' requests for a review code to a firm I run (issue 64). */
  codeRequests: (firmId: string) => [...ME_KEY, 'my-firms', firmId, 'code-requests'] as const,
  /** My own request to a firm for a review code (issue 64): its page says where it stands. */
  myCodeRequest: (firmId: string) => [...ME_KEY, 'code-request', firmId] as const,
  /** My reviews (GET /api/profile/getUserPostsReview). */
  reviews: [...ME_KEY, 'reviews'] as const,
  /** My interest in group building (issue 15, GET /api/profile/my-interests). */
  myInterests: [...ME_KEY, 'my-interests'] as const,
  /** The land documents of one of my posts (issue 18). */
  postDocuments: (postId: string) => [...ME_KEY, 'post-documents', postId] as const,
};

/** A firm's approved reviews (public): a change to a review refreshes every firm's lists. */
export const REVIEWS_KEY = ['reviews'] as const;
export const reviewKeys = {
  firm: (firmId: string) => [...REVIEWS_KEY, firmId] as const,
  page: (firmId: string, page: number) => [...REVIEWS_KEY, firmId, 'all', page] as const,
  photos: (firmId: string) => [...REVIEWS_KEY, firmId, 'photos'] as const,
};

/** The comments under a blog article (issue 16): public, the same list for every reader. */
export const COMMENTS_KEY = ['blog-comments'] as const;
export const commentKeys = {
  article: (articleId: number) => [...COMMENTS_KEY, articleId] as const,
};

export const postKeys = {
  /** Every page of every listing (sell and rent). */
  lists: [...POSTS_KEY, 'list'] as const,
  list: (type: 'sell' | 'rent', filters: object, page: number) => [...POSTS_KEY, 'list', type, filters, page] as const,
  /** GET /api/posts/:id as this reader sees it: a visitor's copy is public, a member's is under "me". */
  detail: (postId: string, viewer: string | null) =>
    viewer === null ? ([...POSTS_KEY, 'detail', postId] as const) : ([...ME_KEY, 'post', postId, viewer] as const),
  /** Prefixes matching every cached copy of one post, whoever read it. */
  copies: (postId: string) => [[...POSTS_KEY, 'detail', postId] as const, [...ME_KEY, 'post', postId] as const],
};

export const INTERIOR_KEY = ['interior'] as const;

/** The design-firm directory (issue 14): public lists, and a firm's page as each reader sees it. */
export const interiorKeys = {
  lists: [...INTERIOR_KEY, 'list'] as const,
  list: (query: object) => [...INTERIOR_KEY, 'list', query] as const,
  /**
   * GET /api/interior/:id. A member's copy sits beside members' copies of posts (firms are the
   * "interior" saved-post type), so saving or unsaving it updates it in place (domain/posts/post-cache.ts).
   */
  firm: (firmId: string, viewer: string | null) =>
    viewer === null ? ([...INTERIOR_KEY, 'firm', firmId] as const) : postKeys.detail(firmId, viewer),
};

export const GROUP_KEY = ['group'] as const;

/** Group-wise building offers (issue 15): public lists, and an offer's page as each reader sees it. */
export const groupKeys = {
  lists: [...GROUP_KEY, 'list'] as const,
  list: (query: object) => [...GROUP_KEY, 'list', query] as const,
  /** GET /api/group-offers/:id. A member's copy sits with members' copies of posts, so saving updates it in place. */
  offer: (offerId: string, viewer: string | null) =>
    viewer === null ? ([...GROUP_KEY, 'offer', offerId] as const) : postKeys.detail(offerId, viewer),
};

export const BLOG_KEY = ['blog'] as const;

/**
 * The blog (issue 16): the list by search, category and reader's language (which comes first),
 * and an article with its related ones. Staff saving an article refreshes everything under BLOG_KEY.
 */
export const blogKeys = {
  lists: [...BLOG_KEY, 'list'] as const,
  list: (query: object, language: string) => [...BLOG_KEY, 'list', query, language] as const,
  article: (articleId: string, language: string) => [...BLOG_KEY, 'article', articleId, language] as const,
};

export const userKeys = {
  publicProfile: (userId: string) => ['users', userId] as const,
};

export const locationKeys = {
  districts: (divisionId: string) => ['locations', 'districts', divisionId] as const,
  subDistricts: (districtId: string) => ['locations', 'sub-districts', districtId] as const,
  neighbourhoods: (subDistrictId: string) => ['locations', 'neighbourhoods', subDistrictId] as const,
};

/**
 * The staff area. Every admin action can change the queue, the counts, a post, an account and
 * the audit log at once, so a staff mutation simply invalidates everything under ADMIN_KEY.
 */
export const adminKeys = {
  stats: () => [...ADMIN_KEY, 'stats'] as const,
  queue: (query: object) => [...ADMIN_KEY, 'queue', query] as const,
  post: (postId: string) => [...ADMIN_KEY, 'post', postId] as const,
  /** A post's land documents, for support to check (issue 18). */
  postDocuments: (postId: string) => [...ADMIN_KEY, 'post', postId, 'documents'] as const,
  users: (query: object) => [...ADMIN_KEY, 'users', query] as const,
  user: (userId: string) => [...ADMIN_KEY, 'user', userId] as const,
  audit: (query: object) => [...ADMIN_KEY, 'audit', query] as const,
  /** Firm applications and reviews waiting for (or past) a decision, by status and page (issue 14). */
  firms: (query: object) => [...ADMIN_KEY, 'firms', query] as const,
  reviews: (query: object) => [...ADMIN_KEY, 'reviews', query] as const,
  /** Group-building offers by status and page, one offer for its edit form, and the leads (issue 15). */
  groupOffers: (query: object) => [...ADMIN_KEY, 'group-offers', query] as const,
  groupOffer: (offerId: string) => [...ADMIN_KEY, 'group-offer', offerId] as const,
  leads: (query: object) => [...ADMIN_KEY, 'leads', query] as const,
  /** The blog's articles by status, language, search and page; one for its editor; reported comments (issue 16). */
  blogArticles: (query: object) => [...ADMIN_KEY, 'blog', query] as const,
  blogArticle: (articleId: number) => [...ADMIN_KEY, 'blog-article', articleId] as const,
  blogComments: (query: object) => [...ADMIN_KEY, 'blog-comments', query] as const,
  /** Listings with open reports, by page (issue 18). */
  reports: (query: object) => [...ADMIN_KEY, 'reports', query] as const,
};

/** Area prices and similar homes (issue 19): public, the same for every reader. */
export const MARKET_KEY = ['market'] as const;
export const marketKeys = {
  areaPrice: (postId: string) => [...MARKET_KEY, 'area-price', postId] as const,
  /** What a home like a sell post rents for in its area (issue 44, rent or buy). */
  rentOrBuy: (postId: string) => [...MARKET_KEY, 'rent-or-buy', postId] as const,
  similar: (postId: string) => [...MARKET_KEY, 'similar', postId] as const,
  district: (district: string, propertyType: string) => [...MARKET_KEY, 'district', district, propertyType] as const,
};

/** Whether a mailed reset link still works (issue 62): asked once as its page opens. */
export const authKeys = {
  resetLink: (resetToken: string) => ['auth', 'reset-link', resetToken] as const,
};
