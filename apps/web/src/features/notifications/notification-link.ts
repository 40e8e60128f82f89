/**
 * Where a notification's `link` leads: a page of this site (followed with the router), another
 * web address, or nowhere (no link, or a scheme other than http and https).
 */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function linkTarget(link: string | null | undefined, origin: string): LinkTarget | null {
  const text = link?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
