import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateMessage } from './i18n.ts';
import { issueMessageKey } from './issue-messages.ts';
import { msg } from './messages.ts';

/** The key a failed parse ends up with, as the API and the web app read it. */
function keyOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('no issue');
  return issueMessageKey(issue);
}

describe('issueMessageKey', () => {
  it('keeps the key a schema set itself', () => {
    expect(keyOf(z.string().min(3, { error: msg('validation.nameTooShort') }), 'ab')).toBe('validation.nameTooShort');
  });

  it.each([
    ['a missing or mistyped value', z.object({ name: z.string() }), {}, 'validation.issue.wrongType'],
    ['a number where text belongs', z.string(), 42, 'validation.issue.wrongType'],
    ['text over its length', z.string().max(3), 'abcd', 'validation.issue.tooLong'],
    ['text under its length', z.string().min(3), 'ab', 'validation.issue.tooShort'],
    ['a number over its limit', z.coerce.number().max(48), '100', 'validation.issue.tooLarge'],
    ['a number under its limit', z.number().int().min(1), 0, 'validation.issue.tooSmall'],
    ['a list too long', z.array(z.string()).max(1), ['a', 'b'], 'validation.issue.tooMany'],
    ['a list too short', z.array(z.string()).min(1), [], 'validation.issue.tooFew'],
    ['a malformed id', z.uuid(), 'not-a-uuid', 'validation.issue.badFormat'],
    ['text not matching its pattern', z.string().regex(/^\d+$/), 'abc', 'validation.issue.badFormat'],
    ['an unknown choice', z.enum(['sell', 'rent']), 'lease', 'validation.choiceInvalid'],
    ['a number off its step', z.number().multipleOf(5), 7, 'validation.issue.notMultiple'],
    ['an unexpected field', z.strictObject({ a: z.string() }), { a: 'x', b: 'y' }, 'validation.issue.unknownField'],
    ['a failed check without a key', z.string().refine(() => false), 'x', 'validation.invalidInput'],
  ] as const)('gives %s a generic key of its kind', (_case, schema, value, key) => {
    expect(keyOf(schema, value)).toBe(key);
  });

  it('has every generic text in both languages', () => {
    for (const key of [
      'wrongType',
      'tooLong',
      'tooShort',
      'tooLarge',
      'tooSmall',
      'tooMany',
      'tooFew',
      'badFormat',
      'notMultiple',
      'unknownField',
    ]) {
      for (const language of ['bn', 'en'] as const) {
        expect(translateMessage(language, `validation.issue.${key}`), `${language} ${key}`).not.toBe(
          `validation.issue.${key}`,
        );
      }
    }
  });
});
