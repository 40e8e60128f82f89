/**
 * A token bucket: up to `burst` events at once, refilled at `perSecond`. `take()` spends one
 * token and says whether there was one.
 */
export interface TokenBucket {
  take(): boolean;
}

/** A bucket's state as plain data, so many buckets (one per socket) need no closures (issue 21). */
export interface BucketState {
  tokens: number;
  /** When the tokens were last counted, in ms. */
  at: number;
}

/** Refills `state` up to `at`, then spends one token if there is one: whether there was. */
export function takeToken(state: BucketState, burst: number, perSecond: number, at: number): boolean {
  state.tokens = Math.min(burst, state.tokens + ((at - state.at) / 1000) * perSecond);
  state.at = at;
  if (state.tokens < 1) return false;
  state.tokens -= 1;
  return true;
}

export function tokenBucket(burst: number, perSecond: number, now: () => number = Date.now): TokenBucket {
  const state: BucketState = { tokens: burst, at: now() };
  return { take: () => takeToken(state, burst, perSecond, now()) };
}
