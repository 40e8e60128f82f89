import { paths } from '../config/paths.ts';

/**
 * Which pages the service worker keeps for offline use (issue 19, ADR 024): the home page and the
 * static pages of spec §2, fetched when the worker installs, and the post pages the reader opens.
 */
export const STATIC_PAGES: readonly string[] = [
  paths.home,
  paths.faq,
  paths.aboutUs,
  paths.contactUs,
  paths.customerCare,
  paths.staySafe,
  paths.terms,
  paths.privacy,
  paths.downloadApp,
  paths.fastSellRent,
];

/** Post pages kept at most: as many as the offline page lists. */
export const POST_PAGES_KEPT = 20;

const detailsPrefixes = [paths.buySellDetails, paths.rentDetails].map((path) => path.replace(/:id$/, ''));

/** /Property-Buy-Sell-Details/S-12 or /Property-Rent-Details/R-3. */
export function isPostPage(pathname: string): boolean {
  return detailsPrefixes.some((prefix) => pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes('/'));
}

/** A page worth keeping when it is opened online. */
export function keepsPage(pathname: string): boolean {
  return STATIC_PAGES.includes(pathname) || isPostPage(pathname);
}
