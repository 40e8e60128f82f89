import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

describe('the live channel’s admission of handshakes', () => {
  it('lets a burst wait its turn instead of refusing it, and starts each as a place frees', () => {
    let clock = 0;
    const admission = createAdmission<string>({ atOnce: 2, waitingMax: 3, slotMs: 10_000 }, () => clock);
    const started: string[] = [];
    const burst = ['a', 'b', 'c', 'd', 'e', 'f'];
    // Two at once, three waiting, the sixth past the bound: refused, and its client tries again.
    const admitted = burst.map((key) => admission.admit(key, () => started.push(key)));
    expect(admitted).toEqual([true, true, true, true, true, false]);
    expect(started).toEqual(['a', 'b']);

    admission.done('a'); // connected
    admission.done('a'); // said twice: no second place
    expect(started).toEqual(['a', 'b', 'c']);
    admission.done('b'); // refused
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    // A place held past slotMs (a store that stopped answering) goes to the next handshake.
    clock += 10_000;
    expect(admission.admit('g', () => started.push('g'))).toBe(true);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
  });
});
