import { MONTHS, type DeviceType } from '@ghorbari/contracts';
import { apiFetch } from './api-client.ts';

let sent = false;

export function deviceType(): DeviceType {
  const touchPhone =
    window.matchMedia('(max-width: 767px)').matches || /Android|iPhone|iPod|Mobile/i.test(navigator.userAgent);
  return touchPhone ? 'mobile' : 'desktop';
}

/** `POST /api/dvd` once per app load, without a token (spec §7). A failure is only logged. */
export function recordVisit(now = new Date()): void {
  if (sent) return;
  sent = true;
  apiFetch('/api/dvd', {
    method: 'POST',
    json: { month: MONTHS[now.getMonth()], deviceType: deviceType() },
    anonymous: true,
  }).catch((error: unknown) => console.warn('visit not recorded', error));
}
