import type { DriverName } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** A test app over the demo data, as a new installation seeds it (the demo's own tests). */
export async function buildDemoTestApp(driver: DriverName): Promise<TestApp> {
  const t = await buildTestApp(driver);
  await seedDemoData(t.database.db, { now: new Date(), storage: t.storage });
  return t;
}
