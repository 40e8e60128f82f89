/**
 * A count of the writes, in this process, to what public pages show: posts, their photos and the
 * accounts that own them (ADR 020, ADR 021). What is kept in memory for a while (listing totals,
 * answers) is kept with the count it was read at, read before the database is, and not reused
 * once the count has moved. Writes bump it when they are made and again when the request that
 * made them has been answered, after its transaction committed: a read that raced the commit
 * and kept what it saw before is not reused after.
 */
let generation = 0;

/** Something public pages show was, or is being, written. */
export const publicDataWritten = (): void => void (generation += 1);

/** The count now: compare it with the one a kept answer was read at. */
export const publicDataGeneration = (): number => generation;
