import { localDigits, type Language } from '@ghorbari/contracts';
import bn from './locales/bn/mail.json' with { type: 'json' };
import en from './locales/en/mail.json' with { type: 'json' };

const texts = { bn: bn.sms, en: en.sms } as const;

/**
 * The SMS that carries a firm's review code to its client (issue 64, ADR 082), in the client's
 * language: the firm, the code (Latin letters and digits, as it is typed), the days it lasts in
 * the reader's digits, and the firm's page where the review is written. Never logged.
 */
export function reviewCodeSms(
  language: Language,
  { firm, code, days, link }: { firm: string; code: string; days: number; link: string },
): string {
  const values: Record<string, string> = { firm, code, days: localDigits(String(days), language), link };
  return texts[language].reviewCode.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
