/**
 * Answers of the busiest public reads — a page of cards, a post page — kept in memory for a few
 * seconds (issue 17, ADR 021). Many phones open the same first pages and the same posts within
 * seconds; each of those reads went to the database although nothing had changed. An answer is
 * kept with a stamp read before the database was (the write generation, and whatever else its
 * freshness depends on) and reused only while the stamp is unchanged and it is younger than
 * `ttlMs`: a write made through this instance shows at once; one made through another instance
 * shows within `ttlMs`. Reads of the same key at once share one trip to the database. Failures
 * are not kept.
 */
/** How many answers of each kind are kept at most: a few megabytes together. */
export const ANSWERS_KEPT = { listings: 500, posts: 2000 };

export interface AnswerCache<T> {
  /** The kept answer for `key`, or `load()`'s, kept for the next reads. */
  read(key: string, load: () => Promise<T>): Promise<T>;
}

export interface AnswerCacheOptions {
  /** How long an answer may be reused; 0 keeps nothing. */
  ttlMs: number;
  /** At most this many answers; the oldest go first. */
  kept: number;
  /** What the answer's freshness depends on, read before each read of the database. */
  stamp: () => string | number;
  now?: () => number;
}

export function createAnswerCache<T>({ ttlMs, kept, stamp, now = Date.now }: AnswerCacheOptions): AnswerCache<T> {
  const answers = new Map<string, { value: T; stamp: string | number; at: number }>();
  const loading = new Map<string, Promise<T>>();

  function keep(key: string, value: T, stampedAt: string | number, at: number) {
    answers.delete(key);
    answers.set(key, { value, stamp: stampedAt, at });
    // A Map keeps insertion order: the first keys are the oldest.
    for (const oldest of answers.keys()) {
      if (answers.size <= kept) break;
      answers.delete(oldest);
    }
  }

  return {
    read(key, load) {
      if (ttlMs <= 0) return load();
      const current = stamp();
      const at = now();
      const found = answers.get(key);
      if (found && found.stamp === current && at - found.at < ttlMs) return Promise.resolve(found.value);
      const shared = `${current}\u0000${key}`;
      const pending = loading.get(shared);
      if (pending) return pending;
      const loaded = load().then(
        (value) => {
          loading.delete(shared);
          keep(key, value, current, at);
          return value;
        },
        (error: unknown) => {
          loading.delete(shared);
          throw error;
        },
      );
      loading.set(shared, loaded);
      return loaded;
    },
  };
}
