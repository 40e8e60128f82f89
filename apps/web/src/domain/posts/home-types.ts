import { isHomeType } from '@ghorbari/contracts';

/**
 * The property types people live in (a flat, a house, a duplex): the posting form asks their
 * bedrooms and bathrooms first, and requires them (issue 41), and a rented one reads "this home
 * has been rented" (issue 12). The list is the contracts' (`HOME_TYPES`).
 */
export const isHome = (propertyType: string): boolean => isHomeType(propertyType);
