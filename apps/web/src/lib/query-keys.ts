/**
 * Every TanStack Query key of the web app, in one place (CONVENTIONS §10), so that a change
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
  users: (query: object) => [...ADMIN_KEY, 'users', query] as const,
  user: (userId: string) => [...ADMIN_KEY, 'user', userId] as const,
  audit: (query: object) => [...ADMIN_KEY, 'audit', query] as const,
};
