import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise the embedded PGlite in `dataDir/db`. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its server must not take the process down.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.inMemory) {
    client = new PGlite();
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs dataDir or databaseUrl');
    const dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
