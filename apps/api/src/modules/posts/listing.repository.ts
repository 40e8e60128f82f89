import { LIMITS, type PostListQuery } from '@ghorbari/contracts';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { postImages, posts } from './posts.schema.ts';
import { publicDataGeneration } from '../../db/write-generation.ts';
import { planSearch } from '../search/query.ts';
import { type ListingFilters, listingOrder, listingWhere } from './listing-query.ts';
import { LISTED_COLUMNS } from './listed-columns.ts';
import { NEAR_POOL, nearQuery, type NearStatement } from './near-query.ts';
import type { NearPlan } from '../search/near.ts';
import type { ListedCard, ListedPost } from './posts.types.ts';

/**
 * Listing pages (issue 12, ADR 020, ADR 055, ADR 057): which posts a page shows, read in one
 * statement, then their cards in a second, prepared once per connection.
 */

/** The columns of a `ListedPost`, what a card shows, in the order the cards' statement reads them. */
const allColumns = getTableColumns(posts);
const listedEntries = LISTED_COLUMNS.map((key) => [key, allColumns[key]] as const);

/** A listed post from a row read as an array in `listedEntries` order, each value as drizzle reads its column. */
function decodeListed(row: readonly unknown[]): ListedPost {
  const post: Record<string, unknown> = {};
  for (let index = 0; index < listedEntries.length; index++) {
    const [key, column] = listedEntries[index]!;
    const value = row[index];
    post[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return post as ListedPost;
}

/**
 * Listing totals (ADR 020). Counting every match of a broad listing reads most of the posts table
 * (150 ms at 100,000 posts), far more than the page itself, so a total of at least `minTotal`
 * posts is reused for up to `ttlMs` for the same filters — paging through results, the busy first
 * pages — and forgotten as soon as any post is written through this process. Smaller totals,
 * where one post more or less would show, are always counted.
 */
export const LISTING_TOTALS = { minTotal: 1000, ttlMs: 10_000, kept: 500 };

/**
 * How far a page's matches are counted (issue 42, ADR 055): up to LIMITS.listing.countedUpTo, or,
 * on a page that deep, one past the page, so that the next page is still offered. Counting
 * stops there: a broad listing reads that many index entries at most, not all of its matches.
 */
export const countedUpTo = (query: { page: number; limit: number }) =>
  Math.max(LIMITS.listing.countedUpTo, query.page * query.limit + 1);

type KeptTotal = { total: number; paid: number; moreThanTotal: boolean; counted: number; at: number };

/** What a page shows, as the statement that picks its posts takes it. */
interface PageToPick {
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
  /** How many featured posts, and where they start among the paid ones before wrapping around. */
  featured: number;
  rotation: number;
}

interface Picked extends Record<string, unknown> {
  kind: number | null;
  id: string | null;
  /** Only when counted. */
  total?: number;
  paid?: number;
}

/** A near fit as its statement picks it: what it saw of the post's fit. */
interface NearRow extends Record<string, unknown> {
  id: string;
  in_place: boolean;
  tenant_taken: boolean;
  space_held: boolean;
  words_held: string;
}

/** Pages of approved posts and their totals: the posts module's listing repository. */
export function createListingRepository(db: Executor, totalsRule = LISTING_TOTALS) {
  const totals = new Map<string, KeptTotal>();
  /** A reusable total of the listing `key`: counted after the latest write, not too long ago. */
  function totalOf(key: string) {
    const found = totals.get(key);
    const fresh = found && found.counted === publicDataGeneration() && Date.now() - found.at < totalsRule.ttlMs;
    return fresh ? found : undefined;
  }
  function keepTotal(key: string, kept: Omit<KeptTotal, 'at'>) {
    if (kept.total < totalsRule.minTotal) return;
    totals.delete(key);
    totals.set(key, { ...kept, at: Date.now() });
    // The oldest goes first (a Map keeps insertion order).
    for (const oldest of totals.keys()) {
      if (totals.size <= totalsRule.kept) break;
      totals.delete(oldest);
    }
  }

  /**
   * The cards of some posts, by id, each with its first photo and photo count: the same statement
   * for every listing, so PostgreSQL parses and plans it once per connection (parsing the listed
   * columns of every listing's statement was most of PostgreSQL's work for a narrow search).
   */
  let cards: ReturnType<typeof prepareCards> | undefined;
  const prepareCards = () =>
    preparedStatement(
      db,
      'listed_cards',
      sql`select ${sql.join(
        listedEntries.map(([, column]) => column),
        sql`, `,
      )},
        (select image.card_path from ${postImages} as image
          where image.post_id = ${posts.id} order by image.position limit 1) as "firstImage",
        (select count(*)::int from ${postImages} as image where image.post_id = ${posts.id}) as "imageCount"
      from ${posts} where ${posts.id} = any(${sql.placeholder('ids')}::uuid[])`,
    );
  const cardsOf = async (ids: string[]): Promise<Map<string, ListedCard>> => {
    const found = new Map<string, ListedCard>();
    if (ids.length === 0) return found;
    // The listed columns, then the first photo and the photo count.
    const photos = listedEntries.length;
    for (const row of await (cards ??= prepareCards()).run({ ids })) {
      const post = decodeListed(row);
      const firstImage = row[photos];
      found.set(post.id, {
        post,
        firstImage: typeof firstImage === 'string' ? firstImage : null,
        imageCount: Number(row[photos + 1]),
      });
    }
    return found;
  };

  /**
   * The page's posts and the featured ones, when the total is counted with them. The matches are
   * read once, in the page's order, up to `upTo` + 1 (ADR 055: one past tells there are more):
   * the page is a slice of them, the total and the paid ones their count, the featured posts the
   * newest paid ones among them not on the page, taken in turn page by page.
   */
  function countingPick({ where, order, limit, offset, featured, rotation }: PageToPick, upTo: number) {
    return sql`
      with matched as materialized (
        select ranked.*, row_number() over () as position from (
          select ${posts.id} as id, ${posts.paid} as paid, ${posts.listedAt} as listed_at, ${posts.number} as number
          from ${posts} where ${where}
          order by ${order}
          limit ${upTo + 1}::int
        ) as ranked
      ),
      counts as (
        select count(*)::int as total, (count(*) filter (where paid))::int as paid from matched
      ),
      page_ids as (
        select id, paid, position from matched
        where position > ${offset}::int order by position limit ${limit}::int
      ),
      featured_ids as (
        select id, listed_at, number from matched
        where paid and position not in (select position from page_ids)
        order by listed_at desc, number desc
        limit ${featured}::int
        offset (
          select ${rotation}::int % nullif(paid - (select count(*)::int from page_ids where paid), 0)
          from counts
        )
      ),
      picked as (
        select 0 as kind, position as rank, id from page_ids
        union all
        select 1 as kind, row_number() over (order by listed_at desc, number desc) as rank, id from featured_ids
      )
      select picked.kind, picked.id, counts.total, counts.paid
      from counts left join picked on true
      order by picked.kind, picked.rank`;
  }

  /**
   * The same with a total counted moments ago (`LISTING_TOTALS`): the page is read in its order as
   * far as it goes (through the order's index, past the rows it skips), the featured posts through
   * the paid posts' index.
   */
  function keptPick({ where, order, limit, offset, featured, rotation }: PageToPick, kept: KeptTotal) {
    return sql`
      with page_ids as (
        select ${posts.id} as id, ${posts.paid} as paid from ${posts} where ${where}
        order by ${order}
        limit ${limit}::int offset ${offset}::int
      ),
      featured_ids as (
        select ${posts.id} as id, ${posts.listedAt} as listed_at, ${posts.number} as number from ${posts}
        where ${where} and ${posts.paid} and ${posts.id} not in (select id from page_ids)
        order by ${posts.listedAt} desc, ${posts.number} desc
        limit ${featured}::int
        offset (
          select ${rotation}::int % nullif(${kept.paid}::int - count(*)::int, 0) from page_ids where paid
        )
      ),
      picked as (
        select 0 as kind, row_number() over () as rank, id from page_ids
        union all
        select 1 as kind, row_number() over (order by listed_at desc, number desc) as rank, id from featured_ids
      )
      select kind, id from picked order by kind, rank`;
  }

  /**
   * Up to `limit` near fits of one statement: a pool of candidates read by their cheap tests
   * (near-query.ts, NEAR_POOL), then the words tested on those alone, and the nearest fits of all.
   * The words are the dear test (a slip's trigram similarity, ~60 µs a row at 100,000 posts): they
   * are tested once a candidate, and only on the candidates that can still be among the `limit`
   * best — those missing at most `wordsMissedMost` more than the `limit`-th fewest misses of the
   * pool — and which of them a near fit holds, on the fits listed alone (issue 63).
   */
  async function pickNear(near: NearStatement, limit: number): Promise<NearRow[]> {
    return (
      await db.execute<NearRow>(sql`
        with pool as materialized (
          select ${posts.id} as id, ${near.misses} as misses, ${near.distance ?? sql`0::float8`} as km
          from ${posts} where ${near.where}
          order by ${sql.join(near.poolOrder, sql`, `)}
          limit ${NEAR_POOL}::int
        ),
        cut as (
          select misses + ${near.wordsMissedMost}::float8 as most from pool
          order by misses limit 1 offset ${limit - 1}::int
        ),
        fits as (
          select pool.id, pool.misses + ${near.wordsMissed ?? sql`0::float8`} as missed, pool.km,
            ${posts.paid} as paid, ${posts.listedAt} as listed_at, ${posts.number} as number
          from pool join ${posts} on ${posts.id} = pool.id
          where pool.misses <= coalesce((select most from cut), 'infinity'::float8)
          order by missed asc, pool.km asc, ${posts.paid} desc, ${posts.listedAt} desc, ${posts.number} desc
          limit ${limit}::int
        )
        select ${posts.id} as id, ${near.inPlace} as in_place, ${near.tenantTaken} as tenant_taken,
          ${near.spaceHeld} as space_held,
          ${near.wordsHeld} as words_held
        from fits join ${posts} on ${posts.id} = fits.id
        order by fits.missed asc, fits.km asc, fits.paid desc, fits.listed_at desc, fits.number desc`)
    ).rows;
  }

  return {
    /**
     * Approved posts of listed owners matching the filters and keyword, in the chosen order, and
     * up to `featuredPerPage` paid ones for the top of the page: taken in turn, page by page, from
     * the newest paid posts that are not already on the page. Two round trips: which posts, with
     * the total when it is counted, then their cards; a page past the end still gets the total.
     * The total is counted up to `countedUpTo` (past it, `moreThanTotal`), and a large one may be
     * one counted moments ago (`LISTING_TOTALS`).
     */
    async listApproved(
      query: PostListQuery & ListingFilters,
      featuredPerPage: number,
    ): Promise<{ rows: ListedCard[]; featured: ListedCard[]; total: number; moreThanTotal: boolean }> {
      const plan = planSearch(query.q);
      const where = listingWhere(query, plan) ?? sql`true`;
      const upTo = countedUpTo(query);
      // The filters as asked name the total: where and order are made of them alone.
      const { page: _page, limit: _limit, ...filters } = query;
      const key = `${JSON.stringify(filters)}\u0000${upTo}`;
      const counted = publicDataGeneration();
      const known = totalOf(key);
      const page: PageToPick = {
        where,
        order: sql.join(listingOrder(query.sort, plan, query), sql`, `),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        featured: featuredPerPage,
        rotation: (query.page - 1) * featuredPerPage,
      };
      const picked = (await db.execute<Picked>(known ? keptPick(page, known) : countingPick(page, upTo))).rows;
      const cards = await cardsOf(picked.flatMap((row) => (row.id ? [row.id] : [])));
      const rows: ListedCard[] = [];
      const featuredCards: ListedCard[] = [];
      for (const row of picked) {
        // A page past the end has one row, with the counts and no post; a post closed or removed
        // between the two statements is left out.
        const card = row.id ? cards.get(row.id) : undefined;
        if (card) (Number(row.kind) === 0 ? rows : featuredCards).push(card);
      }
      if (known) return { rows, featured: featuredCards, total: known.total, moreThanTotal: known.moreThanTotal };
      const found = Number(picked[0]?.total ?? 0);
      const moreThanTotal = found > upTo;
      const total = Math.min(found, upTo);
      keepTotal(key, { total, paid: Number(picked[0]?.paid ?? 0), moreThanTotal, counted });
      return { rows, featured: featuredCards, total, moreThanTotal };
    },

    /**
     * A search's near fits (issue 63, ADR 075): up to `limit` posts of its widened search that are
     * not exact fits, in the near order, each with what the statement saw of its fit.
     */
    async listNear(
      plan: NearPlan,
      exact: ListingFilters,
      limit: number,
    ): Promise<
      { card: ListedCard; inPlace: boolean; tenantTaken: boolean; spaceHeld: boolean; wordsHeld: boolean[] }[]
    > {
      if (limit <= 0) return [];
      const exactWhere = listingWhere(exact, planSearch(exact.q)) ?? sql`true`;
      // The areas nearest the place first; when they hold too few, the rest of its city (ADR 075).
      const picked: NearRow[] = [];
      for (const areas of [true, false]) {
        if (!areas && (!plan.place?.areas || picked.length >= limit)) break;
        const near = nearQuery(plan, exactWhere, exact.month, { areas, besides: picked.map((row) => row.id) });
        picked.push(...(await pickNear(near, limit - picked.length)));
      }
      const cards = await cardsOf(picked.map((row) => row.id));
      return picked.flatMap((row) => {
        const card = cards.get(row.id);
        if (!card) return [];
        const held = String(row.words_held ?? '');
        return [
          {
            card,
            inPlace: row.in_place === true || String(row.in_place) === 'true',
            tenantTaken: row.tenant_taken === true || String(row.tenant_taken) === 'true',
            spaceHeld: row.space_held === true || String(row.space_held) === 'true',
            wordsHeld: [...held].map((flag) => flag === '1'),
          },
        ];
      });
    },

    /** How many listed posts each of these searches finds, in one round trip (a search's wider alternatives). */
    async countApproved(queries: readonly ListingFilters[]): Promise<number[]> {
      if (queries.length === 0) return [];
      const counts = queries.map((query, index) => {
        const where = listingWhere(query, planSearch(query.q)) ?? sql`true`;
        return sql`(select count(*)::int from ${posts} where ${where}) as ${sql.identifier(`c${index}`)}`;
      });
      const result = await db.execute<Record<string, number>>(sql`select ${sql.join(counts, sql`, `)}`);
      const row = result.rows[0] ?? {};
      return queries.map((_, index) => Number(row[`c${index}`] ?? 0));
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
