/**
 * The demo's seeded accounts, as the seed makes them (apps/api/src/seed): every member (demo,
 * suspended, seller1–5, designer…) signs in with the same password; support and admin with their own.
 */
export const DEMO_PASSWORD = 'demo1234';

export interface Credentials {
  email: string;
  password: string;
}

/** A seeded member, by the name before `@ghorbari.test`. */
export function demoAccount(name: string): Credentials {
  return { email: `${name}@ghorbari.test`, password: DEMO_PASSWORD };
}

export const SUPPORT: Credentials = { email: 'support@ghorbari.test', password: 'support1234' };
export const ADMIN: Credentials = { email: 'admin@ghorbari.test', password: 'admin1234' };
