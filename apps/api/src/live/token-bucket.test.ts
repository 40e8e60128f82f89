import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket.ts';

describe('tokenBucket', () => {
  it('lets a burst through, then refills at its rate', () => {
    let clock = 0;
    const bucket = tokenBucket(3, 10, () => clock);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    clock += 100; // one token back at 10 per second
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    clock += 60_000; // never more than the burst
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});
