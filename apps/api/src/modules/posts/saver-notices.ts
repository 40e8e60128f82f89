import { siteHref } from '@ghorbari/contracts';
import type { PostsDeps } from './posts.service.ts';
import type { UserRow } from '../accounts/users.types.ts';

export interface SaverNoticesDeps {
  users: { byId(id: string): Promise<UserRow | undefined> };
  /** The notifications module's notifier: an in-app notice and a mail, in the member's language. */
  tell: (
    user: UserRow,
    key: 'savedPostRented' | 'savedPostSold',
    values: { title: string; postId: string },
    link: string,
  ) => Promise<void>;
}

/**
 * Tells each member who saved a post that it was rented or sold (the posts service's `tellSavers`),
 * one after the other; a member whose account is gone is passed over.
 */
export function createSaverNotices({ users, tell }: SaverNoticesDeps): NonNullable<PostsDeps['tellSavers']> {
  return async (userIds, post) => {
    const key = post.type === 'rent' ? 'savedPostRented' : 'savedPostSold';
    for (const userId of userIds) {
      const saver = await users.byId(userId);
      if (saver)
        await tell(
          saver,
          key,
          { title: post.title, postId: post.postId },
          siteHref.postDetails(post.type, post.postId),
        );
    }
  };
}
