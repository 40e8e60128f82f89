import { eq } from 'drizzle-orm';
import { MONTHS, type DeviceType } from '@ghorbari/contracts';
import type { Db } from '../db/client.ts';
import { appMeta } from './app-meta.schema.ts';
import type { VisitRow } from '../modules/visitors/visitors.repository.ts';
import { createRepositories, type Repositories } from '../repositories.ts';
import type { Storage } from '../storage/storage.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoArticles } from './demo-articles.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { seedDemoCityPosts } from './demo-city-posts.ts';
import { seedDemoSearchPosts } from './demo-search-posts.ts';
import { seedDemoMarketPosts } from './demo-market-posts.ts';
import { seedDemoCountryMarket } from './demo-country-market.ts';
import { seedDemoAreaMarket } from './demo-area-market.ts';
import { seedDemoComments } from './demo-comments.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoFirms } from './demo-firms.ts';
import { seedDemoInsights } from './demo-insights.ts';
import { seedDemoGroupInterests } from './demo-group-interests.ts';
import { seedDemoGroupOffers } from './demo-group-offers.ts';
import { seedDemoModeration } from './demo-moderation.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedApprovedSnapshots } from './demo-approved-snapshots.ts';

/**
 * Demo data for a new installation, in named steps. Each step runs once (recorded in
 * `app_meta`), so later features add their own steps and an existing demo database gains
 * only what is new. Turned off with SEED_DEMO=false.
 */
export interface SeedContext {
  now: Date;
  /** Where demo images and documents go (ADR 028). */
  storage: Storage;
  /** Told each step's name and how long it took, in ms, as it lands (`npm start` logs the slow ones). */
  onStep?: (step: string, ms: number) => void;
  /**
   * Steps left out, neither run nor recorded: a test that needs a row in every table, not the
   * country's market of 2,000 posts and the rows each of them brings (the backup suite).
   */
  without?: readonly string[];
}

interface SeedStep {
  name: string;
  run(repos: Repositories, now: Date, context: SeedContext): Promise<void>;
}

/** A year of visits, mostly from phones, so visitor statistics have something to show. */
const visitsStep: SeedStep = {
  name: 'visits',
  async run(repos, now) {
    const rows: VisitRow[] = [];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let back = 11; back >= 0; back--) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const month = MONTHS[day.getUTCMonth()]!;
      const total = 40 + Math.round(random() * 60) + (11 - back) * 4;
      for (let i = 0; i < total; i++) {
        const deviceType: DeviceType = random() < 0.74 ? 'mobile' : 'desktop';
        const createdAt = new Date(day.getTime() + Math.floor(random() * 27) * 86_400_000);
        rows.push({ month, deviceType, createdAt: createdAt > now ? now : createdAt });
      }
    }
    await repos.visitors.insert(rows);
  },
};

const STEPS: SeedStep[] = [
  visitsStep,
  { name: 'accounts', run: seedDemoAccounts },
  { name: 'posts', run: (repos, now, context) => seedDemoPosts(repos, now, context.storage) },
  { name: 'moderation', run: (repos, now, context) => seedDemoModeration(repos, now, context.storage) },
  { name: 'city-posts', run: (repos, now, context) => seedDemoCityPosts(repos, now, context.storage) },
  { name: 'firms', run: (repos, now, context) => seedDemoFirms(repos, now, context.storage) },
  { name: 'reviews', run: (repos, now, context) => seedDemoReviews(repos, now, context.storage) },
  // Firms' budgets in taka per sqft (issue 44), for the firms of a demo database made before them too.
  { name: 'firm-budgets', run: ({ firms }) => firms.giveDemoBudgets() },
  { name: 'group-offers', run: (repos, now, context) => seedDemoGroupOffers(repos, now, context.storage) },
  { name: 'group-interests', run: seedDemoGroupInterests },
  { name: 'blog-articles', run: (repos, now, context) => seedDemoArticles(repos, now, context.storage) },
  { name: 'blog-comments', run: (repos, now) => seedDemoComments(repos, now) },
  { name: 'search-posts', run: (repos, now, context) => seedDemoSearchPosts(repos, now, context.storage) },
  { name: 'reports', run: seedDemoReports },
  { name: 'documents', run: (repos, now, context) => seedDemoDocuments(repos, now, context.storage) },
  // Area prices (issue 19): sell posts close together, so the medians show.
  { name: 'market-posts', run: (repos, now, context) => seedDemoMarketPosts(repos, now, context.storage) },
  // A market that feels like one (issue 42, ADR 056): about 2,000 live posts across the country, in bulk.
  { name: 'market-posts-2000', run: (repos, now, context) => seedDemoCountryMarket(repos, now, context.storage) },
  // Every kind of property in every area the gazetteer names (issue 63, ADR 077): shops in the markets,
  // offices, factories and godowns on the belts, mess seats by the universities, plots on the edges.
  { name: 'market-every-area', run: (repos, now, context) => seedDemoAreaMarket(repos, now, context.storage) },
  // After every step that adds live posts: what support approved, so a price drop tells the savers (issue 28).
  { name: 'approved-snapshots', run: seedApprovedSnapshots },
  // After every step that adds live posts: the payment records of the paid ones (issue 41).
  { name: 'payment-records', run: seedDemoPayments },
  // Paid posts whose package days are over are listed with the others, as the hourly sweep does (issue 41).
  { name: 'featured-ended', run: async ({ postAvailability }, now) => void (await postAvailability.endFeatured(now)) },
  // After every step that adds posts, and after the featured packages that are over ended: their
  // last 30 days of views, reveals, saves and shares (issue 19), the featured ones seen more.
  { name: 'post-insights', run: (repos, now) => seedDemoInsights(repos, now) },
  // After every step that adds live posts: when their owners last confirmed them (issue 41).
  { name: 'availability', run: seedDemoAvailability },
  // After every step that adds accounts or posts: the numbers their members proved by SMS (issue 40).
  {
    name: 'proven-phones',
    run: ({ users, postBackfill }, now) => users.proveDemoPhones(now, postBackfill.ownerPhones()),
  },
];

/** The steps' names in the order they run (what `seedDemoData` answers on a new database). */
export const DEMO_SEED_STEPS: readonly string[] = STEPS.map((step) => step.name);

/** The key a step's run is recorded under in `app_meta`. */
export const demoSeedKey = (step: string) => `demo-seed:${step}`;

export async function seedDemoData(db: Db, context: SeedContext): Promise<string[]> {
  const { now } = context;
  const done: string[] = [];
  for (const step of STEPS) {
    if (context.without?.includes(step.name)) continue;
    const key = demoSeedKey(step.name);
    const [existing] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key));
    if (existing) continue;
    const started = performance.now();
    await db.transaction(async (tx) => {
      // The step's repositories run on the transaction: a step lands whole or not at all.
      await step.run(createRepositories(tx), now, context);
      await tx.insert(appMeta).values({ key, value: now.toISOString() });
    });
    context.onStep?.(step.name, Math.round(performance.now() - started));
    done.push(step.name);
  }
  return done;
}
