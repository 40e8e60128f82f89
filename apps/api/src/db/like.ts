import { eq, like, type Column, type SQL } from 'drizzle-orm';

/** An ILIKE pattern for "contains `text`", with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * A stored phone number (one normal form, `normalPhone`) matching the digits support typed
 * (`phoneSearchDigits`, issue 41): a whole number (0 and ten digits) exactly, by the column's
 * index; a part anywhere in it, by a scan — staff searches, not public ones.
 */
export const phoneMatching = (column: Column, digits: string): SQL =>
  /^0\d{10}$/.test(digits) ? eq(column, digits) : like(column, `%${digits.replace(/\D/g, '')}%`);
