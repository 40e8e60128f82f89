import { phoneSearchDigits, typedPostId } from '@ghorbari/contracts';
import type { AccountMatch, UsersRepository } from '../accounts/users.types.ts';
import { parsePostId } from '../posts/posts.presenters.ts';
import type { PostsRepository, QueueSearch } from '../posts/posts.types.ts';

/**
 * What support types into a search box, read once for both staff searches (issue 41, ADR 053):
 * a post id as shown on the site ("S-1001", any case, Bengali digits), else a phone number as
 * people say it (01…, +880…, Bengali digits, spaces; a part of one will do), else text.
 */
export type StaffSearchText =
  { post: { type: 'sell' | 'rent'; number: number } } | { phone: string } | { text: string };

export function readStaffSearch(q: string): StaffSearchText {
  const id = typedPostId(q);
  const post = id ? parsePostId(id) : undefined;
  if (post) return { post };
  const phone = phoneSearchDigits(q);
  return phone ? { phone } : { text: q.trim() };
}

/**
 * How many accounts a number found on posts (or proven) may add to a search: a few digits
 * match many posts, and a staff search shows a page of accounts anyway.
 */
export const PHONE_OWNERS_MAX = 200;

export interface StaffSearchDeps {
  posts: Pick<PostsRepository, 'byNumber' | 'ownersOfPhoneLike'>;
  users: Pick<UsersRepository, 'idsWithPhoneLike'>;
}

export function createStaffSearch({ posts, users }: StaffSearchDeps) {
  return {
    /** The account search: a post id finds its owner; a number also finds the accounts whose posts carry it. */
    async accounts(q: string | undefined): Promise<AccountMatch | undefined> {
      if (!q) return undefined;
      const read = readStaffSearch(q);
      if ('post' in read) {
        const found = await posts.byNumber(read.post.type, read.post.number);
        return { ids: found ? [found.post.ownerId] : [] };
      }
      if ('phone' in read)
        return { phone: read.phone, alsoIds: await posts.ownersOfPhoneLike(read.phone, PHONE_OWNERS_MAX) };
      return read;
    },

    /** The queue search (its text is checked by the contract): one post, or a number and its accounts. */
    async queue(q: string | undefined): Promise<QueueSearch | undefined> {
      if (!q) return undefined;
      const read = readStaffSearch(q);
      if ('post' in read) return read;
      if ('phone' in read)
        return { phone: read.phone, ownerIds: await users.idsWithPhoneLike(read.phone, PHONE_OWNERS_MAX) };
      return undefined;
    },
  };
}
export type StaffSearch = ReturnType<typeof createStaffSearch>;
