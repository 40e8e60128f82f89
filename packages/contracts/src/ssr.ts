import type { Language } from './enums.ts';

/**
 * The contract between the API server and the web app's server renderer (ADR 015): the server
 * loads the renderer built from apps/web/src/entry-server.tsx and asks it for each page.
 */
export interface SsrRenderRequest {
  /** The page's path and query, as requested (e.g. "/Property-Rent?bedrooms=2"). */
  url: string;
  language: Language;
  /**
   * Whether the reader's screen is a phone's, narrower than 640 px: by the width the browser says
   * (Sec-CH-Viewport-Width), or else its mobile hint or user agent. For layout defaults.
   */
  phone: boolean;
  /** The request's Cookie header (preferences such as the listing view). */
  cookies: string;
  /** The site's public origin, for canonical and share (Open Graph) addresses. */
  publicUrl: string;
  /** The request's Referer header, when the link sent one (a detail page's way back to its list). */
  referrer?: string;
}

export type SsrRenderResult =
  /** A page rendered with its content: the HTML goes inside #root, the tags inside <head>. */
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      state: string;
      /** Whether what it shows depends on the screen's width (`phone` was read). */
      readsScreen?: boolean;
    }
  /**
   * A page the browser renders (behind sign-in, the forms that lead there): the app shell, with
   * the site's layout and a placeholder of the page inside #root when the renderer has them.
   */
  | { kind: 'shell'; status: number; head: string; html?: string }
  | { kind: 'redirect'; status: number; location: string };

export interface SsrRenderer {
  /** How the renderer reaches the API: in process, with no network hop. */
  configure(options: { fetch: (path: string, init: RequestInit) => Promise<Response> }): Promise<void>;
  render(request: SsrRenderRequest): Promise<SsrRenderResult>;
}
