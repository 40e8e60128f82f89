import { describe, expect, it } from 'vitest';
import { meets, resolvePlace, unresolvedPlaces, type PostFacts } from './search-relevance-judge.ts';
import { named, rent } from './search-relevance-query.ts';

/** A rented flat in Motihar, Rajshahi, with no neighbourhood chosen: the owner names it in the title. */
const motiharFlat = (title: string): PostFacts => ({
  PostID: 'R-1',
  type: 'rent',
  number: 1,
  division: 'rajshahi',
  district: 'rajshahi',
  subDistrict: 'rajshahi-motihar',
  neighbourhood: null,
  propertyType: 'apartment',
  bedrooms: 2,
  size: 900,
  landKatha: null,
  price: 12_000,
  lift: null,
  gas: null,
  tenants: ['family'],
  advanceMonths: 2,
  facilities: [],
  parking: null,
  furnishing: null,
  facing: null,
  text: title.toLowerCase(),
});

describe('judging the relevance set', () => {
  it('finds a place named by its English name among the neighbourhoods, then the sub-districts', () => {
    expect(resolvePlace(named('Binodpur', 'rajshahi'))).toEqual({ neighbourhood: 'rajshahi-binodpur' });
    expect(resolvePlace(named('khulshi', 'chittagong'))).toEqual({ neighbourhood: 'chittagong-khulshi-area' });
    expect(resolvePlace(named('Paba', 'rajshahi'))).toEqual({ subDistrict: 'rajshahi-paba' });
    // Another district's Binodpur is not this one.
    expect(resolvePlace(named('Binodpur', 'sylhet'))).toBeUndefined();
  });

  it('leaves a search unjudged when a place it names is not in the location data', () => {
    const query = rent('nowhere flat', 'en', { in: [named('Nowhere Bazar', 'sylhet')] }, 'facts');
    expect(unresolvedPlaces(query)).toEqual([{ named: 'Nowhere Bazar', district: 'sylhet' }]);
  });

  it("counts a post of the neighbourhood's thana that names it in its words, in either script", () => {
    const binodpur = rent('binodpur flat', 'en', { in: [named('Binodpur', 'rajshahi')] }, 'facts').meant;
    expect(meets(binodpur, motiharFlat('রাজশাহীর বিনোদপুরে ২ বেডরুমের ফ্ল্যাট'))).toBe(true);
    expect(meets(binodpur, motiharFlat('2 bed flat near Binodpur gate'))).toBe(true);
    expect(meets(binodpur, motiharFlat('কাজলায় ২ বেডরুমের ফ্ল্যাট'))).toBe(false);
    // Named, but in another thana: not where the neighbourhood lies.
    expect(meets(binodpur, { ...motiharFlat('বিনোদপুরের কাছে ফ্ল্যাট'), subDistrict: 'rajshahi-boalia' })).toBe(false);
  });
});
