import type { LandUnit } from './enums.ts';

/**
 * A group-building offer's public id: G-1001 (issue 15), the id its page and saved items use
 * (/Group-Wise-Building-Details/G-1001). Kept free of zod so a page can check an id first.
 */
export const GROUP_ID_PATTERN = /^G-(\d{1,9})$/;

export const isGroupId = (id: string): boolean => GROUP_ID_PATTERN.test(id);

/** The offer's number from its public id, or null for anything else. */
export function groupNumber(id: string): number | null {
  const match = GROUP_ID_PATTERN.exec(id);
  return match ? Number(match[1]) : null;
}

export const groupId = (number: number): string => `G-${number}`;

/**
 * Katha per unit of land as measured in Bangladesh (spec §1: land is shown in katha): 1 bigha =
 * 20 katha, 1 acre = 100 shotok (decimal) = 60.5 katha, so 1 shotok = 0.605 katha.
 */
export const KATHA_PER_UNIT: Record<LandUnit, number> = { katha: 1, bigha: 20, acres: 60.5, shotok: 0.605 };

/** A land size in katha, to two decimals. */
export const toKatha = (size: number, unit: LandUnit): number => Math.round(size * KATHA_PER_UNIT[unit] * 100) / 100;
