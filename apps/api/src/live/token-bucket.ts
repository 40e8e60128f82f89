/**
 * A token bucket: up to `burst` events at once, refilled at `perSecond`. `take()` spends one
 * token and says whether there was one.
 */
export interface TokenBucket {
  take(): boolean;
}

export function tokenBucket(burst: number, perSecond: number, now: () => number = Date.now): TokenBucket {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
