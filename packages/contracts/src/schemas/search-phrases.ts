import { z } from 'zod';
import { msg } from '../messages.ts';
import { PHRASE_PLACE_KINDS } from '../search-keys.ts';

// Free of zod, for the browser's matching code: the version, the kinds and the Latin folding.
export * from '../search-keys.ts';

/**
 * `GET /api/search/phrases` (issue 29, item 6): what the words box of a search suggests as one
 * types, fetched once and cached: places people search by and common phrases, each in both
 * scripts with its Banglish keys worked out on the server, so the browser only compares prefixes.
 */

/** Where a place sits: the ids a search filter takes, down to the place itself. */
export const phrasePlaceSchema = z.object({
  division: z.string(),
  district: z.string().optional(),
  subDistrict: z.string().optional(),
  neighbourhood: z.string().optional(),
});
export type PhrasePlace = z.infer<typeof phrasePlaceSchema>;

export const searchPhraseSchema = z.object({
  bn: z.string(),
  en: z.string(),
  /**
   * The Banglish keys of each way of writing it, one string of space-separated word keys per way
   * ("mrpr 10" for মিরপুর ১০, Mirpur 10 and "mirpor 10"): typed Latin letters folded by
   * `latinKey` word by word match them by prefix.
   */
  keys: z.array(z.string()),
});
export type SearchPhrase = z.infer<typeof searchPhraseSchema>;

export const searchPlacePhraseSchema = searchPhraseSchema.extend({
  kind: z.enum(PHRASE_PLACE_KINDS),
  place: phrasePlaceSchema,
});
export type SearchPlacePhrase = z.infer<typeof searchPlacePhraseSchema>;

export const searchPhrasesQuerySchema = z.object({
  /** The version the page was built with (SEARCH_PHRASES_VERSION): only part of the address. */
  v: z
    .string()
    .max(40, { error: msg('validation.invalidInput') })
    .regex(/^[a-z0-9]*$/, { error: msg('validation.invalidInput') })
    .optional(),
});

export const searchPhrasesResponseSchema = z.object({
  success: z.literal(true),
  version: z.string(),
  /** Divisions, districts, sub-districts and city neighbourhoods, the most searched kinds first. */
  places: z.array(searchPlacePhraseSchema),
  /** Common phrases of a search ("ফ্যামিলি ফ্ল্যাট", "plot for sale"). */
  phrases: z.array(searchPhraseSchema),
});
export type SearchPhrasesResponse = z.infer<typeof searchPhrasesResponseSchema>;
