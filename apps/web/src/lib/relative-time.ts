/**
 * How long ago something happened (a post went up, a notification arrived), as spec §9 counts
 * it: minutes under an hour, hours under a day, then days ("just now" under a minute, as the
 * inbox does). The caller translates the unit.
 */
export type RelativeUnit = 'justNow' | 'minutes' | 'hours' | 'days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number = Date.now()): { unit: RelativeUnit; count: number } {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}
