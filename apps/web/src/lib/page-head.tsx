import type { Language } from '@ghorbari/contracts';
import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * What a page tells the server about itself while it is rendered there (ADR 015): its title,
 * description and share image for the <head>, its HTTP status, or the address it moved to.
 * In the browser there is no such context and these hooks do nothing (the title is set by
 * useDocumentTitle, and share crawlers read only the server's HTML).
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The share image (Open Graph/Twitter card), an address on this site. */
  image?: string;
  imageAlt?: string;
  /** The share image's size when it is not a 1200×630 share card; null when not known (left out). */
  imageSize?: { width: number; height: number } | null;
  /** Open Graph type: 'website' for most pages, 'article' for a listing's details page. */
  ogType?: 'website' | 'article';
  /** Open Graph article facts (a blog article, issue 16): when it came out and changed, its topic and tags. */
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: string[] };
  /** schema.org data for search engines, as a plain object. */
  jsonLd?: Record<string, unknown>;
  /**
   * The page's own twin in a language, when it is another page (a blog article's, issue 64): its
   * path, which the hreflang address of that language names instead of this page.
   */
  twins?: Partial<Record<Language, string>>;
  status?: number;
  redirect?: string;
  /** A redirect that depends on what was asked (a search's words), not a moved page: 302, not 301. */
  redirectFor?: 'moved' | 'asked';
}

/** Collects a page's head while the server renders it (a method call, not a mutation of context). */
export class PageHeadCollector {
  readonly head: PageHead = {};
  set(patch: PageHead): void {
    Object.assign(this.head, patch);
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** Describes the page for share previews and search engines (server render only). */
export function usePageHead(head: Omit<PageHead, 'status' | 'redirect' | 'redirectFor' | 'title'>): void {
  const collected = useContext(PageHeadContext);
  collected?.set(head);
}

/** The HTTP status the page answers with when rendered on the server, e.g. 404 for "not found". */
export function useHttpStatus(status: number): void {
  const collected = useContext(PageHeadContext);
  collected?.set({ status });
}

/** Sets the page title for the server's <head>; the browser's tab title is useDocumentTitle's. */
export function useServerTitle(title: string): void {
  const collected = useContext(PageHeadContext);
  collected?.set({ title });
}

/**
 * Moves to another address: a 301 from the server (a 302 when it follows from what was asked, so
 * no browser keeps it), a replace navigation in the browser.
 */
export function Redirect({ to, asked = false }: { to: string; asked?: boolean }) {
  const collected = useContext(PageHeadContext);
  if (collected) {
    collected.set({ redirect: to, redirectFor: asked ? 'asked' : 'moved' });
    return null;
  }
  return <Navigate to={to} replace />;
}
