import { describe, expect, it } from 'vitest';
import { listingIdsInDigits } from './listing-ids.ts';

describe('listing numbers in a text', () => {
  it("writes them in Bengali digits for a Bengali reader, and leaves the rest of the text's digits", () => {
    expect(listingIdsInDigits('“Flat 3B” (R-2052) অনুমোদিত হয়েছে', 'bn')).toBe('“Flat 3B” (R-২০৫২) অনুমোদিত হয়েছে');
    expect(listingIdsInDigits('S-202, G-12, I-3 আর 2024', 'bn')).toBe('S-২০২, G-১২, I-৩ আর 2024');
    expect(listingIdsInDigits('BS-12 or S-12x', 'bn')).toBe('BS-12 or S-12x');
  });

  it('leaves an English text as it is', () => {
    expect(listingIdsInDigits('“Flat” (R-2052) was approved', 'en')).toBe('“Flat” (R-2052) was approved');
  });
});
