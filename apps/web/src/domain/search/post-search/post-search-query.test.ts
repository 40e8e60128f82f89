import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyPostFilters,
  hasFilters,
  listingHref,
  postSearchPageHref,
  postApiParams,
  readApiQuery,
  readPage,
  readPostFilters,
  sortOf,
  sortsFor,
  toAsciiNumber,
  withoutPurposeWords,
  wordsForOtherTab,
  purposeOf,
  withoutTokens,
  writePostFilters,
  type PostFilters,
} from './post-search-query.ts';
import { findProblem, searchOf } from './post-filter-check.ts';

const read = (query: string, type?: 'sell' | 'rent') => readPostFilters(new URLSearchParams(query), type);
const filters = (set: Partial<PostFilters>): PostFilters => ({ ...emptyPostFilters, ...set });

describe('a post search in the URL', () => {
  it('reads what it writes, leaving page 1 and empty filters out', () => {
    const search = filters({ division: 'dhaka', district: 'dhaka', propertyType: 'apartment', minPrice: '1000000' });
    const params = writePostFilters(search, 1);
    expect(params.toString()).toBe('division=dhaka&district=dhaka&propertyType=apartment&minPrice=1000000');
    expect(readPostFilters(params)).toEqual(search);
    expect(writePostFilters(search, 3).get('page')).toBe('3');
  });

  it('round-trips every filter of the API, in one stable order', () => {
    const query =
      'division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10&q=family+flat' +
      '&propertyType=apartment&minPrice=10000&maxPrice=30000&minSize=800&maxSize=1500&minLand=1.5&maxLand=3' +
      '&landUnit=bigha&bedrooms=3&bathrooms=2&furnishing=furnished&tenant=family&sort=price-asc&page=2';
    const params = new URLSearchParams(query);
    expect(writePostFilters(readPostFilters(params, 'rent'), readPage(params)).toString()).toBe(query);
    // Shuffled, the same search is written the same way.
    const shuffled = new URLSearchParams([...params].reverse());
    expect(writePostFilters(readPostFilters(shuffled, 'rent'), readPage(shuffled)).toString()).toBe(query);
  });

  it('drops malformed values instead of sending them to the API', () => {
    const params = new URLSearchParams(
      'division=atlantis&district=x&propertyType=castle&minPrice=abc&maxSize=-4&page=0&bedrooms=9&furnishing=gold',
    );
    expect(readPostFilters(params)).toEqual(emptyPostFilters);
    expect(readPage(params)).toBe(1);
    // A district without its division means nothing.
    expect(read('district=dhaka').district).toBe('');
    // Beyond what the API takes.
    expect(read('maxPrice=99999999999999&maxSize=20000000&maxLand=2000000')).toEqual(emptyPostFilters);
  });

  it('keeps a neighbourhood only with the thana it narrows', () => {
    const mirpur10 = 'division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10';
    expect(read(mirpur10)).toMatchObject({ subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' });
    expect(writePostFilters(read(mirpur10)).toString()).toBe(mirpur10);
    expect(read('division=dhaka&district=dhaka&neighbourhood=dhaka-mirpur-10')).toEqual(
      filters({ division: 'dhaka', district: 'dhaka' }),
    );
    expect(read('division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=%3Cb%3E').neighbourhood).toBe('');
  });

  it('reads numbers typed in Bengali digits with separators, and turns an upside-down range round', () => {
    expect(toAsciiNumber('১০,০০,০০০')).toBe('1000000');
    expect(read('minPrice=২০,০০০&maxLand=২.৫&bedrooms=৩')).toMatchObject({
      minPrice: '20000',
      maxLand: '2.5',
      bedrooms: '3',
    });
    expect(read('minPrice=0100')).toMatchObject({ minPrice: '100' });
    expect(read('minLand=5&maxLand=2&minPrice=900&maxPrice=100')).toEqual(
      filters({ minLand: '2', maxLand: '5', minPrice: '100', maxPrice: '900' }),
    );
  });

  it('keeps the words, folded to single spaces and cut to what the API takes', () => {
    expect(read('q=  mirpur   vara ').q).toBe('mirpur vara');
    expect(read(`q=${'ক'.repeat(101)}`).q).toHaveLength(100);
    expect(hasFilters(filters({ q: 'jomi' }))).toBe(true);
  });

  it('keeps a land unit only with a land range, katha (the default) left out', () => {
    expect(read('minLand=1.5&landUnit=bigha')).toMatchObject({ minLand: '1.5', landUnit: 'bigha' });
    expect(writePostFilters(filters({ landUnit: 'bigha' })).toString()).toBe('');
    expect(read('landUnit=bigha').landUnit).toBe('');
    expect(writePostFilters(filters({ minLand: '5', landUnit: 'katha' })).toString()).toBe('minLand=5');
  });

  it('reads rooms, furnishing and the tenant, the tenant for rent only', () => {
    expect(read('bedrooms=4&bathrooms=2&furnishing=furnished&tenant=bachelor', 'rent')).toMatchObject({
      bedrooms: '4',
      bathrooms: '2',
      furnishing: 'furnished',
      tenant: 'bachelor',
    });
    expect(read('tenant=bachelor', 'sell').tenant).toBe('');
    expect(hasFilters(filters({ sort: 'price-desc' }))).toBe(false);
    expect(hasFilters(filters({ bedrooms: '3' }))).toBe(true);
    expect(
      activeFilterCount(filters({ q: 'flat', division: 'dhaka', district: 'dhaka', minPrice: '1', maxPrice: '9' })),
    ).toBe(2);
  });

  it('sorts by best match by default when there are words, newest otherwise, and leaves the default out', () => {
    expect(sortOf(emptyPostFilters)).toBe('newest');
    expect(sortOf(filters({ q: 'flat' }))).toBe('relevance');
    expect(sortsFor(emptyPostFilters)).not.toContain('relevance');
    expect(sortsFor(filters({ q: 'flat' }))).toContain('relevance');
    // Best match without words to match is newest first.
    expect(read('sort=relevance').sort).toBe('');
    expect(read('sort=cheap').sort).toBe('');
    expect(writePostFilters(read('sort=newest')).toString()).toBe('');
    // With words, newest must be spelt out; best match need not.
    expect(writePostFilters(filters({ q: 'flat', sort: 'newest' })).toString()).toBe('q=flat&sort=newest');
    expect(writePostFilters(filters({ q: 'flat', sort: 'relevance' })).toString()).toBe('q=flat');
    expect(read('q=flat&sort=size-desc').sort).toBe('size-desc');
  });
});

describe('a post search as the API takes it', () => {
  it('names the type and always spells out the order, with page and size when asked', () => {
    expect(postApiParams('rent', filters({ q: 'flat' })).get('sort')).toBe('relevance');
    expect(postApiParams('rent', emptyPostFilters).toString()).toBe('type=rent&sort=newest');
    expect(
      postApiParams('sell', filters({ division: 'dhaka', tenant: 'family' }), { page: 2, limit: 12 }).toString(),
    ).toBe('type=sell&division=dhaka&sort=newest&page=2&limit=12');
  });

  it('turns an API query (an alternative, a saved search) back into the page’s search', () => {
    expect(readApiQuery({ type: 'rent', q: 'family flat', bedrooms: 3, sort: 'relevance', minLand: 2 })).toEqual({
      type: 'rent',
      filters: filters({ q: 'family flat', bedrooms: '3', minLand: '2' }),
    });
    expect(readApiQuery({ type: 'group' })).toBeNull();
    expect(listingHref('rent', filters({ division: 'dhaka', bedrooms: '3' }))).toBe(
      '/Property-Rent?division=dhaka&bedrooms=3',
    );
    expect(listingHref('sell', filters({ tenant: 'family' }), 2)).toBe('/Property-Buy-Sell?page=2');
  });

  it('hands "Save this search" the filters as the contracts read them', () => {
    expect(searchOf('sell', filters({ q: 'jomi', minLand: '1', landUnit: 'bigha', division: 'dhaka' }))).toEqual({
      type: 'sell',
      q: 'jomi',
      division: 'dhaka',
      minLand: 1,
      landUnit: 'bigha',
      sort: 'relevance',
    });
  });

  it('refuses in a form what the API refuses, with the API’s message', () => {
    expect(findProblem('sell', filters({ minLand: '5', maxLand: '2' }))).toEqual({
      group: 'land',
      message: 'messages:validation.landRangeInvalid',
    });
    expect(findProblem('rent', filters({ minPrice: '50000', maxPrice: '100' }))).toEqual({
      group: 'price',
      message: 'messages:validation.priceRangeInvalid',
    });
    expect(findProblem('sell', filters({ minSize: '2000', maxSize: '900' }))?.message).toBe(
      'messages:validation.sizeRangeInvalid',
    );
    expect(findProblem('sell', filters({ minLand: '1.2.3' }))).toEqual({
      group: 'land',
      message: 'listings:filters.numberInvalid',
    });
    expect(findProblem('sell', filters({ q: 'ক'.repeat(101) }))).toEqual({
      group: 'q',
      message: 'messages:validation.searchTooLong',
    });
    // In a unit of its own: 2 bigha is more than 30 katha, but the range is in one unit.
    expect(findProblem('sell', filters({ minLand: '0.5', maxLand: '2', landUnit: 'bigha', q: 'jomi' }))).toBeNull();
  });
});

describe('the words of a search', () => {
  it('drops the words at the indexes an understood piece names', () => {
    expect(withoutTokens('mirpur 10  3 bed flat', [2, 3])).toBe('mirpur 10 flat');
    expect(withoutTokens(' ৩ বেড ', [0, 1])).toBe('');
  });

  it('drops the words that name a purpose, so the other tab keeps the rest', () => {
    expect(withoutPurposeWords('mirpur flat vara')).toBe('mirpur flat');
    expect(withoutPurposeWords('বাড়ি বিক্রি')).toBe('বাড়ি');
    expect(withoutPurposeWords('to-let mirpur')).toBe('mirpur');
  });

  it("drops a renter's and a buyer's words for the other tab, keeping a buyer's type as its filter", () => {
    expect(wordsForOtherTab('mirpur plot')).toEqual({ q: 'mirpur', propertyType: 'land' });
    expect(wordsForOtherTab('uttara duplex 2 crore')).toEqual({ q: 'uttara', propertyType: 'duplex-home' });
    expect(wordsForOtherTab('mirpur family flat')).toEqual({ q: 'mirpur flat' });
    expect(wordsForOtherTab('১৫০০ স্কয়ার ফিটের ফ্ল্যাট ৮০ লাখ')).toEqual({ q: '১৫০০ স্কয়ার ফিটের ফ্ল্যাট' });
    expect(wordsForOtherTab('halishahar family basa 15 hajar')).toEqual({ q: 'halishahar' });
    expect(wordsForOtherTab('shantinagar flat 25k')).toEqual({ q: 'shantinagar flat' });
  });

  it('lists a search under the purpose its words name, on every page (issue 63)', () => {
    const filters = { ...emptyPostFilters, q: 'mirpur flat vara' };
    expect(postSearchPageHref('sell', filters)).toBe('/property-search?type=rent&q=mirpur+flat+vara');
    expect(listingHref('sell', filters)).toMatch(/^\/Property-Rent\?q=mirpur\+flat\+vara$/);
    expect(listingHref('rent', { ...emptyPostFilters, q: 'আফতাবনগরে ৫ কাঠার প্লট' })).toMatch(/^\/Property-Buy-Sell\?/);
    expect(purposeOf('rent', 'mirpur flat')).toBe('rent');
  });
});
