/**
 * Numbers as people type them (issue 12). Bengali keyboards type ০–৯, and amounts are written
 * grouped: "২৫,০০০", "25,000", "১,৫৬,০০,০০০", "1 56 00 000". Every amount field accepts them, in
 * the browser and in the API alike, by reading the text through `plainNumberText` first.
 */

/** Bengali digits ০–৯ as ASCII 0–9; everything else is kept. */
export const asciiDigitsOf = (text: string): string =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** ASCII digits as the reader's: ০–৯ in Bengali ("S-12" reads "S-১২"), as they are otherwise. */
export const localDigits = (text: string, language: 'bn' | 'en'): string =>
  language === 'bn' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;

/** Commas (Latin and Arabic), spaces of any width and underscores between digit groups. */
const GROUPING = /[,\u066c\s_]/g;

/**
 * A typed number as plain ASCII text: Bengali digits converted, grouping dropped, so
 * "২৫,০০০" reads "25000". A value that is not text (a number, nothing) is left as it is, for
 * the number check that follows to judge.
 */
export const plainNumberText = (value: unknown): unknown =>
  typeof value === 'string' ? asciiDigitsOf(value).replace(GROUPING, '') : value;

/**
 * A phone number in the one form Ghorbari stores and compares (spec §5, issue 18): 0 and ten
 * digits. Bengali digits become ASCII; spaces, dashes, dots and brackets go; the country code
 * (+880, 880, 00880) becomes the leading 0 — so "+৮৮০ ১৭১১-২২৩৩৪৪" and "01711223344" are one
 * number. Anything else is returned as typed, for the phone check to refuse.
 */
export function normalPhone(typed: string): string {
  const compact = asciiDigitsOf(typed.trim()).replace(/[\s\-.()]/g, '');
  const national = /^(?:\+|00)?880(\d{10})$/.exec(compact);
  return national ? `0${national[1]}` : compact;
}

/**
 * The digits to look a phone number up by, as support types it while searching (issue 41):
 * the whole of it or a part, in Bengali or ASCII digits, with +880 / 880 / 00880 read as the
 * leading 0 (as `normalPhone` does) even before the number is complete. Undefined when the text
 * is not a number (letters, an email) or has fewer than `PHONE_SEARCH_MIN_DIGITS` digits.
 */
export const PHONE_SEARCH_MIN_DIGITS = 4;
export function phoneSearchDigits(typed: string): string | undefined {
  const compact = normalPhone(typed);
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const digits = compact.replace(/^(?:\+|00)?880(?=1)/, '0').replace(/^\+/, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : undefined;
}
