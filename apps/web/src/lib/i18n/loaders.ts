import type { Language } from '@ghorbari/contracts';
import type { NamespaceName } from './namespace-names.ts';

/**
 * Each language's translation namespaces, each a chunk of its own loaded when first needed, so a
 * page downloads only the language it shows (lib/i18n.ts for the app, lib/i18n/lite-i18n.ts for
 * a page of islands).
 */
type Loader = () => Promise<{ default: object }>;
const byName = {
  common: { bn: () => import('../../locales/bn/common.json'), en: () => import('../../locales/en/common.json') },
  pages: { bn: () => import('../../locales/bn/pages.json'), en: () => import('../../locales/en/pages.json') },
  account: { bn: () => import('../../locales/bn/account.json'), en: () => import('../../locales/en/account.json') },
  listings: { bn: () => import('../../locales/bn/listings.json'), en: () => import('../../locales/en/listings.json') },
  posting: { bn: () => import('../../locales/bn/posting.json'), en: () => import('../../locales/en/posting.json') },
  admin: { bn: () => import('../../locales/bn/admin.json'), en: () => import('../../locales/en/admin.json') },
  inbox: { bn: () => import('../../locales/bn/inbox.json'), en: () => import('../../locales/en/inbox.json') },
  interior: { bn: () => import('../../locales/bn/interior.json'), en: () => import('../../locales/en/interior.json') },
  reviews: { bn: () => import('../../locales/bn/reviews.json'), en: () => import('../../locales/en/reviews.json') },
  firms: { bn: () => import('../../locales/bn/firms.json'), en: () => import('../../locales/en/firms.json') },
  group: { bn: () => import('../../locales/bn/group.json'), en: () => import('../../locales/en/group.json') },
  blog: { bn: () => import('../../locales/bn/blog.json'), en: () => import('../../locales/en/blog.json') },
  comments: { bn: () => import('../../locales/bn/comments.json'), en: () => import('../../locales/en/comments.json') },
  // Saved searches (issue 17)
  searches: { bn: () => import('../../locales/bn/searches.json'), en: () => import('../../locales/en/searches.json') },
  search: { bn: () => import('../../locales/bn/search.json'), en: () => import('../../locales/en/search.json') },
  // Land documents (issue 18)
  documents: {
    bn: () => import('../../locales/bn/documents.json'),
    en: () => import('../../locales/en/documents.json'),
  },
  // Reports of listings (issue 18)
  reports: { bn: () => import('../../locales/bn/reports.json'), en: () => import('../../locales/en/reports.json') },
  // The installable app (issue 19): install offer, offline page, app name
  installable: {
    bn: () => import('../../locales/bn/installable.json'),
    en: () => import('../../locales/en/installable.json'),
  },
  // Insights for the lister and the paid/free ratio (issue 19)
  insights: { bn: () => import('../../locales/bn/insights.json'), en: () => import('../../locales/en/insights.json') },
  // Area prices and similar homes (issue 19)
  market: { bn: () => import('../../locales/bn/market.json'), en: () => import('../../locales/en/market.json') },
  // Listings side by side (issue 44)
  compare: { bn: () => import('../../locales/bn/compare.json'), en: () => import('../../locales/en/compare.json') },
  // Price-drop alerts and saved cards (issue 19)
  priceDrops: {
    bn: () => import('../../locales/bn/priceDrops.json'),
    en: () => import('../../locales/en/priceDrops.json'),
  },
  messages: {
    bn: () => import('@ghorbari/contracts/locales/bn/messages.json'),
    en: () => import('@ghorbari/contracts/locales/en/messages.json'),
  },
  enums: {
    bn: () => import('@ghorbari/contracts/locales/bn/enums.json'),
    en: () => import('@ghorbari/contracts/locales/en/enums.json'),
  },
} satisfies Record<NamespaceName, Record<Language, Loader>>;
export const loaders: Record<string, Record<Language, Loader>> = byName;
export const NAMESPACES = Object.keys(loaders);
