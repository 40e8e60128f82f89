import { MONTHS, type DeviceType } from '@ghorbari/contracts';
import { apiFetch } from './api-client.ts';

let sent = false;

export function deviceType(): DeviceType {
  const touchPhone =
    window.matchMedia('(max-width: 767px)').matches || /Android|iPhone|iPod|Mobile/i.test(navigator.userAgent);
  return touchPhone ? 'mobile' : 'desktop';
}

/**
 * Marks the tab as counted: a page of islands (ADR 059) goes to the next public page by a page
 * load, which is still the same visit to the app.
 */
const COUNTED_KEY = 'ghorbari.visitCounted';

function countedInTab(): boolean {
  try {
    if (sessionStorage.getItem(COUNTED_KEY)) return true;
    sessionStorage.setItem(COUNTED_KEY, '1');
  } catch {
    // No session storage (a locked-down browser): each load counts.
  }
  return false;
}

/**
 * `POST /api/dvd` once per app load, without a token (spec §7): once per tab, whichever page
 * loads of it are. A failure is only logged.
 */
export function recordVisit(now = new Date()): void {
  if (sent) return;
  sent = true;
  if (countedInTab()) return;
  apiFetch('/api/dvd', {
    method: 'POST',
    json: { month: MONTHS[now.getMonth()], deviceType: deviceType() },
    anonymous: true,
  }).catch((error: unknown) => console.warn('visit not recorded', error));
}
