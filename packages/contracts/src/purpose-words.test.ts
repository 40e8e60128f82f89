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

  it('reads rent from the words only a renter types, unless a purpose word says otherwise', () => {
    expect(purposeNamedIn('family flat')).toBe('rent');
    expect(purposeNamedIn('mirpur 10 family basa')).toBe('rent');
    expect(purposeNamedIn('bachelor')).toBe('rent');
    expect(purposeNamedIn('মিরপুর ফ্যামিলি ফ্ল্যাট')).toBe('rent');
    expect(purposeNamedIn('family flat for sale')).toBe('sell');
    expect(purposeNamedIn('ফ্যামিলি ফ্ল্যাট বিক্রি')).toBe('sell');
    // A PostID by its letter.
    expect(purposeNamedIn('R-209')).toBe('rent');
    expect(purposeNamedIn('s178')).toBe('sell');
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
