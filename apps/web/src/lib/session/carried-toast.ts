import type { MessageKey } from '@ghorbari/contracts';

/**
 * A toast carried to the page the browser goes back to (issue 28): the suspended member sent back
 * over a full page load would otherwise never see why. Kept for this tab only, and only briefly,
 * so a toast meant for a page of another site is not shown on a later visit.
 */
const KEY = 'ghorbari:carriedToast';
const FRESH_MS = 15_000;

export function carryToast(messageKey: MessageKey, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ messageKey, at: now }));
  } catch {
    // Storage turned off: the page is still left, only without the toast.
  }
}

export function takeCarriedToast(now = Date.now()): MessageKey | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const value = JSON.parse(raw) as { messageKey?: unknown; at?: unknown };
    if (typeof value.messageKey !== 'string' || typeof value.at !== 'number') return null;
    const age = now - value.at;
    return age >= 0 && age < FRESH_MS ? (value.messageKey as MessageKey) : null;
  } catch {
    return null;
  }
}
