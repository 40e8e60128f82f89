import { describe, expect, it } from 'vitest';
import {
  apiParams,
  emptyFilters,
  findProblem,
  hasFilters,
  invalidRange,
  readFilters,
  readPage,
  searchOf,
  sortOf,
  sortsFor,
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
    expect(invalidRange({ ...emptyFilters, minLand: '10', maxLand: '9.5' })).toBe('land');
  });
});

describe('keyword, land and sort in the URL (issue 17)', () => {
  it('keeps the keyword and a land range with its unit', () => {
    const params = new URLSearchParams('q=  mirpur   vara &minLand=1.5&maxLand=৩&landUnit=bigha');
    const filters = readFilters(params);
    // Bengali digits are not read from a hand-edited URL; the form turns them to ASCII first.
    expect(filters).toMatchObject({ q: 'mirpur vara', minLand: '1.5', maxLand: '', landUnit: 'bigha' });
    expect(writeParams({ ...filters, maxLand: '3' }).toString()).toBe(
      'q=mirpur+vara&minLand=1.5&maxLand=3&landUnit=bigha',
    );
    // A unit without a land range says nothing.
    expect(writeParams({ ...emptyFilters, landUnit: 'bigha' }).toString()).toBe('');
    expect(readFilters(new URLSearchParams('landUnit=bigha')).landUnit).toBe('');
    expect(hasFilters({ ...emptyFilters, q: 'jomi' })).toBe(true);
  });

  it('drops a keyword longer than the API takes and an upside-down range from a hand-edited link', () => {
    expect(readFilters(new URLSearchParams({ q: 'ক'.repeat(101) })).q).toBe('');
    expect(readFilters(new URLSearchParams('minLand=5&maxLand=2&minPrice=9&maxPrice=10'))).toEqual({
      ...emptyFilters,
      minPrice: '9',
      maxPrice: '10',
    });
  });

  it('sorts by best match by default when there is a keyword, newest otherwise', () => {
    expect(sortOf(emptyFilters)).toBe('newest');
    expect(sortOf({ ...emptyFilters, q: 'flat' })).toBe('relevance');
    expect(sortsFor(emptyFilters)).not.toContain('relevance');
    expect(sortsFor({ ...emptyFilters, q: 'flat' })).toContain('relevance');
    // Best match without words to match is newest first.
    expect(readFilters(new URLSearchParams('sort=relevance')).sort).toBe('');
    // With a keyword, newest must be spelt out; best match need not.
    expect(writeParams({ ...emptyFilters, q: 'flat', sort: 'newest' }).toString()).toBe('q=flat&sort=newest');
    expect(writeParams({ ...emptyFilters, q: 'flat', sort: 'relevance' }).toString()).toBe('q=flat');
    expect(readFilters(new URLSearchParams('q=flat&sort=size-desc')).sort).toBe('size-desc');
    expect(apiParams('rent', { ...emptyFilters, q: 'flat' }).get('sort')).toBe('relevance');
    expect(apiParams('rent', emptyFilters).toString()).toBe('type=rent&sort=newest');
  });

  it('refuses what the API refuses, with the API’s message', () => {
    expect(findProblem('sell', { ...emptyFilters, minLand: '5', maxLand: '2' })).toEqual({
      group: 'land',
      message: 'messages:validation.landRangeInvalid',
    });
    expect(findProblem('rent', { ...emptyFilters, minPrice: '50000', maxPrice: '100' })).toEqual({
      group: 'price',
      message: 'messages:validation.priceRangeInvalid',
    });
    expect(findProblem('sell', { ...emptyFilters, minSize: '2000', maxSize: '900' })?.message).toBe(
      'messages:validation.sizeRangeInvalid',
    );
    expect(findProblem('sell', { ...emptyFilters, minLand: '1.2.3' })).toEqual({
      group: 'land',
      message: 'listings:filters.numberInvalid',
    });
    expect(findProblem('sell', { ...emptyFilters, q: 'ক'.repeat(101) })).toEqual({
      group: 'q',
      message: 'messages:validation.searchTooLong',
    });
    // In a unit of its own: 2 bigha is more than 30 katha, but the range is in one unit.
    expect(
      findProblem('sell', { ...emptyFilters, minLand: '0.5', maxLand: '2', landUnit: 'bigha', q: 'jomi' }),
    ).toBeNull();
  });

  it('hands "Save this search" the filters as the contracts read them', () => {
    expect(
      searchOf('sell', { ...emptyFilters, q: 'jomi', minLand: '1', landUnit: 'bigha', division: 'dhaka' }),
    ).toEqual({
      type: 'sell',
      q: 'jomi',
      division: 'dhaka',
      minLand: 1,
      landUnit: 'bigha',
      sort: 'relevance',
    });
  });
});
