import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  hasFilters,
  invalidRange,
  readFilters,
  readPage,
  toAsciiNumber,
  writeParams,
} from './listing-filters.ts';

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

  it('keeps a neighbourhood only with the thana it narrows', () => {
    const mirpur10 = new URLSearchParams(
      'division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10',
    );
    const filters = readFilters(mirpur10);
    expect(filters).toMatchObject({ subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' });
    expect(writeParams(filters).toString()).toBe(mirpur10.toString());
    expect(readFilters(new URLSearchParams('division=dhaka&district=dhaka&neighbourhood=dhaka-mirpur-10'))).toEqual({
      ...emptyFilters,
      division: 'dhaka',
      district: 'dhaka',
    });
    const odd = 'division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=%3Cb%3E';
    expect(readFilters(new URLSearchParams(odd)).neighbourhood).toBe('');
  });

  it('reads rooms, furnishing and the sort, and leaves the default sort out of the URL', () => {
    const filters = readFilters(new URLSearchParams('bedrooms=4&bathrooms=2&furnishing=furnished&sort=price-asc'));
    expect(filters).toMatchObject({ bedrooms: '4', bathrooms: '2', furnishing: 'furnished', sort: 'price-asc' });
    expect(readFilters(new URLSearchParams('bedrooms=9&furnishing=gold&sort=cheap'))).toEqual(emptyFilters);
    expect(writeParams(readFilters(new URLSearchParams('sort=newest'))).toString()).toBe('');
    expect(hasFilters({ ...emptyFilters, sort: 'price-desc' })).toBe(false);
    expect(hasFilters({ ...emptyFilters, bedrooms: '3' })).toBe(true);
  });

  it('accepts Bengali digits and separators typed in the number boxes', () => {
    expect(toAsciiNumber('১০,০০,০০০')).toBe('1000000');
  });

  it('notices a range whose minimum is above its maximum', () => {
    expect(invalidRange({ ...emptyFilters, minPrice: '500', maxPrice: '100' })).toBe('price');
    expect(invalidRange({ ...emptyFilters, minSize: '900', maxSize: '1000' })).toBeNull();
  });
});
