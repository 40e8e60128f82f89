import { createContext, useContext } from 'react';

/**
 * What the first render may know about the reader beyond the address (ADR 015): whether the
 * device is a phone, and the page's cookies. The server takes them from the request, and hands
 * them to the browser with the page, so the browser's first render is the server's.
 */
export interface FirstRender {
  phone: boolean;
  cookies: Record<string, string>;
  /** The site's own origin, for links that leave it (share links): PUBLIC_URL on the server. */
  origin: string;
  /**
   * When the server rendered the page (ms since 1970): "5 minutes ago" is counted from it while
   * the browser hydrates, so the browser's first render says what the server's did (lib/use-now.ts).
   */
  renderedAt: number;
  /**
   * The page that linked here (the Referer header), on the server: a detail page's way back to the
   * list it was opened from (components/back-link.tsx). The browser reads its own.
   */
  referrer?: string;
}

export const FirstRenderContext = createContext<FirstRender | null>(null);

export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** The browser's own view, for a page rendered in the browser only. */
export function browserFirstRender(): FirstRender {
  return {
    phone: window.matchMedia('(max-width: 639px)').matches,
    cookies: parseCookies(document.cookie),
    origin: window.location.origin,
    renderedAt: Date.now(),
  };
}

export function useFirstRender(): FirstRender {
  return useContext(FirstRenderContext) ?? browserFirstRender();
}

/** Remembers a small preference where the server can read it too. */
export function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
