import { Agent, request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type DriverName } from '../src/db/client.ts';
import { createUsersRepository } from '../src/modules/accounts/users.repository.ts';
import { signInDirectly, userRow } from './accounts.fixtures.ts';
import { DRIVERS, openMigratedDataDir, openTestDatabase, tempDir } from './helpers.ts';
import { joinedClient, type LiveClient } from './live.fixtures.ts';
import { killServers, startServer } from './server-process.ts';

/**
 * Graceful shutdown of a real server process (issue 20, ADR 029): on SIGTERM it stops accepting,
 * answers the request already under way, tells live sockets to reconnect, closes its database and
 * exits 0.
 */
const sockets: LiveClient[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  killServers();
});

/** A database with one signed-in member, and the environment a server needs to open it. */
async function databaseWithMember(driver: DriverName, dataDir: string) {
  const own =
    driver === 'postgres'
      ? await openTestDatabase('postgres')
      : { database: await openMigratedDataDir(dataDir), dispose: async () => undefined, url: undefined };
  await own.database.migrate();
  const users = createUsersRepository(own.database.db);
  const member = await users.insert(userRow());
  const token = await signInDirectly(users, member.id);
  // PGlite allows one process per data folder: the server's, from now on.
  if (driver === 'pglite') await own.database.close();
  const env: Record<string, string> = own.url ? { DATABASE_URL: own.url } : {};
  return { token, env, dispose: () => (driver === 'postgres' ? own.dispose() : Promise.resolve()) };
}

/**
 * A sign-in whose body arrives in two halves, the second only when `finish()` is called, on a
 * keep-alive connection as browsers and proxies keep them: the server must close it after its answer.
 */
function slowSignIn(url: string) {
  const agent = new Agent({ keepAlive: true });
  const body = JSON.stringify({ email: 'slow.sender@example.com', password: 'not-the-password' });
  const req = request(`${url}/api/login`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-language': 'en' },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; json: unknown }>((resolve, reject) => {
    req.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, json: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { answer, finish: () => req.end(body.slice(10)) };
}

describe.each(DRIVERS)('the server process shutting down on %s', (driver) => {
  it('answers the request under way, tells live sockets to reconnect, and exits 0', async () => {
    const data = await tempDir();
    const setup = await databaseWithMember(driver, data.dir);
    try {
      const server = startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...setup.env });
      const url = await server.url;
      const socket = await joinedClient(url, setup.token, sockets);
      const hint = new Promise<{ reconnectInMs: number }>((resolve) => socket.on('server:restarting', resolve));
      const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));

      const slow = slowSignIn(url);
      // The request has reached the server (its headers are in) before the signal.
      await expect
        .poll(() => server.output().stdout, { timeout: 10_000 })
        .toMatch(/"url":"\/api\/login".*incoming request/);
      server.child.kill('SIGTERM');

      expect((await hint).reconnectInMs).toBeGreaterThan(0);
      // Closed by the server, after the hint: the web app reconnects on it (live-connection.ts).
      expect(await closed).toBe('io server disconnect');
      // No new connection is taken while the old request is still open.
      await expect
        .poll(() =>
          fetch(`${url}/api/health`).then(
            () => 'answered',
            () => 'refused',
          ),
        )
        .toBe('refused');
      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ success: false });
      expect(answer.connection).toBe('close');
      expect(await server.exited).toBe(0);
      expect(server.output().stdout).toContain('shutting down');
    } finally {
      await setup.dispose();
      await data.remove();
    }
  }, 90_000);
});
