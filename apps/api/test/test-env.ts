import { z } from 'zod';

/**
 * What the tests read from the environment, parsed once like the app's own config
 * (docs/conventions.md §2): the PostgreSQL server to make test databases on, the Redis server, and
 * whether this is CI (where a missing PostgreSQL is an error, not a skip).
 */
const schema = z.object({
  TEST_DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  TEST_REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  CI: z.string().optional(),
  PATH: z.string().default(''),
});

const env = schema.parse(process.env);

export const testEnv = {
  databaseUrl: env.TEST_DATABASE_URL,
  redisUrl: env.TEST_REDIS_URL,
  ci: env.CI === 'true',
  /** Handed to a server started as a child process, so it finds node. */
  path: env.PATH,
} as const;
