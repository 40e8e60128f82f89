import { asciiDigitsOf, toKatha, type PostListQuery } from '@ghorbari/contracts';
import { foldForSearch } from '../../text/fold.ts';
import { editDistance, romanKey } from './keys.ts';
import { CONTEXT_MEANINGS, FACT_MEANINGS, meaningOf, meaningStemOf, meaningToken } from './meanings.ts';
import { NAME_KEYS, namedBy, STOP_WORDS, TYPE_AND_PURPOSE_KEYS, type PostType } from './vocabulary.ts';

/** One word of a search and the ways it may match a post (ADR 019). */
export interface SearchWord {
  /** The folded word: matches as a substring of `search_text` (not a number: "3" is not in "1350"). */
  text: string;
  /** A number ("3", "১০"): matches only as a whole word. */
  number: boolean;
  /** Its Banglish key: matches the start of a word of `search_roman` ("bd" finds বেডের), a number the whole word. */
  key: string;
  /** Place and type name keys it is a slip of ("dhamondi" → dnmnd): each matches a whole word of `search_roman`. */
  alternates: string[];
  /**
   * Keys of four letters or more also match by trigram strict word similarity (pg_trgm `<<%`),
   * unless the word is itself a place or type name: "mirpur" is Mirpur, not Madaripur.
   */
  fuzzy: boolean;
  /**
   * The word names a property type or purpose ("flat", "ভাড়া"): every post of that type holds
   * it, so it narrows little; the SQL checks it on the rows the other words find (ADR 019).
   */
  common: boolean;
  /**
   * The word names a fact many posts hold ("lift", "জেনারেটর", "ফ্যামিলি"): matched by its
   * meaning's token; no better match to order by, as every post found holds the same token.
   */
  fact: boolean;
  /**
   * The token of a meaning a post's facts state (meanings.ts FACT_MEANINGS: gas, lift, parking…):
   * the word matches that token alone, so "গ্যাস নেই" in a description is no gas line (issue 63).
   */
  token?: string;
  /** A word of a meaning that is no fact a post has ("road", "school": meanings.ts CONTEXT_MEANINGS). */
  context?: boolean;
}

/** A keyword search, as the SQL and the in-memory matcher both apply it. */
export interface SearchPlan {
  /** PostIDs in the query ("S-178", "s178", "R-12"): the post must be one of them. */
  postIds: { type: PostType; number: number }[];
  words: SearchWord[];
  /**
   * How many of the words a post must match (issue 29): all of one or two, and of longer searches
   * all but a third ("most of what was meant"); the more a post matches, the higher it ranks.
   */
  required: number;
  /** What the words name, for ranking: place ids, property types, purposes. */
  named: ReturnType<typeof namedBy>;
  /** The words' keys as one text, for the trigram similarity of the whole query. */
  roman: string;
}

/** pg_trgm's default `strict_word_similarity_threshold`: the SQL's `<<%` and the matcher use it alike. */
export const STRICT_WORD_SIMILARITY = 0.5;
/** At most this many words of a query are matched (a search is a few words, not a text). */
const MAX_WORDS = 8;
const FUZZY_MIN = 4;
const NAME_KEY_SET: ReadonlySet<string> = new Set(NAME_KEYS);

const POST_ID = /(?<![\p{L}\p{N}])([sr])[- ]?(\d{1,9})(?![\p{L}\p{N}])/giu;

/**
 * Plans by query text, so matching one approved post against thousands of saved searches plans
 * each distinct keyword once. Plans are read only; the cache is emptied when it fills.
 */
const plans = new Map<string, SearchPlan | undefined>();
const PLANS_KEPT = 1000;

/** A keyword search as words to match, or undefined when it has none. */
export function planSearch(q: string | undefined): SearchPlan | undefined {
  if (!q) return undefined;
  if (plans.has(q)) return plans.get(q);
  if (plans.size >= PLANS_KEPT) plans.clear();
  const plan = makePlan(q);
  plans.set(q, plan);
  return plan;
}

function makePlan(q: string): SearchPlan | undefined {
  const postIds: SearchPlan['postIds'] = [];
  const rest = asciiDigitsOf(q.normalize('NFC')).replace(POST_ID, (_, letter: string, digits: string) => {
    postIds.push({ type: letter.toLowerCase() === 's' ? 'sell' : 'rent', number: Number(digits) });
    return ' ';
  });
  const texts = [...new Set(foldForSearch(rest).split(' '))].filter((word) => word && !STOP_WORDS.has(word));
  const words = texts.slice(0, MAX_WORDS).map((written): SearchWord => {
    // An inflected word of a known meaning is matched as its stem ("পরিবারের", "লিফটসহ").
    const text = meaningStemOf(written);
    const key = romanKey(text);
    // A word of a known meaning ("ফ্যামিলি", "agrim") matches the meaning's token, which the posts
    // that say it (or whose facts do) hold; it is no slip to correct.
    const meaning = meaningOf(text);
    // A word that is itself a name ("mirpur") is neither corrected nor trigram-matched into others
    // (Madaripur, Meherpur): only a slip is.
    const slip = key.length >= FUZZY_MIN && !NAME_KEY_SET.has(key) && meaning === undefined;
    const alternates = slip ? NAME_KEYS.filter((name) => editDistance(key, name) <= 1) : [];
    if (meaning) alternates.push(meaningToken(meaning));
    return {
      text,
      number: /^\d+$/.test(text),
      key,
      alternates,
      fuzzy: slip,
      common: TYPE_AND_PURPOSE_KEYS.has(key),
      fact: meaning !== undefined,
      ...(meaning !== undefined && FACT_MEANINGS.has(meaning) ? { token: meaningToken(meaning) } : {}),
      ...(meaning !== undefined && CONTEXT_MEANINGS.has(meaning) ? { context: true } : {}),
    };
  });
  if (postIds.length === 0 && words.length === 0) return undefined;
  const keys = words.flatMap((word) => [word.key, ...word.alternates]).filter(Boolean);
  return {
    postIds,
    words,
    required: words.length - Math.floor(words.length / 3),
    named: namedBy(keys),
    roman: words.map((word) => word.key).join(' '),
  };
}

/** The land range of a query in katha, as `land_katha` holds it. */
export function landRangeInKatha(query: Pick<PostListQuery, 'minLand' | 'maxLand' | 'landUnit'>) {
  const unit = query.landUnit ?? 'katha';
  return {
    min: query.minLand === undefined ? undefined : toKatha(query.minLand, unit),
    max: query.maxLand === undefined ? undefined : toKatha(query.maxLand, unit),
  };
}
