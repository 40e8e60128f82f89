/**
 * Views of post pages, counted in memory and written in batches (issue 17, ADR 020): reading a
 * post page no longer writes to the database. Each instance keeps the views it counted since its
 * last flush and adds them to the stored counts in one statement every few seconds and when it
 * closes, so with several instances none is lost and none is counted twice.
 *
 * The counter itself knows only keys: a post's id for the stored view counts, or a post, a Dhaka
 * day and a kind of event for the lister's daily insights (issue 19, insights/post-events.ts).
 */

/** How often the counted views are written. */
export const VIEW_FLUSH_MS = 5000;
/** Posts per statement when many were viewed between two flushes. */
const POSTS_PER_WRITE = 500;

export interface ViewCounts {
  /** Counts one view of the post (one event of the key). */
  count(key: string): void;
  /** Views of the post counted here and not written yet: a page shows the stored count plus these. */
  pending(key: string): number;
  /** How many flushes have written views: a stored count read before the last one is out of date. */
  flushes(): number;
  /** Writes what was counted; views whose write fails stay counted for the next flush. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface ViewCountsDeps {
  /** Adds these views (post id, or key, and count) to the stored counts: at most 500 keys at a time. */
  write(views: readonly (readonly [string, number])[]): Promise<void>;
  /** A failed write (the views are kept and tried again). */
  onError(error: unknown): void;
  everyMs?: number;
}

export function createViewCounts({ write, onError, everyMs = VIEW_FLUSH_MS }: ViewCountsDeps): ViewCounts {
  let counted = new Map<string, number>();
  /** Views being written now: still shown as pending until the write is done. */
  let writing = new Map<string, number>();
  let done: Promise<void> = Promise.resolve();
  let flushes = 0;

  const add = (into: Map<string, number>, postId: string, n: number) => into.set(postId, (into.get(postId) ?? 0) + n);

  async function writeCounted(): Promise<void> {
    if (counted.size === 0) return;
    writing = counted;
    counted = new Map();
    const views = [...writing];
    for (let start = 0; start < views.length; start += POSTS_PER_WRITE) {
      const batch = views.slice(start, start + POSTS_PER_WRITE);
      try {
        await write(batch);
      } catch (error) {
        for (const [postId, n] of batch) add(counted, postId, n);
        onError(error);
      }
    }
    writing = new Map();
    flushes += 1;
  }

  // One flush at a time: a flush asked for while one runs follows it.
  const flush = () => (done = done.then(writeCounted));
  const timer = setInterval(() => void flush(), everyMs);
  // The timer alone does not keep the process alive.
  timer.unref();

  return {
    count: (key) => void add(counted, key, 1),
    pending: (key) => (counted.get(key) ?? 0) + (writing.get(key) ?? 0),
    flushes: () => flushes,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The same counter for any keys (ADR 020): counts in memory, written in batches. */
export type BatchCounts = ViewCounts;
export const createBatchCounts: (deps: ViewCountsDeps) => BatchCounts = createViewCounts;
