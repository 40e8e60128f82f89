import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

describe('answers kept for a few seconds', () => {
  /** A cache on a clock and a write generation the test moves, and a load that counts its calls. */
  const setUp = (ttlMs = 1000, kept = 10) => {
    const state = { now: 0, generation: 0, loads: 0 };
    const cache = createAnswerCache<string>({
      ttlMs,
      kept,
      stamp: () => state.generation,
      now: () => state.now,
    });
    const read = (key: string) =>
      cache.read(key, async () => {
        state.loads += 1;
        return `${key}@${state.generation}#${state.loads}`;
      });
    return { state, read, cache };
  };

  it('answers again from memory until the time is up, then reads again', async () => {
    const { state, read } = setUp();
    expect(await read('page-1')).toBe('page-1@0#1');
    state.now = 999;
    expect(await read('page-1')).toBe('page-1@0#1');
    state.now = 1000;
    expect(await read('page-1')).toBe('page-1@0#2');
    expect(await read('page-2')).toBe('page-2@0#3');
  });

  it('reads again as soon as something was written', async () => {
    const { state, read } = setUp();
    await read('page-1');
    state.generation = 1;
    expect(await read('page-1')).toBe('page-1@1#2');
  });

  it('does not reuse an answer read while a write was being made', async () => {
    const { state, cache } = setUp();
    // The write moves the generation while the read is on its way: the answer is kept with the
    // generation read before it, so the next read goes to the database.
    const first = await cache.read('page-1', async () => {
      state.generation = 1;
      return 'before the write';
    });
    expect(first).toBe('before the write');
    expect(await cache.read('page-1', async () => 'after the write')).toBe('after the write');
  });

  it('sends reads of the same answer at once to the database once', async () => {
    const { state, read } = setUp();
    const answers = await Promise.all([read('page-1'), read('page-1'), read('page-1'), read('page-2')]);
    expect(answers).toEqual(['page-1@0#1', 'page-1@0#1', 'page-1@0#1', 'page-2@0#2']);
    expect(state.loads).toBe(2);
  });

  it('keeps no failure: the next read tries again', async () => {
    const { cache } = setUp();
    await expect(
      cache.read('page-1', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.read('page-1', async () => 'back')).toBe('back');
  });

  it('keeps at most so many answers, forgetting the oldest first', async () => {
    const { state, read } = setUp(1000, 2);
    await read('a');
    await read('b');
    await read('c');
    expect(state.loads).toBe(3);
    await read('c');
    await read('b');
    expect(state.loads).toBe(3);
    await read('a');
    expect(state.loads).toBe(4);
  });

  it('keeps nothing when the time is 0', async () => {
    const { state, read } = setUp(0);
    await read('page-1');
    await read('page-1');
    expect(state.loads).toBe(2);
  });
});
