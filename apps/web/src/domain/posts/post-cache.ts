import type { QueryClient } from '@tanstack/react-query';
import { ME_KEY, meKeys, postKeys } from '../../lib/query-keys.ts';
import type { PostWithSaved } from './get-post.ts';

/**
 * What a change to one post does to the cache, so that every view of it (its page, the listings,
 * my properties, saved posts) shows the change. Inactive views are marked stale and load again
 * when next shown; views on screen load again at once.
 */

/** After a save or unsave: the post's page is updated in place (a fetch would count a view). */
export function setSavedId(queryClient: QueryClient, postId: string, savedId: string | null): Promise<void> {
  for (const queryKey of postKeys.copies(postId)) {
    queryClient.setQueriesData<PostWithSaved>({ queryKey }, (old) => (old ? { ...old, savedId } : old));
  }
  return queryClient.invalidateQueries({ queryKey: meKeys.savedPosts });
}

/**
 * Everything of the owner's: my properties, saved posts, their own copies of posts and the
 * profile, whose `counts` (listing, sell, rent, hidden) the dashboard shows.
 */
const refreshMine = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ME_KEY });

/** After a new post: it is pending, so only the owner's own views have it. */
export const refreshOwnPosts = refreshMine;

/** After an edit: the post goes back to review, so it leaves the listings and changes everywhere else. */
export async function refreshPost(queryClient: QueryClient, postId: string): Promise<void> {
  await Promise.all([
    ...postKeys.copies(postId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: postKeys.lists }),
    refreshMine(queryClient),
  ]);
}

/** After a delete: no copy of the post is kept; the lists that showed it load again. */
export async function forgetPost(queryClient: QueryClient, postId: string): Promise<void> {
  for (const queryKey of postKeys.copies(postId)) queryClient.removeQueries({ queryKey });
  await Promise.all([queryClient.invalidateQueries({ queryKey: postKeys.lists }), refreshMine(queryClient)]);
}
