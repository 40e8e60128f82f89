import { foldForSearch } from '../../text/fold.ts';

/** The stored `search_text` of an article: its title, summary, tags and body text, folded. */
export function articleSearchText(parts: { title: string; summary: string; tags: string[]; text: string }): string {
  return foldForSearch([parts.title, parts.summary, parts.tags.join(' '), parts.text].join(' '));
}
