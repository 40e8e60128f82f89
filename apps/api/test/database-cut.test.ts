import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/db-errors.ts';
import { createRepositories } from '../src/repositories.ts';
import { member, userRow, type Member } from './accounts.fixtures.ts';
import { DRIVERS, openTestDatabase, tempDir } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';
import { killServers, startServer } from './server-process.ts';
import { testEnv } from './test-env.ts';

afterEach(() => killServers());

/** Members saving posts at once, and how many saves each makes between two cuts. */
const CLIENTS = 20;
const SAVES_PER_ROUND = 3;
const CUTS = 5;

/**
 * Issue 62: one PostgreSQL connection cut while members saved posts took the whole server down (a
 * pooled client with no 'error' listener). Here the real server process, with the pool as
 * production configures it, has every one of its connections terminated on the server five times
 * while 20 members save posts.
 */
describe.runIf(DRIVERS.includes('postgres'))('when PostgreSQL ends every connection of the server', () => {
  it('keeps serving: caught requests get a translated 503, acknowledged saves are kept, ready again', async () => {
    const { database, url, dispose } = await openTestDatabase('postgres');
    const data = await tempDir();
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
    await admin.connect();
    try {
      const repos = createRepositories(database.db);
      const members: Member[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        members.push(await member(database, { phone: `0171${String(1_000_000 + i).padStart(7, '0')}` }));
      }
      const owner = await repos.users.insert(userRow());
      const listed: string[] = [];
      for (let i = 0; i < SAVES_PER_ROUND * CUTS; i++) {
        const row = await repos.posts.insert(
          postRow(owner.id, { title: `Flat ${i}`, status: 'approved', approvedAt: new Date() }),
          postImagesFor(`cut-${i}`),
        );
        listed.push(`S-${row.number}`);
      }
      const name = new URL(url!).pathname.slice(1);

      // Every read reaches the database: no answer is kept (ADR 021).
      const server = startServer({ DATA_DIR: data.dir, DATABASE_URL: url!, SEED_DEMO: 'false', ANSWER_CACHE_MS: '0' });
      const base = await server.url;
      const acknowledged: { userId: string; postId: string }[] = [];
      const refused: { status: number; body: { code?: string; message?: string } }[] = [];

      const save = async (who: Member, postId: string, lang: string) => {
        const answer = await fetch(`${base}/api/profile/savePost`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${who.token}`,
            'content-type': 'application/json',
            'accept-language': lang,
          },
          body: JSON.stringify({ type: 'sell', postId }),
        });
        if (answer.status === 200) acknowledged.push({ userId: who.user.id, postId });
        else refused.push({ status: answer.status, body: (await answer.json()) as { code?: string } });
      };
      const reads: number[] = [];
      const read = async (lang: string) => {
        const answer = await fetch(`${base}/api/posts?type=sell`, { headers: { 'accept-language': lang } });
        reads.push(answer.status);
        if (answer.status !== 200)
          refused.push({ status: answer.status, body: (await answer.json()) as { code?: string } });
      };
      const terminate = () =>
        admin.query(
          'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity ' +
            'where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );

      for (let round = 0; round < CUTS; round++) {
        const posts = listed.slice(round * SAVES_PER_ROUND, (round + 1) * SAVES_PER_ROUND);
        let started = 0;
        let allSent = () => undefined as void;
        const sent = new Promise<void>((resolve) => (allSent = resolve));
        const saving = Promise.all(
          members.map(async (who, i) => {
            for (const [k, postId] of posts.entries()) {
              const lang = i % 2 === 0 ? 'bn' : 'en';
              const answer = Promise.all([save(who, postId, lang), i % 4 === 0 ? read(lang) : undefined]);
              if (k === 0 && ++started === CLIENTS) allSent();
              await answer;
            }
          }),
        );
        await sent;
        // The cut lands while the members' saves are under way.
        const { rows } = await terminate();
        expect(rows[0]!.ended, `round ${round}: the server had connections to end`).toBeGreaterThan(0);
        await saving;
        await vi.waitFor(
          async () => {
            expect(server.child.exitCode, server.output().stdout.slice(-2000)).toBeNull();
            const ready = await fetch(`${base}/api/ready`);
            expect(ready.status).toBe(200);
          },
          { timeout: 15_000, interval: 100 },
        );
      }
      // Every save is answered: done, or refused with the translated "briefly unavailable".
      for (const { status, body } of refused) {
        expect(status).toBe(503);
        expect(body.code).toBe('DATABASE_UNAVAILABLE');
        expect(body.message).toMatch(/একটু পরে আবার চেষ্টা করুন|Please try again in a moment/);
      }
      expect(server.child.exitCode).toBeNull();
      // Nothing acknowledged was lost.
      const stored = await database.db.execute<{ user_id: string; item_id: string }>(
        sql`select user_id, item_id from saved_posts`,
      );
      const kept = new Set(stored.rows.map((row) => `${row.user_id} ${row.item_id}`));
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(reads.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(acknowledged.filter(({ userId, postId }) => !kept.has(`${userId} ${postId}`))).toEqual([]);
    } finally {
      killServers();
      await admin.end();
      await dispose();
      await data.remove();
    }
  }, 120_000);

  /** The connection's backend process, ended from another session as `pg_terminate_backend` does. */
  const endBackend = async (admin: pg.Client, pid: number) => {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // Gone on the server: its last message is on its way to the client.
    await vi.waitFor(async () => {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where pid = $1', [pid]);
      expect(rows[0].n).toBe(0);
    });
  };

  it('fails only the transaction whose connection is ended between two statements; the pool goes on', async () => {
    const { database, dispose } = await openTestDatabase('postgres');
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
    await admin.connect();
    try {
      // Before issue 62 the checked-out client's 'error' event had no listener and ended the process.
      const failed = await database
        .transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          await endBackend(admin, rows[0]!.pid);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
      const { rows } = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await dispose();
    }
  });

  it('asks a read again on another connection when its connection is ended under it', async () => {
    const { database, dispose } = await openTestDatabase('postgres');
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
    await admin.connect();
    try {
      const marker = `read-${Date.now()}`;
      // drizzle's statements are lazy: `then` sends it.
      const read = Promise.resolve(
        database.db.execute<{ marker: string }>(sql`select pg_sleep(1), ${marker}::text as marker`),
      );
      let pid = 0;
      await vi.waitFor(async () => {
        const { rows } = await admin.query(
          "select pid from pg_stat_activity where query like '%pg_sleep(1)%' and state = 'active' " +
            'and pid <> pg_backend_pid()',
        );
        expect(rows).toHaveLength(1);
        pid = rows[0].pid as number;
      });
      await endBackend(admin, pid);
      expect((await read).rows).toEqual([{ pg_sleep: '', marker }]);
    } finally {
      await admin.end();
      await dispose();
    }
  });
});
