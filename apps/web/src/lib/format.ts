import type { Language } from '@ghorbari/contracts';

/**
 * Numbers in the reader's language: Bengali digits for bn (`bn-BD`), US style otherwise
 * (spec §1). Formatters are cached because creating one is slow on phones.
 */
export const localeOf = (language: Language) => (language === 'bn' ? 'bn-BD' : 'en-US');

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

/** Whole taka, e.g. "Tk 45,00,000" — bn-BD groups in lakh and crore as people read prices here. */
export function formatTaka(value: number, language: Language): string {
  const amount = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', { maximumFractionDigits: 0 }).format(value);
  return language === 'bn' ? `${amount} টাকা` : `Tk ${amount}`;
}
