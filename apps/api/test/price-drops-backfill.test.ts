import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { MIGRATIONS_FOLDER, type Database } from '../src/db/client.ts';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { postImages, posts } from '../src/modules/posts/posts.schema.ts';
import { snapshotOf } from '../src/modules/posts/post-snapshot.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { createRepositories } from '../src/repositories.ts';
import { openDiskStorage } from '../src/storage/disk.ts';
import type { Storage } from '../src/storage/storage.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, installationDatabase, tempDir } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

/**
 * Issue 28: posts that went live without a snapshot of what was approved — the demo posts, and
 * any post live before approvals kept one — told no saver of a price drop, because their next
 * approval counted as a first one. Migration 0019 gives them the snapshot an approval writes.
 */
const BACKFILL_TAG = '0019_approved_snapshots';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The app's migrations up to the one before the backfill: the schema an older version left. */
async function migrationsBeforeBackfill(dir: string): Promise<string> {
  const folder = path.join(dir, 'migrations-before-backfill');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as Journal;
  const backfill = journal.entries.findIndex((entry) => entry.tag === BACKFILL_TAG);
  expect(backfill).toBeGreaterThan(0);
  await writeFile(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, backfill) }, null, 2));
  return folder;
}

/**
 * A row as the older version stored it: only the columns its table had then. Today's repositories
 * name every column of today's schema (a column added since, such as issue 40's on accounts or
 * issue 41's on posts, is not there yet), so the row is written by hand, naming the columns the
 * older table has, each value mapped as today's schema maps it.
 */
async function insertAsOlder(db: Database['db'], table: PgTable, values: Record<string, unknown>): Promise<string> {
  const { rows } = await db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${getTableConfig(table).name}`,
  );
  const older = new Set(rows.map((row) => row.column_name));
  const given = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => older.has(column.name) && values[key] !== undefined,
  );
  const inserted = await db.execute<{ id: string }>(
    sql`insert into ${table} (${sql.join(
      given.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )}) values (${sql.join(
      given.map(([key, column]) => sql`${column.mapToDriverValue(values[key])}`),
      sql`, `,
    )}) returning id`,
  );
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error(`no row inserted into ${getTableConfig(table).name}`);
  return id;
}

/** An account as the older version stored it. */
async function olderUser(db: Database['db']): Promise<{ id: string }> {
  return { id: await insertAsOlder(db, users, userRow({ language: 'en' })) };
}

/** A post and its photos as the older version stored them; its search columns are rebuilt later. */
async function olderPost(db: Database['db'], post: NewPost, images: { card: string; large: string }[]) {
  const id = await insertAsOlder(db, posts, post);
  for (const [position, image] of images.entries()) {
    await insertAsOlder(db, postImages, { postId: id, position, cardPath: image.card, largePath: image.large });
  }
  const { rows } = await db.execute<{ number: number }>(sql`select number from posts where id = ${id}`);
  const number = rows[0]?.number ?? 0;
  return { id, number, postId: publicPostId({ type: post.type, number }) };
}

/** A live post with every field support compares given, so the snapshot's shape is checked whole. */
const everyField = (ownerId: string): NewPost =>
  postRow(ownerId, {
    status: 'approved',
    price: 8_500_000,
    previousPrice: 9_000_000,
    secondaryPhone: '01811223344',
    street: 'Shaheb Bazar Road',
    house: '12/A',
    postCode: '6100',
    landSize: 2.75,
    landUnits: 'katha',
    landCategory: 'residential',
    constructionStatus: 'ready',
    condition: 'used',
    roomsTotal: 6,
    balconies: 2,
    drawingRooms: 1,
    garages: 1,
    lift: 'lift',
    furnishing: 'semi-furnished',
    facing: 'south',
    totalUnits: 8,
    totalFloors: 6,
    availableFloor: 4,
    facilities: ['generator', 'security'],
    negotiable: true,
    listedBy: 'owner',
    parking: true,
    advanceMonths: 2,
    serviceCharge: 2_500,
    billsIncluded: false,
    gas: 'line',
    tenants: ['family', 'bachelor'],
    availableFrom: '2026-12',
    approvedAt: new Date(Date.now() - 30 * 24 * 3600_000),
  });

describe.each(ONE_DRIVER)('price drops on posts approved before snapshots, on %s', (driver) => {
  let installation: Awaited<ReturnType<typeof installationDatabase>>;
  let data: Awaited<ReturnType<typeof tempDir>>;
  let database: Database;
  let storage: Storage;
  let app: FastifyInstance;
  let live: { id: string; postId: string; number: number };
  let editedBefore: { id: string };
  let saver: { id: string };

  beforeAll(async () => {
    data = await tempDir('ghorbari-data-');
    installation = await installationDatabase(driver);
    // The older version: its migrations, and posts as its approvals and the demo seed left them.
    const older = await installation.open({ migrationsFolder: await migrationsBeforeBackfill(data.dir) });
    try {
      await older.migrate();
      const repos = createRepositories(older.db);
      const owner = await olderUser(older.db);
      saver = await olderUser(older.db);
      live = await olderPost(older.db, everyField(owner.id), [
        ...postImagesFor('backfill-1'),
        ...postImagesFor('backfill-2'),
      ]);
      await repos.savedPosts.save(saver.id, 'sell', live.postId);
      // Edited since it went live: the row holds the edit, not what was live, so it stays without one.
      editedBefore = await olderPost(
        older.db,
        postRow(owner.id, { updateCount: 1, approvedAt: new Date(Date.now() - 86_400_000) }),
        postImagesFor('backfill-3'),
      );
    } finally {
      await older.close();
    }
    // This version starts: it migrates, as server.ts does.
    database = await installation.open();
    await database.migrate();
    storage = openDiskStorage(data.dir);
    app = await buildApp({ config: testConfig({ dataDir: data.dir }), database, storage });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await storage?.close();
    await database?.close();
    await installation?.dispose();
    await data?.remove();
  });

  it('gives every live post the snapshot an approval writes, and leaves pending edits without one', async () => {
    const repos = createRepositories(database.db);
    const entry = await repos.posts.byNumber('sell', live.number);
    if (!entry) throw new Error('live post missing');
    expect(entry.post.approvedSnapshot).toEqual(snapshotOf(entry));
    const [pending] = await repos.posts.byIds([editedBefore.id]);
    expect(pending?.approvedSnapshot).toBeNull();
  });

  it('tells the saver when the owner lowers the price 10% and support approves', async () => {
    const repos = createRepositories(database.db);
    const support = await staffMember(app, database, 'support');
    const token = await signInDirectly(repos.users, saver.id);
    // The owner's edit as stored (the edit route is the posts tests' subject): back in review.
    const edited = await repos.posts.updateIf(live.id, ['approved'], {
      price: 7_650_000,
      status: 'pending',
      submittedAt: new Date(),
    });
    expect(edited).toBe(true);
    await approvePost(app, support.token, live.postId);
    await app.priceDropAlerts.settled();

    const inbox = await app.inject({
      method: 'GET',
      url: '/api/notifications/getUserNotifications?page=1',
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    const drops = inbox
      .json<{ data: { title: string; message: string; link: string | null }[] }>()
      .data.filter((notice) => notice.title === 'Price dropped on a property you saved');
    expect(drops).toEqual([
      expect.objectContaining({
        message:
          `“3 bed flat near Boalia, Rajshahi” (${live.postId}), which you saved: ` +
          'price dropped from Tk 85 lakh to Tk 76.5 lakh.',
        link: `/Property-Buy-Sell-Details/${live.postId}`,
      }),
    ]);
  });
});
