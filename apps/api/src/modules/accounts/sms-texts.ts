import type { Language } from '@ghorbari/contracts';
import type { CodePurpose } from './codes.repository.ts';

/**
 * The SMS that carries a code (issue 40), in the member's language. Short, so a Bengali text
 * (UCS-2, 70 characters a part) costs few parts. The code is in ASCII digits, as every SMS code
 * in Bangladesh is, and it alone: a browser can fill it in from the last line, which names the
 * site (WebOTP: `@host #code`), and nobody copies it wrongly.
 */
const OPENING: Record<Language, Record<CodePurpose, string>> = {
  bn: {
    register: 'ঘরবাড়িতে অ্যাকাউন্ট খোলার কোড',
    login: 'ঘরবাড়িতে সাইন ইনের কোড',
    reset: 'ঘরবাড়ির পাসওয়ার্ড বদলের কোড',
    verify: 'ঘরবাড়িতে নম্বর যাচাইয়ের কোড',
  },
  en: {
    register: 'Your Ghorbari sign-up code',
    login: 'Your Ghorbari sign-in code',
    reset: 'Your Ghorbari password reset code',
    verify: 'Your Ghorbari number verification code',
  },
};

const bengaliDigits = (value: number) =>
  String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

const CLOSING: Record<Language, (minutes: number) => string> = {
  bn: (minutes) => `${bengaliDigits(minutes)} মিনিটের মধ্যে ব্যবহার করুন। কাউকে বলবেন না।`,
  en: (minutes) => `Use it within ${minutes} minutes. Never share it.`,
};

export function codeSms(
  { code, purpose, language, minutes }: { code: string; purpose: CodePurpose; language: Language; minutes: number },
  publicUrl: string,
): string {
  const host = new URL(publicUrl).hostname;
  const stop = language === 'bn' ? '।' : '.';
  return `${OPENING[language][purpose]}: ${code}${stop} ${CLOSING[language](minutes)}\n\n@${host} #${code}`;
}
