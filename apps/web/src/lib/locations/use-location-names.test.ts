import { describe, expect, it } from 'vitest';
import { shortPlace } from './use-location-names.ts';

describe('a place in a few words', () => {
  it('names the neighbourhood and the district, leaving out the thana', () => {
    const names = { division: 'ঢাকা', district: 'ঢাকা', subDistrict: 'মিরপুর', neighbourhood: 'মিরপুর ১০' };
    expect(shortPlace(names)).toBe('মিরপুর ১০, ঢাকা');
    expect(shortPlace({ ...names, neighbourhood: '' })).toBe('মিরপুর, ঢাকা');
  });

  it('adds the division when the district is named otherwise, and falls back to the division', () => {
    const gazipur = { division: 'Dhaka', district: 'Gazipur', subDistrict: 'Kaliakair' };
    expect(shortPlace(gazipur)).toBe('Kaliakair, Gazipur, Dhaka');
    expect(shortPlace({ division: 'Sylhet', district: '', subDistrict: '', neighbourhood: '' })).toBe('Sylhet');
  });
});
