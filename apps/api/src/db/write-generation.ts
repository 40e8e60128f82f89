/**
 * A count of the writes to what public pages show: posts, their photos and the accounts that own
 * them (ADR 020, ADR 021). What is kept in memory for a while (listing totals, answers) is kept
 * with the count it was read at, read before the database is, and not reused once the count has
 * moved. Writes bump it when they are made and again when the request that made them has been
 * answered, after its transaction committed: a read that raced the commit and kept what it saw
 * before is not reused after. With Redis, every instance's bumps reach the others
 * (`shareWriteGeneration`), so a change shows at once on all of them.
 */
let generation = 0;
const listeners = new Set<() => void>();

/** Something public pages show was, or is being, written here. */
export function publicDataWritten(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

/** Another instance wrote something public pages show. */
export function publicDataWrittenElsewhere(): void {
  generation += 1;
}

/** The count now: compare it with the one a kept answer was read at. */
export const publicDataGeneration = (): number => generation;

/** Calls `listener` on every write made here (to tell other instances); returns how to stop. */
export function onPublicDataWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
