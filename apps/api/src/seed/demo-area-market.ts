import type { PropertyType } from '@ghorbari/contracts';
import type { StoredImage } from '../images/post-images.ts';
import { snapshotOf } from '../modules/posts/post-snapshot.ts';
import type { ImageRow, NewPost, PostRow } from '../modules/posts/posts.types.ts';
import type { Repositories } from '../repositories.ts';
import type { Storage } from '../storage/storage.ts';
import { MARKET_ACCOUNTS, ownerIn, postOf, scenePhotos, type Owner, type PostWriting } from './demo-country-market.ts';
import { randomness } from './drawn-posts.ts';
import { drawAreaPosts, type AreaPost } from './market-area-plan.ts';
import { areaTitleChoices, describeInArea, type AreaWords } from './market-area-texts.ts';
import { OFFERS } from './market-facts.ts';

/**
 * The rows of the market of every area (issue 63, ADR 077), from their own seeded sequence: the
 * same `now` gives the same posts. `taken` holds the titles and descriptions already live, and
 * gains these. Owned by the country market's owners and agents (an agent of the division a third
 * of the time).
 */
export function drawAreaMarketPosts(
  now: Date,
  owners: readonly Owner[],
  taken: { titles: Set<string>; descriptions: Set<string> },
): { post: NewPost; kind: PropertyType }[] {
  const draw = randomness(20_270_063);
  const write = (area: AreaPost[]) =>
    area.map(({ drawn, words }) => {
      const owner = ownerIn(drawn.facts.spot.division, owners, draw);
      drawn.facts.agent = owner.agentIn !== null;
      const post = postOf(drawn, owner, now, draw, taken, writingIn(words));
      // Land on an industrial belt is sold for industry, not for homes.
      if (words.industrial) post.landCategory = 'commercial';
      return { post, kind: OFFERS[drawn.facts.offer].kind };
    });
  // The first round, then the market deepened by class, then older flats and plots, each drawn and
  // written after the ones before so their posts (and their numbers) stay as they were.
  const first = write(drawAreaPosts(now, draw));
  const deeper = write(drawAreaPosts(now, draw, 'deeper'));
  return [...first, ...deeper, ...write(drawAreaPosts(now, draw, 'older'))];
}

/** The area's titles first (its landmark, the facts), the country market's after them for a title no one has. */
const writingIn = (words: AreaWords): PostWriting => ({
  titles: (facts) => {
    const choices = [...new Set(areaTitleChoices(facts, words))];
    return { choices, preferred: Math.max(1, Math.min(choices.length, words.near ? 4 : 3)) };
  },
  describe: (facts, draw) => describeInArea(facts, words, draw),
});

/**
 * Every kind of property in every area the gazetteer names (issue 63): homes to rent and to buy
 * and a shop in each neighbourhood of the cities and towns, and where they really are offices,
 * showrooms, restaurants, factories and godowns, mess seats and sublets, plots. After the country
 * market (its owners), before the steps that fill in every live post. In bulk, with two shared
 * photos per kind, as the country market is written.
 */
export async function seedDemoAreaMarket(repos: Repositories, now: Date, storage: Storage): Promise<void> {
  const { users, postAlerts, postBackfill } = repos;
  const owners: Owner[] = [];
  for (const account of MARKET_ACCOUNTS) {
    const user = await users.byEmail(account.email);
    if (user)
      owners.push({ id: user.id, phone: account.phone, agentIn: 'agentIn' in account ? account.agentIn : null });
  }
  // Without the country market (a test that leaves it out) there are no owners for this one either.
  if (!owners.some((owner) => owner.agentIn === null)) return;
  const live = await postAlerts.approvedSince(new Date(0), 1_000_000);
  const taken = {
    titles: new Set(live.map((post) => post.title)),
    descriptions: new Set(live.map((post) => post.description)),
  };
  const rows = drawAreaMarketPosts(now, owners, taken);
  const photos = await scenePhotos(new Set(rows.map((row) => row.kind)), storage, [2, 3]);
  await postBackfill.insertMany(
    rows.map(({ post, kind }, index) => {
      const [first, second] = photos.get(kind)!;
      const images = index % 2 === 0 ? [first!, second!] : [second!, first!];
      // What support approved, written with the post: reading thousands of posts back to write it
      // after (seedApprovedSnapshots) took longer than inserting them.
      return { post: { ...post, approvedSnapshot: approvedSnapshotOf(post, images) }, images };
    }),
  );
}

/** The columns a new post leaves to their defaults, as the approved snapshot reads them from the row. */
const ROW_DEFAULTS = {
  secondaryPhone: null,
  street: null,
  house: null,
  showHouse: false,
  postCode: null,
  previousPrice: null,
  roomsTotal: null,
  drawingRooms: null,
  garages: null,
  totalUnits: null,
} satisfies Partial<PostRow>;

/** The snapshot the approval writes (post-snapshot.ts), of a post about to be inserted live. */
function approvedSnapshotOf(post: NewPost, images: readonly StoredImage[]): Record<string, unknown> {
  const row = { ...ROW_DEFAULTS, ...post } as PostRow;
  return snapshotOf({ post: row, images: images.map((image) => ({ cardPath: image.card }) as ImageRow) });
}
