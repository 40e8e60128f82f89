import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewCounts, VIEW_FLUSH_MS } from './view-counts.ts';

describe('view counts kept in memory', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const counter = (fail = () => false) => {
    const written: [string, number][][] = [];
    const errors: unknown[] = [];
    const views = createViewCounts({
      write: async (batch) => {
        if (fail()) throw new Error('database away');
        written.push(batch.map(([id, n]) => [id, n]));
      },
      onError: (error) => errors.push(error),
    });
    return { views, written, errors };
  };

  it('writes the views of every post in one batch every few seconds, then starts again from zero', async () => {
    const { views, written } = counter();
    views.count('a');
    views.count('b');
    views.count('a');
    expect(views.pending('a')).toBe(2);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(written).toEqual([
      [
        ['a', 2],
        ['b', 1],
      ],
    ]);
    expect(views.pending('a')).toBe(0);
    // A post page read before this flush has an old stored count: its kept answer is not reused.
    expect(views.flushes()).toBe(1);
    // Nothing new, nothing written.
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(written).toHaveLength(1);
    expect(views.flushes()).toBe(1);
    await views.close();
  });

  it('keeps the views whose write failed and writes them with the next batch', async () => {
    let away = true;
    const { views, written, errors } = counter(() => away);
    views.count('a');
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(errors).toHaveLength(1);
    expect(views.pending('a')).toBe(1);
    away = false;
    views.count('a');
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(written).toEqual([[['a', 2]]]);
  });

  it('writes what is left when closed, and nothing after', async () => {
    const { views, written } = counter();
    views.count('a');
    await views.close();
    expect(written).toEqual([[['a', 1]]]);
    await vi.advanceTimersByTimeAsync(3 * VIEW_FLUSH_MS);
    expect(written).toHaveLength(1);
  });
});
