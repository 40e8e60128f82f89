import { describe, expect, it } from 'vitest';
import { emptyFilters, invalidRange, readFilters, readPage, toAsciiNumber, writeParams } from './listing-filters.ts';

describe('listing filters in the URL', () => {
  it('reads what it writes, leaving page 1 and empty filters out', () => {
    const filters = {
      ...emptyFilters,
      division: 'dhaka',
      district: 'dhaka',
      propertyType: 'apartment',
      minPrice: '1000000',
    };
    const params = writeParams(filters, 1);
    expect(params.toString()).toBe('division=dhaka&district=dhaka&propertyType=apartment&minPrice=1000000');
    expect(readFilters(params)).toEqual(filters);
    expect(writeParams(filters, 3).get('page')).toBe('3');
  });

  it('drops malformed values instead of sending them to the API', () => {
    const params = new URLSearchParams(
      'division=atlantis&district=x&propertyType=castle&minPrice=abc&maxSize=-4&page=0',
    );
    expect(readFilters(params)).toEqual(emptyFilters);
    expect(readPage(params)).toBe(1);
    // A district without its division means nothing.
    expect(readFilters(new URLSearchParams('district=dhaka')).district).toBe('');
  });

  it('accepts Bengali digits and separators typed in the number boxes', () => {
    expect(toAsciiNumber('১০,০০,০০০')).toBe('1000000');
  });

  it('notices a range whose minimum is above its maximum', () => {
    expect(invalidRange({ ...emptyFilters, minPrice: '500', maxPrice: '100' })).toBe('price');
    expect(invalidRange({ ...emptyFilters, minSize: '900', maxSize: '1000' })).toBeNull();
  });
});
