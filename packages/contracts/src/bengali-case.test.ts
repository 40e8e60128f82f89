import { describe, expect, it } from 'vitest';
import { inPlace } from './bengali-case.ts';

describe('inPlace: the Bengali locative of a place name', () => {
  it('adds এ to a name ending in a consonant, য় after আ-কার and তে after other vowels', () => {
    expect(inPlace('সবুজবাগ')).toBe('সবুজবাগে');
    expect(inPlace('মিরপুর')).toBe('মিরপুরে');
    expect(inPlace('ইটনা')).toBe('ইটনায়');
    expect(inPlace('ঢাকা')).toBe('ঢাকায়');
    expect(inPlace('খুলশী')).toBe('খুলশীতে');
    expect(inPlace('রাজশাহী')).toBe('রাজশাহীতে');
    expect(inPlace('বগুড়া')).toBe('বগুড়ায়');
    expect(inPlace('কালিয়াকৈর')).toBe('কালিয়াকৈরে');
  });

  it('keeps the hyphen after digits and Latin letters', () => {
    expect(inPlace('মিরপুর ১০')).toBe('মিরপুর ১০-এ');
    expect(inPlace('DOHS')).toBe('DOHS-এ');
  });
});
