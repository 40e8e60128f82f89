import { z } from 'zod';
import { PROPERTY_TYPES } from '../enums.ts';
import { msg } from '../messages.ts';
import { AREA_PRICE_UNITS, PRICE_STANDINGS } from '../market.ts';
import { postCardSchema } from './posts-api.ts';
import { choice } from './list-fields.ts';

/**
 * The answers of area prices and similar homes (issue 19); their limits and the one rule of where
 * a price stands are in ../market.ts, free of zod, for the pages that need only those.
 */

const placeIdSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9-]+$/, { error: msg('validation.choiceInvalid') });

/** One median: of a sub-district (`subDistrict` set) or of a whole district (`subDistrict` null). */
export const areaPriceSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES),
  district: z.string(),
  subDistrict: z.string().nullable(),
  unit: z.enum(AREA_PRICE_UNITS),
  /** Whole taka per sqft (per katha for land). */
  median: z.number(),
  /** How many posts the median was taken from (at least AREA_PRICE.minPosts). */
  count: z.number().int(),
});
export type AreaPrice = z.infer<typeof areaPriceSchema>;

/**
 * GET /api/posts/:postId/area-price: the median of the post's sub-district (else its district)
 * for its property type, and where the post's own price per unit stands. `areaPrice` is null for
 * rent posts, below AREA_PRICE.minPosts posts, or when the post has no price per unit.
 */
export const postAreaPriceResponseSchema = z.object({
  success: z.literal(true),
  areaPrice: areaPriceSchema
    .extend({
      /** This post's price per sqft (per katha for land), whole taka. */
      postPrice: z.number(),
      standing: z.enum(PRICE_STANDINGS),
      /** How far from the median, in whole percent. */
      percent: z.number().int(),
    })
    .nullable(),
});
export type PostAreaPrice = NonNullable<z.infer<typeof postAreaPriceResponseSchema>['areaPrice']>;

/** GET /api/area-prices: a district's medians, one per property type (or the one asked for). */
export const areaPricesQuerySchema = z.object({
  district: placeIdSchema,
  propertyType: choice(PROPERTY_TYPES).optional(),
});
export type AreaPricesQuery = z.infer<typeof areaPricesQuerySchema>;

export const areaPricesResponseSchema = z.object({
  success: z.literal(true),
  areaPrices: z.array(areaPriceSchema),
});

/** GET /api/posts/:postId/similar: up to SIMILAR_POSTS.max live posts like it, the closest first. */
export const similarPostsResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(postCardSchema),
});

/**
 * GET /api/posts/:postId/rent-or-buy (issue 44): what a flat like this sell post rents for in its
 * area, beside what buying it costs each month. Null for anything but a public sell post of a home
 * (a flat, a house, a duplex), or when too few rent posts are like it.
 */
export const rentOrBuyResponseSchema = z.object({
  success: z.literal(true),
  rentOrBuy: z
    .object({
      propertyType: z.enum(PROPERTY_TYPES),
      district: z.string(),
      /** The sub-district the median is of; null when it is the whole district's. */
      subDistrict: z.string().nullable(),
      /** The neighbourhood the median is of, when it has enough posts like it (issue 64); else null. */
      neighbourhood: z.string().nullable(),
      /** The bedrooms the rent posts had (the sell post's); null when it does not say. */
      bedrooms: z.number().int().nullable(),
      /** Whole taka a month. */
      medianRent: z.number().int(),
      count: z.number().int(),
      /** The median service charge a month of those rent posts that say it; null when none does. */
      serviceCharge: z.number().int().nullable(),
      /**
       * With a district's figure: the post's sub-district's own median of rent posts of its type and
       * bedrooms, of any size, when there is any (too few like it for the figure itself); else null.
       */
      local: z.object({ subDistrict: z.string(), medianRent: z.number().int(), count: z.number().int() }).nullable(),
    })
    .nullable(),
});
export type RentOrBuy = NonNullable<z.infer<typeof rentOrBuyResponseSchema>['rentOrBuy']>;
