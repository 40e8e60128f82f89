/** The database's limits, read by the config for their defaults and by `openDatabase`. */

/**
 * PostgreSQL limits (issue 11: a 5-second stall held every request for 4.9 s, and lost packets
 * left /api/health unanswered for a minute). A request waits at most `connectMs` for a connection
 * and `queryMs` for a statement, then fails with 503; TCP keep-alive notices a dead peer.
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 2000,
  queryMs: 5000,
  idleMs: 30_000,
  keepAliveDelayMs: 10_000,
};

/**
 * How much the database takes at once (issue 39, ADR 044): `poolMax` connections on PostgreSQL,
 * and at most `queueMax` statements waiting for one (PGlite: for its one connection). A statement
 * asked beyond that fails at once with `DatabaseBusyError` (503 BUSY), instead of waiting
 * `connectMs` for a connection a flood holds and then failing anyway.
 */
export const DATABASE_LOAD = { poolMax: 10, queueMax: 100 };
