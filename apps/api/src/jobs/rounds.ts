/**
 * A background job run in rounds (the availability sweep, the saved-search digest): one round at
 * a time in this process, on a handed-in moment, and a timer that starts one every `everyMs` by
 * the app's clock, skipping a tick while a round still runs. The timer does not keep the process
 * alive; `stop` waits for the round under way. Each job's round is its own; this is the running.
 */
export function createRounds<R, O = never>(
  round: (now: Date, option?: O) => Promise<R>,
  onError: (error: unknown) => void,
) {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let timer: NodeJS.Timeout | undefined;

  /** One round at `now` (with the job's `option`), after any round still running in this process. */
  function runOnce(now: Date = new Date(), option?: O): Promise<R> {
    pending += 1;
    const next = queue.then(() => round(now, option)).finally(() => (pending -= 1));
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    runOnce,
    start({ everyMs, now = () => new Date() }: { everyMs: number; now?: () => Date }): void {
      if (timer) return;
      timer = setInterval(() => {
        if (pending > 0) return;
        runOnce(now()).catch(onError);
      }, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
