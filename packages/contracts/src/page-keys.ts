/**
 * What the page's first script and the navbar read (issue 43): kept apart from limits.ts, whose
 * every figure would otherwise ride along in the first script of every page.
 */
export const STORAGE_KEYS = { language: 'lng', userToken: 'userToken' } as const;

/** Scroll distances of the spec: the navbar hides past 100 px, the scroll-to-top button shows past 200 px. */
export const SCROLL = { navbarHideAfterPx: 100, scrollTopButtonAfterPx: 200 } as const;
