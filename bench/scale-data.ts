import { randomUUID } from 'node:crypto';
import {
  DIVISIONS,
  inPlace,
  postListQuerySchema,
  searchFiltersOf,
  type Division,
  type LandUnit,
  type PropertyType,
  type SavedSearchFilters,
} from '@ghorbari/contracts';
import {
  districtsOf,
  LOCATIONS,
  neighbourhoodsOf,
  subDistrictsOf,
  type SubDistrictEntry,
} from '@ghorbari/contracts/locations';
import { getTableColumns, sql, type InferInsertModel, type Table } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/modules/accounts/accounts.schema.ts';
import { postImages, posts } from '../apps/api/src/modules/posts/posts.schema.ts';
import { savedSearches } from '../apps/api/src/modules/saved-searches/saved-searches.schema.ts';
import { buildSearchDocument } from '../apps/api/src/modules/search/document.ts';
import {
  drawnPostFacts,
  PROPERTY_TYPE_WEIGHTS,
  randomness,
  type DrawnPostShares,
} from '../apps/api/src/seed/drawn-posts.ts';
import { LAND_UNIT_WORDS } from '../apps/api/src/seed/market-words.ts';

/**
 * Test data at scale (issue 17): posts shaped like the demo seed's (every division, district and
 * sub-district, every property type, sell and rent, Bengali and English texts, land in every
 * unit, some paid, most approved), their photos' rows, the members who posted them and saved
 * searches. Deterministic: the same size gives the same data. The search columns come from the
 * app's own `buildSearchDocument`, as the app would store them.
 */
export interface ScaleSize {
  posts: number;
  users: number;
  savedSearches: number;
}
export const SCALE_100K: ScaleSize = { posts: 100_000, users: 4_000, savedSearches: 10_000 };
export const SCALE_10K: ScaleSize = { posts: 10_000, users: 400, savedSearches: 1_000 };

const BATCH = 2_000;
const DAY = 24 * 3600_000;

/** Dhaka busiest, then Chittagong and the other big cities, as the demo seed weighs them. */
const DIVISION_WEIGHTS: Record<Division, number> = {
  dhaka: 36,
  chittagong: 18,
  rajshahi: 10,
  khulna: 9,
  sylhet: 8,
  rangpur: 7,
  mymensingh: 6,
  barishal: 6,
};
const KIND: Record<PropertyType, { bn: string; en: string }> = {
  apartment: { bn: 'ফ্ল্যাট', en: 'flat' },
  home: { bn: 'বাড়ি', en: 'house' },
  'duplex-home': { bn: 'ডুপ্লেক্স বাড়ি', en: 'duplex house' },
  land: { bn: 'জমি', en: 'land' },
  'commercial-office': { bn: 'অফিস স্পেস', en: 'office space' },
  showroom: { bn: 'শোরুম', en: 'showroom' },
  shop: { bn: 'দোকান', en: 'shop' },
  restaurant: { bn: 'রেস্টুরেন্টের জায়গা', en: 'restaurant space' },
  factory: { bn: 'কারখানা', en: 'factory' },
  warehouse: { bn: 'গুদাম', en: 'warehouse' },
};
/** Land in the unit its poster wrote it in: sizes people sell in that unit. */
const LAND_SIZES: [LandUnit, number, number, number][] = [
  // unit, weight, smallest, largest
  ['katha', 50, 2, 40],
  ['shotok', 25, 3, 200],
  ['bigha', 15, 1, 12],
  ['acres', 10, 1, 6],
];
const KATHA_PER: Record<LandUnit, number> = { katha: 1, bigha: 20, shotok: 435.6 / 720, acres: (100 * 435.6) / 720 };
const NAMES = [
  'Abdul Mannan',
  'Farzana Yasmin',
  'Mizanur Rahman',
  'Shirin Sultana',
  'Jahid Hasan',
  'Nasrin Akter',
  'Kamrul Islam',
  'Rokeya Begum',
  'Tanvir Ahmed',
  'Sharmin Chowdhury',
  'Habibur Rahman',
  'Moushumi Das',
];
const BN_LINES = {
  home: [
    'পর্যাপ্ত আলো-বাতাস, কাছেই বাজার, স্কুল ও মসজিদ।',
    'লিফট, জেনারেটর ও গাড়ি পার্কিংয়ের ব্যবস্থা আছে।',
    'দক্ষিণমুখী, সামনে খোলা জায়গা।',
    'গ্যাস, পানি ও বিদ্যুৎ সব সময় থাকে।',
    'পরিবারের জন্য উপযুক্ত, নিরিবিলি পরিবেশ।',
    'মেট্রো স্টেশন ও বাসস্ট্যান্ড হাঁটাপথে।',
  ],
  business: [
    'মূল সড়কের কাছে, ব্যবসার জন্য উপযোগী।',
    'সামনে চওড়া রাস্তা, মালামাল ওঠানামার সুবিধা আছে।',
    'সার্বক্ষণিক নিরাপত্তাকর্মী ও সিসি ক্যামেরা।',
  ],
  land: ['দলিল, খতিয়ান ও নামজারি হালনাগাদ আছে।', 'পাকা রাস্তার পাশে, বিদ্যুৎ সংযোগ আছে।', 'উঁচু জমি, বন্যায় পানি ওঠে না।'],
  end: ['দেখতে আগে ফোন করুন।', 'সরাসরি মালিকের সঙ্গে যোগাযোগ করুন।', 'দাম সামান্য আলোচনাসাপেক্ষ।'],
};
const EN_LINES = {
  home: [
    'Plenty of light and air; market, school and mosque nearby.',
    'Lift, generator and car parking.',
    'South facing, with an open view.',
    'Gas, water and electricity all day.',
    'Quiet, family-friendly neighbourhood.',
    'Metro station and bus stand within walking distance.',
  ],
  business: [
    'Close to the main road, good for business.',
    'Wide road in front, easy loading and unloading.',
    'Guards round the clock and CCTV.',
  ],
  land: [
    'Deed, khatian and mutation up to date.',
    'Beside a paved road, with an electricity line.',
    'High land, no flooding.',
  ],
  end: ['Please call before visiting.', 'Deal directly with the owner.', 'Price slightly negotiable.'],
};
/** Words members put in saved searches, in both languages and Banglish. */
const SAVED_WORDS = ['lift', 'generator', 'south facing', 'দক্ষিণমুখী', 'metro', 'parking', 'বাজার', 'family', 'flat'];

/** Taller apartment buildings than the demo data's, and fewer paid posts. */
const SCALE_SHARES: DrawnPostShares = { paid: 0.1, apartmentFloors: 14 };

const bnDigits = (value: number | string) =>
  String(value).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

type NewUser = InferInsertModel<typeof users>;
type NewPost = InferInsertModel<typeof posts>;
type NewImage = InferInsertModel<typeof postImages>;
type NewSavedSearch = InferInsertModel<typeof savedSearches>;

/** Members: most in good standing, a few suspended (some of those past their date) or disabled. */
function makeUsers(size: ScaleSize, now: Date): NewUser[] {
  const { random, pick, between } = randomness(20_261_201);
  return Array.from({ length: size.users }, (_, i): NewUser => {
    const roll = random();
    const status = roll < 0.97 ? 'normal' : roll < 0.985 ? 'suspended' : 'Disabled';
    return {
      id: randomUUID(),
      email: `bench-${i}@ghorbari.test`,
      // Nobody signs in as them: a placeholder, not a hash of anything.
      passwordHash: '$argon2id$bench',
      name: pick(NAMES),
      phone: `01${between(3, 9)}${between(10_000_000, 99_999_999)}`,
      status,
      suspendedUntil: status === 'suspended' ? new Date(now.getTime() + (random() < 0.5 ? -1 : 1) * 10 * DAY) : null,
      language: random() < 0.7 ? 'bn' : 'en',
      createdAt: new Date(now.getTime() - between(30, 900) * DAY),
    };
  });
}

/** One post and its photos' rows, like the demo seed's but in either language and any land unit. */
function postMaker(owners: string[], now: Date) {
  const draw = randomness(20_261_202);
  const { random, pick, between, weighted } = draw;
  const divisions = DIVISIONS.map((division) => [division, DIVISION_WEIGHTS[division]] as const);
  const all = LOCATIONS.upazilas;
  /**
   * A district's sub-district, its city's (those the location data gives neighbourhoods: a city's
   * thanas, a town's sadar) as often as all the others together: people post where the city is,
   * and the relevance set's searches name its neighbourhoods. Follows the location data as it grows.
   */
  const cityFirst = (areas: SubDistrictEntry[]) => {
    const city = areas.filter((entry) => neighbourhoodsOf(entry.id).length > 0);
    return city.length > 0 && random() < 0.5 ? pick(city) : pick(areas);
  };
  return (index: number): { post: NewPost; images: NewImage[] } => {
    // The first posts go one to each sub-district, so every one of them has posts.
    const fixed = index < all.length ? all[index]! : undefined;
    const district = fixed
      ? LOCATIONS.districts.find((entry) => entry.id === fixed.districtId)!
      : (() => {
          const choices = districtsOf(weighted(divisions));
          // The division's own city district (Dhaka, Chattogram…) gets a third of its posts.
          return random() < 0.35
            ? (choices.find((entry) => entry.id === entry.divisionId) ?? choices[0]!)
            : pick(choices);
        })();
    const area = fixed ?? cityFirst(subDistrictsOf(district.id));
    const hoods = neighbourhoodsOf(area.id);
    const neighbourhood = hoods.length > 0 && random() < 0.8 ? pick(hoods) : null;
    const place = neighbourhood ?? area;
    const dhaka = district.divisionId === 'dhaka';

    const kind = weighted(PROPERTY_TYPE_WEIGHTS);
    const type: 'sell' | 'rent' = kind === 'land' || kind === 'factory' ? 'sell' : random() < 0.5 ? 'sell' : 'rent';
    const land = kind === 'land';
    const rooms = kind === 'apartment' || kind === 'home' || kind === 'duplex-home';
    const bedrooms = rooms ? between(kind === 'duplex-home' ? 4 : 1, kind === 'duplex-home' ? 6 : 5) : null;
    const size = land ? null : rooms ? between(500, kind === 'duplex-home' ? 4000 : 2400) : between(200, 15_000);
    const unit = land ? weighted(LAND_SIZES) : null;
    const unitRange = LAND_SIZES.find(([name]) => name === unit);
    const landSize = unitRange ? between(unitRange[2], unitRange[3]) : null;
    const katha = unit && landSize ? landSize * KATHA_PER[unit] : null;
    const price =
      type === 'rent'
        ? Math.round(((size ?? 1000) * (dhaka ? between(15, 50) : between(8, 24))) / 500) * 500
        : land
          ? Math.round(((katha ?? 5) * between(dhaka ? 15 : 3, dhaka ? 80 : 20) * 100_000) / 10_000) * 10_000
          : Math.round(((size ?? 1000) * between(dhaka ? 5_000 : 2_500, dhaka ? 16_000 : 8_000)) / 10_000) * 10_000;

    const english = random() < 0.25;
    const lines = english ? EN_LINES : BN_LINES;
    const group = land ? 'land' : rooms ? 'home' : 'business';
    const extra = [pick(lines[group]), ...(random() < 0.5 ? [pick(lines[group])] : []), pick(lines.end)];
    let title: string;
    let description: string;
    if (english) {
      const what = land
        ? `${landSize} ${LAND_UNIT_WORDS[unit!].en} land`
        : `${bedrooms ? `${bedrooms} bed ` : ''}${KIND[kind].en}`;
      title = `${what} for ${type === 'sell' ? 'sale' : 'rent'} in ${place.en}`;
      const facts = land ? `${landSize} ${LAND_UNIT_WORDS[unit!].en} of land` : `A ${size} sqft ${KIND[kind].en}`;
      description = `${facts} in ${area.en}, ${district.en}. ${[...new Set(extra)].join(' ')}`;
    } else {
      const what = land
        ? `${bnDigits(landSize!)} ${LAND_UNIT_WORDS[unit!].bn} জমি`
        : `${bedrooms ? `${bnDigits(bedrooms)} বেডরুমের ` : ''}${KIND[kind].bn}`;
      title = `${inPlace(place.bn)} ${what} ${type === 'sell' ? pick(['বিক্রি', 'বিক্রয়', 'বিক্রি হবে']) : pick(['ভাড়া', 'ভাড়া হবে'])}`;
      const facts = land
        ? `${district.bn} জেলার ${inPlace(area.bn)} ${bnDigits(landSize!)} ${LAND_UNIT_WORDS[unit!].bn} জমি।`
        : `${area.bn}, ${inPlace(district.bn)} ${bnDigits(size!)} বর্গফুটের ${KIND[kind].bn}।`;
      description = `${facts} ${[...new Set(extra)].join(' ')}`;
    }

    const roll = random();
    const status = roll < 0.88 ? 'approved' : roll < 0.96 ? 'pending' : 'rejected';
    // Newer posts are more common: the product of two draws skews the age towards today, within two years.
    const listedAt = new Date(now.getTime() - Math.floor(random() * random() * 730 * DAY) - 3600_000);
    const approved = status === 'approved';
    const id = randomUUID();
    const source = {
      type,
      title,
      description,
      division: district.divisionId,
      district: district.id,
      subDistrict: area.id,
      neighbourhood: neighbourhood?.id ?? null,
      propertyType: kind,
      landSize,
      landUnits: unit,
    };
    // Every row names every column, rent facts too (see insertMany).
    const facts = drawnPostFacts({ draw, facts: draw }, { type, kind, price, size, bedrooms }, SCALE_SHARES);
    const post: NewPost = {
      id,
      ownerId: pick(owners),
      status,
      ...source,
      primaryPhone: `01${between(3, 9)}${between(10_000_000, 99_999_999)}`,
      ...facts,
      viewCount: between(0, 900),
      closedAt: approved && random() < 0.06 ? new Date(listedAt.getTime() + DAY) : null,
      rejectionReason: status === 'rejected' ? 'untrue-information' : null,
      approvedAt: approved ? listedAt : null,
      submittedAt: listedAt,
      createdAt: listedAt,
      listedAt,
      updatedAt: listedAt,
      // The document of the post as stored, its facts too: a lift is found by "lift", as in the app.
      ...buildSearchDocument({ ...source, ...facts }),
    };
    const images = Array.from({ length: between(1, 3) }, (_, position): NewImage => {
      const base = `bench-${index}-${position}`;
      return {
        postId: id,
        position,
        cardPath: `/uploads/posts/${base}-card.webp`,
        largePath: `/uploads/posts/${base}-large.webp`,
      };
    });
    return { post, images };
  };
}

/** Saved searches as members make them: a place, often a type and a budget, sometimes a word. */
function makeSavedSearches(size: ScaleSize, owners: string[]): NewSavedSearch[] {
  const { random, pick, between, weighted } = randomness(20_261_203);
  const divisions = DIVISIONS.map((division) => [division, DIVISION_WEIGHTS[division]] as const);
  const perOwner = new Map<string, number>();
  const rows: NewSavedSearch[] = [];
  while (rows.length < size.savedSearches) {
    const userId = pick(owners);
    const held = perOwner.get(userId) ?? 0;
    if (held >= 20) continue;
    perOwner.set(userId, held + 1);
    const type = random() < 0.55 ? 'rent' : 'sell';
    const query: Record<string, string | number> = { type };
    // Nearly everyone names a place, most a district, half of those a sub-district too.
    if (random() < 0.95) {
      const division = weighted(divisions);
      query.division = division;
      if (random() < 0.8) {
        const choices = districtsOf(division);
        const city = choices.find((entry) => entry.id === division);
        const district = city && random() < 0.35 ? city : pick(choices);
        query.district = district.id;
        if (random() < 0.55) query.subDistrict = pick(subDistrictsOf(district.id)).id;
      }
    }
    const kind = random() < 0.5 ? weighted(PROPERTY_TYPE_WEIGHTS) : undefined;
    if (kind && (type === 'sell' || (kind !== 'land' && kind !== 'factory'))) query.propertyType = kind;
    if (random() < 0.4) {
      const budgets = type === 'rent' ? [15_000, 20_000, 30_000, 50_000, 100_000] : [3e6, 6e6, 1e7, 2e7, 5e7];
      const max = pick(budgets);
      query.maxPrice = max;
      if (random() < 0.3) query.minPrice = Math.round(max / 3);
    }
    if (query.propertyType === 'land' && random() < 0.4) {
      query.minLand = between(1, 5);
      query.landUnit = pick(['katha', 'bigha'] as const);
    }
    if ((!query.propertyType || query.propertyType === 'apartment') && random() < 0.15) query.bedrooms = between(1, 4);
    if (random() < 0.2) query.q = pick(SAVED_WORDS);
    const filters: SavedSearchFilters = searchFiltersOf(postListQuerySchema.parse(query));
    rows.push({ userId, name: `Search ${rows.length + 1}`, filters });
  }
  return rows;
}

/** A stored row: database column names, dates as ISO text, as `json_populate_recordset` reads them. */
function recordOf<T extends Table>(columns: Record<string, { name: string }>, row: InferInsertModel<T>) {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    record[columns[key]!.name] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}

/**
 * Many rows in one statement, on either driver: the rows as one JSON parameter, expanded by
 * `json_populate_recordset`. Columns a row leaves out take their defaults.
 */
export async function insertMany<T extends Table>(db: Db, table: T, rows: InferInsertModel<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const records = rows.map((row) => recordOf<T>(columns, row));
  const keys = Object.keys(records[0]!);
  // A key one record lacks would be null in that row, not the column's default: every row names the same ones.
  const odd = records.find((record) => Object.keys(record).length !== keys.length);
  if (odd)
    throw new Error(`insertMany: rows name different columns (${keys.join(', ')} / ${Object.keys(odd).join(', ')})`);
  const names = sql.raw(keys.map((name) => `"${name}"`).join(', '));
  const json = JSON.stringify(records);
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}

/** Writes rows to every database, a batch at a time. */
async function writeAll<T extends Table>(dbs: Db[], table: T, rows: InferInsertModel<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await Promise.all(dbs.map((db) => insertMany(db, table, rows.slice(i, i + BATCH))));
}

/**
 * Drops the indexes of `posts` and `post_images` (not those of constraints) before a load, and
 * returns their definitions, as the migrations made them, to build once after it.
 */
async function dropIndexes(db: Db): Promise<string[]> {
  const found = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename in ('posts', 'post_images')
      and indexname not in (select conname from pg_constraint)`);
  for (const index of found.rows) await db.execute(sql.raw(`drop index "${index.name}"`));
  return found.rows.map((index) => index.definition);
}

async function buildIndexes(db: Db, definitions: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const definition of definitions) await tx.execute(sql.raw(definition));
  });
}

/**
 * Fills freshly migrated databases with the same data: members, posts with their photos' rows,
 * saved searches. Each batch of posts is built while the previous one is being written.
 */
export async function fillDatabases(dbs: Db[], size: ScaleSize, now = new Date()): Promise<void> {
  const members = makeUsers(size, now);
  await writeAll(dbs, users, members);
  const owners = members.map((member) => member.id!);
  const nextPost = postMaker(owners, now);
  const indexes = await Promise.all(dbs.map(dropIndexes));
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < size.posts; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, size.posts - start) }, (_, i) => nextPost(start + i));
    await writing;
    writing = (async () => {
      await writeAll(
        dbs,
        posts,
        batch.map((entry) => entry.post),
      );
      await writeAll(
        dbs,
        postImages,
        batch.flatMap((entry) => entry.images),
      );
    })();
  }
  await writing;
  await Promise.all(dbs.map((db, n) => buildIndexes(db, indexes[n]!)));
  // Searches are saved by the members who browse: a couple of thousand of them at 100,000 posts.
  const savers = owners.slice(0, Math.max(1, Math.ceil(size.savedSearches / 5)));
  await writeAll(dbs, savedSearches, makeSavedSearches(size, savers));
}
