import { plainNumberText, type Language } from '@ghorbari/contracts';
import { formatNumber } from '../../lib/format.ts';

/**
 * An amount field's text as it is typed (issue 12): grouped the way the reader writes numbers,
 * "২৫,০০০" and "১,৫৬,০০,০০০" in Bengali, "25,000" and "15,600,000" in English.
 */

const DIGIT = /[0-9০-৯]/;
/** Longer than any price the API takes (13 digits): left alone, for the check to refuse. */
const MAX_DIGITS = 15;

/** The whole taka a text holds, or null when it is empty or not a whole number. */
export function amountOf(text: string): number | null {
  const plain = String(plainNumberText(text));
  return /^\d{1,15}$/.test(plain) ? Number(plain) : null;
}

/**
 * The text grouped for `language`. Text that is not a whole number ("25k", "২৫.৫") is left as it
 * was typed, so the field's check can say what is wrong with it.
 */
export function groupAmount(text: string, language: Language): string {
  const plain = String(plainNumberText(text));
  if (plain === '') return '';
  if (!/^\d+$/.test(plain) || plain.length > MAX_DIGITS) return text;
  return formatNumber(Number(plain), language, { maximumFractionDigits: 0 });
}

/** How many digits come before `position` in `text`. */
export const digitsBefore = (text: string, position: number) =>
  [...text.slice(0, position)].filter((char) => DIGIT.test(char)).length;

/** The position just after the `count`-th digit of `text` (0 when `count` is 0). */
export function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (DIGIT.test(text[index]!) && ++seen === count) return index + 1;
  }
  return text.length;
}
