import { describe, expect, it } from 'vitest';
import { findProblem, searchOf } from './post-filter-check.ts';
import {
  emptyPostFilters,
  listingHref,
  postApiParams,
  postSearchPageHref,
  readPostFilters,
  withAreas,
  withRoomCount,
  type PostFilters,
} from './post-search-query.ts';

const read = (query: string, type?: 'sell' | 'rent') => readPostFilters(new URLSearchParams(query), type);
const filters = (set: Partial<PostFilters>): PostFilters => ({ ...emptyPostFilters, ...set });
const dhaka = { division: 'dhaka', district: 'dhaka' };

/** Filters that take several values (issue 63): areas of the district and bedroom counts. */
describe('a post search of several areas and bedroom counts in the URL', () => {
  it('reads a comma list and a plain form’s repeated checkboxes alike, each value once, in order', () => {
    const joined = read('division=dhaka&district=dhaka&areas=dhaka-mohammadpur,dhaka-mirpur&bedrooms=3,2', 'rent');
    const repeated = read(
      'division=dhaka&district=dhaka&areas=dhaka-mirpur&areas=dhaka-mohammadpur&bedrooms=2&bedrooms=3&bedrooms=2',
      'rent',
    );
    expect(joined).toEqual(repeated);
    expect(joined).toMatchObject({ areas: 'dhaka-mirpur,dhaka-mohammadpur', bedrooms: '2,3' });
    expect(read('bedrooms=২&bedrooms=৪').bedrooms).toBe('2,4');
  });

  it('writes the lists with plain commas, on the listing and on the search page', () => {
    const search = filters({ ...dhaka, areas: 'dhaka-mirpur,dhaka-mohammadpur', bedrooms: '2,3' });
    expect(listingHref('rent', search)).toBe(
      '/Property-Rent?division=dhaka&district=dhaka&areas=dhaka-mirpur,dhaka-mohammadpur&bedrooms=2,3',
    );
    expect(postSearchPageHref('rent', search)).toBe(
      '/property-search?type=rent&division=dhaka&district=dhaka&areas=dhaka-mirpur,dhaka-mohammadpur&bedrooms=2,3',
    );
    // What the API is asked, and what "Save this search" keeps.
    expect(postApiParams('rent', search).get('areas')).toBe('dhaka-mirpur,dhaka-mohammadpur');
    expect(searchOf('rent', search)).toMatchObject({
      areas: ['dhaka-mirpur', 'dhaka-mohammadpur'],
      bedrooms: [2, 3],
    });
    expect(findProblem('rent', search)).toBeNull();
  });

  it('keeps areas only of the chosen district, at most six, in place of one sub-district', () => {
    expect(read('areas=dhaka-mirpur').areas).toBe('');
    expect(read('division=dhaka&district=dhaka&areas=gazipur-tongi-east,dhaka-mirpur,Bad').areas).toBe('dhaka-mirpur');
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `dhaka-${letter}`).join(',');
    expect(read(`division=dhaka&district=dhaka&areas=${seven}`).areas.split(',')).toHaveLength(6);
    expect(
      read('division=dhaka&district=dhaka&subDistrict=dhaka-gulshan&neighbourhood=x&areas=dhaka-mirpur,dhaka-badda'),
    ).toMatchObject({ subDistrict: '', neighbourhood: '', areas: 'dhaka-badda,dhaka-mirpur' });
    // A single area and bedroom count stay as they were written.
    expect(read('division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&bedrooms=3')).toMatchObject({
      subDistrict: 'dhaka-mirpur',
      areas: '',
      bedrooms: '3',
    });
    expect(read('bedrooms=0,5,x').bedrooms).toBe('');
  });

  it('chooses areas as the single sub-district when one is left, and counts as a comma list', () => {
    const isSubDistrict = (id: string) => id === 'dhaka-mirpur' || id === 'dhaka-mohammadpur';
    const mirpur10 = { subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' };
    expect(withAreas(mirpur10, ['dhaka-mirpur', 'dhaka-mohammadpur'], isSubDistrict)).toEqual({
      subDistrict: '',
      neighbourhood: '',
      areas: 'dhaka-mirpur,dhaka-mohammadpur',
    });
    expect(withAreas(mirpur10, ['dhaka-mirpur'], isSubDistrict)).toEqual({ ...mirpur10, areas: '' });
    expect(withAreas(mirpur10, [], isSubDistrict)).toEqual({ subDistrict: '', neighbourhood: '', areas: '' });
    expect(withAreas(mirpur10, ['dhaka-mirpur-10'], isSubDistrict)).toMatchObject({ areas: 'dhaka-mirpur-10' });
    expect(withRoomCount('3', '2', true)).toBe('2,3');
    expect(withRoomCount('2,3', '3', false)).toBe('2');
  });
});
