import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STORAGE_KEYS, type Language } from '@ghorbari/contracts';
import i18n, { type BackendModule, type InitOptions, type ReadCallback } from 'i18next';
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
  interior: { bn: () => import('../locales/bn/interior.json'), en: () => import('../locales/en/interior.json') },
  reviews: { bn: () => import('../locales/bn/reviews.json'), en: () => import('../locales/en/reviews.json') },
  firms: { bn: () => import('../locales/bn/firms.json'), en: () => import('../locales/en/firms.json') },
  group: { bn: () => import('../locales/bn/group.json'), en: () => import('../locales/en/group.json') },
  blog: { bn: () => import('../locales/bn/blog.json'), en: () => import('../locales/en/blog.json') },
  comments: { bn: () => import('../locales/bn/comments.json'), en: () => import('../locales/en/comments.json') },
  // Saved searches (issue 17)
  searches: { bn: () => import('../locales/bn/searches.json'), en: () => import('../locales/en/searches.json') },
  search: { bn: () => import('../locales/bn/search.json'), en: () => import('../locales/en/search.json') },
  // Land documents (issue 18)
  documents: { bn: () => import('../locales/bn/documents.json'), en: () => import('../locales/en/documents.json') },
  // Reports of listings (issue 18)
  reports: { bn: () => import('../locales/bn/reports.json'), en: () => import('../locales/en/reports.json') },
  // The installable app (issue 19): install offer, offline page, app name
  installable: {
    bn: () => import('../locales/bn/installable.json'),
    en: () => import('../locales/en/installable.json'),
  },
  // Insights for the lister and the paid/free ratio (issue 19)
  insights: { bn: () => import('../locales/bn/insights.json'), en: () => import('../locales/en/insights.json') },
  // Area prices and similar homes (issue 19)
  market: { bn: () => import('../locales/bn/market.json'), en: () => import('../locales/en/market.json') },
  // Price-drop alerts and saved cards (issue 19)
  priceDrops: { bn: () => import('../locales/bn/priceDrops.json'), en: () => import('../locales/en/priceDrops.json') },
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

export { isLanguage };

/** The reader's stored choice (localStorage `lng`, spec §1), or null when none is stored. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The cookie that tells the server which language to render (ADR 015): the same value as
 * localStorage `lng`, for a year, on every path.
 */
export const LANGUAGE_COOKIE = STORAGE_KEYS.language;

/** Shows and remembers a language: the page's lang, localStorage `lng` and the cookie. */
export function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The options the browser's and the server's i18next share. */
export function i18nOptions(language: Language): InitOptions {
  return {
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
  };
}

/** Loads every namespace of both languages (the server and the component tests show any page at once). */
export async function loadAllTranslations(instance: typeof i18n): Promise<void> {
  await instance.loadNamespaces(NAMESPACES);
  await instance.loadLanguages([...LANGUAGES]);
}

/**
 * Starts i18next in the given language: the one the server rendered, or the stored choice.
 * The choice is remembered (localStorage and cookie) only when the reader makes or confirms it.
 * `namespaces` are loaded at once, side by side: those a server-rendered page used (its
 * hydration needs every one of them); any other loads when a component first asks for it.
 */
export async function initI18n(
  language: Language = storedLanguage() ?? DEFAULT_LANGUAGE,
  namespaces: readonly string[] = [],
): Promise<typeof i18n> {
  const ns = ['common', ...namespaces.filter((namespace) => namespace !== 'common' && namespace in loaders)];
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({ ...i18nOptions(language), ns });
  document.documentElement.lang = language;
  i18n.on('languageChanged', rememberLanguage);
  return i18n;
}

/** A fresh i18next instance for the server, every namespace of both languages loaded. */
export async function createServerI18n(): Promise<typeof i18n> {
  const instance = i18n.createInstance();
  await instance.use(chunkBackend).init({ ...i18nOptions(DEFAULT_LANGUAGE), initAsync: false });
  await loadAllTranslations(instance);
  return instance;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export { i18n };
