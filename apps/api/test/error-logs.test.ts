import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { createRepositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { DRIVERS, openTestDatabase, tempDir } from './helpers.ts';

const secrets = {
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$SECRETHASHVALUE',
  name: 'Rahima Secretname',
  phone: '01899887766',
  email: 'rahima.secret@example.com',
};

describe.each(DRIVERS)('database errors in the log on %s', (driver) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { database, dispose } = await openTestDatabase(driver);
    const data = await tempDir();
    app = await buildApp({
      config: testConfig({ dataDir: data.dir, logLevel: 'info' }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    // A statement that fails (a unique violation) with a whole account row as its parameters.
    app.post('/test/duplicate-user', async () => {
      const { users } = createRepositories(database.db);
      await users.insert(userRow(secrets));
      await users.insert(userRow(secrets));
      return { success: true };
    });
    await app.ready();
    close = async () => {
      await app.close();
      await dispose();
      await data.remove();
    };
  });
  afterAll(() => close());

  it('logs the failed statement without its parameters or the violated key’s values', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/duplicate-user' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    for (const value of Object.values(secrets)) expect(log).not.toContain(value);
  });
});
