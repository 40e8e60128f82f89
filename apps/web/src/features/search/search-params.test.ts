import { describe, expect, it } from 'vitest';
import { apiParams, emptySearchFilters, readSearch, searchHref, tabHref } from './search-params.ts';

const read = (query: string) => readSearch(new URLSearchParams(query));

describe('the search address', () => {
  it('reads the tab, the place, the words and the ranges, in either digit set', () => {
    const state = read(
      'type=rent&division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&q=  mirpur   flat vara &minPrice=২০,০০০&maxLand=২.৫&landUnit=bigha&page=2',
    );
    expect(state.kind).toBe('rent');
    expect(state.page).toBe(2);
    expect(state.filters).toMatchObject({
      division: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      q: 'mirpur flat vara',
      minPrice: '20000',
      maxLand: '2.5',
      landUnit: 'bigha',
    });
  });

  it('keeps only what the tab’s kind takes, turns an upside-down range round, and drops the malformed', () => {
    const group = read(
      'type=group&q=mirpur&subDistrict=x&minPrice=900&maxPrice=100&minLand=3&division=dhaka&sort=price-asc',
    );
    expect(group.filters).toEqual({ ...emptySearchFilters, division: 'dhaka', minPrice: '100', maxPrice: '900' });
    const firms = read('type=interior&budget=luxury&category=nope&minSize=5&sort=most-reviewed');
    expect(firms.filters).toEqual({ ...emptySearchFilters, budget: 'luxury', sort: 'most-reviewed' });
    // The taka budget per sqft (issue 44): Bengali digits read, out of bounds dropped, never on a post tab.
    const budget = read('type=interior&maxBudget=%E0%A7%A7%2C%E0%A7%A6%E0%A7%A6%E0%A7%A6');
    expect(budget.filters.maxBudget).toBe('1000');
    expect(apiParams(budget, 12).get('maxBudget')).toBe('1000');
    expect(read('type=interior&maxBudget=20').filters.maxBudget).toBe('');
    expect(read('type=rent&maxBudget=1000').filters.maxBudget).toBe('');
    expect(read('type=villa&division=atlantis&minPrice=abc&page=-3')).toEqual({
      kind: 'rent',
      asked: 'rent',
      filters: emptySearchFilters,
      page: 1,
    });
  });

  it('orders by best match when there are words, newest otherwise, and leaves the default out of the URL', () => {
    expect(read('type=sell&q=flat').filters.sort).toBe('');
    expect(apiParams(read('type=sell&q=flat'), 12).get('sort')).toBe('relevance');
    expect(apiParams(read('type=sell'), 12).get('sort')).toBe('newest');
    // Without words there is nothing to match best.
    expect(read('type=sell&sort=relevance').filters.sort).toBe('');
    expect(read('type=sell&q=flat&sort=newest').filters.sort).toBe('newest');
    expect(apiParams(read('type=interior'), 12).get('sort')).toBe('best-rated');
    // Group offers (issue 44): newest unless asked, the default left out of the page's own address.
    expect(apiParams(read('type=group'), 12).get('sort')).toBe('newest');
    expect(read('type=group&sort=newest').filters.sort).toBe('');
    expect(apiParams(read('type=group&sort=handover'), 12).get('sort')).toBe('handover');
    expect(read('type=group&sort=best-rated').filters.sort).toBe('');
  });

  it('writes the same search back, page 1 and the default order left out', () => {
    const href =
      '/property-search?type=rent&division=dhaka&district=dhaka&q=mirpur+flat&minLand=2&landUnit=bigha&page=3';
    const state = read(href.split('?')[1] ?? '');
    expect(searchHref(state.kind, state.filters, state.page)).toBe(href);
    expect(searchHref('sell', { ...emptySearchFilters, minLand: '5', landUnit: 'katha' })).toBe(
      '/property-search?type=sell&minLand=5',
    );
  });

  it('keeps the place across tabs, and the words between sale and rent only', () => {
    const state = read('type=rent&division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&q=flat&maxPrice=30000');
    expect(tabHref(state, 'sell')).toBe(
      '/property-search?type=sell&division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&q=flat',
    );
    expect(tabHref(state, 'interior')).toBe('/property-search?type=interior&division=dhaka&district=dhaka');
    expect(tabHref(state, 'group')).toBe('/property-search?type=group&division=dhaka&district=dhaka');
  });

  it('lets the words decide between sale and rent, whatever the address says', () => {
    expect(read('type=sell&q=ভাড়া').kind).toBe('rent');
    expect(read('q=to-let mirpur').kind).toBe('rent');
    expect(read('type=sell&q=family flat').kind).toBe('rent');
    expect(read('type=rent&q=bari bikri').kind).toBe('sell');
    // Words naming no purpose, or both, leave the tab asked for; other tabs are not posts.
    expect(read('type=rent&q=mirpur flat').kind).toBe('rent');
    // No tab asked for: rent, as the home box starts (ADR 078).
    expect(read('q=flat').kind).toBe('rent');
    expect(read('').kind).toBe('rent');
    expect(read('type=sell&q=vara bikri').kind).toBe('sell');
    expect(read('type=interior&q=vara').kind).toBe('interior');
  });

  it('links the other post tab without the words that named this one, and keeps rooms, type and size', () => {
    const state = read(
      'type=sell&q=mirpur family flat&bedrooms=3&propertyType=apartment&minSize=900&maxPrice=30000&tenant=family',
    );
    expect(state.kind).toBe('rent');
    expect(tabHref(state, 'rent')).toBe(
      '/property-search?type=rent&q=mirpur+family+flat&propertyType=apartment&maxPrice=30000&minSize=900' +
        '&bedrooms=3&tenant=family',
    );
    expect(tabHref(state, 'sell')).toBe(
      '/property-search?type=sell&q=mirpur+flat&propertyType=apartment&minSize=900&bedrooms=3',
    );
    expect(read(tabHref(state, 'sell').split('?')[1] ?? '').kind).toBe('sell');
    // A search's own link is on the tab its words name (issue 63).
    expect(searchHref('sell', { ...emptySearchFilters, q: 'flat vara' })).toBe(
      '/property-search?type=rent&q=flat+vara',
    );
  });
});
