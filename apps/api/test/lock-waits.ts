import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';

/**
 * Waits until `count()` backends of this database wait for a lock (the race tests hold a row in
 * `tx` and send requests that must queue behind it). Asked again and again on `tx` itself, each
 * question paced by its own round trip: no fixed sleep. `count` is read each time, so a caller can
 * leave out requests already answered.
 */
export async function untilWaitingForLocks(tx: Tx, count: () => number, what: string): Promise<void> {
  for (let i = 0; i < 10_000; i += 1) {
    // pg_stat_activity is read once per transaction unless its snapshot is dropped.
    await tx.execute(sql`select pg_stat_clear_snapshot()`);
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= count()) return;
  }
  throw new Error(`${what} never reached the locked row`);
}
