import { LIMITS, type ModerationPost, type QueueSignals } from '@ghorbari/contracts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { UserSummary, UsersRepository } from '../accounts/users.types.ts';
import { publicPostId } from '../posts/posts.presenters.ts';
import type { PostRow, PostsRepository } from '../posts/posts.types.ts';

/**
 * Signs of fraud on pending posts for support (issue 18): photos that look like the photos of
 * another account's post (found when the post was submitted: posts.repository,
 * `recordPhotoMatches`), and a contact number also on the posts of other accounts — brokers
 * posing as owners, one person behind several "owners" — or on the posts of an account already
 * disabled for fraud. Numbers are stored in one normal form (contracts, `normalPhone`), so they
 * are compared as stored.
 */
export interface PostSignalsDeps {
  posts: Pick<PostsRepository, 'ownersOfPhones' | 'photoMatchCounts' | 'photoMatchesOf'>;
  users: Pick<UsersRepository, 'summariesOf'>;
  now: () => Date;
}

type Post = Pick<PostRow, 'id' | 'ownerId' | 'primaryPhone' | 'secondaryPhone'>;

const phonesOf = (post: Post): string[] =>
  [post.primaryPhone, post.secondaryPhone].filter((phone): phone is string => Boolean(phone));

/** One number: the accounts other than `ownerId` whose posts carry it, and whether it is flagged. */
function phoneSignal(
  phone: string,
  ownerId: string,
  byPhone: Map<string, Set<string>>,
  owners: Map<string, UserSummary>,
  disabled: (ownerId: string) => boolean,
  at: Date,
): ModerationPost['signals']['phones'][number] {
  const others = [...(byPhone.get(phone) ?? [])].filter((other) => other !== ownerId);
  const accounts = others.flatMap((other) => {
    const owner = owners.get(other);
    return owner ? [{ _id: owner.id, name: owner.name, status: effectiveStatus(owner, at) }] : [];
  });
  const flagged = others.length + 1 >= LIMITS.trust.phoneAccountsFlagged || others.some(disabled);
  return { phone, accounts, flagged };
}

export function createPostSignals({ posts, users, now }: PostSignalsDeps) {
  /** For each number of these posts, the accounts whose posts carry it, and those accounts. */
  async function accountsByPhone(entries: readonly Post[]) {
    const pairs = await posts.ownersOfPhones(entries.flatMap(phonesOf));
    const owners = await users.summariesOf(pairs.map((pair) => pair.ownerId));
    const byPhone = new Map<string, Set<string>>();
    for (const { phone, ownerId } of pairs) byPhone.set(phone, (byPhone.get(phone) ?? new Set()).add(ownerId));
    const disabled = (ownerId: string) => owners.get(ownerId)?.status === 'Disabled';
    return { byPhone, owners, disabled };
  }

  return {
    /** The queue's signals of each post, by post id: one lookup for the whole page. */
    async forQueue(entries: readonly Post[]): Promise<Map<string, QueueSignals>> {
      const [{ byPhone, disabled }, photoMatches] = await Promise.all([
        accountsByPhone(entries),
        posts.photoMatchCounts(entries.map((post) => post.id)),
      ]);
      return new Map(
        entries.map((post) => {
          const accounts = new Set([
            post.ownerId,
            ...phonesOf(post).flatMap((phone) => [...(byPhone.get(phone) ?? [])]),
          ]);
          return [
            post.id,
            {
              photoMatches: photoMatches.get(post.id) ?? 0,
              phoneAccounts: accounts.size,
              phoneOfDisabledAccount: [...accounts].some(disabled),
            },
          ] as const;
        }),
      );
    },

    /**
     * The numbers on an account's posts, each with the other accounts whose posts carry it and
     * whether staff should look (the account page, issue 18).
     */
    async forAccount(ownerId: string, entries: readonly Post[]): Promise<ModerationPost['signals']['phones']> {
      const numbers = [...new Set(entries.flatMap(phonesOf))];
      const { byPhone, owners, disabled } = await accountsByPhone(entries);
      const at = now();
      return numbers.map((phone) => phoneSignal(phone, ownerId, byPhone, owners, disabled, at));
    },

    /** A post's numbers, each with the other accounts that use it and whether support should look. */
    async forPost(post: Post): Promise<ModerationPost['signals']> {
      const [{ byPhone, owners, disabled }, matches] = await Promise.all([
        accountsByPhone([post]),
        posts.photoMatchesOf(post.id),
      ]);
      const matchOwners = await users.summariesOf(matches.map((match) => match.ownerId));
      const at = now();
      return {
        photos: matches.flatMap(({ mine, theirs, distance, post: other, ownerId }) => {
          const owner = matchOwners.get(ownerId);
          if (!owner) return [];
          return [
            {
              mine,
              theirs,
              distance,
              post: {
                PostID: publicPostId(other),
                postTitle: other.title,
                status: other.status,
                owner: { _id: owner.id, name: owner.name, status: effectiveStatus(owner, at) },
              },
            },
          ];
        }),
        phones: phonesOf(post).map((phone) => phoneSignal(phone, post.ownerId, byPhone, owners, disabled, at)),
      };
    },
  };
}
