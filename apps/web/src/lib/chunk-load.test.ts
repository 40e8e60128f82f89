import { TIMINGS } from '@ghorbari/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load.ts';

/** Spec §8: a page chunk that fails, or has not loaded after 120 seconds, is a ChunkLoadError (issue 62). */
describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up on an import that has not resolved after 120 seconds, and not before', async () => {
    const outcome = vi.fn();
    loadChunk(() => new Promise<never>(() => undefined)).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error: unknown = outcome.mock.calls[0]?.[0];
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
  });

  it('turns a failed import into a ChunkLoadError at once, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failed = loadChunk(() => Promise.reject(cause));
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toMatchObject({ reason: 'failed', cause });
  });

  it('hands over a module that arrives in time and leaves no timer behind', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
