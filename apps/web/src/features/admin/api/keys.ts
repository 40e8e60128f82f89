/**
 * Query keys of the staff area. Every admin action can change the queue, the counts, a post, an
 * account and the audit log at once, so a mutation simply invalidates everything under ADMIN_KEY.
 */
export const ADMIN_KEY = ['admin'] as const;

export const adminKeys = {
  stats: () => [...ADMIN_KEY, 'stats'] as const,
  queue: (query: object) => [...ADMIN_KEY, 'queue', query] as const,
  post: (postId: string) => [...ADMIN_KEY, 'post', postId] as const,
  users: (query: object) => [...ADMIN_KEY, 'users', query] as const,
  user: (userId: string) => [...ADMIN_KEY, 'user', userId] as const,
  audit: (query: object) => [...ADMIN_KEY, 'audit', query] as const,
};

/** "?a=1&b=2" from the parameters that have a value. */
export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
