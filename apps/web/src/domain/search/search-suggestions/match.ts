import { latinKey, type PhrasePlace, type PhrasePlaceKind, type SearchPhrasesResponse } from '@ghorbari/contracts';

/**
 * What the words box suggests for the word being typed (issue 29, item 6): a prefix match of the
 * last words against the names of places and common phrases in Bengali and English, and against
 * their Banglish keys, which the server worked out ("mirpor" → mrpr ≈ মিরপুর). Nothing is asked
 * of the server per keystroke.
 */

export interface Suggestion {
  bn: string;
  en: string;
  /** Set for a place: the ids a filter takes, and its kind. */
  place?: PhrasePlace;
  kind?: PhrasePlaceKind;
}

interface Entry extends Suggestion {
  /** The names as written, in lower case. */
  written: string[];
  /** The names folded: lower case, ASCII digits, Bengali spellings made one. */
  names: string[];
  keys: readonly string[];
  /** Rural upazilas come after the places people search by more. */
  rank: number;
  order: number;
}

export interface SuggestionIndex {
  entries: Entry[];
  /** District names by id, to say which Mirpur or Sadar a place is. */
  districts: Map<string, Suggestion>;
}

/** Bengali spellings people mix up, folded alike on both sides: ী/ি, ূ/ু, ণ/ন, শ/ষ/স, য/জ, ্য. */
const BENGALI_FOLDS: [RegExp, string][] = [
  [/\u09C0/g, '\u09BF'], // ী → ি
  [/\u09C2/g, '\u09C1'], // ূ → ু
  [/\u0988/g, '\u0987'], // ঈ → ই
  [/\u098A/g, '\u0989'], // ঊ → উ
  [/\u09A3/g, '\u09A8'], // ণ → ন
  [/[\u09B7\u09B8]/g, '\u09B6'], // ষ স → শ
  [/\u09CD\u09AF/g, ''], // ্য (ফ্ল্যাট, ফ্লাট), before য itself
  [/\u09AF(?!\u09BC)/g, '\u099C'], // য → জ (not য় written as two)
  [/\u0981/g, ''], // ঁ
  [/\u09CE/g, '\u09A4'], // ৎ → ত
];

/** One folded form of a name or of what is typed: NFC, lower case, ASCII digits, one spelling. */
export function foldWords(text: string): string {
  let folded = text
    .normalize('NFC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\u09AF\u09BC/g, '\u09DF')
    .replace(/\u09A1\u09BC/g, '\u09DC')
    .replace(/\u09A2\u09BC/g, '\u09DD')
    .replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .toLowerCase();
  for (const [from, to] of BENGALI_FOLDS) folded = folded.replace(from, to);
  return folded
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, one space between words: the text as written, for the closest matches. */
const written = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');

const namesOf = (bn: string, en: string) => ({
  written: [written(bn), written(en)],
  names: [foldWords(bn), foldWords(en)],
});

/** Builds the lookup once per answer. */
export function indexOf(answer: Pick<SearchPhrasesResponse, 'places' | 'phrases'>): SuggestionIndex {
  const entries: Entry[] = [];
  const districts = new Map<string, Suggestion>();
  for (const { bn, en, keys, kind, place } of answer.places) {
    entries.push({
      bn,
      en,
      kind,
      place,
      keys,
      ...namesOf(bn, en),
      rank: kind === 'upazila' ? 1 : 0,
      order: entries.length,
    });
    if (kind === 'district' && place.district) districts.set(place.district, { bn, en });
  }
  for (const { bn, en, keys } of answer.phrases) {
    entries.push({ bn, en, keys, ...namesOf(bn, en), rank: 0, order: entries.length });
  }
  return { entries, districts };
}

const startsAWord = (text: string, prefix: string) => text.startsWith(prefix) || text.includes(` ${prefix}`);

interface Typed {
  /** As written, in lower case. */
  written: string;
  folded: string;
  /** The Banglish keys of Latin words, '' for Bengali script. */
  keys: string;
  /** Whether a later word of a name may match (three letters or more, not a bare number). */
  inner: boolean;
}

/**
 * How well an entry matches what is typed: 0 a name starts with it as written, 1 once spellings
 * are folded, 2 a Banglish spelling does, 3 a later word of a name does; undefined for no match.
 */
function tierOf(entry: Entry, typed: Typed): number | undefined {
  if (entry.written.some((name) => name.startsWith(typed.written))) return 0;
  if (entry.names.some((name) => name.startsWith(typed.folded))) return 1;
  if (typed.keys && entry.keys.some((key) => key.startsWith(typed.keys))) return 2;
  if (!typed.inner) return undefined;
  if (entry.names.some((name) => startsAWord(name, typed.folded))) return 3;
  if (typed.keys && entry.keys.some((key) => startsAWord(key, typed.keys))) return 3;
  return undefined;
}

export interface Suggestions {
  /** Where the words the suggestions would replace start, in the text before the caret. */
  start: number;
  items: Suggestion[];
}

const NONE: Suggestions = { start: 0, items: [] };

/**
 * Up to `limit` suggestions for the text before the caret: for its last three words, else two,
 * else one, the best matches first. A word just finished (a space before the caret) asks for none.
 */
export function suggest(index: SuggestionIndex, before: string, language: 'bn' | 'en', limit = 6): Suggestions {
  if (before === '' || /\s$/u.test(before)) return NONE;
  // Word starts in the raw text, so the words replaced are exactly those matched.
  const starts = [...before.matchAll(/[^\s]+/gu)].map((match) => match.index);
  for (let count = Math.min(3, starts.length); count >= 1; count--) {
    const start = starts[starts.length - count]!;
    const folded = foldWords(before.slice(start));
    // One letter says too little; one digit says "৩ বেড".
    if (folded.length < 2 && !/^\d$/.test(folded)) continue;
    const typed: Typed = {
      written: written(before.slice(start)),
      folded,
      keys: /[a-z]/.test(folded) ? folded.split(' ').map(latinKey).filter(Boolean).join(' ') : '',
      inner: folded.length >= 3 && !/^\d+$/.test(folded),
    };
    const found: { entry: Entry; tier: number }[] = [];
    for (const entry of index.entries) {
      const tier = tierOf(entry, typed);
      if (tier !== undefined) found.push({ entry, tier });
    }
    if (found.length === 0) continue;
    // Offering only what is typed already, letter for letter, helps no one.
    if (found.every(({ entry }) => written(entry[language]) === typed.written)) return NONE;
    found.sort(
      (a, b) =>
        a.tier - b.tier ||
        a.entry.rank - b.entry.rank ||
        a.entry[language].length - b.entry[language].length ||
        a.entry.order - b.entry.order,
    );
    // A thana and its neighbourhood of one name (Bhashantek) read alike: the wider one is offered.
    const seen = new Set<string>();
    const items: Suggestion[] = [];
    for (const { entry } of found) {
      const { bn, en, place, kind } = entry;
      const sameness = `${bn}|${en}|${kind === 'district' || kind === 'division' ? kind : (place?.district ?? '')}`;
      if (seen.has(sameness)) continue;
      seen.add(sameness);
      items.push({ bn, en, place, kind });
      if (items.length === limit) break;
    }
    return { start, items };
  }
  return NONE;
}

/** The text with the words from `start` to the caret replaced by the suggestion, and the new caret. */
export function replaceWords(value: string, start: number, caret: number, text: string) {
  const after = value.slice(caret);
  const inserted = after.startsWith(' ') ? text : `${text} `;
  return { value: value.slice(0, start) + inserted + after, caret: start + inserted.length };
}
