import { describe, expect, it } from 'vitest';
import { searchQueryString } from '../../../domain/saved-searches/save-search.ts';
import { savedSearchHref } from './saved-searches.ts';

describe('saved searches and the post search codec (issue 29)', () => {
  it('opens a saved search on its listing, written as every list of posts writes it', () => {
    const filters = { type: 'rent', division: 'barishal', district: 'bhola', maxPrice: 20000, sort: 'newest' };
    expect(savedSearchHref({ filters, resultsPath: '/elsewhere' })).toBe(
      '/Property-Rent?division=barishal&district=bhola&maxPrice=20000',
    );
    expect(
      savedSearchHref({ filters: { type: 'sell', q: 'jomi', minLand: 1, landUnit: 'bigha' }, resultsPath: '' }),
    ).toBe('/Property-Buy-Sell?q=jomi&minLand=1&landUnit=bigha');
    // Several areas and bedroom counts (issue 63), as the API lists a saved search's filters.
    const several = {
      type: 'rent',
      division: 'dhaka',
      district: 'dhaka',
      areas: 'dhaka-mohammadpur,dhaka-mirpur',
      bedrooms: '3,2',
    };
    expect(savedSearchHref({ filters: several, resultsPath: '' })).toBe(
      '/Property-Rent?division=dhaka&district=dhaka&areas=dhaka-mirpur,dhaka-mohammadpur&bedrooms=2,3',
    );
    // Not a post search: the API's own address.
    expect(savedSearchHref({ filters: { type: 'group' }, resultsPath: '/Property-Rent' })).toBe('/Property-Rent');
  });

  it('asks for a suggested name with the search as the posts API reads it', () => {
    expect(searchQueryString({ type: 'rent', bedrooms: [3], q: 'family', sort: 'relevance' })).toBe(
      'type=rent&q=family&bedrooms=3&sort=relevance',
    );
    // As the contracts parse a search of several (issue 63): lists, sent as the API's comma lists.
    const query = searchQueryString({
      type: 'rent',
      division: 'dhaka',
      district: 'dhaka',
      areas: ['dhaka-mirpur', 'dhaka-mohammadpur'],
      bedrooms: [2, 3],
      sort: 'newest',
    });
    expect(new URLSearchParams(query).get('areas')).toBe('dhaka-mirpur,dhaka-mohammadpur');
    expect(new URLSearchParams(query).get('bedrooms')).toBe('2,3');
  });
});
