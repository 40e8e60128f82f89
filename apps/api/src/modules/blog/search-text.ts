import { PURPOSE_WORDS } from '@ghorbari/contracts';
import { foldForSearch } from '../../text/fold.ts';
import { SEARCH_VERSION } from '../search/document.ts';
import { romanKey } from '../search/keys.ts';
import { MEANINGS, meaningOf, meaningToken, stemsOf } from '../search/meanings.ts';
import { STOP_WORDS } from '../search/vocabulary.ts';

/**
 * The blog's search (issue 16; issue 29 for Banglish and meanings): an article is found by its
 * words as typed (a substring of `search_text`), as Banglish keys ("kinar" and কেনার meet at
 * `knr`), and by meaning ("agrim", "advance" and অগ্রিম are one), with the same folding as the
 * posts' search (modules/search). Results are ranked by how many of the reader's words match.
 */

export interface ArticleSearchParts {
  title: string;
  summary: string;
  tags: string[];
  text: string;
}

/** Raise when what `articleSearchColumns` makes changes (its own part; the search module's part is read below). */
const BLOG_SEARCH_BUILD = 1;

/** 32-bit FNV-1a of a text, as a positive integer. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1 || 1;
}

/**
 * The build of an article's search columns: this file's build, the posts' document build (raised
 * whenever the Banglish keys change) and the vocabulary of meanings, so a new meaning reaches the
 * articles without anyone remembering them. Rows of another build are rebuilt before the first
 * search of a process (articles.service.ts); 0 is a row never built (the migration's default).
 */
export const ARTICLE_SEARCH_VERSION = fingerprint(
  `${BLOG_SEARCH_BUILD}:${SEARCH_VERSION}:${JSON.stringify(MEANINGS)}:${JSON.stringify(PURPOSE_WORDS)}`,
);

/** The stored `search_text` of an article: its title, summary, tags and body text, folded. */
export function articleSearchText(parts: ArticleSearchParts): string {
  return foldForSearch([parts.title, parts.summary, parts.tags.join(' '), parts.text].join(' '));
}

/**
 * A word's Banglish keys: its own, and those of its Bengali stems (অগ্রিমের → agrmr, agrm) when
 * three letters or more: a shorter stem's key (কেনার → কেনা, kn) is shared by too many words.
 */
function keysOf(word: string): string[] {
  const keys = new Set<string>();
  for (const [index, stem] of stemsOf(word).entries()) {
    const key = romanKey(stem);
    if (key && (index === 0 || key.length >= 3)) keys.add(key);
  }
  return [...keys];
}

/**
 * Rent and sale are meanings too in an article ("rent" finds ভাড়া, "bikri" বিক্রি): posts hold
 * them as their purpose, articles only in their words. Their tokens are `zrent` and `zsell`.
 */
const purposeByText = new Map<string, string>();
const purposeByKey = new Map<string, string>();
for (const [purpose, words] of Object.entries(PURPOSE_WORDS))
  for (const spelling of words) {
    const folded = foldForSearch(spelling);
    if (folded.includes(' ')) continue; // "to-let": its parts are words of their own
    purposeByText.set(folded, purpose);
    const key = romanKey(folded);
    if (key.length >= 3) purposeByKey.set(key, purpose);
  }

/** The token of a folded word's meaning (`meaningOf`, else rent or sale), or null. */
function meaningTokenOf(word: string): string | null {
  const meaning = meaningOf(word);
  if (meaning) return meaningToken(meaning);
  for (const stem of stemsOf(word)) {
    const purpose = purposeByText.get(stem) ?? purposeByKey.get(romanKey(stem));
    if (purpose) return meaningToken(purpose);
  }
  return null;
}

/**
 * The tokens of each word an article holds, kept: articles share most of their words, and a word
 * costs a dozen key foldings (its stems, its meaning). Emptied when it fills.
 */
const tokensByWord = new Map<string, readonly string[]>();
const WORDS_KEPT = 50_000;

function tokensOf(word: string): readonly string[] {
  let tokens = tokensByWord.get(word);
  if (!tokens) {
    const meaning = meaningTokenOf(word);
    tokens = meaning ? [...keysOf(word), meaning] : keysOf(word);
    if (tokensByWord.size >= WORDS_KEPT) tokensByWord.clear();
    tokensByWord.set(word, tokens);
  }
  return tokens;
}

/** The Banglish keys and meaning tokens of a folded text's words, each once: " k1 k2 … zadvance ". */
export function articleRoman(folded: string): string {
  const tokens = new Set<string>();
  for (const word of new Set(folded.split(' '))) if (word) for (const token of tokensOf(word)) tokens.add(token);
  return tokens.size === 0 ? '' : ` ${[...tokens].join(' ')} `;
}

/** The search columns of an article, as a staff save, the seed and the rebuild write them. */
export function articleSearchColumns(parts: ArticleSearchParts) {
  const searchText = articleSearchText(parts);
  return {
    searchText,
    searchRoman: articleRoman(searchText),
    searchTitleRoman: articleRoman(foldForSearch(parts.title)),
    searchVersion: ARTICLE_SEARCH_VERSION,
  };
}

/**
 * Words that say nothing about what a reader looks for: dropped from a search unless nothing else
 * is left. Question words too ("কীভাবে ফ্ল্যাট কিনব" is about buying a flat).
 */
const BLOG_STOP_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...['a', 'an', 'and', 'or', 'to', 'on', 'is', 'are', 'with', 'how', 'what', 'why', 'which', 'do', 'does', 'my'],
  ...['ki', 'kivabe', 'kibhabe', 'keno', 'o', 'ar', 'ba', 'ebong', 'jonno', 'r'],
  ...['কি', 'কী', 'কীভাবে', 'কিভাবে', 'কেন', 'ও', 'আর', 'বা', 'এবং', 'জন্য', 'যে', 'তে'],
]);

/** One word of a blog search and the ways it matches an article. */
export interface ArticleSearchWord {
  /** The folded word: a substring of `search_text` (or of the title). */
  text: string;
  /** Its Banglish keys: each a whole word of `search_roman` (or of `search_title_roman`). */
  keys: string[];
  /** The token of its meaning, if it has one (`zadvance`): a whole word of the same. */
  meaning: string | null;
}

/** A blog search: its words, and how many of them an article must match to be found. */
export interface ArticleSearch {
  words: ArticleSearchWord[];
  /** More than half the words: all of one or two, two of three, three of four or five… */
  needed: number;
}

/** At most this many words of a search are matched. */
const MAX_WORDS = 8;

/** A reader's search as words to match, or undefined when it has none. */
export function articleSearch(q: string | undefined): ArticleSearch | undefined {
  const all = [
    ...new Set(
      foldForSearch(q ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ];
  const meaningful = all.filter((word) => !BLOG_STOP_WORDS.has(word));
  const texts = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_WORDS);
  if (texts.length === 0) return undefined;
  const words = texts.map((text): ArticleSearchWord => ({ text, keys: keysOf(text), meaning: meaningTokenOf(text) }));
  return { words, needed: Math.floor(words.length / 2) + 1 };
}

/**
 * How one word of a search matches a folded text and its Banglish document: as written or by a
 * Banglish key ('literal'), by its meaning only ('meaning'), or not (null). The SQL asks the same
 * of an article's whole text (articles.repository.ts); this, of its title.
 */
export function wordMatch(word: ArticleSearchWord, folded: string, roman: string): 'literal' | 'meaning' | null {
  if (folded.includes(word.text) || word.keys.some((key) => roman.includes(` ${key} `))) return 'literal';
  if (word.meaning && roman.includes(` ${word.meaning} `)) return 'meaning';
  return null;
}
