import { foldForSearch } from '../../text/fold.ts';
import { romanKey } from './keys.ts';

/**
 * What Bangladeshis type, mapped to one meaning (issue 29, ADR 037): "family", "ফ্যামিলি" and
 * "পরিবারের" are one wish; "agrim", "অগ্রিম" and "advance" one fact. Each meaning has a token
 * (`z` and its name: no Banglish key holds a "z", keys.ts turns it into "j") that a post's search
 * document holds when its words or its facts say it, and a query word of the meaning matches.
 * Kept as data; a test walks every entry. The blog's search folds its articles the same way.
 */
export interface Meaning {
  /** Letters only: the document token is `z${name}`. */
  name: string;
  /** Spellings in Bengali, English and Banglish; inflected Bengali forms are found by their stem. */
  words: readonly string[];
}

export const MEANINGS: readonly Meaning[] = [
  { name: 'family', words: ['family', 'famili', 'ফ্যামিলি', 'ফেমিলি', 'পরিবার', 'পারিবারিক', 'poribar', 'paribar'] },
  {
    name: 'bachelor',
    words: [
      'bachelor',
      'bachelors',
      'batchelor',
      'bacelor',
      'ব্যাচেলর',
      'ব্যাচেলার',
      'ব্যাচলর',
      'mess',
      'মেস',
      'seat',
      'সিট',
      'ছাত্র',
      'hostel',
      'হোস্টেল',
    ],
  },
  {
    name: 'female',
    // "chhatri" (ছাত্রী) has the Banglish key of "chhatro" (ছাত্র): spelled out, it is a woman student.
    words: ['female', 'ladies', 'lady', 'women', 'mohila', 'মহিলা', 'ছাত্রী', 'মেয়েদের', 'মেয়ে', 'chhatri', 'chatri'],
  },
  // A student is a man or a woman: "student mess" asks for seats for either (issue 63), so it is no
  // tenant filter; bachelors' and women's posts hold it by their facts (search/document.ts).
  { name: 'student', words: ['student', 'students', 'স্টুডেন্ট', 'ছাত্রছাত্রী', 'ছাত্র-ছাত্রী'] },
  { name: 'sublet', words: ['sublet', 'sublate', 'সাবলেট'] },
  {
    name: 'home',
    words: [
      'basa',
      'বাসা',
      'bari',
      'barir',
      'বাড়ি',
      'house',
      'home',
      'flat',
      'ফ্ল্যাট',
      'ফ্লাট',
      'apartment',
      'অ্যাপার্টমেন্ট',
      'এপার্টমেন্ট',
    ],
  },
  { name: 'advance', words: ['advance', 'agrim', 'ogrim', 'অগ্রিম', 'এডভান্স', 'অ্যাডভান্স'] },
  { name: 'gas', words: ['gas', 'গ্যাস', 'titas', 'তিতাস'] },
  { name: 'lift', words: ['lift', 'elevator', 'লিফট', 'লিফ্ট'] },
  { name: 'generator', words: ['generator', 'জেনারেটর', 'genarator'] },
  { name: 'parking', words: ['parking', 'garage', 'গ্যারেজ', 'পার্কিং', 'গাড়ি'] },
  { name: 'security', words: ['security', 'guard', 'সিকিউরিটি', 'নিরাপত্তা', 'দারোয়ান', 'প্রহরী', 'cctv'] },
  { name: 'furnished', words: ['furnished', 'furniture', 'ফার্নিশড', 'ফার্নিচার', 'আসবাব'] },
  { name: 'water', words: ['water', 'পানি', 'wasa', 'ওয়াসা', 'pani'] },
  { name: 'balcony', words: ['balcony', 'বারান্দা', 'ব্যালকনি', 'baranda'] },
  { name: 'rooftop', words: ['rooftop', 'roof', 'ছাদ', 'chad', 'chhad'] },
  { name: 'south', words: ['south', 'দক্ষিণ', 'দক্ষিণমুখী', 'dokkhin', 'dakshin'] },
  { name: 'metro', words: ['metro', 'মেট্রো', 'metrorail', 'মেট্রোরেল'] },
  { name: 'gym', words: ['gym', 'জিম'] },
  { name: 'pool', words: ['pool', 'swimming', 'সুইমিং'] },
  { name: 'garden', words: ['garden', 'বাগান', 'bagan'] },
  { name: 'prayer', words: ['prayer', 'নামাজ', 'namaz', 'mosque', 'মসজিদ', 'masjid'] },
  { name: 'solar', words: ['solar', 'সোলার'] },
  { name: 'wifi', words: ['wifi', 'internet', 'ওয়াইফাই', 'ইন্টারনেট'] },
  { name: 'bills', words: ['bill', 'bills', 'বিল', 'utility'] },
  { name: 'service', words: ['service', 'সার্ভিস'] },
  { name: 'corner', words: ['corner', 'কর্নার'] },
  { name: 'road', words: ['road', 'রোড', 'রাস্তা', 'sarak', 'সড়ক'] },
  { name: 'school', words: ['school', 'স্কুল', 'college', 'কলেজ', 'university', 'বিশ্ববিদ্যালয়', 'versity', 'ভার্সিটি'] },
  { name: 'market', words: ['market', 'bazar', 'বাজার', 'মার্কেট'] },
  { name: 'hospital', words: ['hospital', 'হাসপাতাল', 'clinic', 'ক্লিনিক'] },
  { name: 'new', words: ['new', 'নতুন', 'notun'] },
  { name: 'ready', words: ['ready', 'রেডি', 'handover', 'হস্তান্তর'] },
  { name: 'cheap', words: ['cheap', 'kom', 'কম', 'সস্তা', 'sosta', 'low'] },
];

/**
 * Bengali endings a word takes in a sentence (মিরপুরে, পরিবারের, বাসাটি, ফ্ল্যাটগুলো), and "সহ"
 * ("with": লিফটসহ, গ্যাসসহ, as ads write what comes with a flat): tried off when the word itself
 * is not known.
 */
const BENGALI_ENDINGS = [
  'গুলো',
  'সহ',
  'গুলি',
  'দের',
  'টির',
  'টার',
  'টি',
  'টা',
  'য়ের',
  'এর',
  'ের',
  'েরে',
  'রা',
  'তে',
  'র',
  'ে',
  'য়',
  'ও',
  // Folded as the words they are cut from are (য় as one letter: "বয়রায়" is Boyra).
].map(foldForSearch);

/** A word and the stems it may be an inflection of, longest first. */
export function stemsOf(word: string): string[] {
  const stems = [word];
  if (/[\u0980-\u09FF]$/.test(word))
    for (const ending of BENGALI_ENDINGS)
      if (word.length > ending.length + 1 && word.endsWith(ending)) stems.push(word.slice(0, -ending.length));
  return stems;
}

const byText = new Map<string, string>();
const byKey = new Map<string, string>();
for (const meaning of MEANINGS)
  for (const spelling of meaning.words) {
    const folded = foldForSearch(spelling);
    byText.set(folded, meaning.name);
    const key = romanKey(folded);
    // Short keys ("st" of seat, "bl" of bill) stand for too many words: only the spelling itself counts.
    if (key.length >= 3 && !byKey.has(key)) byKey.set(key, meaning.name);
  }

/** The meaning one folded word carries, if any: by its spelling, its Banglish key, or its stem. */
export function meaningOf(word: string): string | undefined {
  for (const stem of stemsOf(word)) {
    const named = byText.get(stem) ?? byKey.get(romanKey(stem));
    if (named) return named;
  }
  return undefined;
}

/**
 * The word as its meaning is known: the word itself, or the stem an ending was cut from
 * ("লিফটসহ" is "লিফট"), so that it is matched and ranked as the plain word is.
 */
export function meaningStemOf(word: string): string {
  for (const stem of stemsOf(word)) if (byText.has(stem) || byKey.has(romanKey(stem))) return stem;
  return word;
}

/** The document token of a meaning. */
export const meaningToken = (name: string) => `z${name}`;

/**
 * Meanings a post's own facts state (issue 63): a gas line, a lift, parking, furniture, facing
 * south. A post's document holds such a token by its facts where the owner gave them, and by its
 * words only where the owner did not and the words do not deny it ("গ্যাস নেই", "no lift"); a query
 * word of such a meaning matches the token alone, not the word in the text.
 */
export const FACT_MEANINGS: ReadonlySet<string> = new Set(['gas', 'lift', 'parking', 'furnished', 'south']);

/**
 * Meanings that say where a home is or what it is like rather than what it has ("road", "school",
 * "new", "cheap"): a near fit that misses one weighs as an ordinary word missed, not as a lift or a
 * gas line missed (posts/near-query.ts).
 */
export const CONTEXT_MEANINGS: ReadonlySet<string> = new Set([
  'home',
  'student',
  'service',
  'corner',
  'road',
  'school',
  'market',
  'hospital',
  'metro',
  'new',
  'ready',
  'cheap',
  'bills',
]);

/** Words that deny the fact named just before them ("গ্যাস নেই", "lift nai", "parking chara"). */
const DENIED_AFTER = new Set(
  ['নেই', 'নাই', 'না', 'ছাড়া', 'nei', 'nai', 'na', 'chara', 'chhara', 'not', 'unavailable'].map(foldForSearch),
);
/** Words that deny the fact named just after them ("no lift", "without gas", "non furnished"). */
const DENIED_BEFORE = new Set(['no', 'without', 'non', 'un', 'বিনা'].map(foldForSearch));

/**
 * The fact meanings (FACT_MEANINGS) a folded text states and does not deny: a mention counts
 * unless the next two words or the one before deny it.
 */
export function statedFactMeanings(folded: string): Set<string> {
  const words = folded.split(' ');
  const stated = new Set<string>();
  for (const [at, word] of words.entries()) {
    const named = word ? meaningOf(word) : undefined;
    if (!named || !FACT_MEANINGS.has(named) || stated.has(named)) continue;
    const denied =
      DENIED_BEFORE.has(words[at - 1] ?? '') ||
      words.slice(at + 1, at + 3).some((next) => stemsOf(next).some((stem) => DENIED_AFTER.has(stem)));
    if (!denied) stated.add(named);
  }
  return stated;
}

/** The meaning tokens of a folded text's words, each once. */
export function meaningTokensOf(folded: string): string[] {
  const names = new Set<string>();
  for (const word of folded.split(' ')) {
    const named = word ? meaningOf(word) : undefined;
    if (named) names.add(named);
  }
  return [...names].map(meaningToken);
}
