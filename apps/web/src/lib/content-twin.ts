import { textLanguage } from './text-language.ts';

/** What a reader sees of content kept in its writer's words with an optional English twin. */
export interface ContentShown {
  text: string;
  /** The `lang` attribute to put on it when it is not in the page's language. */
  lang: 'bn' | 'en' | undefined;
}

/**
 * Staff and firms write a text (a group offer's title, a firm's about, a caption) and may give
 * it in English too (ADR 039). An English reader gets the English twin when there is one; anyone
 * else gets the text as written, marked with its language when that is not the page's, so the
 * page can say "ইংরেজিতে লেখা" beside it and screen readers pronounce it right.
 */
export function contentFor(written: string, english: string | null | undefined, reader: 'bn' | 'en'): ContentShown {
  const twin = english?.trim();
  if (reader === 'en' && twin) return { text: twin, lang: undefined };
  return { text: written, lang: textLanguage(written, reader) };
}
