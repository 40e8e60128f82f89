import { cp } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DriverName } from '../src/db/client.ts';
import type { UserRow } from '../src/modules/accounts/users.types.ts';
import { createRepositories } from '../src/repositories.ts';
import { appMeta } from '../src/seed/app-meta.schema.ts';
import { DEMO_SEED_STEPS, demoSeedKey, seedDemoData } from '../src/seed/demo.ts';
import { signInDirectly, type Member } from './accounts.fixtures.ts';
import type { SeededTemplate } from './global-setup.ts';
import { buildTestApp, copyOfDatabase, startTestApp, tempDir, type TestApp } from './helpers.ts';
import { testEnv } from './test-env.ts';

/** A test app over the demo data, and what the seed did: its steps in order, and its clock. */
export interface DemoTestApp extends TestApp {
  /** The seed's steps, in the order they ran (as `seedDemoData` answers on a new database). */
  seeded: string[];
  /** The moment the demo's dates are counted back from. */
  seededAt: Date;
}

/** Waits until the run's seed is done: global-setup.ts holds this lock while it seeds. */
async function seedFinished({ lockKey }: SeededTemplate): Promise<void> {
  const client = new pg.Client({ connectionString: testEnv.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    await client.query('select pg_advisory_unlock($1)', [lockKey]);
  } finally {
    await client.end();
  }
}

/**
 * A test app over the demo data, as a new installation seeds it (the demo's own tests). On
 * PostgreSQL a copy of the database and photos the run seeded once (global-setup.ts); elsewhere
 * (PGlite, or no PostgreSQL) seeded here.
 */
export async function buildDemoTestApp(driver: DriverName): Promise<DemoTestApp> {
  const template = driver === 'postgres' ? inject('seededTemplate') : null;
  if (!template) {
    const t = await buildTestApp(driver);
    const seededAt = new Date();
    const seeded = await seedDemoData(t.database.db, { now: seededAt, storage: t.storage });
    return { ...t, seeded, seededAt };
  }
  await seedFinished(template);
  const data = await tempDir('ghorbari-data-');
  await cp(template.storageDir, data.dir, { recursive: true });
  const t = await startTestApp(await copyOfDatabase(template.database), data);
  const recorded = await t.database.db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(inArray(appMeta.key, DEMO_SEED_STEPS.map(demoSeedKey)));
  const keys = new Set(recorded.map(({ key }) => key));
  const seeded = DEMO_SEED_STEPS.filter((step) => keys.has(demoSeedKey(step)));
  return { ...t, seeded, seededAt: new Date(template.seededAt) };
}

/** A demo account by its email (demo@, support@ghorbari.test…): the seed must have made it. */
export async function demoUser(database: Database, email: string): Promise<UserRow> {
  const user = await createRepositories(database.db).users.byEmail(email);
  if (!user) throw new Error(`no ${email}`);
  return user;
}

/** A demo account with a session, as signing in would give it. */
export async function demoMember(database: Database, email: string): Promise<Member> {
  const user = await demoUser(database, email);
  return { user, token: await signInDirectly(createRepositories(database.db).users, user.id) };
}
