import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRobots } from './robots.ts';
import {
  buildSitemap,
  SITEMAP_MAX_POSTS,
  type PublicArticlePage,
  type PublicFirmPage,
  type PublicGroupPage,
  type PublicPostPage,
} from './sitemap.ts';

export interface SeoDeps {
  /** The site's address (PUBLIC_URL): crawlers need absolute addresses. */
  publicUrl: string;
  /** The posts module's service (app.ts hands it in): the post pages anyone may open. */
  posts: { publicPages(limit: number): Promise<PublicPostPage[]> };
  /** The interior module's service: the listed design firms' pages (issue 14). */
  firms?: { publicPages(limit: number): Promise<PublicFirmPage[]> };
  /** The group module's service: the open and filled group-building offers' pages (issue 15). */
  groupOffers?: { publicPages(limit: number): Promise<PublicGroupPage[]> };
  /** The blog's articles service: the published articles' pages with their twins (issue 16). */
  articles?: { publicPages(limit: number): Promise<PublicArticlePage[]> };
}

/**
 * `/robots.txt` and `/sitemap.xml` for search engines (issue 13). The sitemap is read from the
 * database on each request, so a post is in it once approved and out of it once removed; it is
 * cached for five minutes at most.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoDeps> = async (
  app,
  { publicUrl, posts, firms, groupOffers, articles },
) => {
  // Not part of the API: kept out of its OpenAPI document.
  const schema = { hide: true };

  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(publicUrl)),
  );

  app.get('/sitemap.xml', { schema }, async (_request, reply) => {
    const pages = await posts.publicPages(SITEMAP_MAX_POSTS);
    const room = SITEMAP_MAX_POSTS - Math.min(pages.length, SITEMAP_MAX_POSTS);
    const firmPages = firms ? await firms.publicPages(room) : [];
    const left = room - Math.min(firmPages.length, room);
    const groupPages = groupOffers && left > 0 ? await groupOffers.publicPages(left) : [];
    const rest = left - Math.min(groupPages.length, left);
    const articlePages = articles && rest > 0 ? await articles.publicPages(rest) : [];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(buildSitemap(publicUrl, pages, firmPages, groupPages, articlePages));
  });
};
