import {
  AREA_PRICE,
  isHomeType,
  priceStanding,
  RENT_OR_BUY,
  type AreaPricesQuery,
  type PostAreaPrice,
  type PostCard,
  type RentOrBuy,
} from '@ghorbari/contracts';
import { publicDataGeneration, publicDataWritten } from '../../db/write-generation.ts';
import { AppError } from '../../errors/app-error.ts';
import { ANSWERS_KEPT, createAnswerCache } from '../posts/answer-cache.ts';
import { parsePostId, presentCard } from '../posts/posts.presenters.ts';
import type { PostRow, PostsRepository } from '../posts/posts.types.ts';
import type { AreaPricesRepository } from './area-prices.repository.ts';
import type { RentMedian, RentMediansRepository } from './rent-medians.repository.ts';
import type { SimilarPostsRepository } from './similar-posts.repository.ts';

/** How often every area price is recomputed: posts age out of the 12 months. */
export const AREA_PRICES_REFRESH_MS = 24 * 60 * 60_000;

export interface MarketDeps {
  areaPrices: AreaPricesRepository;
  similarPosts: SimilarPostsRepository;
  rentMedians: RentMediansRepository;
  /** The posts module's repository (ADR 009): the similar homes' cards. */
  posts: Pick<PostsRepository, 'approvedByNumbers'>;
  /** How long similar homes are kept (ADR 021); 0 keeps nothing. */
  answersKeptMs?: number;
  log: (error: unknown, message: string) => void;
  now?: () => Date;
}

/** The first moment counted: `months` (AREA_PRICE.months) calendar months before `at`. */
export function windowStart(at: Date, months: number = AREA_PRICE.months): Date {
  const start = new Date(at);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

const whole = (value: number) => Math.round(value);

/**
 * Area prices and similar homes (issue 19). Medians are recomputed for a sell post's type and
 * district after its approval commits (in the background: a failure is logged and the approval
 * stands), and for everything at start (after the demo seed) and once a day.
 */
export function createMarketService({
  areaPrices,
  similarPosts,
  rentMedians,
  posts,
  answersKeptMs = 0,
  log,
  now = () => new Date(),
}: MarketDeps) {
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  // Kept like a post page's answer (ADR 021): every post page asks for its area price while it
  // renders. A refresh counts as a write, so a new median is never hidden behind a kept answer.
  const keptAnswers = {
    ttlMs: answersKeptMs,
    kept: ANSWERS_KEPT.posts,
    stamp: publicDataGeneration,
    now: () => now().getTime(),
  };
  const similarAnswers = createAnswerCache<PostCard[]>(keptAnswers);
  const areaAnswers = createAnswerCache<PostAreaPrice | null>(keptAnswers);
  const rentAnswers = createAnswerCache<RentOrBuy | null>(keptAnswers);

  function track(work: Promise<void>) {
    // New medians show at once in the kept answers, as any write does (ADR 021).
    const settled = work.then(publicDataWritten, (error: unknown) => log(error, 'refreshing area prices failed'));
    running.add(settled);
    void settled.finally(() => running.delete(settled));
  }

  const refreshAll = () => areaPrices.refresh(windowStart(now()));

  function parsed(postId: string) {
    const id = parsePostId(postId);
    if (!id) throw new AppError('POST_UNAVAILABLE');
    return id;
  }

  return {
    /** Told by moderation once an approval has committed: returns at once, never throws. */
    postApproved(post: Pick<PostRow, 'type' | 'propertyType' | 'division' | 'district'>): void {
      if (post.type !== 'sell') return;
      const { propertyType, division, district } = post;
      track(areaPrices.refresh(windowStart(now()), { propertyType, division, district }));
    },

    /** Recomputes every area price; a failure is logged. */
    async refreshAll(): Promise<void> {
      await refreshAll().catch((error: unknown) => log(error, 'refreshing area prices failed'));
    },

    /** Every area price now, then once a day. */
    async start(): Promise<void> {
      await this.refreshAll();
      timer = setInterval(() => track(refreshAll()), AREA_PRICES_REFRESH_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await this.settled();
    },

    /** Resolves once the refreshes under way have finished (tests, closing). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },

    /**
     * The median of a public post's sub-district for its type (its district's when the
     * sub-district has too few posts), and where its price stands; null for rent posts, too few
     * posts, or a post with no price per unit.
     */
    async ofPost(postId: string): Promise<PostAreaPrice | null> {
      const { type, number } = parsed(postId);
      return areaAnswers.read(postId, async () => {
        const row = await areaPrices.forPost(type, number);
        if (!row) throw new AppError('POST_UNAVAILABLE');
        if (row.type !== 'sell' || row.perUnit === null || row.perUnit <= 0) return null;
        const area =
          row.subMedian !== null && (row.subCount ?? 0) >= AREA_PRICE.minPosts
            ? { subDistrict: row.subDistrict, median: row.subMedian, count: row.subCount ?? 0 }
            : row.districtMedian !== null && (row.districtCount ?? 0) >= AREA_PRICE.minPosts
              ? { subDistrict: null, median: row.districtMedian, count: row.districtCount ?? 0 }
              : null;
        if (!area) return null;
        const median = whole(area.median);
        const postPrice = whole(row.perUnit);
        return {
          propertyType: row.propertyType,
          district: row.district,
          subDistrict: area.subDistrict,
          unit: row.propertyType === 'land' ? 'katha' : 'sqft',
          median,
          count: area.count,
          postPrice,
          ...priceStanding(row.perUnit, area.median),
        };
      });
    },

    /**
     * What a home like a public sell post rents for in its neighbourhood, else its sub-district,
     * else its district — the nearest with enough rent posts like it (issue 64) — with their
     * service charge; a district's figure comes with the sub-district's own median of any size,
     * when it has one, to set beside it. Null for a post that is not a home, or too few rent posts.
     */
    async rentOrBuy(postId: string): Promise<RentOrBuy | null> {
      const { type, number } = parsed(postId);
      if (type !== 'sell') throw new AppError('POST_UNAVAILABLE');
      return rentAnswers.read(postId, async () => {
        const target = await rentMedians.target(number);
        if (!target) throw new AppError('POST_UNAVAILABLE');
        if (!isHomeType(target.propertyType)) return null;
        const medians = await rentMedians.medians(target, windowStart(now(), RENT_OR_BUY.months));
        const enough = (median: RentMedian) => median.median !== null && median.count >= RENT_OR_BUY.minPosts;
        const [area, neighbourhood, subDistrict] = enough(medians.neighbourhood)
          ? [medians.neighbourhood, target.neighbourhood, target.subDistrict]
          : enough(medians.subDistrict)
            ? [medians.subDistrict, null, target.subDistrict]
            : [medians.district, null, null];
        if (!enough(area)) return null;
        const local =
          subDistrict === null && medians.local.median !== null && medians.local.count > 0
            ? { subDistrict: target.subDistrict, medianRent: whole(medians.local.median), count: medians.local.count }
            : null;
        return {
          propertyType: target.propertyType,
          district: target.district,
          subDistrict,
          neighbourhood,
          bedrooms: target.bedrooms,
          medianRent: whole(area.median!),
          count: area.count,
          serviceCharge: area.serviceCharge === null ? null : whole(area.serviceCharge),
          local,
        };
      });
    },

    /** A district's medians per property type (the one asked for), each from enough posts. */
    async ofDistrict(query: AreaPricesQuery) {
      const rows = await areaPrices.ofDistrict(query.district, query.propertyType, AREA_PRICE.minPosts);
      return rows.map((row) => ({ ...row, district: query.district, subDistrict: null, median: whole(row.median) }));
    },

    /** Up to SIMILAR_POSTS.max live posts like a public one, the closest first, as listing cards. */
    async similar(postId: string): Promise<PostCard[]> {
      const { type, number } = parsed(postId);
      return similarAnswers.read(postId, async () => {
        const target = await similarPosts.target(type, number);
        if (!target) throw new AppError('POST_UNAVAILABLE');
        const numbers = await similarPosts.similar(target);
        const entries = await posts.approvedByNumbers(numbers);
        const byNumber = new Map(entries.map((entry) => [entry.post.number, entry]));
        return numbers.flatMap((n) => {
          const entry = byNumber.get(n);
          return entry ? [presentCard(entry)] : [];
        });
      });
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
