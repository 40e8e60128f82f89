import { asciiDigitsOf } from '@ghorbari/contracts';

/**
 * One folded form of text for search (issue 16 for the blog, issue 17 and ADR 019 for posts),
 * applied alike to what is stored and to what a reader types: Unicode NFC, lower case, Bengali
 * digits as ASCII, the two spellings of য় ড় ঢ় (one code point, or the letter and a nukta) as one,
 * joiners dropped, punctuation as spaces.
 */
export function foldForSearch(text: string): string {
  return (
    asciiDigitsOf(text.normalize('NFC'))
      // Joiners and soft hyphens change how a word looks, not what it is: ফ্ল‍্যাট is ফ্ল্যাট.
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/\u09AF\u09BC/g, '\u09DF')
      .replace(/\u09A1\u09BC/g, '\u09DC')
      .replace(/\u09A2\u09BC/g, '\u09DD')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** The words of a search, folded, at most 8, each at least one character. */
export function searchTerms(query: string): string[] {
  return [...new Set(foldForSearch(query).split(' ').filter(Boolean))].slice(0, 8);
}
