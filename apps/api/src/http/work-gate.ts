import { AppError } from '../errors/app-error.ts';

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
  /**
   * How long a place stays taken after its run, as a share of the run's time: 1 gives everything
   * else at least as much time as the searches. For PGlite, whose statements run on the server's
   * own thread: back-to-back searches would leave the process no time to answer anyone else.
   */
  restRatio?: number;
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
  restRatio = 0,
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
      const started = performance.now();
      try {
        return await work();
      } finally {
        const rest = (performance.now() - started) * restRatio;
        if (rest >= 1) setTimeout(next, rest).unref();
        else next();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
