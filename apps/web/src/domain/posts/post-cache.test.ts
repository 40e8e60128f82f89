import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meKeys, postKeys } from '../../lib/query-keys.ts';
import { forgetPost, refreshPost, setSavedId } from './post-cache.ts';

/** Every view of a post that a change must reach, and one of another post that it must not. */
const views = {
  visitorsPage: postKeys.detail('S-1001', null),
  membersPage: postKeys.detail('S-1001', 'user-1'),
  listing: postKeys.list('sell', {}, 1),
  myProperties: meKeys.userPosts,
  savedPosts: meKeys.savedPostsPage(1, 10),
  profileCounts: meKeys.profile,
  otherPost: postKeys.detail('S-1002', 'user-1'),
} satisfies Record<string, QueryKey>;

function cacheWithEveryView() {
  const queryClient = new QueryClient();
  for (const key of Object.values(views)) queryClient.setQueryData(key, { post: {}, savedId: null });
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  Object.entries(views)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

describe('post cache', () => {
  it('refreshes every view of an edited post, and only of that post', async () => {
    const queryClient = cacheWithEveryView();
    await refreshPost(queryClient, 'S-1001');
    expect(invalidated(queryClient)).toEqual([
      'visitorsPage',
      'membersPage',
      'listing',
      'myProperties',
      'savedPosts',
      'profileCounts',
      // "me" as a whole is refreshed: the owner's own copies of posts are part of it.
      'otherPost',
    ]);
  });

  it('forgets a deleted post and refreshes the lists that showed it', async () => {
    const queryClient = cacheWithEveryView();
    await forgetPost(queryClient, 'S-1001');
    expect(queryClient.getQueryData(views.visitorsPage)).toBeUndefined();
    expect(queryClient.getQueryData(views.membersPage)).toBeUndefined();
    expect(invalidated(queryClient)).toEqual(['listing', 'myProperties', 'savedPosts', 'profileCounts', 'otherPost']);
  });

  it('shows a save on the post page in place and reloads the saved list', async () => {
    const queryClient = cacheWithEveryView();
    await setSavedId(queryClient, 'S-1001', 'saved-9');
    expect(queryClient.getQueryData(views.membersPage)).toEqual({ post: {}, savedId: 'saved-9' });
    expect(queryClient.getQueryData(views.otherPost)).toEqual({ post: {}, savedId: null });
    // The post page is not fetched again: a fetch would count another view.
    expect(invalidated(queryClient)).toEqual(['savedPosts']);
  });
});
