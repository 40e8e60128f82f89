import { describe, expect, it } from 'vitest';
import { fitOf, nearPlanOf } from './near.ts';
import { understandSearch } from './understand.ts';

/** The near plan of a rent search, as GET /api/posts makes it. */
const planOf = (q: string, panel: Record<string, unknown> = {}) => {
  const query = { type: 'rent' as const, sort: 'relevance' as const, q, ...panel };
  return nearPlanOf(query, understandSearch(query));
};

describe('the near fits of a search (issue 63)', () => {
  it('widens what the words said one step, and keeps what the panel set', () => {
    const plan = planOf('mirpur 10 2 bed 15000', { furnishing: 'furnished' });
    expect(plan?.relaxed).toMatchObject({
      type: 'rent',
      division: 'dhaka',
      district: 'dhaka',
      minBedrooms: 1,
      maxBedrooms: 3,
      maxPrice: 16_500,
      furnishing: 'furnished',
    });
    expect(plan?.relaxed.subDistrict).toBeUndefined();
    expect(plan?.relaxed.q).toBeUndefined();
    expect(plan?.widened).toEqual({ nearby: true, bedrooms: true, budget: 10, types: false, size: null, words: false });
    // Mirpur 10's own thanas are looked in first, then the nearest of the city.
    expect(plan?.place?.areas?.ids.slice(0, 2)).toEqual(expect.arrayContaining(['dhaka-mirpur']));
    expect(plan?.place?.areas?.ids.length).toBeLessThanOrEqual(9);
  });

  it('keeps a place chosen in the panel: the words widen only below it', () => {
    const plan = planOf('mirpur 10 flat', { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' });
    expect(plan?.relaxed.subDistrict).toBe('dhaka-mirpur');
  });

  it('looks at related types, and ranks the words rather than requiring them', () => {
    const plan = planOf('shop nirobili');
    expect(plan?.relaxed.anyOfTypes).toEqual(['commercial-office', 'showroom', 'shop', 'restaurant']);
    expect(plan?.widened).toMatchObject({ types: true, words: true });
    expect(plan?.words?.words.map((word) => word.text)).toEqual(['nirobili']);
  });

  it('has nothing to widen for no words, a purpose alone or a PostID', () => {
    expect(planOf('')).toBeUndefined();
    expect(planOf('vara')).toBeUndefined();
    expect(planOf('R-209')).toBeUndefined();
  });

  it('says of a near fit what it is not: elsewhere and how far, its bedrooms, how much over the budget', () => {
    const plan = planOf('mirpur 10 2 bed 15000')!;
    const post = {
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-pallabi',
      neighbourhood: 'dhaka-mirpur-11',
      propertyType: 'apartment' as const,
      bedrooms: 3,
      price: 15_750,
      size: 900,
    };
    const fit = fitOf(post, plan, { inPlace: false, tenantTaken: true, spaceHeld: true, wordsHeld: [] });
    expect(fit.place).toMatchObject({ en: 'Mirpur 11', bn: 'মিরপুর ১১' });
    expect(fit.place!.km).toBeGreaterThan(0);
    expect(fit.place!.km).toBeLessThan(3);
    expect(fit).toMatchObject({ bedrooms: 3, overBudget: 5, propertyType: null, missingWords: [] });
    expect(
      fitOf({ ...post, bedrooms: 2, price: 15_000 }, plan, {
        inPlace: true,
        tenantTaken: true,
        spaceHeld: true,
        wordsHeld: [],
      }),
    ).toMatchObject({ place: null, bedrooms: null, overBudget: null });
  });
});
