import { AppError } from './app-error.ts';

/**
 * How long a client turned away by a gate is asked to wait before trying again: the few seconds
 * a flood of searches takes to drain.
 */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface WorkGate {
  /**
   * Runs `work` once fewer than `atOnce` runs are under way, in the order asked; when `waiting`
   * runs wait already, fails at once with BUSY (503, Retry-After) without running it.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs under way and runs waiting their turn (tests, logs). */
  load(): { running: number; waiting: number };
}

export interface WorkGateOptions {
  atOnce: number;
  waiting: number;
  retryAfterSeconds?: number;
}

/**
 * Admission for the expensive reads (issue 39, ADR 044): the routes that run several searches
 * per request hold at most `atOnce` of the database's connections, so a flood of them leaves the
 * rest of the pool (PGlite: the one connection's turn) to a details page and `/api/health`. The
 * queue in front is bounded: past it the request is shed at once, answered 503 BUSY with
 * Retry-After, rather than waiting for a connection it would get too late.
 */
export function createWorkGate({
  atOnce,
  waiting: mostWaiting,
  retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS,
}: WorkGateOptions): WorkGate {
  let running = 0;
  const queue: (() => void)[] = [];

  const next = () => {
    running -= 1;
    const start = queue.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    async run(work) {
      if (running >= atOnce) {
        if (queue.length >= mostWaiting) throw new AppError('BUSY', undefined, retryAfterSeconds);
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        next();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
