import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safe-next.ts';

describe('the way back after signing in (safeNext)', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeNext('/Property-Rent-Details/R-12?save=1')).toBe('/Property-Rent-Details/R-12?save=1');
    expect(safeNext('/Property-Rent?division=dhaka#list')).toBe('/Property-Rent?division=dhaka#list');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash, read as a slash', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a line break the browser drops', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'user/profile'],
    ['the sign-in page itself', '/SignIn?next=%2Fuser'],
    ['the registration page', '/Register'],
  ])('refuses %s', (_what, next) => {
    expect(safeNext(next)).toBe('/user/profile');
    expect(safeNext(next, '/')).toBe('/');
  });

  it('falls back without a next', () => {
    expect(safeNext(null)).toBe('/user/profile');
    expect(safeNext(undefined, '')).toBe('');
  });
});

describe('links between sign-in, registration and password reset (withNext)', () => {
  it('carry the way back, encoded', () => {
    expect(withNext('/Register', '/Property-Rent-Details/R-12?save=1')).toBe(
      '/Register?next=%2FProperty-Rent-Details%2FR-12%3Fsave%3D1',
    );
  });

  it('join a query the address already has (a number to sign in with, issue 40)', () => {
    expect(withNext('/SignIn?phone=01712987654', '/add-rent-post')).toBe(
      '/SignIn?phone=01712987654&next=%2Fadd-rent-post',
    );
  });

  it('add nothing without a safe way back', () => {
    expect(withNext('/Register', null)).toBe('/Register');
    expect(withNext('/ForgotPassword', '//evil.example')).toBe('/ForgotPassword');
  });
});
