/**
 * The parts of `GET /api/search/phrases` (schemas/search-phrases.ts) that the browser's matching
 * code needs, free of zod so the code loaded on the words box's first focus stays small.
 */

/**
 * The digest of the answer the server builds today. The web app asks for
 * `/api/search/phrases?v=<this>`, so a release that changes the list changes the address and no
 * browser keeps yesterday's list; the API's test fails, naming the new digest, when it is stale.
 */
export const SEARCH_PHRASES_VERSION = 'e0e53f6ac293';

/** What kind of place: a city thana is searched by far more than a rural upazila. */
export const PHRASE_PLACE_KINDS = ['division', 'district', 'thana', 'upazila', 'neighbourhood'] as const;
export type PhrasePlaceKind = (typeof PHRASE_PLACE_KINDS)[number];

/** Spellings of one sound, folded to one letter (the same as the API's Banglish keys, ADR 019). */
const DIGRAPHS: [RegExp, string][] = [
  [/bh/g, 'v'],
  [/ph/g, 'f'],
  [/kh/g, 'k'],
  [/sh/g, 's'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ch/g, 'c'],
  [/gh/g, 'g'],
  [/jh/g, 'j'],
  [/rh/g, 'r'],
  [/ck/g, 'k'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
];

/**
 * The Banglish key of one word typed in Latin letters ("mirpor" → "mrpr", "bhara" → "vr"), as the
 * API's `romanKey` makes it once Bengali script is romanised: the browser folds what is typed
 * with this and compares it with the keys the server sent (the API's test holds the two equal).
 */
export function latinKey(word: string): string {
  let text = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!text) return '';
  for (const [from, to] of DIGRAPHS) text = text.replace(from, to);
  const key = text[0] + text.slice(1).replace(/[aeiouy]/g, '');
  return key.replace(/([a-z])\1+/g, '$1');
}
