import { z } from 'zod';
import {
  CONDITIONS,
  CONSTRUCTION_STATUSES,
  DIVISIONS,
  FACILITIES,
  FACINGS,
  FURNISHINGS,
  LAND_CATEGORIES,
  LAND_UNITS,
  LIFT_OPTIONS,
  PRICE_UNITS,
  PROPERTY_TYPES,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { phoneSchema, placeIdSchema } from './fields.ts';

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: msg('validation.choiceInvalid') });

const wholeTaka = z.coerce
  .number({ error: msg('validation.priceInvalid') })
  .int({ error: msg('validation.priceInvalid') })
  .positive({ error: msg('validation.priceInvalid') })
  .max(1_000_000_000_000, { error: msg('validation.priceInvalid') });

const count = z.coerce.number().int().min(0).max(500);

export const postTitleSchema = z
  .string({ error: msg('validation.postTitleRequired') })
  .trim()
  .min(1, { error: msg('validation.postTitleRequired') })
  .max(120, { error: msg('validation.postTitleTooLong') });

/** Description: required and under 500 characters (spec §5). */
export const postDescriptionSchema = z
  .string({ error: msg('validation.descriptionRequired') })
  .trim()
  .min(1, { error: msg('validation.descriptionRequired') })
  .max(LIMITS.post.descriptionMaxExclusive - 1, { error: msg('validation.descriptionTooLong') });

/** How many images a post carries once kept and new ones are counted together. */
export const postImageCountSchema = z
  .number()
  .int()
  .min(LIMITS.post.minImages, { error: msg('validation.postImageRequired') })
  .max(LIMITS.post.maxImages, { error: msg('validation.postImageMax') });

export const postLocationSchema = z.object({
  division: choice(DIVISIONS),
  district: placeIdSchema(60),
  subDistrict: placeIdSchema(80),
  street: z.string().trim().max(120).optional(),
  house: z.string().trim().max(60).optional(),
  postCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: msg('validation.invalidInput') })
    .optional(),
});

/**
 * The basics every sell or rent post carries (spec §3). The posting issue builds the full
 * form on this, adding the rules that depend on the property type.
 */
export const postBasicsSchema = z.object({
  type: z.enum(['sell', 'rent'], { error: msg('validation.choiceInvalid') }),
  postTitle: postTitleSchema,
  description: postDescriptionSchema,
  primaryPhone: phoneSchema,
  secondaryPhone: phoneSchema.optional(),
  location: postLocationSchema,
  price: wholeTaka,
  previousPrice: wholeTaka.optional(),
  priceUnits: choice(PRICE_UNITS),
  size: z.coerce
    .number({ error: msg('validation.sizeInvalid') })
    .positive({ error: msg('validation.sizeInvalid') })
    .max(10_000_000, { error: msg('validation.sizeInvalid') })
    .optional(),
  landSize: z.coerce.number().positive().max(1_000_000).optional(),
  landUnits: choice(LAND_UNITS).optional(),
  landCategory: choice(LAND_CATEGORIES).optional(),
  propertyType: choice(PROPERTY_TYPES),
  constructionStatus: choice(CONSTRUCTION_STATUSES).optional(),
  condition: choice(CONDITIONS).optional(),
  rooms: z
    .object({
      total: count.optional(),
      bedrooms: count.optional(),
      bathrooms: count.optional(),
      balconies: count.optional(),
      drawingRooms: count.optional(),
      garages: count.optional(),
    })
    .optional(),
  lift: choice(LIFT_OPTIONS).optional(),
  furnishing: choice(FURNISHINGS).optional(),
  facing: choice(FACINGS).optional(),
  totalUnits: count.optional(),
  totalFloors: count.optional(),
  availableFloor: count.optional(),
  facilities: z.array(choice(FACILITIES)).max(FACILITIES.length).optional(),
  paid: z.boolean().default(false),
});
export type PostBasics = z.infer<typeof postBasicsSchema>;
