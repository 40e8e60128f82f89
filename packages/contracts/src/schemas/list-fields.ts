import { z } from 'zod';
import { msg } from '../messages.ts';
import { plainNumberText } from '../number-text.ts';

/**
 * The pieces the API's queries and lists share: a choice of fixed values, the page asked for,
 * a place or price filter, and a page's pagination. One rule each, so every list reads and
 * answers its pages alike.
 */

/** One of fixed values; anything else is "choose one of the options". */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: msg('validation.choiceInvalid') });

/** The page asked for, from 1. */
export const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** Cards on a page of a public directory (posts, group offers, firms): 12 unless asked, at most 48. */
export const cardsPerPage = z.coerce.number().int().min(1).max(48).default(12);

/** A place's id in a filter (a district, sub-district or neighbourhood): lower-case letters, digits and dashes. */
export const placeFilter = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[a-z0-9-]+$/);

/** A price filter, typed grouped or in Bengali digits like the post's price ("২৫,০০০"). */
export const money = z.preprocess(plainNumberText, z.coerce.number().int().min(0).max(1_000_000_000_000));

/** Where a page stands in its list. */
export const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });

/** A page of a list: `{ success, [key]: items, pagination }`. */
export const pagedResponse = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    success: z.literal(true),
    ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
    pagination,
  });
