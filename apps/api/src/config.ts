import path from 'node:path';
import { z } from 'zod';
import { DATABASE_LOAD, POSTGRES_TIMEOUTS } from './db/limits.ts';
import { parseSmppUrl } from './sms/smpp-url.ts';
import { parseS3Url } from './storage/s3-url.ts';

/**
 * The environment, parsed once at start-up (docs/conventions.md §2). Every bad variable is reported
 * at once; no other module reads `process.env`.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** How many requests of the expensive reads wait for their turn, by default (ADR 044). */
export const SEARCHES_WAITING_DEFAULT = 12;

/** How long, by default, pages of cards and post pages are reused (ADR 021). */
export const ANSWER_CACHE_DEFAULT_MS = 5000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The SMSC for SMS codes (issue 40, ADR 046): `smpp://system_id:password@host:port?source=…`; unset, DATA_DIR/sms-outbox. */
  SMS_URL: z
    .string()
    .superRefine((url, context) => {
      try {
        parseSmppUrl(url);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  /** Where uploaded files live (ADR 028): unset, DATA_DIR/uploads and DATA_DIR/private; `s3://bucket?…`, a bucket. */
  STORAGE_URL: z
    .string()
    .superRefine((url, context) => {
      try {
        parseS3Url(url);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  /** Where the bucket's `public/` files are reached directly (a CDN or public bucket): `/uploads/*` redirects there. */
  STORAGE_PUBLIC_URL: z
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must be an http(s):// URL')
    .optional(),
  /** Where uploads are streamed while they are checked (ADR 033); unset, the system's temporary folder. */
  UPLOAD_TMP_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  /**
   * Whether a web build without its server bundle may be served, every page then rendered in the
   * browser only (issue 62). Production refuses to start without it otherwise: an interrupted build
   * served pages twice as heavy, and only a log line said so.
   */
  ALLOW_BROWSER_ONLY_PAGES: booleanFlag.default(false),
  TRUST_PROXY: booleanFlag.default(false),
  MAIL_FROM: z.string().min(3).default('Ghorbari <no-reply@ghorbari.com.bd>'),
  /** SMS codes the whole site may send in an hour (issue 40, ADR 046): a bound on what abuse can cost. */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** Where the site is reached, for links in mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** How long pages of cards and post pages are reused, in ms (ADR 021); 0 turns it off. */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(ANSWER_CACHE_DEFAULT_MS),
  /** How long a stopping server waits for requests in flight before it exits anyway, in ms (ADR 029). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** PostgreSQL connections in the pool (ADR 044). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1000).default(DATABASE_LOAD.poolMax),
  /** Statements that may wait for a connection (PGlite: its one) before the next is answered 503 (ADR 044). */
  DATABASE_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(DATABASE_LOAD.queueMax),
  /** The longest one statement may run on PostgreSQL, in ms, before the server cancels it (ADR 013). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(POSTGRES_TIMEOUTS.queryMs),
  /** Expensive reads run at once (alternatives, similar posts, area prices); unset, by driver (ADR 044). */
  SEARCHES_AT_ONCE: z.coerce.number().int().min(1).max(1000).optional(),
  /** Expensive reads that wait for their turn before the next is answered 503 at once (ADR 044). */
  SEARCHES_WAITING: z.coerce.number().int().min(0).max(10_000).default(SEARCHES_WAITING_DEFAULT),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The SMSC that SMS codes go to (ADR 046); undefined writes them to DATA_DIR/sms-outbox. */
  smsUrl: string | undefined;
  /** An S3-compatible bucket for uploaded files (ADR 028); undefined keeps them in the data directory. */
  storageUrl: string | undefined;
  /** Where `public/` files of the bucket are served from directly; undefined streams them through `/uploads`. */
  storagePublicUrl: string | undefined;
  /** Where uploads wait in temporary files while they are read and checked; undefined, the system's temp folder. */
  uploadTempDir: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built SPA to serve; undefined serves the API alone (tests, `npm run dev`). */
  webDist: string | undefined;
  /** Whether `webDist` may lack its server bundle in production (ALLOW_BROWSER_ONLY_PAGES). */
  allowBrowserOnlyPages: boolean;
  trustProxy: boolean;
  mailFrom: string;
  smsHourlyBudget: number;
  publicUrl: string;
  /** Whether this instance mails the daily saved-search digest on its own timer (off in tests, which run rounds). */
  savedSearchDigestTimer: boolean;
  /** Whether this instance runs the availability sweep hourly (issue 41; off in tests, which run rounds). */
  availabilitySweepTimer: boolean;
  /** Whether this instance reminds firms of unanswered code requests hourly (issue 64; off in tests). */
  codeRequestReminderTimer: boolean;
  /**
   * How long a page of cards or a post page read from the database is reused (ADR 021). Off in
   * tests, which change rows behind the server's back; the tests of the cache turn it on.
   */
  answerCacheMs: number;
  /** How long a graceful shutdown may take before the process exits anyway (ADR 029). */
  shutdownTimeoutMs: number;
  /** How much the database takes at once (ADR 044): pool size, bounded queue, statement timeout. */
  database: { poolMax: number; queueMax: number; statementTimeoutMs: number };
  /**
   * The expensive reads' share (ADR 044): requests run at once (fewer than the pool's
   * connections, so a details page and /api/health find one free) and requests waiting.
   */
  searches: { atOnce: number | undefined; waiting: number };
}

/**
 * How many requests of the expensive reads run at once (ADR 044): as configured, else a third
 * of PostgreSQL's pool, and one on PGlite, which runs one statement at a time anyway — so a
 * visitor's statement waits behind one search at most.
 */
export function searchesAtOnce(config: AppConfig, driver: 'pglite' | 'postgres'): number {
  return config.searches.atOnce ?? (driver === 'postgres' ? Math.max(1, Math.floor(config.database.poolMax / 3)) : 1);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, so `DATABASE_URL= npm start` means "embedded database". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const given = withoutEmpty(env);
  const parsed = envSchema.safeParse(given);
  // Public addresses of files make sense only for files in a bucket (ADR 028).
  const together: string[] =
    given.STORAGE_PUBLIC_URL && !given.STORAGE_URL ? ['STORAGE_PUBLIC_URL: needs STORAGE_URL (files in a bucket)'] : [];
  // The expensive reads must leave connections to everything else (ADR 044).
  const poolMax = Number(given.DATABASE_POOL_MAX ?? DATABASE_LOAD.poolMax);
  const searchesAtOnce = Number(given.SEARCHES_AT_ONCE ?? 0);
  if (given.DATABASE_URL && searchesAtOnce >= poolMax)
    together.push('SEARCHES_AT_ONCE: must be fewer than DATABASE_POOL_MAX, so other requests find a connection');
  if (!parsed.success || together.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    throw new ConfigError([...issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), ...together]);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    smsUrl: e.SMS_URL,
    storageUrl: e.STORAGE_URL,
    storagePublicUrl: e.STORAGE_PUBLIC_URL?.replace(/\/+$/, ''),
    uploadTempDir: e.UPLOAD_TMP_DIR === undefined ? undefined : path.resolve(cwd, e.UPLOAD_TMP_DIR),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === undefined ? undefined : path.resolve(cwd, e.WEB_DIST),
    allowBrowserOnlyPages: e.ALLOW_BROWSER_ONLY_PAGES,
    trustProxy: e.TRUST_PROXY,
    mailFrom: e.MAIL_FROM,
    smsHourlyBudget: e.SMS_HOURLY_BUDGET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Every instance may run it: a search's digest is claimed once a day in the database.
    savedSearchDigestTimer: true,
    // Every instance may: each step is one conditional UPDATE (ADR 048).
    availabilitySweepTimer: true,
    // Every instance may: a request is taken for its reminder by one conditional UPDATE (ADR 082).
    codeRequestReminderTimer: true,
    answerCacheMs: e.ANSWER_CACHE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    database: {
      poolMax: e.DATABASE_POOL_MAX,
      queueMax: e.DATABASE_QUEUE_MAX,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    // Unset, the app chooses by the driver it runs on (`searchesAtOnce`).
    searches: { atOnce: e.SEARCHES_AT_ONCE, waiting: e.SEARCHES_WAITING },
  };
}

/** A config for tests and tools: sensible defaults, overridable field by field. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    savedSearchDigestTimer: false,
    availabilitySweepTimer: false,
    codeRequestReminderTimer: false,
    answerCacheMs: 0,
    ...overrides,
  };
}
