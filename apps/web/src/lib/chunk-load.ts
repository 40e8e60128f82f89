import { TIMINGS } from '@ghorbari/contracts';

/**
 * A piece of the site's code (a page's chunk, an island's) that did not arrive: its import failed,
 * or had not resolved after 120 seconds (spec §8, `TIMINGS.chunkLoadTimeoutMs`). What shows it
 * offers a reload, which also fetches a new release's chunk names (issue 62).
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout' ? 'A chunk of the site did not load in time' : 'A chunk of the site failed to load',
      options,
    );
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && error.name === 'ChunkLoadError';

/**
 * `load()` (a dynamic import), refused with a ChunkLoadError when it fails or has not resolved
 * within `timeoutMs`. The clock is the page's timers, so a test hands in fake ones.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = TIMINGS.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}
