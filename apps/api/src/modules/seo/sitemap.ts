import { siteHref, sitePaths } from '@ghorbari/contracts';

/** A post page the sitemap lists: the posts module's `publicPages`. */
export interface PublicPostPage {
  postId: string;
  type: 'sell' | 'rent';
  changedAt: Date;
}

/** A design firm's page the sitemap lists (issue 14): the interior module's `publicPages`. */
export interface PublicFirmPage {
  firmId: string;
  changedAt: Date;
}

/** A group-building offer's page the sitemap lists (issue 15): the group module's `publicPages`. */
export interface PublicGroupPage {
  offerId: string;
  changedAt: Date;
}

/** A published blog article's page (issue 16), with its published other-language twin. */
export interface PublicArticlePage {
  articleId: string;
  language: 'bn' | 'en';
  changedAt: Date;
  twin: { articleId: string; language: 'bn' | 'en' } | null;
}

/**
 * The sell and rent listings, the firm directory, the group offers and the blog (spec §2): they
 * change whenever an entry does.
 */
const LISTINGS = {
  sell: sitePaths.buySell,
  rent: sitePaths.rent,
  interior: sitePaths.interior,
  group: sitePaths.groupBuilding,
  blog: sitePaths.blog,
} as const;

/**
 * The public pages with content of their own (spec §2), in the spelling the web app's routes
 * use (contracts, site-paths.ts): not the aliases (/Home, /Faq), not the sign-in pages.
 */
export const STATIC_PAGES = [
  sitePaths.home,
  LISTINGS.sell,
  LISTINGS.rent,
  LISTINGS.interior,
  LISTINGS.group,
  LISTINGS.blog,
  sitePaths.fastSellRent,
  sitePaths.homeLoan,
  sitePaths.downloadApp,
  sitePaths.customerCare,
  sitePaths.faq,
  sitePaths.aboutUs,
  sitePaths.contactUs,
  sitePaths.staySafe,
  sitePaths.terms,
  sitePaths.privacy,
] as const;

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_POSTS = SITEMAP_MAX_URLS - STATIC_PAGES.length;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

/**
 * One address with its language versions: the server renders `?lang=bn` and `?lang=en` in that
 * language, and the bare address in the reader's own (Bengali for a first visit): x-default.
 */
function entry(url: string, changedAt: Date | undefined): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return [
    '<url>',
    `<loc>${escapeXml(url)}</loc>`,
    changedAt ? `<lastmod>${changedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '',
    link('bn', `${url}?lang=bn`),
    link('en', `${url}?lang=en`),
    link('x-default', url),
    '</url>',
  ].join('');
}

/**
 * An article's page: written in one language, so its language versions are the article and its
 * published twin (the Bengali one the default), not the same page in the other interface language.
 */
function articleEntry(publicUrl: string, article: PublicArticlePage): string {
  const url = `${publicUrl}${siteHref.blogPostDetails(article.articleId)}`;
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  const versions = article.twin
    ? [
        { language: article.language, url },
        { language: article.twin.language, url: `${publicUrl}${siteHref.blogPostDetails(article.twin.articleId)}` },
      ]
    : [];
  const fallback = versions.find((version) => version.language === 'bn');
  return [
    '<url>',
    `<loc>${escapeXml(url)}</loc>`,
    `<lastmod>${article.changedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`,
    ...versions.map((version) => link(version.language, version.url)),
    fallback ? link('x-default', fallback.url) : '',
    '</url>',
  ].join('');
}

const latestOf = (pages: readonly { changedAt: Date }[]) =>
  pages.reduce<Date | undefined>(
    (latest, page) => (latest && latest >= page.changedAt ? latest : page.changedAt),
    undefined,
  );

/**
 * The sitemap: the static pages, then every post page anyone may open, newest change first, then
 * every listed design firm's page, then every open or filled group offer's, then every published
 * article's. A listing's last change is its newest entry's; the other static pages say none
 * rather than guess. Posts, firms, offers and articles together stay within SITEMAP_MAX_POSTS.
 */
export function buildSitemap(
  publicUrl: string,
  posts: readonly PublicPostPage[],
  firms: readonly PublicFirmPage[] = [],
  groupOffers: readonly PublicGroupPage[] = [],
  articles: readonly PublicArticlePage[] = [],
): string {
  const newest = (type: PublicPostPage['type']) =>
    posts
      .filter((post) => post.type === type)
      .reduce<Date | undefined>(
        (latest, post) => (latest && latest >= post.changedAt ? latest : post.changedAt),
        undefined,
      );
  const listingChanged: Record<string, Date | undefined> = {
    [LISTINGS.sell]: newest('sell'),
    [LISTINGS.rent]: newest('rent'),
    [LISTINGS.interior]: latestOf(firms),
    [LISTINGS.group]: latestOf(groupOffers),
    [LISTINGS.blog]: latestOf(articles),
  };
  const listedPosts = posts.slice(0, SITEMAP_MAX_POSTS);
  const listedFirms = firms.slice(0, SITEMAP_MAX_POSTS - listedPosts.length);
  const listedOffers = groupOffers.slice(0, SITEMAP_MAX_POSTS - listedPosts.length - listedFirms.length);
  const listedArticles = articles.slice(
    0,
    SITEMAP_MAX_POSTS - listedPosts.length - listedFirms.length - listedOffers.length,
  );
  const urls = [
    ...STATIC_PAGES.map((page) => entry(`${publicUrl}${page}`, listingChanged[page])),
    ...listedPosts.map((post) => entry(`${publicUrl}${siteHref.postDetails(post.type, post.postId)}`, post.changedAt)),
    ...listedFirms.map((firm) => entry(`${publicUrl}${siteHref.interiorDetails(firm.firmId)}`, firm.changedAt)),
    ...listedOffers.map((offer) => entry(`${publicUrl}${siteHref.groupDetails(offer.offerId)}`, offer.changedAt)),
    ...listedArticles.map((article) => articleEntry(publicUrl, article)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
