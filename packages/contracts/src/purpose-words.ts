/**
 * The words people type for a post's purpose, in Bengali, English and Banglish (issue 17, ADR 019).
 * The API's search index holds them in every post's document; the search page reads them to offer
 * the other tab when a reader on "sale" types "vara" (or on "rent" types "bikri").
 */
export const PURPOSE_WORDS = {
  rent: ['rent', 'to-let', 'tolet', 'vara', 'bhara', 'ভাড়া', 'টু-লেট', 'টুলেট'],
  sell: ['sale', 'sell', 'bikri', 'bikroy', 'বিক্রি', 'বিক্রয়', 'buy', 'kinbo', 'kinte', 'কিনব', 'কিনবো', 'কিনতে'],
} as const satisfies Record<'sell' | 'rent', readonly string[]>;

/** ড় and য় typed as two code points (letter + nukta) are the same letters as one. */
const nuktaAsOne = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u09A1\u09BC/g, '\u09DC')
    .replace(/\u09AF\u09BC/g, '\u09DF');

const purposeOf = new Map<string, 'sell' | 'rent'>(
  (Object.entries(PURPOSE_WORDS) as ['sell' | 'rent', readonly string[]][]).flatMap(([purpose, words]) =>
    words.map((word) => [nuktaAsOne(word), purpose] as const),
  ),
);

/**
 * Words only a renter types (issue 29): who the home is for — families, bachelors, a mess seat, a
 * sublet — and "basa" (a home to live in, said of rented homes); a studio, a furnished home and a
 * "space" (an office or restaurant space), far more often rented than bought (issue 63). They name
 * rent when no purpose word says otherwise ("family flat", "bachelor", "mirpur basa").
 */
export const RENT_HINT_WORDS = [
  'family',
  'ফ্যামিলি',
  'পরিবার',
  'পরিবারের',
  'bachelor',
  'bachelors',
  'ব্যাচেলর',
  'ব্যাচেলার',
  'mess',
  'মেস',
  'seat',
  'সিট',
  'sublet',
  'সাবলেট',
  'basa',
  'basha',
  'বাসা',
  'room',
  'rooms',
  'রুম',
  'hostel',
  'হোস্টেল',
  'student',
  'students',
  'chhatri',
  'chatri',
  'ছাত্রী',
  'ছাত্র',
  'studio',
  'furnished',
  'ফার্নিশড',
  'space',
  'স্পেস',
] as const;
const rentHints = new Set<string>(RENT_HINT_WORDS.map(nuktaAsOne));

/**
 * Words a buyer types (issue 63): land and its units, and prices in lakh and crore. A plot, a
 * price of "50 lakh" or "১ কোটি" is bought far more often than rented, so on a search box that
 * starts on rent they name sale when no purpose word says otherwise. Each carries the property
 * type it names, if any: a tab chosen afterwards keeps it as that filter (features/search).
 */
export const SELL_HINT_WORDS: Readonly<Record<string, 'land' | 'duplex-home' | null>> = {
  plot: 'land',
  plots: 'land',
  প্লট: 'land',
  jomi: 'land',
  jami: 'land',
  জমি: 'land',
  জায়গা: null,
  katha: null,
  kata: null,
  kotha: null,
  কাঠা: null,
  bigha: null,
  বিঘা: null,
  decimal: null,
  shotok: null,
  শতক: null,
  শতাংশ: null,
  duplex: 'duplex-home',
  ডুপ্লেক্স: 'duplex-home',
  lakh: null,
  lac: null,
  lakhs: null,
  lak: null,
  লাখ: null,
  লক্ষ: null,
  crore: null,
  koti: null,
  cr: null,
  কোটি: null,
};
const sellHints = new Map<string, 'land' | 'duplex-home' | null>(
  Object.entries(SELL_HINT_WORDS).map(([word, type]) => [nuktaAsOne(word), type] as const),
);

/**
 * The units of a price in thousands ("25k", "15 hajar", "১৮০০০ টাকা"): a month's rent, where a
 * sale is priced in lakh (issue 63). A price under a lakh so written counts as two renter's words.
 */
const THOUSANDS = /^(k|hajar|hazar|hajer|হাজার|হাজারের|thousand)$/u;
const TAKA = /^(taka|tk|টাকা|টাকার|৳)$/u;
const LAKH = 100_000;
const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** Whether the words hold a price under a lakh, in thousands or in taka ("10 hajar", "25k", "১৮০০০ টাকা", "৳12000"). */
function namesMonthlyPrice(words: string): boolean {
  const parts = asciiDigits(nuktaAsOne(words).toLowerCase())
    .replace(/(\d)(k|tk|৳)(?![\p{L}])/gu, '$1 $2')
    .replace(/৳(\d)/gu, '৳ $1')
    .split(/\s+/)
    .filter(Boolean);
  return parts.some((part, index) => {
    const amount = Number(part.replace(/,/g, ''));
    if (!/^\d[\d,]*(\.\d+)?$/.test(part) || !(amount > 0)) return false;
    const unit = parts[index + 1] ?? '';
    const before = parts[index - 1] ?? '';
    if (THOUSANDS.test(unit)) return amount * 1000 < LAKH;
    return (TAKA.test(unit) || TAKA.test(before)) && amount >= 1000 && amount < LAKH;
  });
}

/** Bengali case endings a word may carry ("প্লটের", "জমিতে", "কাঠার", "মেসে"): the word without them too. */
const BENGALI_ENDINGS = ['ের', 'েতে', 'তে', 'র', 'ে', 'য়', 'এ'];
function formsOf(word: string): string[] {
  if (!/[\u0980-\u09FF]/u.test(word)) return [word];
  return [
    word,
    ...BENGALI_ENDINGS.filter((ending) => word.endsWith(ending) && word.length > ending.length + 1).map((ending) =>
      word.slice(0, -ending.length),
    ),
  ];
}
const anyForm = <T>(word: string, read: (form: string) => T | undefined): T | undefined => {
  for (const form of formsOf(word)) {
    const found = read(form);
    if (found !== undefined) return found;
  }
  return undefined;
};

const wordsIn = (words: string) =>
  nuktaAsOne(words)
    .toLowerCase()
    .split(/[^\p{L}\p{M}-]+/u)
    .filter(Boolean);

/** A word that names a purpose outright ("vara", "বিক্রি", "to-let"), not by a hint. */
export const namesPurpose = (word: string): boolean => wordsIn(word).some((each) => purposeOf.has(each));

/** A buyer's word ("plot", "লাখ"), and the property type it names, if any (null: none). */
export function sellHintOf(word: string): 'land' | 'duplex-home' | null | undefined {
  const [only] = wordsIn(word);
  return only === undefined ? undefined : anyForm(only, (form) => sellHints.get(form));
}

/** A renter's word ("family", "মেসে", "basa"). */
export const isRentHint = (word: string): boolean =>
  wordsIn(word).some((each) => anyForm(each, (form) => (rentHints.has(form) ? true : undefined)) === true);

/**
 * The purpose a search's words name, when they name exactly one (issue 29, issue 63): a purpose
 * word outright ("mirpur flat vara" → rent, "বাড়ি বিক্রি" → sell, "kinbo", a PostID by its
 * letter); else the hints: a renter's words ("family flat", "মেস") name rent, a buyer's ("আফতাবনগরে
 * ৫ কাঠার প্লট", "50 lakh", "duplex") sale, whichever are more (a price in lakh or crore counts
 * twice for sale, one in thousands or in taka under a lakh twice for rent). Undefined when they
 * name none, or both as strongly. Every search box, the server's page and the island's alike,
 * decides the tab with it (issue 63: one interpretation).
 */
export function purposeNamedIn(words: string): 'sell' | 'rent' | undefined {
  const split = wordsIn(words);
  const named = new Set(split.flatMap((word) => purposeOf.get(word) ?? []));
  // A PostID names its purpose by its letter: R-209 is to rent, wherever it is typed.
  for (const [, letter] of words.matchAll(/(?<![\p{L}\p{N}])([sr])-?\d{1,9}(?![\p{L}\p{N}])/giu))
    named.add(letter!.toLowerCase() === 'r' ? 'rent' : 'sell');
  if (named.size > 0) return named.size === 1 ? [...named][0] : undefined;
  let rent = 0;
  let sell = 0;
  for (const word of split) {
    if (anyForm(word, (form) => (rentHints.has(form) ? true : undefined))) rent += 1;
    const hint = anyForm(word, (form) => (sellHints.has(form) ? form : undefined));
    if (hint !== undefined) sell += /^(lakh|lac|lakhs|lak|লাখ|লক্ষ|crore|koti|cr|কোটি)$/u.test(hint) ? 2 : 1;
  }
  if (namesMonthlyPrice(words)) rent += 2;
  return rent > sell ? 'rent' : sell > rent ? 'sell' : undefined;
}

/**
 * q as it goes to the other purpose's tab (issue 63: a tab picked after typing wins): without the
 * words that would decide the purpose again — purpose words ("vara", "বিক্রি"), a renter's
 * ("family", "মেস") and a buyer's ("plot", "৫০ লাখ" with its number, as prices start afresh on
 * the other tab). A buyer's word that names a type ("plot", "duplex") stays as that type's filter.
 */
export function wordsForOtherTab(q: string): { q: string; propertyType?: 'land' | 'duplex-home' } {
  const words = q.trim() ? q.trim().split(/\s+/) : [];
  const kept: string[] = [];
  let propertyType: 'land' | 'duplex-home' | undefined;
  words.forEach((word) => {
    const hint = sellHintOf(word);
    if (namesPurpose(word) || isRentHint(word)) return;
    // "15 hajar", "25k": a month's rent goes with its number.
    if (THOUSANDS.test(word.toLowerCase()) || /^[\d০-৯.,]+k$/iu.test(word)) {
      if (!/k$/iu.test(word) && kept.length > 0 && /^[\d০-৯.,]+$/.test(kept[kept.length - 1]!)) kept.pop();
      return;
    }
    if (hint === undefined) return void kept.push(word);
    if (hint) propertyType ??= hint;
    // "50 lakh", "৫ কাঠার": the number goes with its unit.
    else if (kept.length > 0 && /^[\d০-৯.,]+$/.test(kept[kept.length - 1]!)) kept.pop();
  });
  return { q: kept.join(' '), ...(propertyType ? { propertyType } : {}) };
}
