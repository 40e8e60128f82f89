import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, MANIFEST_ENTRY, tableEntryName, type BackupManifest } from '../src/backup/backup-manifest.ts';
import { backupSocketPath } from '../src/backup/backup-socket.ts';
import { createBackup } from '../src/backup/create-backup.ts';
import { listTables, rowsOf, tableRef } from '../src/backup/database-catalog.ts';
import { restoreBackup } from '../src/backup/restore-backup.ts';
import { readArchive, writeArchive } from '../src/backup/tar-archive.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { openStorage, type Storage } from '../src/storage/index.ts';
import {
  DRIVERS,
  openMigratedDataDir,
  openTestDatabase,
  reachableByOthers,
  tempDir,
  type TestDatabase,
} from './helpers.ts';
import { startS3Server } from './s3-server.ts';
import { killServers, startServer } from './server-process.ts';
import { testEnv } from './test-env.ts';

/**
 * `npm run backup` / `npm run restore` (issue 20, ADR 030): an installation with the demo data and
 * its files is backed up, changed, and its archive restored into fresh installations (PGlite into
 * PostgreSQL, and that back into PGlite): every table holds the rows it held at the backup, and
 * every file its bytes. A damaged or doctored archive is refused and the target left as it was.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SLOW = 10 * 60_000;
const POSTGRES = DRIVERS.includes('postgres');

/** What an operator would compare: each table's rows (as a sorted digest and a count), each file's SHA-256. */
interface Snapshot {
  rows: Record<string, number>;
  content: Record<string, string>;
  files: Record<string, string>;
}

async function snapshotOf(database: Database, storage: Storage): Promise<Snapshot> {
  const snapshot: Snapshot = { rows: {}, content: {}, files: {} };
  for (const table of await listTables(database.db)) {
    const lines = await rowsOf<{ line: string }>(
      database.db,
      sql`select row_to_json(r)::text as line from ${tableRef(table.name)} as r`,
    );
    snapshot.rows[table.name] = lines.length;
    const sorted = lines.map((row) => row.line).sort();
    snapshot.content[table.name] = createHash('sha256').update(sorted.join('\n')).digest('hex');
  }
  const keys: string[] = [];
  for await (const entry of storage.list('')) keys.push(entry.key);
  for (const key of keys.sort()) {
    const object = await storage.get(key);
    if (object) snapshot.files[key] = createHash('sha256').update(object.body).digest('hex');
  }
  return snapshot;
}

interface Installation {
  dir: string;
  database: Database;
  storage: Storage;
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh installation: an empty data directory, and PGlite in it or a new PostgreSQL database;
 * its files in the data directory, or in a bucket given its `STORAGE_URL`.
 */
async function freshInstallation(driver: 'pglite' | 'postgres', storageUrl?: string): Promise<Installation> {
  const data = await tempDir('ghorbari-restore-');
  const storage = await openStorage({ storageUrl, dataDir: data.dir });
  let test: TestDatabase | undefined;
  let database: Database;
  if (driver === 'postgres') {
    test = await openTestDatabase('postgres');
    database = test.database;
  } else {
    // Not even migrated: the restore brings the schema.
    database = await openDatabase({ dataDir: data.dir });
  }
  return {
    dir: data.dir,
    database,
    storage,
    ...(test?.url ? { url: test.url } : {}),
    async close() {
      await storage.close();
      if (test) await test.dispose();
      else await database.close();
      await data.remove();
    },
  };
}

/** Rewrites an archive entry by entry; `change` may replace an entry's bytes. */
async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, body: Buffer) => Buffer | undefined,
): Promise<void> {
  const out = writeArchive(to, new Date());
  for await (const entry of readArchive(from)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    await out.addBuffer(entry.name, change(entry.name, body) ?? body);
  }
  await out.finish();
}

async function entryOf(file: string, name: string): Promise<Buffer> {
  for await (const entry of readArchive(file)) {
    if (entry.name !== name) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
  throw new Error(`no ${name} in ${file}`);
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { PATH: testEnv.path, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('backup and restore', () => {
  let source: Installation;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let archive: string;
  let atBackup: Snapshot;
  let manifest: BackupManifest;
  /** The PGlite installation the PostgreSQL one was restored into, kept for the damaged-archive tests. */
  let restored: Installation | undefined;

  beforeAll(async () => {
    work = await tempDir('ghorbari-backups-');
    const data = await tempDir('ghorbari-source-');
    const database = await openMigratedDataDir(data.dir);
    const storage = await openStorage({ dataDir: data.dir });
    // Every table holds rows; the market of thousands of posts would only make each copy slower (it
    // took the suite's CPU from about 50 s to 160 on 2 cores).
    await seedDemoData(database.db, { now: new Date(), storage, without: ['market-posts-2000', 'market-every-area'] });
    await storage.put(
      'private/documents/deed-1/khatian.pdf',
      Buffer.from('%PDF-1.4 a land document'),
      'application/pdf',
    );
    source = {
      dir: data.dir,
      database,
      storage,
      async close() {
        await storage.close();
        await database.close().catch(() => undefined);
        await data.remove();
      },
    };
  }, SLOW);

  afterAll(async () => {
    killServers();
    await restored?.close();
    await source?.close();
    await work?.remove();
  }, SLOW);

  it(
    'backs up an installation, and a PostgreSQL one restored from it holds every row and file of that moment',
    async () => {
      archive = path.join(work.dir, 'first.tar.gz');
      atBackup = await snapshotOf(source.database, source.storage);
      const done = await createBackup({ database: source.database, storage: source.storage, file: archive });
      manifest = done.manifest;
      expect(Object.keys(atBackup.files).length).toBeGreaterThan(10);
      expect(done.files).toBe(Object.keys(atBackup.files).length);
      expect(done.rows).toBe(Object.values(atBackup.rows).reduce((sum, n) => sum + n, 0));
      expect(atBackup.rows.posts).toBeGreaterThan(0);

      // Life goes on: rows come and go, a photo is deleted and another uploaded.
      await source.database.db.execute(sql`insert into app_meta (key, value) values ('after-backup', 'yes')`);
      await source.database.db.execute(sql`delete from audit_log where id in (select id from audit_log limit 5)`);
      await source.database.db.execute(sql`delete from visits where ctid in (select ctid from visits limit 100)`);
      const photo = Object.keys(atBackup.files).find((key) => key.startsWith('public/'));
      await source.storage.remove(photo ?? '');
      await source.storage.put('public/posts/new-after-backup.webp', Buffer.from('RIFF new photo'), 'image/webp');
      const changed = await snapshotOf(source.database, source.storage);
      expect(changed.rows).not.toEqual(atBackup.rows);
      expect(changed.files).not.toEqual(atBackup.files);

      const target = await freshInstallation(POSTGRES ? 'postgres' : 'pglite');
      try {
        const result = await restoreBackup({ database: target.database, storage: target.storage, file: archive });
        expect(result.rows).toBe(done.rows);
        const after = await snapshotOf(target.database, target.storage);
        expect(after.rows).toEqual(atBackup.rows);
        expect(after.content).toEqual(atBackup.content);
        expect(after.files).toEqual(atBackup.files);
        // Numbers go on from where they were: a post's public number is never handed out twice.
        const [next] = await rowsOf<{ n: string }>(
          target.database.db,
          sql`select nextval('posts_number_seq')::text as n`,
        );
        const [max] = await rowsOf<{ n: string }>(target.database.db, sql`select max(number)::text as n from posts`);
        expect(Number(next?.n)).toBeGreaterThan(Number(max?.n));

        // …and back: that installation's own backup restores into a fresh PGlite one.
        const second = path.join(work.dir, 'second.tar.gz');
        await createBackup({ database: target.database, storage: target.storage, file: second });
        restored = await freshInstallation('pglite');
        await restoreBackup({ database: restored.database, storage: restored.storage, file: second });
        const again = await snapshotOf(restored.database, restored.storage);
        expect(again.rows).toEqual(atBackup.rows);
        expect(again.content).toEqual(atBackup.content);
        expect(again.files).toEqual(atBackup.files);
      } finally {
        await target.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a target that holds data, and with --force puts it back to the moment of the backup',
    async () => {
      // The source, changed since its backup, is not empty.
      await expect(
        restoreBackup({ database: source.database, storage: source.storage, file: archive }),
      ).rejects.toThrow(/already holds data/);
      expect((await snapshotOf(source.database, source.storage)).rows.app_meta).toBe(atBackup.rows.app_meta! + 1);

      const result = await restoreBackup({
        database: source.database,
        storage: source.storage,
        file: archive,
        force: true,
      });
      expect(result.removedFiles).toBe(1);
      const after = await snapshotOf(source.database, source.storage);
      expect(after.rows).toEqual(atBackup.rows);
      expect(after.content).toEqual(atBackup.content);
      expect(after.files).toEqual(atBackup.files);
    },
    SLOW,
  );

  it(
    'refuses a damaged or doctored archive and leaves the target as it was',
    async () => {
      const target = restored ?? (await freshInstallation('pglite'));
      restored = target;
      // The target holds something else than the archive: one more row, one more file.
      await target.database.db.execute(sql`insert into app_meta (key, value) values ('target-only', 'yes')`);
      await target.storage.put('public/avatars/target-only.webp', Buffer.from('RIFF avatar'), 'image/webp');
      const before = await snapshotOf(target.database, target.storage);
      const restore = (file: string) =>
        restoreBackup({ database: target.database, storage: target.storage, file, force: true });
      const bytes = await readFile(archive);

      // Bytes flipped in the middle of the gzip stream.
      const flipped = path.join(work.dir, 'flipped.tar.gz');
      const damaged = Buffer.from(bytes);
      for (let at = Math.floor(damaged.length / 2); at < Math.floor(damaged.length / 2) + 16; at++)
        damaged[at]! ^= 0xff;
      await writeFile(flipped, damaged);
      await expect(restore(flipped)).rejects.toThrow(/damaged/);

      // Cut short.
      const truncated = path.join(work.dir, 'truncated.tar.gz');
      await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
      await expect(restore(truncated)).rejects.toThrow(/damaged/);

      // Not a backup at all.
      const stranger = path.join(work.dir, 'stranger.tar.gz');
      await rewriteArchive(archive, stranger, (name, body) =>
        name === MANIFEST_ENTRY ? Buffer.from('{"format":"something-else"}') : body,
      );
      await expect(restore(stranger)).rejects.toThrow(/not a Ghorbari backup/);

      // A table's rows changed behind the manifest's back.
      const doctored = path.join(work.dir, 'doctored.tar.gz');
      await rewriteArchive(archive, doctored, (name, body) =>
        name === tableEntryName('users') ? Buffer.from(body.toString('utf8').replace('"', '"x')) : body,
      );
      await expect(restore(doctored)).rejects.toThrow(/does not match its manifest/);

      // A consistent archive whose rows the database refuses (a post twice): the load is rolled back
      // after the old rows were already cleared and the migrations applied.
      const refused = path.join(work.dir, 'refused.tar.gz');
      const posts = await entryOf(archive, tableEntryName('posts'));
      const first = posts.subarray(0, posts.indexOf(10) + 1);
      const twice = Buffer.concat([posts, first]);
      await rewriteArchive(archive, refused, (name, body) => {
        if (name === tableEntryName('posts')) return twice;
        if (name !== MANIFEST_ENTRY) return body;
        const changed = JSON.parse(body.toString('utf8')) as BackupManifest;
        const table = changed.tables.find((entry) => entry.name === 'posts')!;
        Object.assign(table, { rows: table.rows + 1, bytes: twice.length, sha256: sha256(twice) });
        return Buffer.from(JSON.stringify(changed));
      });
      const error = await restore(refused).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(
        /^The database did not take the archive \(.*unique.*\); it was left as it was\.$/,
      );
      // …without the rows it was given: they hold people's names and phone numbers.
      expect((error as Error).message).not.toMatch(/01\d{9}|params/);

      const after = await snapshotOf(target.database, target.storage);
      expect(after.rows).toEqual(before.rows);
      expect(after.content).toEqual(before.content);
      // Every file the target had is still there with its bytes (the refused archive's files,
      // which it already had, were written before the database said no).
      expect(after.files).toEqual(before.files);
      expect(manifest.tables.length).toBeGreaterThan(20);
    },
    SLOW,
  );

  it(
    'restores an archive of an older schema into PostgreSQL and a bucket, running the newer migrations after',
    async () => {
      // An installation of the version before the last migration.
      const older = path.join(work.dir, 'older-migrations');
      await cp(MIGRATIONS_FOLDER, older, { recursive: true });
      const journalFile = path.join(older, 'meta/_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      journal.entries.pop();
      await writeFile(journalFile, JSON.stringify(journal));
      const data = await tempDir('ghorbari-older-');
      const database = await openDatabase({ inMemory: true, migrationsFolder: older });
      const storage = await openStorage({ dataDir: data.dir });
      const file = path.join(work.dir, 'older.tar.gz');
      try {
        await database.migrate();
        await database.db.execute(sql`insert into app_meta (key, value) values ('from-the-older-version', 'yes')`);
        await storage.put('public/posts/old-photo.webp', Buffer.from('RIFF old photo'), 'image/webp');
        await storage.put('private/documents/old/deed.pdf', Buffer.from('%PDF old deed'), 'application/pdf');
        const done = await createBackup({ database, storage, file });
        expect(done.manifest.migrations).toHaveLength(journal.entries.length);
      } finally {
        await storage.close();
        await database.close();
        await data.remove();
      }

      // Into a fresh installation of this version, already migrated past the archive (a first start),
      // its files in an S3-compatible bucket: the way from one machine to many.
      const s3 = await startS3Server();
      const target = await freshInstallation(POSTGRES ? 'postgres' : 'pglite', s3.storageUrl());
      try {
        expect(target.storage.driver).toBe('s3');
        await target.database.migrate();
        await restoreBackup({ database: target.database, storage: target.storage, file });
        const rows = await rowsOf<{ value: string }>(
          target.database.db,
          sql`select value from app_meta where key = 'from-the-older-version'`,
        );
        expect(rows).toEqual([{ value: 'yes' }]);
        const [level] = await rowsOf<{ n: string }>(
          target.database.db,
          sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
        );
        expect(Number(level?.n)).toBe(journal.entries.length + 1);
        expect((await listTables(target.database.db)).map((table) => table.name).sort()).toEqual(
          Object.keys(atBackup.rows).sort(),
        );
        const files = (await snapshotOf(target.database, target.storage)).files;
        expect(files).toEqual({
          'private/documents/old/deed.pdf': sha256(Buffer.from('%PDF old deed')),
          'public/posts/old-photo.webp': sha256(Buffer.from('RIFF old photo')),
        });
        // The bucket's installation backs up too, with the content types it stored.
        const fromBucket = await createBackup({
          database: target.database,
          storage: target.storage,
          file: path.join(work.dir, 'from-bucket.tar.gz'),
        });
        expect(fromBucket.manifest.files.map(({ key, contentType }) => ({ key, contentType }))).toEqual([
          { key: 'private/documents/old/deed.pdf', contentType: 'application/pdf' },
          { key: 'public/posts/old-photo.webp', contentType: 'image/webp' },
        ]);
      } finally {
        await target.close();
        await s3.stop();
      }

      // An archive from a version with a migration this one lacks is refused before anything happens.
      const newer = path.join(work.dir, 'newer.tar.gz');
      await rewriteArchive(archive, newer, (name, body) => {
        if (name !== MANIFEST_ENTRY) return body;
        const changed = JSON.parse(body.toString('utf8')) as BackupManifest;
        changed.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() + 86_400_000 });
        return Buffer.from(JSON.stringify(changed));
      });
      const fresh = await freshInstallation('pglite');
      try {
        await expect(restoreBackup({ database: fresh.database, storage: fresh.storage, file: newer })).rejects.toThrow(
          /migrations this version does not have/,
        );
        expect(await listTables(fresh.database.db)).toEqual([]);
      } finally {
        await fresh.close();
      }
    },
    SLOW,
  );

  it(
    'runs as npm run backup and npm run restore, and refuses while the server holds the data directory',
    async () => {
      const now = await snapshotOf(source.database, source.storage);
      // The CLI opens the embedded database itself: the test lets go of it, as a server would stop.
      await source.database.close();
      const out = path.join(work.dir, 'cli');
      const env = { DATA_DIR: source.dir };

      const held = lockDataDir(source.dir);
      try {
        const refused = await runScript('backup', ['--out', out], env);
        expect(refused.code).not.toBe(0);
        expect(refused.stderr).toMatch(/server is running/);
      } finally {
        held.release();
      }

      const backup = await runScript('backup', ['--out', out], env);
      expect(backup.stderr).not.toMatch(/Error/);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/Backup written: .*ghorbari-backup-\d{8}T\d{6}Z\.tar\.gz/);
      const [file] = (await readdir(out)).filter((name) => name.endsWith('.tar.gz'));
      expect(file).toBeDefined();

      const fresh = await tempDir('ghorbari-cli-restore-');
      try {
        const restore = await runScript('restore', [path.join(out, file ?? '')], { DATA_DIR: fresh.dir });
        expect(restore.code).toBe(0);
        expect(restore.stdout).toMatch(/Restored .* Row counts and file checksums match the archive\./);

        // A damaged archive: a clear message and a failing exit code.
        const damaged = path.join(work.dir, 'cli-damaged.tar.gz');
        await writeFile(damaged, (await readFile(path.join(out, file ?? ''))).subarray(0, 2000));
        const bad = await runScript('restore', [damaged, '--force'], { DATA_DIR: fresh.dir });
        expect(bad.code).toBe(1);
        expect(bad.stderr).toMatch(/damaged/);

        const database = await openDatabase({ dataDir: fresh.dir });
        const storage = await openStorage({ dataDir: fresh.dir });
        try {
          const after = await snapshotOf(database, storage);
          expect(after.rows).toEqual(now.rows);
          expect(after.content).toEqual(now.content);
          expect(after.files).toEqual(now.files);
        } finally {
          await storage.close();
          await database.close();
        }
      } finally {
        await fresh.remove();
      }
    },
    SLOW,
  );

  it(
    'backs up the embedded database of a running server, and refuses to restore into it',
    async () => {
      // The installation is the server's alone from now on (the CLI test above let go of it already).
      await source.database.close().catch(() => undefined);
      const env = { DATA_DIR: source.dir };
      const server = startServer({ ...env, SEED_DEMO: 'false' });
      const out = path.join(work.dir, 'live');
      try {
        const url = await server.url;
        // Only the operator's user reaches the server's backup socket.
        const socket = backupSocketPath(source.dir);
        expect((await stat(socket)).mode & 0o777).toBe(0o600);
        expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);

        // Before issue 28 this exited 1, naming the server's PID.
        const [backup, health] = await Promise.all([
          runScript('backup', ['--out', out], env),
          fetch(`${url}/api/health`).then((response) => response.status),
        ]);
        expect(backup.stderr).not.toMatch(/Error|PID/);
        expect(backup.code).toBe(0);
        expect(backup.stdout).toMatch(/Backup written: .*ghorbari-backup-\d{8}T\d{6}Z\.tar\.gz/);
        expect(health).toBe(200);
        // The archive holds the password hashes and phones: its folder and file are the operator's alone.
        expect(await reachableByOthers(out)).toEqual([]);

        const restore = await runScript('restore', [path.join(out, (await readdir(out))[0] ?? ''), '--force'], env);
        expect(restore.code).toBe(1);
        expect(restore.stderr).toMatch(/server is running .* a restore replaces what it serves\. Stop the server/);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }

      // Nothing was written after the backup (no request did; the server's start-up work ran before it
      // listened): the archive must hold exactly what the stopped server left.
      const [file] = (await readdir(out)).filter((name) => name.endsWith('.tar.gz'));
      const database = await openDatabase({ dataDir: source.dir });
      const target = await freshInstallation('pglite');
      try {
        const left = await snapshotOf(database, source.storage);
        await restoreBackup({ database: target.database, storage: target.storage, file: path.join(out, file ?? '') });
        // Every table's rows and every file's bytes.
        expect(await snapshotOf(target.database, target.storage)).toEqual(left);
      } finally {
        await target.close();
        await database.close();
      }
    },
    SLOW,
  );
});
