import type { Language } from '@ghorbari/contracts';

/**
 * A page's own twin in another language (a blog article's, issue 64) is marked on the link that
 * leads there: `<a data-page-in-language hreflang="en" href="…">`. The navbar's language switch
 * goes there, rather than showing this page's words under the other language's menus. It is read
 * from the page when the switch is tapped, so it holds on a page of islands (the server's HTML,
 * whose parts come alive apart) and in the single-page app alike.
 */
export const PAGE_IN_LANGUAGE_ATTRIBUTE = 'data-page-in-language';

/** The address of this page's twin in `language` (path, query and hash on this site), or null for none. */
export function pageInLanguage(language: Language): string | null {
  if (typeof document === 'undefined') return null;
  const link = document.querySelector<HTMLAnchorElement>(`a[${PAGE_IN_LANGUAGE_ATTRIBUTE}][hreflang="${language}"]`);
  const href = link?.getAttribute('href');
  if (!href) return null;
  const address = new URL(href, window.location.href);
  if (address.origin !== window.location.origin) return null;
  return `${address.pathname}${address.search}${address.hash}`;
}
