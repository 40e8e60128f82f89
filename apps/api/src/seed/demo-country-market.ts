import type { Division, PropertyType } from '@ghorbari/contracts';
import { hashPassword } from '../auth/secrets.ts';
import { encodePostImage, writeSharedPostImage, type StoredImage } from '../images/post-images.ts';
import type { NewPost } from '../modules/posts/posts.types.ts';
import type { Repositories } from '../repositories.ts';
import type { Storage } from '../storage/storage.ts';
import { seedApprovedSnapshots } from './demo-approved-snapshots.ts';
import { demoPhoto } from './demo-images.ts';
import { randomness, type Draws } from './drawn-posts.ts';
import { DIVISION_SHARES } from './market-places.ts';
import { describe } from './market-descriptions.ts';
import { drawOffer, OFFERS, type DrawnOffer } from './market-facts.ts';
import { drawProjectPlots } from './market-plots.ts';
import { titleChoices, type PostFacts } from './market-titles.ts';
import { bnNumber } from './market-words.ts';

/** How many posts the step adds: with the ~225 live posts of the earlier steps, about 2,000 (issue 42). */
export const MARKET_POST_COUNT = 1_780;
const DAY_MS = 24 * 3600_000;

/**
 * The owners and agents of the demo market: accounts of their own, so the demo sellers' pages and
 * daily counts, which the browser tests use, stay as they were. Agents work in one division.
 */
export const MARKET_ACCOUNTS = [
  { email: 'owner1@ghorbari.test', name: 'Nazmul Hossain', phone: '01712000101', gender: 'male' },
  { email: 'owner2@ghorbari.test', name: 'Sharmin Akter', phone: '01812000102', gender: 'female' },
  { email: 'owner3@ghorbari.test', name: 'Abul Kalam Azad', phone: '01912000103', gender: 'male' },
  { email: 'owner4@ghorbari.test', name: 'Rumana Parvin', phone: '01612000104', gender: 'female' },
  { email: 'owner5@ghorbari.test', name: 'Delwar Hossain', phone: '01312000105', gender: 'male' },
  { email: 'owner6@ghorbari.test', name: 'Kamrun Nahar', phone: '01712000106', gender: 'female' },
  { email: 'agent1@ghorbari.test', name: 'Sabbir Ahmed', phone: '01715000201', gender: 'male', agentIn: 'dhaka' },
  { email: 'agent2@ghorbari.test', name: 'Moinul Islam', phone: '01815000202', gender: 'male', agentIn: 'chittagong' },
  { email: 'agent3@ghorbari.test', name: 'Rokibul Hasan', phone: '01915000203', gender: 'male', agentIn: 'sylhet' },
  { email: 'agent4@ghorbari.test', name: 'Tania Sultana', phone: '01615000204', gender: 'female', agentIn: 'khulna' },
  { email: 'agent5@ghorbari.test', name: 'Habibur Rahman', phone: '01315000205', gender: 'male', agentIn: 'rajshahi' },
] as const satisfies readonly {
  email: string;
  name: string;
  phone: string;
  gender: 'male' | 'female';
  agentIn?: Division;
}[];

export interface Owner {
  id: string;
  phone: string;
  agentIn: Division | null;
}

/**
 * A title or description no other post has: the first free way of saying it, starting at one of
 * the first `preferred`, else one with a road number added.
 */
function unique(
  choices: readonly string[],
  taken: Set<string>,
  draw: Draws,
  bengali: boolean,
  preferred = choices.length,
): string {
  const start = draw.between(0, preferred - 1);
  for (let i = 0; i < choices.length; i++) {
    const choice = choices[(start + i) % choices.length]!;
    if (!taken.has(choice)) return remember(choice, taken);
  }
  for (let road = 2; ; road++) {
    const choice = `${choices[start]}${bengali ? `, রোড ${bnNumber(road)}` : `, road ${road}`}`;
    if (!taken.has(choice)) return remember(choice, taken);
  }
}
const remember = (text: string, taken: Set<string>) => (taken.add(text), text);

/** A month as rent posts hold it: "2026-12". */
const monthKey = (now: Date, ahead: number) => {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * The rows of the demo market (issue 42, ADR 056), drawn from one seeded sequence: the same `now`
 * gives the same posts. `taken` holds the titles and descriptions already live, and gains these.
 */
export function drawMarketPosts(
  now: Date,
  owners: readonly Owner[],
  taken: { titles: Set<string>; descriptions: Set<string> },
  count = MARKET_POST_COUNT,
): { post: NewPost; kind: PropertyType }[] {
  const draw = randomness(20_261_126);
  const rows: { post: NewPost; kind: PropertyType }[] = [];
  for (let i = 0; i < count; i++) {
    const division = draw.weighted(DIVISION_SHARES);
    const drawn = drawOffer(division, now, draw);
    const owner = ownerIn(division, owners, draw);
    drawn.facts.agent = owner.agentIn !== null;
    rows.push({ post: postOf(drawn, owner, now, draw, taken), kind: OFFERS[drawn.facts.offer].kind });
  }
  // Then the plots of Dhaka's housing projects, from randomness of their own.
  const plots = randomness(20_261_127);
  const dhakaOwners = owners.filter((owner) => owner.agentIn === null || owner.agentIn === 'dhaka');
  for (const drawn of drawProjectPlots(now, plots)) {
    const owner = plots.pick(dhakaOwners);
    drawn.facts.agent = owner.agentIn !== null;
    rows.push({ post: postOf(drawn, owner, now, plots, taken), kind: 'land' });
  }
  return rows;
}

/** Who posts an offer of the division: one of its agents about a third of the time, else an owner. */
export function ownerIn(division: Division, owners: readonly Owner[], draw: Draws): Owner {
  const agents = owners.filter((owner) => owner.agentIn === division);
  return agents.length > 0 && draw.random() < 0.35
    ? draw.pick(agents)
    : draw.pick(owners.filter((o) => o.agentIn === null));
}

/** How a post's words are written: its title choices (the first `preferred` tried first) and a description. */
export interface PostWriting {
  titles(facts: PostFacts): { choices: string[]; preferred?: number };
  describe(facts: PostFacts, draw: Draws): string;
}
const COUNTRY_WRITING: PostWriting = { titles: (facts) => ({ choices: titleChoices(facts) }), describe };

/** The row of one drawn offer, its title and description unlike any in `taken`. */
export function postOf(
  { facts, tenants, facilities }: DrawnOffer,
  owner: Owner,
  now: Date,
  draw: Draws,
  taken: { titles: Set<string>; descriptions: Set<string> },
  writing: PostWriting = COUNTRY_WRITING,
): NewPost {
  const { type, kind } = OFFERS[facts.offer];
  const bengali = facts.script === 'bn';
  const { choices, preferred } = writing.titles(facts);
  const title = unique(choices, taken.titles, draw, bengali, preferred);
  const descriptions = [0, 1, 2, 3].map(() => writing.describe(facts, draw));
  const description = unique(descriptions, taken.descriptions, draw, bengali);
  // Most posts are recent, a few have waited two or three months.
  const listedAt = new Date(now.getTime() - Math.round((0.25 + draw.random() ** 1.6 * 80) * DAY_MS));
  const confirmedDaysAgo = draw.random() * Math.min(13, (now.getTime() - listedAt.getTime()) / DAY_MS);
  const rooms = facts.bedrooms !== null && kind !== 'land';
  return {
    ownerId: owner.id,
    type,
    status: 'approved',
    title,
    description,
    primaryPhone: owner.phone,
    division: facts.spot.division,
    district: facts.spot.district.id,
    subDistrict: facts.spot.subDistrict.id,
    neighbourhood: facts.spot.neighbourhood?.id ?? null,
    price: facts.price,
    priceUnits: 'total-price',
    propertyType: kind,
    size: facts.size,
    landSize: facts.land?.size ?? null,
    landUnits: facts.land?.unit ?? null,
    landCategory: kind === 'land' ? (facts.spot.urban ? 'residential' : 'agricultural') : null,
    constructionStatus: kind === 'land' ? null : facts.ready ? 'ready' : 'under-construction',
    condition: kind === 'land' ? null : draw.random() < 0.5 ? 'new' : 'used',
    bedrooms: rooms ? facts.bedrooms : null,
    bathrooms: rooms ? facts.bathrooms : null,
    balconies: rooms ? draw.between(1, 3) : null,
    lift: kind === 'apartment' ? (facts.lift ? 'lift' : 'no-lift') : null,
    furnishing: facts.furnishing,
    facing: facts.facing,
    totalFloors: facts.totalFloors,
    availableFloor: facts.floor,
    facilities,
    negotiable: facts.negotiable,
    listedBy: facts.agent ? 'agent' : draw.random() < 0.1 ? 'caretaker' : 'owner',
    parking: kind === 'land' ? null : draw.random() < 0.4,
    advanceMonths: facts.advanceMonths,
    serviceCharge: facts.serviceCharge,
    billsIncluded: type === 'rent' ? facts.offer === 'sublet' || facts.offer === 'mess-seat' : null,
    gas: facts.gas,
    tenants,
    availableFrom: facts.moveIn ? monthKey(now, facts.moveIn.ahead) : null,
    availabilityConfirmedAt: new Date(now.getTime() - Math.round(confirmedDaysAgo * DAY_MS)),
    availabilityUnconfirmed: false,
    // Not paid: the featured rows, their payment records and the featured tests stay the demo's own.
    paid: false,
    viewCount: draw.between(5, 600),
    approvedAt: listedAt,
    submittedAt: listedAt,
    createdAt: listedAt,
    listedAt,
    updatedAt: listedAt,
  };
}

/** The market's photos: two drawn scenes per kind, written once and shared by the posts of that kind. */
export async function scenePhotos(
  kinds: Iterable<PropertyType>,
  storage: Storage,
  variants: readonly [number, number] = [0, 1],
): Promise<Map<PropertyType, StoredImage[]>> {
  // Drawn side by side: the image library works on its own threads.
  const scene = async (kind: PropertyType, variant: number) =>
    writeSharedPostImage(await encodePostImage(await demoPhoto(kind, variant)), storage);
  const written = await Promise.all(
    [...kinds].map(async (kind) => [kind, await Promise.all(variants.map((variant) => scene(kind, variant)))] as const),
  );
  return new Map(written);
}

/**
 * About 1,800 live posts across the country (issue 42): Dhaka about half, every division with its
 * city and some towns, priced by area, written as owners write. In bulk: a few statements, and
 * two photos per kind written once, so `npm start` stays quick.
 */
export async function seedDemoCountryMarket(repos: Repositories, now: Date, storage: Storage): Promise<void> {
  const { users, postAlerts, postBackfill } = repos;
  const password = await hashPassword('demo1234');
  const owners: Owner[] = [];
  for (const account of MARKET_ACCOUNTS) {
    const user = await users.insert({
      email: account.email,
      passwordHash: password,
      name: account.name,
      phone: account.phone,
      gender: account.gender,
      birthDate: '1982-03-01',
      showPhone: true,
    });
    owners.push({ id: user.id, phone: account.phone, agentIn: 'agentIn' in account ? account.agentIn : null });
  }
  const live = await postAlerts.approvedSince(new Date(0), 1_000_000);
  const taken = {
    titles: new Set(live.map((post) => post.title)),
    descriptions: new Set(live.map((post) => post.description)),
  };
  const rows = drawMarketPosts(now, owners, taken);
  const photos = await scenePhotos(new Set(rows.map((row) => row.kind)), storage);
  await postBackfill.insertMany(
    rows.map(({ post, kind }, index) => {
      const [first, second] = photos.get(kind)!;
      return { post, images: index % 3 === 0 ? [first!] : index % 3 === 1 ? [first!, second!] : [second!, first!] };
    }),
  );
  // What support approved, here as well as in the later step, which an existing demo database ran already.
  await seedApprovedSnapshots(repos);
}
