import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { distanceOf, firmQueryOf, widerFirmSearches, type FirmSearch } from './firm-alternatives.ts';

const search = (fields: Partial<FirmSearch>): FirmSearch => ({ sort: 'best-rated', ...fields });

describe('the wider firm searches (issue 63, item 7)', () => {
  it('drops one choice at a time, in the order they are offered', () => {
    const wider = widerFirmSearches(
      search({
        division: 'chittagong',
        district: 'chittagong',
        category: 'home',
        maxBudget: 1000,
        budget: 'low-budget',
        minRating: 4,
        q: 'nokshi',
      }),
    );
    expect(wider.map((entry) => entry.kind)).toEqual(['name', 'budget', 'nearby', 'rating', 'country', 'category']);
    expect(firmQueryOf(wider[1]!.search)).toEqual({
      division: 'chittagong',
      district: 'chittagong',
      category: 'home',
      minRating: '4',
      q: 'nokshi',
    });
    // The places around: the division, then the country, the nearest districts first.
    expect(firmQueryOf(wider[2]!.search)).not.toHaveProperty('district');
    expect(wider[2]!.nearestFirst?.slice(0, 1)).toEqual(['chittagong']);
    expect(wider[4]!.elsewhereFirst).toBe('chittagong');
  });

  it('has nothing to drop from a search that narrows nothing', () => {
    expect(widerFirmSearches(search({}))).toEqual([]);
    expect(widerFirmSearches(search({ sort: 'newest' }))).toEqual([]);
  });

  it('knows the division of a district given alone, and refuses one of another division', () => {
    expect(widerFirmSearches(search({ district: 'cumilla' })).map((entry) => entry.kind)).toEqual([
      'nearby',
      'country',
    ]);
    expect(() => widerFirmSearches(search({ division: 'dhaka', district: 'cumilla' }))).toThrow(AppError);
    expect(() => widerFirmSearches(search({ district: 'atlantis' }))).toThrow(AppError);
  });

  it('says how far a firm is from the place searched, and nothing within it', () => {
    const chattogram = search({ division: 'chittagong', district: 'chittagong' });
    expect(distanceOf(chattogram, { district: 'chittagong' })).toBeNull();
    expect(distanceOf(chattogram, { district: 'cumilla' })).toBe(143);
    expect(distanceOf(search({ division: 'chittagong' }), { district: 'cumilla' })).toBeNull();
    expect(distanceOf(search({}), { district: 'cumilla' })).toBeNull();
  });

  it('leaves the default order and unset fields out of a link', () => {
    expect(firmQueryOf(search({ category: 'home', q: undefined }))).toEqual({ category: 'home' });
    expect(firmQueryOf(search({ sort: 'newest' }))).toEqual({ sort: 'newest' });
  });
});
