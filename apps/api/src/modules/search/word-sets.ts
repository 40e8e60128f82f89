import { foldForSearch } from '../../text/fold.ts';
import { stemsOf } from './meanings.ts';

/** Sets of folded spellings; Bengali words also match by their stem (বেডের → বেড). */
export const wordSet = (words: string[]) => new Set(words.map((word) => foldForSearch(word)));

/** A folded word, or one of its Bengali stems, in a set (বেডের is বেড, টাকার is টাকা). */
export const isIn = (set: ReadonlySet<string>, text: string | undefined) =>
  text !== undefined && stemsOf(text).some((stem) => set.has(stem));

/** What a folded word, or one of its Bengali stems, stands for in a map. */
export const lookUp = <T>(map: ReadonlyMap<string, T>, text: string | undefined): T | undefined => {
  if (text === undefined) return undefined;
  for (const stem of stemsOf(text)) if (map.has(stem)) return map.get(stem);
  return undefined;
};

/** Words with no meaning of their own in a search ("এর", "আছে এমন", "for"). */
export const FILLER = wordSet([
  'in',
  'at',
  'for',
  'er',
  'e',
  'te',
  'the',
  'of',
  'a',
  'an',
  'with',
  'near',
  'and',
  'এর',
  'এ',
  'তে',
  'আছে',
  'এমন',
  'চাই',
  'লাগবে',
  'দরকার',
  'খুঁজছি',
  'জন্য',
  'jonno',
  // "savar e jomi kinte chai": the Banglish of চাই, লাগবে, দরকার, খুঁজছি.
  'chai',
  'lagbe',
  'dorkar',
  'khujchi',
  'want',
  'need',
  'looking',
  'available',
  'হবে',
  'hobe',
  'ache',
  'emon',
  'is',
  'to',
  'than',
  // "mirpur ba mohammadpur": the places either side are alternatives (issue 42).
  'ba',
  'বা',
  'or',
  'othoba',
  'অথবা',
  // "office space", "south facing": the other word says it all.
  'space',
  'স্পেস',
  'facing',
  'মুখী',
  // "bachelor allowed flat", "বাসাটা মিরপুরে হলে ভালো", "gec mor e flat": they say nothing to match.
  'allowed',
  'allow',
  'chalbe',
  'চলবে',
  'হলে',
  'hole',
  'ভালো',
  'valo',
  'bhalo',
  'mor',
  'মোড়',
  'kache',
  'কাছে',
  // "bachelor der jonno", "chhatroder": the Banglish plural's ending typed apart.
  'der',
  // "gas line soho flat", "লিফটসহ": "with" in Banglish and Bengali.
  'soho',
  'shoho',
  'সহ',
  // "mirpur sublet room", "ladies hostel": the tenant filter says it.
  'room',
  'rooms',
  'রুম',
  'hostel',
  'হোস্টেল',
  // "uttara 10 nombor sector", "mirpur 2 no section", "60 feet road er pashe": the place's
  // number and kind of part say nothing more once the place is read (issue 63).
  'nombor',
  'number',
  'nambar',
  'no',
  'নম্বর',
  'নং',
  'sector',
  'সেক্টর',
  'section',
  'সেকশন',
  'pashe',
  'pase',
  'পাশে',
  'beside',
  'nearby',
  // "cheap flat for small family": sizes of a family or a home no ad is found by, and no place
  // ("small" is not a slip of Shyamoli; issue 63).
  'small',
  'choto',
  'ছোট',
  'cheap',
  'sosta',
  'সস্তা',
  // "gas line ache": "gas" says it (a gas-line post's words need not say "line").
  'line',
  'লাইন',
]);
