import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Database } from '../src/db/client.ts';
import { userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, installationDatabase, tempDir } from './helpers.ts';

/**
 * Issue 39: notices stored before they were kept in both languages. Migration 0023 gives those
 * whose words it can match (parameters that read the same in both) their key and the other
 * language, from Bengali or from English; the rest stay as written.
 */
const TAG = '0023_notifications_in_both_languages';

describe.each(ONE_DRIVER)('notices stored in one language, migrated on %s', (driver) => {
  let installation: Awaited<ReturnType<typeof installationDatabase>>;
  let data: Awaited<ReturnType<typeof tempDir>>;
  let database: Database;

  beforeAll(async () => {
    data = await tempDir('ghorbari-data-');
    const folder = path.join(data.dir, 'migrations-before');
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const file = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === TAG);
    expect(at).toBeGreaterThan(0);
    await writeFile(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    installation = await installationDatabase(driver);
    const older = await installation.open({ migrationsFolder: folder });
    try {
      await older.migrate();
      // Written as that schema had it: the repository's insert names the columns of today's.
      const { email, passwordHash, name } = userRow();
      const inserted = await older.db.execute<{ id: string }>(
        sql`insert into users (email, password_hash, name) values (${email}, ${passwordHash}, ${name}) returning id`,
      );
      const user = inserted.rows[0]!;
      const notices: [string, string][] = [
        ['আপনার মন্তব্যের উত্তর এসেছে', '“বাড়ি কেনার আগে” লেখায় আপনার মন্তব্যের উত্তরে করিম লিখেছেন: “ধন্যবাদ”'],
        ['Your post is live', '“Flat in Boalia” (S-12) was approved and everyone can see it now.'],
        ['সংরক্ষিত প্রপার্টির দাম কমেছে', 'আপনার সংরক্ষিত “ফ্ল্যাট” (S-3)-এর দাম ৮৫ লাখ টাকা থেকে কমে ৮০ লাখ টাকা হয়েছে।'],
      ];
      for (const [title, message] of notices)
        await older.db.execute(
          sql`insert into notifications (user_id, title, message) values (${user.id}, ${title}, ${message})`,
        );
    } finally {
      await older.close();
    }
    database = await installation.open();
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await installation?.dispose();
    await data?.remove();
  });

  it('gives matched notices their key and both languages, and keeps the rest as written', async () => {
    const rows = await database.db.execute<{
      key: string | null;
      title: string;
      message: string;
      title_en: string | null;
      message_en: string | null;
    }>(sql`select key, title, message, title_en, message_en from notifications`);
    expect(rows.rows).toHaveLength(3);
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        {
          key: 'postApproved',
          title: 'আপনার পোস্ট এখন লাইভ',
          message: '“Flat in Boalia” (S-12) অনুমোদিত হয়েছে, এখন সবাই এটি দেখতে পাবেন।',
          title_en: 'Your post is live',
          message_en: '“Flat in Boalia” (S-12) was approved and everyone can see it now.',
        },
        {
          key: 'commentReplied',
          title: 'আপনার মন্তব্যের উত্তর এসেছে',
          message: '“বাড়ি কেনার আগে” লেখায় আপনার মন্তব্যের উত্তরে করিম লিখেছেন: “ধন্যবাদ”',
          title_en: 'Someone replied to your comment',
          message_en: 'করিম replied to your comment on “বাড়ি কেনার আগে”: “ধন্যবাদ”',
        },
        // A price reads differently in English: kept as written, shown so.
        {
          key: null,
          title: 'সংরক্ষিত প্রপার্টির দাম কমেছে',
          message: 'আপনার সংরক্ষিত “ফ্ল্যাট” (S-3)-এর দাম ৮৫ লাখ টাকা থেকে কমে ৮০ লাখ টাকা হয়েছে।',
          title_en: null,
          message_en: null,
        },
      ]),
    );
  });
});
