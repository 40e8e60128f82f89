import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@ghorbari/contracts';
import i18n, { type BackendModule, type InitOptions, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, setLanguageSource, storedLanguage } from './i18n/language.ts';
import { loaders, NAMESPACES } from './i18n/loaders.ts';

/**
 * i18next with Bengali as the default and the choice kept in localStorage `lng` (spec §1).
 * Each language's namespaces are separate chunks, loaded when first needed, so a page
 * downloads only the language it shows.
 */
export { NAMESPACES };
export { isLanguage, languageFromUrl, storedLanguage, LANGUAGE_COOKIE, rememberLanguage } from './i18n/language.ts';

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
setLanguageSource(currentLanguage);

export { i18n };
