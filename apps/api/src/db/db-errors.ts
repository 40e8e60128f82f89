/**
 * What the API makes of a database error (issue 11, "Hold under faults"): whether it means the
 * database cannot be reached, and a form of it fit for the logs.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * PostgreSQL's own: connection exceptions (class 08), a statement cancelled by `statement_timeout`
 * (57014), a server shutting down or starting (57P01–57P03), too many connections (53300).
 */
const SQLSTATE = /^(08...|57014|57P0[1-3]|53300)$/;
/** node-postgres and pg-pool say these without a code. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * More statements wait for the database than its queue holds (issue 39, ADR 044): the pool's
 * waiting list on PostgreSQL, the one connection's on PGlite. The request is answered 503 BUSY at
 * once rather than left to wait for a connection it would get too late.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_QUEUE_FULL';
  constructor(waiting: number) {
    super(`database queue full: ${waiting} waiting`);
    this.name = 'DatabaseBusyError';
  }
}

function chain(error: unknown): Record<string, unknown>[] {
  const errors: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && errors.length < 5) {
    errors.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return errors;
}

/** Whether the error (or its cause, as drizzle wraps the driver's) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    return NETWORK_CODES.has(code) || SQLSTATE.test(code) || DRIVER_MESSAGES.some((m) => message.includes(m));
  });
}

/** Whether the error (or its cause, as drizzle wraps it) is the database's queue being full. */
export function isDatabaseBusy(error: unknown): boolean {
  return chain(error).some((e) => e instanceof DatabaseBusyError);
}

/**
 * Whether the error is a foreign-key violation (23503): a row this write pointed at was deleted
 * by a request that ran at the same moment (an account deleted while its post was being sent,
 * issue 28). Nothing was written; the writer is told, not answered with a 500.
 */
export function isReferenceGone(error: unknown): boolean {
  return chain(error).some((e) => e.code === '23503');
}

/**
 * The error as it may be logged: drizzle's "Failed query" keeps the statement but loses its
 * `params` (password hashes, names, phones), and PostgreSQL's `detail` (which repeats the values
 * of a violated key) is left out. Anything else is returned as it is.
 */
export function loggableError(error: unknown): unknown {
  const errors = chain(error);
  if (!errors.some((e) => 'params' in e || 'parameters' in e || 'detail' in e)) return error;
  const strip = (e: Record<string, unknown>) => {
    const message = typeof e.message === 'string' ? e.message.replace(/\nparams: [\s\S]*$/, '') : undefined;
    const stack =
      typeof e.stack === 'string' && typeof e.message === 'string'
        ? e.stack.replace(e.message, message ?? '')
        : undefined;
    return {
      type: e instanceof Error ? e.constructor.name : typeof e,
      message,
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      ...(typeof e.table === 'string' ? { table: e.table } : {}),
      ...(stack ? { stack } : {}),
    };
  };
  const [first, ...causes] = errors.map(strip);
  return { ...first, ...(causes.length > 0 ? { causes } : {}) };
}
