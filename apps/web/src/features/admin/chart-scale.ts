/** A round step for about `ticks` grid lines up to `max` (1, 2, 2.5 or 5 times a power of ten). */
export function niceStep(max: number, ticks = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const nice = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10;
  return Math.max(1, nice * magnitude);
}

/** The grid values from 0 to the first multiple of the step at or above `max`. */
export function gridValues(max: number, ticks = 4): number[] {
  const step = niceStep(max, ticks);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** Show every n-th month label so labels of `labelWidth` px do not overlap in slots of `slotWidth` px. */
export const labelEvery = (slotWidth: number, labelWidth: number): number =>
  Math.max(1, Math.ceil(labelWidth / Math.max(1, slotWidth)));
