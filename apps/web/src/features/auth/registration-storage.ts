import type { CodeTimes } from '../../domain/accounts/code-times.ts';
import { isContactMethod, type ContactMethod } from './components/method-tabs.tsx';

/**
 * The registration under way in this tab, kept in sessionStorage (spec §4): the way chosen,
 * mobile number or email (issue 40), so a reload shows the same one; the email or number the
 * code went to; while the code step is open, its times, so a phone that left the browser to read
 * the SMS and reloaded the page on its return comes back to the code box; once verified, the
 * registration token, so a reader who left can come back and go straight to completing the
 * profile; and where they were heading (`next`, issue 12) if they came from signing in.
 */
const KEY = 'registration';

export interface StoredRegistration {
  method: ContactMethod;
  /** The email or number (01…) the code went to; '' before one was sent. */
  to: string;
  /** The code step's times while it is open. */
  times: CodeTimes | null;
  /** The registration token once the code was verified. */
  token: string | null;
  next: string | null;
}

const isTimes = (value: unknown): value is CodeTimes =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CodeTimes).expiresAt === 'number' &&
  typeof (value as CodeTimes).resendAt === 'number';

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function readRegistration(): StoredRegistration | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    // Kept before issue 40 by a tab still open across the update: an email's, by its old name.
    const to = textOrNull(value.to) ?? textOrNull(value.email) ?? '';
    return {
      method: isContactMethod(value.method) ? value.method : 'email',
      to,
      times: isTimes(value.times) ? value.times : null,
      token: textOrNull(value.token),
      next: textOrNull(value.next),
    };
  } catch {
    return null;
  }
}

export function storeRegistration(value: StoredRegistration | null): void {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the reader verifies again next time.
  }
}
