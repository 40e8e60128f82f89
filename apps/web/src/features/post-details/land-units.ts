import { KATHA_PER_UNIT, LAND_UNITS, type Language, type LandUnit } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';

/**
 * A land size in every unit people in Bangladesh ask about (spec §3, issue 17): katha, bigha,
 * shotok (decimal), acres and square feet. 1 katha = 720 sqft; the rest come from the contracts'
 * KATHA_PER_UNIT, so the details page and the API's land filter convert alike.
 */
export const LAND_DISPLAY_UNITS = ['katha', 'bigha', 'shotok', 'acres', 'sqft'] as const;
export type LandDisplayUnit = (typeof LAND_DISPLAY_UNITS)[number];

const SQFT_PER_KATHA = 720;

export const isLandUnit = (unit: string | null): unit is LandUnit =>
  unit !== null && (LAND_UNITS as readonly string[]).includes(unit);

/** `size` of `from` expressed in `to`, unrounded. */
export function convertLand(size: number, from: LandUnit, to: LandDisplayUnit): number {
  const katha = size * KATHA_PER_UNIT[from];
  return to === 'sqft' ? katha * SQFT_PER_KATHA : katha / KATHA_PER_UNIT[to];
}

/** The same land in the units other than its own, in LAND_DISPLAY_UNITS order. */
export function otherLandUnits(size: number, unit: LandUnit): { unit: LandDisplayUnit; value: number }[] {
  return LAND_DISPLAY_UNITS.filter((other) => other !== unit).map((other) => ({
    unit: other,
    value: convertLand(size, unit, other),
  }));
}

/**
 * Whole square feet; other units to two decimals, three below one (0.083 acres), so a small
 * plot never reads "0 acres".
 */
function fractionDigits(value: number, unit: LandDisplayUnit): number {
  if (unit === 'sqft' || value >= 100) return 0;
  return value >= 1 ? 2 : 3;
}

/** "৫ কাঠা", "0.083 acres", "3,600 sqft": in the reader's digits and words. */
export function formatLand(t: TFunction, value: number, unit: LandDisplayUnit, language: Language): string {
  const digits = fractionDigits(value, unit);
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
  const n = formatNumber(rounded, language, { maximumFractionDigits: digits });
  return t(`listings:landSize.amount.${unit}`, { count: rounded, n });
}
