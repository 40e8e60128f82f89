/**
 * A verified email's registration token, kept in sessionStorage for this tab, so a reader who
 * verified and then left can come back and go straight to completing the profile (spec §4),
 * with where they were heading (`next`, issue 12) if they came from signing in.
 */
const KEY = 'registration';

export interface StoredRegistration {
  email: string;
  token: string;
  next?: string | null;
}

export function readRegistration(): StoredRegistration | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StoredRegistration> | null;
    if (!value || typeof value.email !== 'string' || typeof value.token !== 'string') return null;
    return { email: value.email, token: value.token, next: typeof value.next === 'string' ? value.next : null };
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

/** The times a code answer gives, as moments. */
export const codeTimes = (answer: { expiresInSeconds: number; resendAfterSeconds: number }) => {
  const now = Date.now();
  return { expiresAt: now + answer.expiresInSeconds * 1000, resendAt: now + answer.resendAfterSeconds * 1000 };
};
