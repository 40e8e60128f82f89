import { type Language, type PresentedPriceUnit, priceUnitOf, siteHref } from '@ghorbari/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { spokenPrice, type NoticeKey } from '../../mail/templates.ts';
import { effectiveStatus } from '../accounts/account-status.ts';
import type { NoticeRecipient } from '../accounts/users.types.ts';
import type { Notifier } from '../notifications/notices.ts';
import { publicPostId } from '../posts/posts.presenters.ts';
import type { PostRow, PostWithImages } from '../posts/posts.types.ts';
import type { PriceChangesRepository } from './price-changes.repository.ts';
import { PRICE_DROP_WINDOW_MS, priceMoveOf } from './price-move.ts';

/** How many savers are looked up at a time when a drop is told. */
export const SAVERS_PER_BATCH = 100;

type PricedPost = Pick<PostRow, 'id' | 'type' | 'number' | 'title' | 'ownerId' | 'priceUnits'>;

/**
 * A change of a post's live price found when support approves its edit: what to write in the
 * approval's transaction, and what to tell after it committed.
 */
export interface PricePlan {
  /** The post's struck-through price from this approval on. */
  previousPrice: number | null;
  /** Records the change, in the approval's transaction. */
  record(tx: Tx): Promise<void>;
  /** Tells the savers of a drop in the background, once the approval committed; returns at once. */
  committed(): void;
}

export interface PriceDropsDeps {
  changes: PriceChangesRepository;
  /** The members who saved a post (the saved module's repository, ADR 009). */
  saversOf: (purpose: 'sell' | 'rent', itemId: string) => Promise<string[]>;
  /** Their language, mail address, status and mail switch (the accounts module). */
  recipientsOf: (ids: readonly string[]) => Promise<NoticeRecipient[]>;
  tell: Notifier;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const NOTICE_KEYS: Record<PresentedPriceUnit, NoticeKey> = {
  'total-price': 'savedPostPriceDropped',
  all: 'savedPostPriceDropped',
  'per-sqft': 'savedPostPricePerSqftDropped',
  'per-month': 'savedPostRentDropped',
};

/** The two prices as people say them; if they read alike in words ("85 lakh"), in full figures. */
function pricePair(language: Language, from: number, to: number) {
  const words = { from: spokenPrice(language, from), to: spokenPrice(language, to) };
  if (words.from !== words.to) return words;
  return { from: spokenPrice(language, from, { inWords: false }), to: spokenPrice(language, to, { inWords: false }) };
}

/**
 * Price-drop alerts (issue 19). A post's price goes public when support approves it, so the live
 * price changes at approval: the change is recorded in the approval's transaction, and a drop is
 * told to the members who saved the post after the approval committed, in the background, in
 * batches: in the inbox and live, and by mail to those who turned `mailPriceDrops` on. A failure
 * to tell is logged; the approval stands.
 */
export function createPriceDropsService({
  changes,
  saversOf,
  recipientsOf,
  tell,
  log,
  now = () => new Date(),
}: PriceDropsDeps) {
  const running = new Set<Promise<void>>();

  async function tellSavers(post: PricedPost, changeId: string, from: number, to: number): Promise<void> {
    if (!(await changes.claimAlert(changeId, now()))) return;
    const postId = publicPostId(post);
    const key = NOTICE_KEYS[priceUnitOf(post.type, post.priceUnits)];
    const link = siteHref.postDetails(post.type, postId);
    const savers = (await saversOf(post.type, postId)).filter((id) => id !== post.ownerId);
    for (let start = 0; start < savers.length; start += SAVERS_PER_BATCH) {
      const batch = await recipientsOf(savers.slice(start, start + SAVERS_PER_BATCH));
      const at = now();
      for (const saver of batch) {
        // A suspended or disabled account is not told: it cannot use its inbox meanwhile.
        if (effectiveStatus(saver, at) !== 'normal') continue;
        try {
          const values = (language: Language) => ({ title: post.title, postId, ...pricePair(language, from, to) });
          await tell(saver, key, values, link, {
            mail: saver.mailPriceDrops,
          });
        } catch (error) {
          log.error({ err: error, postId }, 'price-drop notice failed');
        }
      }
    }
  }

  return {
    /**
     * What approving this post does to its live price, or nothing when the price did not change
     * (a first approval has no live price yet; a change of unit is not a drop of the same price).
     */
    async planApproval(entry: PostWithImages, at: Date): Promise<PricePlan | undefined> {
      const { post } = entry;
      const live = post.approvedSnapshot;
      if (!live || typeof live.price !== 'number' || live.price === post.price) return undefined;
      if (live.priceUnits !== post.priceUnits) return undefined;
      const oldPrice = live.price;
      const recent = await changes.since(post.id, new Date(at.getTime() - PRICE_DROP_WINDOW_MS));
      const move = priceMoveOf({ oldPrice, newPrice: post.price, recent, previousPrice: post.previousPrice });
      let changeId: string | undefined;
      return {
        previousPrice: move.previousPrice,
        async record(tx) {
          changeId = (await changes.insert({ postId: post.id, oldPrice, newPrice: post.price, changedAt: at }, tx)).id;
        },
        committed() {
          if (!move.alert || !changeId) return;
          const id = changeId;
          // After the approval's answer is on its way: nothing here runs in the request's turn.
          const job = new Promise<void>((resolve) => setImmediate(resolve))
            .then(() => tellSavers(post, id, move.reference, post.price))
            .catch((error: unknown) => log.error({ err: error, postId: publicPostId(post) }, 'price-drop alert failed'))
            .finally(() => running.delete(job));
          running.add(job);
        },
      };
    },

    /** Resolves once every alert started so far has finished (closing, tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type PriceDropsService = ReturnType<typeof createPriceDropsService>;
