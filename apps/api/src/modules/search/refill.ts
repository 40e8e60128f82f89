import { buildSearchDocument, type SearchDocument, type SearchSource } from './document.ts';

/** Where the refill reads posts of an older search build and writes their documents (search-index.repository.ts). */
export interface SearchRefillStore {
  staleSearchRows(limit: number): Promise<({ id: string } & SearchSource)[]>;
  writeSearchDocuments(documents: { id: string; document: SearchDocument }[]): Promise<void>;
}

export interface SearchRefill {
  /** Settles with the number of posts rebuilt when none of an older build is left (or the refill stopped). */
  done: Promise<number>;
  /** Stops after the batch under way, and waits for it. */
  stop(): Promise<void>;
}

/**
 * Rebuilds, in small batches with a pause between them, the search document of every post whose
 * `search_version` is older than this build (ADR 019): a changed builder needs no hand-run
 * migration, and start-up does not wait for it. A failure is logged and ends the run; the next
 * start picks up where it stopped.
 */
export function startSearchRefill(
  store: SearchRefillStore,
  { batchSize = 200, pauseMs = 20, log }: { batchSize?: number; pauseMs?: number; log?: (error: unknown) => void } = {},
): SearchRefill {
  let stopped = false;
  const run = async (): Promise<number> => {
    let rebuilt = 0;
    while (!stopped) {
      const rows = await store.staleSearchRows(batchSize);
      if (rows.length === 0) break;
      await store.writeSearchDocuments(
        rows.map(({ id, ...source }) => ({ id, document: buildSearchDocument(source) })),
      );
      rebuilt += rows.length;
      if (rows.length < batchSize) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return rebuilt;
  };
  const done = run().catch((error: unknown) => {
    log?.(error);
    return 0;
  });
  return {
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}
