import type { IslandName } from './registry.ts';

/**
 * The translation namespaces of each island's own strings ('common' always is), read by the server
 * only (entry-server.tsx): it sends a page of islands the strings its islands use, and their files
 * follow once the page is live, for what a tap shows next (a toast, a dialog). Kept apart from the
 * registry so that the browser's copy of the registry does not carry them (issue 43).
 */
export const ISLAND_NAMESPACES: Record<IslandName, readonly string[]> = {
  navbar: [],
  'page-extras': [],
  'home-search': ['enums'],
  'post-owner': [],
  'post-contact': ['listings'],
  'post-share': ['common'],
  'land-size': ['listings', 'enums'],
  'post-report': ['reports', 'enums'],
  'post-call-bar': ['listings'],
  'post-gallery': ['listings'],
  'post-location': ['listings'],
  'home-loan': ['market'],
  'compare-toggle': ['compare'],
  'similar-homes': ['listings', 'enums'],
  'article-twin': ['blog'],
  'article-share': ['common'],
  'article-comments': ['blog', 'messages'],
  'firm-call-bar': ['interior'],
  'firm-contact': ['interior', 'enums'],
  'firm-owner-bar': ['interior', 'enums'],
  'firm-gallery': ['interior', 'enums'],
  'firm-photos': ['interior'],
  'firm-reviews': ['reviews', 'interior'],
  'firm-filters': ['interior', 'enums'],
  'firm-sort': ['interior', 'enums'],
  'firm-notice-action': ['interior'],
  'post-filters': ['listings', 'enums', 'messages'],
  'post-results-actions': ['listings', 'searches'],
  'post-clear': ['listings'],
  'post-save-search': ['searches'],
  'search-form': ['search', 'enums', 'messages'],
  'search-sort': ['search', 'enums'],
  'group-filters': ['group', 'common'],
  'group-sort': ['group', 'enums'],
  'group-notice-action': ['group'],
  'group-call-bar': ['group'],
  'group-contact': ['group', 'common', 'reports', 'enums'],
  'group-gallery': ['group', 'common'],
  'group-interest-dialog': ['group', 'enums', 'messages'],
  'group-interest': ['group', 'enums', 'messages'],
};
