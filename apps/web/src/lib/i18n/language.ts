import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from '@ghorbari/contracts';

/**
 * The reader's language outside i18next (spec §1, ADR 015): read from the address or the stored
 * choice, shown on <html lang>, remembered in localStorage `lng` and its cookie. Kept apart from
 * i18next so a page of islands (ADR 059) uses it without i18next's runtime.
 */

export { isLanguage };

/** `?lang=en` on a shared or search-engine link (hreflang) shows that language. */
export function languageFromUrl(): Language | null {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(asked) ? asked : null;
}

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

const writeLanguageCookie = (language: Language) => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
};

/** Shows and remembers a language: the page's lang, localStorage `lng` and the cookie. */
export function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  writeLanguageCookie(language);
}

/**
 * The stored choice copied to its cookie, by the page's first script before anything else (issue
 * 64): a reader whose cookie had gone (expired, cleared, never written) but whose choice was kept
 * was sent Bengali pages by the server, each switched to English only once the app had started.
 * The next page is rendered in their language. The cookie is rewritten each time, so a reader who
 * comes back within the year keeps it.
 */
export function carryStoredLanguageToCookie(): void {
  const stored = storedLanguage();
  if (stored) writeLanguageCookie(stored);
}

/** Where API calls read the language they ask in: i18next's once it runs (lib/i18n.ts), else the page's. */
let languageSource = (): Language => {
  const shown = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(shown) ? shown : DEFAULT_LANGUAGE;
};

export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

export const currentLanguage = (): Language => languageSource();
