import { describe, expect, it } from 'vitest';
import { ENUMS } from './enums.ts';
import { ERROR_CODES } from './errors.ts';
import { contractResources, languageFromHeader, translateMessage } from './i18n.ts';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'bn'],
    ['', 'bn'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['bn-BD,bn;q=0.9,en;q=0.8', 'bn'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'bn'],
    ['en;q=0, bn;q=0.1', 'bn'],
  ])('reads %j as %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('translateMessage', () => {
  it("keeps the spec's exact English and gives Bengali by default", () => {
    expect(translateMessage('en', 'errors.emailDisabled')).toBe('This email is disabled.');
    expect(translateMessage('en', 'success.postUploaded')).toBe('Post uploaded successfully (wait for admin approval)');
    expect(translateMessage('bn', 'errors.loginFailed')).toBe('লগইন করা যায়নি');
  });

  it('falls back to the key for something unknown rather than throwing', () => {
    expect(translateMessage('bn', 'errors.nothingLikeThis')).toBe('errors.nothingLikeThis');
  });

  it('has a message in both languages for every error code', () => {
    for (const [code, { message }] of Object.entries(ERROR_CODES)) {
      for (const language of ['bn', 'en'] as const) {
        expect(translateMessage(language, message), `${code} in ${language}`).not.toBe(message);
      }
    }
  });
});

describe('enumeration labels', () => {
  it('label every value of every enumeration in both languages', () => {
    for (const language of ['bn', 'en'] as const) {
      const labels = contractResources[language].enums as Record<string, Record<string, string>>;
      for (const [name, values] of Object.entries(ENUMS)) {
        for (const value of values) {
          expect(labels[name]?.[value], `${language} enums.${name}.${value}`).toMatch(/\S/);
        }
        expect(Object.keys(labels[name] ?? {}).sort(), `${language} enums.${name}`).toEqual([...values].sort());
      }
    }
  });
});
