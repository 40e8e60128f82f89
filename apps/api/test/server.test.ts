import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDataDir, reachableByOthers, tempDir } from './helpers.ts';
import { killServers, startServer } from './server-process.ts';

afterEach(() => killServers());

describe('the server process', () => {
  it('prints its address, serves, keeps its data directory to its owner, and stops cleanly on SIGTERM', async () => {
    const data = await tempDir();
    try {
      // An installation from before issue 39: a folder and a mail anyone on the machine could read.
      await mkdir(path.join(data.dir, 'outbox'));
      await writeFile(path.join(data.dir, 'outbox', 'old.eml'), 'Subject: reset link');
      await chmod(path.join(data.dir, 'outbox', 'old.eml'), 0o666);
      await chmod(path.join(data.dir, 'outbox'), 0o777);
      await chmod(data.dir, 0o755);
      await migrateDataDir(data.dir);
      const server = startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false' });
      const url = await server.url;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      const sent = await fetch(`${url}/api/auth/register/send-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'new.member@example.com' }),
      });
      expect(sent.status).toBe(200);
      expect((await readdir(path.join(data.dir, 'outbox'))).length).toBe(2);
      // The embedded database's files (PGlite sets 0666 on each), the lock, the outbox, the old mail:
      // the server's alone (issue 39).
      expect(await reachableByOthers(data.dir)).toEqual([]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    } finally {
      await data.remove();
    }
  }, 60_000);

  it('refuses to start with a bad environment and names every bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    await expect(server.url).rejects.toThrow();
    expect(await server.exited).toBe(78);
    const { stderr } = server.output();
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  // One running server for the ways a second one must not start, and its data directory for the
  // restarts after it. The directory holds the run's migrated database: a server that starts on an
  // empty one runs every migration, the most expensive part of a start on 2 cores.
  it("refuses a second server on its folder or port while the first serves; takes a dead one's lock", async () => {
    const [data, other] = [await tempDir(), await tempDir()];
    try {
      await migrateDataDir(data.dir);
      const first = startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false' });
      const url = await first.url;
      const second = startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false' });
      await expect(second.url).rejects.toThrow();
      expect(await second.exited).toBe(78);
      expect(second.output().stderr).toContain(`(PID ${first.child.pid})`);
      expect(second.output().stderr).not.toMatch(/at .*\.ts:\d+/);
      // create-admin too: it says the server is running rather than opening its database.
      const admin = startServer({ DATA_DIR: data.dir }, 'apps/api/src/create-admin.ts', [
        '--email',
        'boss@example.com',
        '--password',
        'secret123',
      ]);
      await expect(admin.url).rejects.toThrow();
      expect(await admin.exited).toBe(1);
      expect(admin.output().stderr).toContain(`server is running (PID ${first.child.pid})`);
      // A server on another directory but the first one's port stops before touching its directory.
      const port = new URL(url).port;
      const onTakenPort = startServer({ DATA_DIR: other.dir, PORT: port });
      await expect(onTakenPort.url).rejects.toThrow();
      expect(await onTakenPort.exited).toBe(78);
      expect(onTakenPort.output().stderr).toContain(`Port ${port}`);
      expect(existsSync(path.join(other.dir, 'db'))).toBe(false);

      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      // The lock went with it; one left by a server that died (its PID gone) is taken over.
      expect(existsSync(path.join(data.dir, 'ghorbari.lock'))).toBe(false);
      const dead = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => dead.on('exit', resolve));
      await writeFile(path.join(data.dir, 'ghorbari.lock'), `${dead.pid}\n`);
      const third = startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false' });
      expect((await fetch(`${await third.url}/api/health`)).status).toBe(200);
    } finally {
      await data.remove();
      await other.remove();
    }
  }, 90_000);
});
