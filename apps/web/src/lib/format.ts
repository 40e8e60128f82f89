import { amountInWords, type Language, type PresentedPriceUnit } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';

/**
 * Numbers in the reader's language: Bengali digits for bn (`bn-BD`), US style otherwise
 * (spec §1). Formatters are cached because creating one is slow on phones.
 */
export const localeOf = (language: Language) => (language === 'bn' ? 'bn-BD' : 'en-US');
/** Dates are written day first here, in English too (issue 31): "23 Nov 2026", not "Nov 23, 2026". */
export const dateLocaleOf = (language: Language) => (language === 'bn' ? 'bn-BD' : 'en-GB');

const cache = new Map<string, Intl.NumberFormat>();
function formatter(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    cache.set(key, format);
  }
  return format;
}

export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  formatter(language, options).format(value);

/** Digits alone, no grouping: for phone numbers, codes and dates written as text. */
export function formatDigits(text: string, language: Language): string {
  if (language !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}

/**
 * A post's, offer's or firm's number as a reader sees it: "S-১৭৮", "I-১২" in Bengali, "S-178" in
 * English (issue 39), on the public pages and the staff area alike (issue 62). Only for reading:
 * links and API calls keep the number as stored, and search understands it written either way.
 */
export const formatListingId = (id: string, language: Language): string => formatDigits(id, language);

/** Whole taka: "Tk 13,110,000" in English (US style), "১,৩১,১০,০০০ টাকা" in Bengali (spec §1). */
export function formatTaka(value: number, language: Language): string {
  const amount = formatNumber(value, language, { maximumFractionDigits: 0 });
  return language === 'bn' ? `${amount} টাকা` : `Tk ${amount}`;
}

/**
 * A post's price with its unit, the one way every card, details page and staff view shows it:
 * "Tk 25,000 / month", "Tk 8,500 / sqft", "Tk 13,110,000". Any `t` will do: the keys name `common`.
 */
export function formatPrice(t: TFunction, price: number, unit: PresentedPriceUnit, language: Language) {
  return t(`common:price.unit.${unit}`, { amount: formatTaka(price, language) });
}

/** The same amount as people say it, "1.31 crore" or "৮৪ লাখ"; null below one lakh. */
export function formatPriceInWords(t: TFunction, price: number, language: Language): string | null {
  const words = amountInWords(price);
  if (!words) return null;
  return t(`common:price.${words.scale}`, { n: formatNumber(words.amount, language, { maximumFractionDigits: 2 }) });
}

/** A listing number's look: monospace in English; monospace fonts have no Bengali digits. */
export const listingIdClass = (language: Language): string | undefined => (language === 'bn' ? undefined : 'font-mono');
