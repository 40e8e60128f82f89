/** The languages Ghorbari is shown in: Bengali first, and English. */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Whether a stored or requested value (a cookie, `?lang=`, localStorage) names a language we show. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
export const DEFAULT_LANGUAGE: Language = 'bn';
