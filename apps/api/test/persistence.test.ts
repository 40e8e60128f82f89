import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { appMeta, visits } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { DRIVERS, openTestDatabase, tempDir } from './helpers.ts';

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(visits);
  return row?.n ?? 0;
};

describe('the embedded database across restarts', () => {
  it('keeps its data and seeds demo data only once', async () => {
    const data = await tempDir();
    try {
      const first = await openDatabase({ dataDir: data.dir });
      await first.migrate();
      expect(await seedDemoData(first.db)).toEqual(['visits', 'accounts']);
      const seeded = await count(first.db);
      expect(seeded).toBeGreaterThan(100);
      await first.db.insert(visits).values({ month: 'March', deviceType: 'desktop' });
      await first.close();

      const second = await openDatabase({ dataDir: data.dir });
      await second.migrate();
      expect(await seedDemoData(second.db)).toEqual([]);
      expect(await count(second.db)).toBe(seeded + 1);
      await second.close();
    } finally {
      await data.remove();
    }
  });
});

describe.each(DRIVERS)('demo seed on %s', (driver) => {
  it('spreads a year of visits over every month, mostly from phones', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      await seedDemoData(database.db, new Date('2026-11-21T12:00:00Z'));
      const rows = await database.db
        .select({ month: visits.month, deviceType: visits.deviceType, n: sql<number>`count(*)::int` })
        .from(visits)
        .groupBy(visits.month, visits.deviceType);
      expect(new Set(rows.map((r) => r.month)).size).toBe(12);
      const mobile = rows.filter((r) => r.deviceType === 'mobile').reduce((sum, r) => sum + r.n, 0);
      const desktop = rows.filter((r) => r.deviceType === 'desktop').reduce((sum, r) => sum + r.n, 0);
      expect(mobile).toBeGreaterThan(desktop);
      const meta = await database.db.select().from(appMeta);
      expect(meta.map((m) => m.key).sort()).toEqual(['demo-seed:accounts', 'demo-seed:visits']);
    } finally {
      await dispose();
    }
  });

  it('refuses a device type the database does not know, whatever the caller', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      await expect(database.db.insert(visits).values({ month: 'May', deviceType: 'fridge' })).rejects.toThrow();
    } finally {
      await dispose();
    }
  });
});
