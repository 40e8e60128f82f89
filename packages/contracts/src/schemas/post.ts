import { z } from 'zod';
import {
  PAID_PACKAGES,
  CONDITIONS,
  CONSTRUCTION_STATUSES,
  DIVISIONS,
  FACILITIES,
  FACINGS,
  FURNISHINGS,
  GAS_SUPPLIES,
  LAND_CATEGORIES,
  LAND_UNITS,
  LISTERS,
  LIFT_OPTIONS,
  PRICE_UNITS,
  PROPERTY_TYPES,
  TENANT_TYPES,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { plainNumberText } from '../number-text.ts';
import { phoneSchema, placeIdSchema } from './fields.ts';
import { choice } from './list-fields.ts';
import { isHomeType } from '../enums.ts';

/** Whole taka, typed grouped or not, in Bengali or Latin digits: "২৫,০০০" is 25000 (issue 12). */
const wholeTaka = z.preprocess(
  plainNumberText,
  z.coerce
    .number({ error: msg('validation.priceInvalid') })
    .int({ error: msg('validation.priceInvalid') })
    .positive({ error: msg('validation.priceInvalid') })
    .max(1_000_000_000_000, { error: msg('validation.priceInvalid') }),
);

const count = z.preprocess(plainNumberText, z.coerce.number().int().min(0).max(500));

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
  /** A neighbourhood of a city thana (Mirpur 10), optional, '' for none; the API checks it lies in the sub-district. */
  neighbourhood: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]*$/, { error: msg('validation.choiceInvalid') })
    .optional(),
  /** The street or area name ("Satmasjid Road"): every visitor sees it. */
  street: z.string().trim().max(120).optional(),
  /** The house and road number ("House 21, Road 9/A"): private unless `showHouse` (issue 41, ADR 050). */
  house: z.string().trim().max(60).optional(),
  /** The owner shows the house and road number to every visitor; left out, it stays private. */
  showHouse: z.boolean().optional(),
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
export const postBasicsSchema = z
  .object({
    type: choice(['sell', 'rent']),
    postTitle: postTitleSchema,
    description: postDescriptionSchema,
    primaryPhone: phoneSchema,
    secondaryPhone: phoneSchema.optional(),
    location: postLocationSchema,
    price: wholeTaka,
    previousPrice: wholeTaka.optional(),
    priceUnits: choice(PRICE_UNITS),
    size: z
      .preprocess(
        plainNumberText,
        z.coerce
          .number({ error: msg('validation.sizeInvalid') })
          .positive({ error: msg('validation.sizeInvalid') })
          .max(10_000_000, { error: msg('validation.sizeInvalid') }),
      )
      .optional(),
    landSize: z.preprocess(plainNumberText, z.coerce.number().positive().max(1_000_000)).optional(),
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
    // What renters and buyers ask first (issue 12). The rent facts are dropped from a sale post.
    negotiable: z.boolean().optional(),
    listedBy: choice(LISTERS).optional(),
    parking: z.boolean().optional(),
    advanceMonths: z
      .preprocess(plainNumberText, z.coerce.number().int().min(0).max(LIMITS.rent.maxAdvanceMonths))
      .optional(),
    serviceCharge: z
      .preprocess(
        plainNumberText,
        z.coerce
          .number({ error: msg('validation.priceInvalid') })
          .int({ error: msg('validation.priceInvalid') })
          .min(0, { error: msg('validation.priceInvalid') })
          .max(10_000_000, { error: msg('validation.priceInvalid') }),
      )
      .optional(),
    billsIncluded: z.boolean().optional(),
    gas: choice(GAS_SUPPLIES).optional(),
    tenants: z.array(choice(TENANT_TYPES)).max(TENANT_TYPES.length).optional(),
    /** The month the home can be moved into, as YYYY-MM. */
    availableFrom: z
      .string()
      .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: msg('validation.invalidInput') })
      .optional(),
    paid: z.boolean().default(false),
    /** What a paid post buys (issue 41); a paid post without one gets DEFAULT_PAID_PACKAGE, a free one none. */
    paidPackage: z.enum(PAID_PACKAGES, { error: msg('validation.paidPackageRequired') }).optional(),
  })
  // A flat or a house says its bedrooms and bathrooms (issue 41): what people filter by first.
  .superRefine((post, context) => {
    if (!isHomeType(post.propertyType)) return;
    if (post.rooms?.bedrooms === undefined)
      context.addIssue({ code: 'custom', path: ['rooms', 'bedrooms'], message: msg('validation.bedroomsRequired') });
    if (post.rooms?.bathrooms === undefined)
      context.addIssue({ code: 'custom', path: ['rooms', 'bathrooms'], message: msg('validation.bathroomsRequired') });
  });
export type PostBasics = z.infer<typeof postBasicsSchema>;
