import { describe, expect, it } from 'vitest';
import { purposeNamedIn } from './purpose-words.ts';

describe('the purpose a search names', () => {
  it('reads rent and sale in Banglish, English and Bengali, whatever the case', () => {
    expect(purposeNamedIn('mirpur flat vara')).toBe('rent');
    expect(purposeNamedIn('Mirpur Flat BHARA')).toBe('rent');
    expect(purposeNamedIn('মিরপুর ফ্ল্যাট ভাড়া')).toBe('rent');
    expect(purposeNamedIn('dhanmondi bari bikri')).toBe('sell');
    expect(purposeNamedIn('জমি বিক্রয়')).toBe('sell');
    expect(purposeNamedIn('to-let uttara')).toBe('rent');
  });

  it('takes ড় and য় typed with a separate nukta as the same letters', () => {
    expect(purposeNamedIn('ভাড\u09BCা')).toBe('rent');
    expect(purposeNamedIn('বিক্রয\u09BC')).toBe('sell');
  });

  it('names none for words without a purpose, for both at once, or inside a longer word', () => {
    expect(purposeNamedIn('mirpur flat')).toBeUndefined();
    expect(purposeNamedIn('vara or bikri')).toBeUndefined();
    expect(purposeNamedIn('rental')).toBeUndefined();
    expect(purposeNamedIn('')).toBeUndefined();
  });
});
