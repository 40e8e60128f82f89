import { describe, expect, it } from 'vitest';
import {
  emptyGroupFilters,
  findGroupProblem,
  hasGroupFilters,
  readGroupFilters,
  readGroupPage,
  writeGroupParams,
} from './group-filters.ts';

const read = (query: string) => readGroupFilters(new URLSearchParams(query));

describe('the offer filters in the address (issue 15)', () => {
  it('reads a division, its district, a price per share and a flat size range', () => {
    expect(read('division=dhaka&district=dhaka&minPrice=2000000&maxPrice=6000000&minSize=1000&maxSize=1600')).toEqual({
      division: 'dhaka',
      district: 'dhaka',
      minPrice: '2000000',
      maxPrice: '6000000',
      minSize: '1000',
      maxSize: '1600',
      sort: '',
    });
  });

  it('reads an order it knows and leaves the default, newest, out of the address (issue 44)', () => {
    expect(read('sort=handover').sort).toBe('handover');
    expect(read('sort=price-per-sqft&division=dhaka')).toEqual({
      ...emptyGroupFilters,
      division: 'dhaka',
      sort: 'price-per-sqft',
    });
    expect(read('sort=newest').sort).toBe('');
    expect(read('sort=cheapest').sort).toBe('');
    const sorted = { ...emptyGroupFilters, division: 'khulna', sort: 'handover' };
    expect(writeGroupParams(sorted, 2).toString()).toBe('division=khulna&sort=handover&page=2');
    expect(readGroupFilters(writeGroupParams(sorted))).toEqual(sorted);
    // The order arranges the offers; it does not narrow them.
    expect(hasGroupFilters({ ...emptyGroupFilters, sort: 'handover' })).toBe(false);
  });

  it('drops what the API would refuse: an unknown division, a district without one, words for numbers', () => {
    expect(read('division=atlantis&district=dhaka')).toEqual(emptyGroupFilters);
    expect(read('district=dhaka')).toEqual(emptyGroupFilters);
    expect(read('minPrice=cheap&maxSize=-5&minSize=1.5')).toEqual(emptyGroupFilters);
    expect(read('maxSize=200000').maxSize).toBe('');
    expect(read('district=Not%20A%20Place&division=khulna')).toEqual({ ...emptyGroupFilters, division: 'khulna' });
  });

  it('accepts Bengali digits and grouping in a shared link', () => {
    expect(read('minPrice=২৫,০০,০০০').minPrice).toBe('2500000');
  });

  it('writes only what is set, and leaves page 1 out, so the plain address stays plain', () => {
    expect(writeGroupParams(emptyGroupFilters).toString()).toBe('');
    const filters = { ...emptyGroupFilters, division: 'rajshahi', maxPrice: '5000000' };
    expect(writeGroupParams(filters, 1).toString()).toBe('division=rajshahi&maxPrice=5000000');
    expect(writeGroupParams(filters, 3).toString()).toBe('division=rajshahi&maxPrice=5000000&page=3');
    // What is written reads back the same.
    expect(readGroupFilters(writeGroupParams(filters))).toEqual(filters);
  });

  it('reads the page, falling back to the first for anything odd', () => {
    expect(readGroupPage(new URLSearchParams('page=4'))).toBe(4);
    expect(readGroupPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readGroupPage(new URLSearchParams('page=two'))).toBe(1);
  });

  it('knows whether anything narrows the offers', () => {
    expect(hasGroupFilters(emptyGroupFilters)).toBe(false);
    expect(hasGroupFilters({ ...emptyGroupFilters, minSize: '900' })).toBe(true);
  });

  it('points at the range that is wrong: not a number, or the minimum above the maximum', () => {
    expect(findGroupProblem({ ...emptyGroupFilters, minPrice: '12a' })).toEqual({
      group: 'price',
      key: 'numberInvalid',
    });
    expect(findGroupProblem({ ...emptyGroupFilters, minSize: '1800', maxSize: '1200' })).toEqual({
      group: 'size',
      key: 'rangeInvalid',
    });
    expect(findGroupProblem({ ...emptyGroupFilters, minPrice: '100', maxPrice: '100' })).toBeNull();
  });
});
