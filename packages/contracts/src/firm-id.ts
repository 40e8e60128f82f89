import { asciiDigitsOf } from './number-text.ts';

/**
 * A design firm's public id: I-1001 (issue 14), the id its pages, saved items and reviews use
 * (/Interior-Details/I-1001). Kept free of zod so a page can check an id before asking for it.
 */
export const FIRM_ID_PATTERN = /^I-(\d{1,9})$/;

export const isFirmId = (id: string): boolean => FIRM_ID_PATTERN.test(id);

/** The firm's number from its public id, or null for anything else. */
export function firmNumber(id: string): number | null {
  const match = FIRM_ID_PATTERN.exec(id);
  return match ? Number(match[1]) : null;
}

export const firmId = (number: number): string => `I-${number}`;

/**
 * The firm number a search names, typed as people type it (issue 39): "I-12", "i12", "I 12",
 * and in Bengali digits, "I-১২"; null when the words are no firm id.
 */
export function firmNumberSearched(q: string): number | null {
  const match = /^i[-\s]?(\d{1,9})$/i.exec(asciiDigitsOf(q.trim()));
  return match ? Number(match[1]) : null;
}
