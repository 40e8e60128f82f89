import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacter, unsafeTextPath } from './safe-text.ts';

describe('text that cannot be stored (issue 11)', () => {
  it.each(['a\0b', '\uD800', 'x\uDC00y', 'end\uDBFF'])('finds %j unsafe', (text) => {
    expect(hasUnsafeCharacter(text)).toBe(true);
  });
  it.each(['ঘরবাড়ি', 'tab\tand\nnewline', '\u0001\u001f', 'emoji 🏠', ''])('lets %j through', (text) => {
    expect(hasUnsafeCharacter(text)).toBe(false);
  });
  it('says where in a nested value, keys included', () => {
    expect(unsafeTextPath({ a: 'ok', b: [1, { c: 'x\0' }] })).toBe('b.1.c');
    expect(unsafeTextPath({ location: { ['k\0']: 'v' } })).toBe('location');
    expect(unsafeTextPath('\0')).toBe('');
    expect(unsafeTextPath({ a: ['fine', 3, null, true], b: { c: 'ঘর' } })).toBeUndefined();
  });
  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 20_000; i++) deep = { a: [deep] };
    expect(unsafeTextPath({ ok: 'yes', deep })).toMatch(/^deep\.a\.0\.a\.0\./);
  });
});
