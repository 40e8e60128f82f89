import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Bearer and link tokens: 256 random bits, URL-safe. The database keeps only their SHA-256. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit code from a secure random source. */
export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Codes are stored salted and hashed: `salt:sha256(salt + code)`. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${sha256(salt + code)}`;
}
export function codeMatches(code: string, stored: string): boolean {
  const [salt = '', digest = ''] = stored.split(':');
  const actual = Buffer.from(sha256(salt + code), 'hex');
  const expected = Buffer.from(digest, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** argon2id with at least 19 MiB of memory and 2 iterations (OWASP's minimum). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);
export const passwordMatches = (stored: string, password: string): Promise<boolean> =>
  verify(stored, password).catch(() => false);

/** Spent on a sign-in for an unknown email, so timing does not tell which emails exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await passwordMatches(await dummyHash, password);
}
