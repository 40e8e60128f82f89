/**
 * The words people type for a post's purpose, in Bengali, English and Banglish (issue 17, ADR 019).
 * The API's search index holds them in every post's document; the search page reads them to offer
 * the other tab when a reader on "sale" types "vara" (or on "rent" types "bikri").
 */
export const PURPOSE_WORDS = {
  rent: ['rent', 'to-let', 'tolet', 'vara', 'bhara', 'ভাড়া', 'টু-লেট', 'টুলেট'],
  sell: ['sale', 'sell', 'bikri', 'bikroy', 'বিক্রি', 'বিক্রয়'],
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
 * sublet — and "basa" (a home to live in, said of rented homes). They name rent when no purpose
 * word says otherwise ("family flat", "bachelor", "mirpur basa").
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
] as const;
const rentHints = new Set<string>(RENT_HINT_WORDS.map(nuktaAsOne));

/**
 * The purpose a search's words name, when they name exactly one ("mirpur flat vara" → rent,
 * "বাড়ি বিক্রি" → sell, "family flat" → rent by its renter's words); undefined when they name
 * none or both.
 */
export function purposeNamedIn(words: string): 'sell' | 'rent' | undefined {
  const split = nuktaAsOne(words)
    .toLowerCase()
    .split(/[^\p{L}\p{M}-]+/u);
  const named = new Set(split.flatMap((word) => purposeOf.get(word) ?? []));
  // A PostID names its purpose by its letter: R-209 is to rent, wherever it is typed.
  for (const [, letter] of words.matchAll(/(?<![\p{L}\p{N}])([sr])-?\d{1,9}(?![\p{L}\p{N}])/giu))
    named.add(letter!.toLowerCase() === 'r' ? 'rent' : 'sell');
  if (named.size === 0 && split.some((word) => rentHints.has(word))) return 'rent';
  return named.size === 1 ? [...named][0] : undefined;
}
