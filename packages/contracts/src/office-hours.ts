import { POST_GO_LIVE_HOURS, SUPPORT_HOURS } from './limits.ts';

/** Bangladesh keeps UTC+6 all year (no daylight saving). */
export const DHAKA_OFFSET_MS = 6 * 3600_000;
const HOUR = 3600_000;

/**
 * The moment `hours` of support time (10:00–19:00 Asia/Dhaka, every day) have passed after
 * `from`. Time outside support hours does not count.
 */
export function addOfficeHours(from: Date, hours: number): Date {
  let local = from.getTime() + DHAKA_OFFSET_MS;
  let remaining = hours * HOUR;
  while (remaining > 0) {
    const dayStart = Math.floor(local / (24 * HOUR)) * 24 * HOUR;
    const open = dayStart + SUPPORT_HOURS.openHour * HOUR;
    const close = dayStart + SUPPORT_HOURS.closeHour * HOUR;
    if (local < open) local = open;
    if (local >= close) {
      local = dayStart + 24 * HOUR + SUPPORT_HOURS.openHour * HOUR;
      continue;
    }
    const step = Math.min(remaining, close - local);
    local += step;
    remaining -= step;
  }
  return new Date(local - DHAKA_OFFSET_MS);
}

/** When a post submitted now is expected to go live: 1 to 5 support hours from now (spec §1). */
export function expectedGoLive(from: Date): { from: Date; to: Date } {
  return { from: addOfficeHours(from, POST_GO_LIVE_HOURS.min), to: addOfficeHours(from, POST_GO_LIVE_HOURS.max) };
}

/** How many minutes of support time (10:00–19:00 Asia/Dhaka) lie between `from` and `to`. */
export function officeMinutesBetween(from: Date, to: Date): number {
  const start = from.getTime() + DHAKA_OFFSET_MS;
  const end = to.getTime() + DHAKA_OFFSET_MS;
  if (end <= start) return 0;
  let total = 0;
  for (let dayStart = Math.floor(start / (24 * HOUR)) * 24 * HOUR; dayStart < end; dayStart += 24 * HOUR) {
    const open = Math.max(start, dayStart + SUPPORT_HOURS.openHour * HOUR);
    const close = Math.min(end, dayStart + SUPPORT_HOURS.closeHour * HOUR);
    if (close > open) total += close - open;
  }
  return Math.floor(total / 60_000);
}

/** A post waiting longer than the go-live promise (5 support hours) is overdue for review. */
export function isOverdue(submittedAt: Date, now: Date): boolean {
  return officeMinutesBetween(submittedAt, now) > POST_GO_LIVE_HOURS.max * 60;
}
