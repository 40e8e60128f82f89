import type { PropertyType } from '@ghorbari/contracts';

/**
 * The property types people live in (a flat, a house, a duplex): the posting form asks their
 * bedrooms first, and a rented one reads "this home has been rented" (issue 12).
 */
const HOME_TYPES: readonly string[] = ['apartment', 'home', 'duplex-home'] satisfies PropertyType[];

export const isHome = (propertyType: string): boolean => HOME_TYPES.includes(propertyType);
