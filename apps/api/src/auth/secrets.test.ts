import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, hashPassword, newCode, newToken, passwordMatches } from './secrets.ts';

describe('account secrets', () => {
  it('hashes passwords with argon2id, at least 19 MiB and 2 iterations', async () => {
    const hash = await hashPassword('secret123');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    expect(hash).not.toContain('secret123');
    expect(await passwordMatches(hash, 'secret123')).toBe(true);
    expect(await passwordMatches(hash, 'secret124')).toBe(false);
    expect(await passwordMatches('not-a-hash', 'secret123')).toBe(false);
  });

  it('makes 6-digit codes spread over the whole range, stored only salted and hashed', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    const stored = hashCode('042137');
    expect(stored).not.toContain('042137');
    expect(hashCode('042137')).not.toBe(stored);
    expect(codeMatches('042137', stored)).toBe(true);
    expect(codeMatches('042138', stored)).toBe(false);
  });

  it('makes tokens of 256 random bits', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });
});
