import {
  areaPricesQuerySchema,
  areaPricesResponseSchema,
  postAreaPriceResponseSchema,
  postIdSchema,
  rentOrBuyResponseSchema,
  similarPostsResponseSchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkGate } from '../../http/work-gate.ts';
import type { MarketService } from './market.service.ts';

const tags = ['market'];
const params = z.object({ postId: postIdSchema });

/**
 * Reads of each of these routes one address may ask for in a minute (issue 39, ADR 044): a post
 * page asks for its area price and its similar homes once each, a district's prices once.
 */
export const MARKET_READS_PER_MINUTE = 60;
const limited = { rateLimit: { max: MARKET_READS_PER_MINUTE, timeWindow: '1 minute' } };

export interface MarketRouteDeps {
  market: MarketService;
  /** The expensive reads' share of the database (ADR 044): every route here runs through it. */
  searches: WorkGate;
}

/** Area prices and similar homes (issue 19): public reads, each a search or several. */
export const marketRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { market, searches }) => {
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
      config: limited,
    },
    async (request) => ({
      success: true as const,
      areaPrice: await searches.run(() => market.ofPost(request.params.postId)),
    }),
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
      config: limited,
    },
    async (request) => ({
      success: true as const,
      posts: await searches.run(() => market.similar(request.params.postId)),
    }),
  );

  app.get(
    '/api/posts/:postId/rent-or-buy',
    {
      schema: {
        tags,
        summary:
          'What a home like this sell post rents for a month in its area (median of live rent posts like it), ' +
          'with their service charge',
        params,
        response: { 200: rentOrBuyResponseSchema },
      },
      config: limited,
    },
    async (request) => ({
      success: true as const,
      rentOrBuy: await searches.run(() => market.rentOrBuy(request.params.postId)),
    }),
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
      config: limited,
    },
    async (request) => ({
      success: true as const,
      areaPrices: await searches.run(() => market.ofDistrict(request.query)),
    }),
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Area-price refreshes still running after an approval (issue 19): tests wait on it. */
    areaPriceRefresh: { settled(): Promise<void> };
  }
}
