import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@ghorbari/contracts';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next with Bengali as the default and the choice kept in localStorage `lng` (spec §1).
 * Each language's namespaces are separate chunks, loaded when first needed, so a page
 * downloads only the language it shows.
 */
type Loader = () => Promise<{ default: object }>;
const loaders: Record<string, Record<Language, Loader>> = {
  common: { bn: () => import('../locales/bn/common.json'), en: () => import('../locales/en/common.json') },
  pages: { bn: () => import('../locales/bn/pages.json'), en: () => import('../locales/en/pages.json') },
  account: { bn: () => import('../locales/bn/account.json'), en: () => import('../locales/en/account.json') },
  listings: { bn: () => import('../locales/bn/listings.json'), en: () => import('../locales/en/listings.json') },
  posting: { bn: () => import('../locales/bn/posting.json'), en: () => import('../locales/en/posting.json') },
  admin: { bn: () => import('../locales/bn/admin.json'), en: () => import('../locales/en/admin.json') },
  inbox: { bn: () => import('../locales/bn/inbox.json'), en: () => import('../locales/en/inbox.json') },
  messages: {
    bn: () => import('@ghorbari/contracts/locales/bn/messages.json'),
    en: () => import('@ghorbari/contracts/locales/en/messages.json'),
  },
  enums: {
    bn: () => import('@ghorbari/contracts/locales/bn/enums.json'),
    en: () => import('@ghorbari/contracts/locales/en/enums.json'),
  },
};
export const NAMESPACES = Object.keys(loaders);

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[namespace]?.[language as Language];
    if (!load) return callback(new Error(`No translations for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key with no text is a bug: say so loudly (browser tests fail on console errors).
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`Missing translation: ${namespace}:${key} (${languages.join(',')})`);
      },
      react: { useSuspense: true },
    });
  applyLanguage(language);
  return i18n;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export { i18n };
