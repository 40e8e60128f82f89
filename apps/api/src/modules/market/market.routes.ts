import {
  areaPricesQuerySchema,
  areaPricesResponseSchema,
  postAreaPriceResponseSchema,
  postIdSchema,
  similarPostsResponseSchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MarketService } from './market.service.ts';

const tags = ['market'];
const params = z.object({ postId: postIdSchema });

/** Area prices and similar homes (issue 19): public reads. */
export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  app.get(
    '/api/posts/:postId/area-price',
    {
      schema: {
        tags,
        summary:
          'The median price per sqft (per katha for land) of the post’s area over 12 months, and where it stands',
        params,
        response: { 200: postAreaPriceResponseSchema },
      },
    },
    async (request) => ({ success: true as const, areaPrice: await market.ofPost(request.params.postId) }),
  );

  app.get(
    '/api/posts/:postId/similar',
    {
      schema: {
        tags,
        summary: 'Up to 6 live posts like this one nearby (same sub-district first, then district), closest first',
        params,
        response: { 200: similarPostsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, posts: await market.similar(request.params.postId) }),
  );

  app.get(
    '/api/area-prices',
    {
      schema: {
        tags,
        summary: 'A district’s median asking prices per sqft (per katha for land) over 12 months, per property type',
        querystring: areaPricesQuerySchema,
        response: { 200: areaPricesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, areaPrices: await market.ofDistrict(request.query) }),
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Area-price refreshes still running after an approval (issue 19): tests wait on it. */
    areaPriceRefresh: { settled(): Promise<void> };
  }
}
