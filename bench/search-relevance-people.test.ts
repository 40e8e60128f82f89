import { PROPERTY_TYPES } from '@ghorbari/contracts';
import { LOCATIONS, neighbourhoodById } from '@ghorbari/contracts/locations';
import { describe, expect, it } from 'vitest';
import { judge, marketFor } from './search-relevance-people-judge.ts';
import { loadPeopleSet, placeOf, searchKey, type PeopleSearch, type PlaceId } from './search-relevance-people.ts';
import type { PostFacts } from './search-relevance-judge.ts';

const SET = loadPeopleSet();

const subDistrictById = new Map(LOCATIONS.upazilas.map((entry) => [entry.id, entry]));
function districtOf(place: PlaceId): string | undefined {
  if ('district' in place) return place.district;
  if ('subDistrict' in place) return subDistrictById.get(place.subDistrict)?.districtId;
  if ('neighbourhood' in place) {
    const thana = neighbourhoodById(place.neighbourhood)?.subDistrictId;
    return thana ? subDistrictById.get(thana)?.districtId : undefined;
  }
  return undefined;
}

describe('the people’s set of the relevance bench through the pages (issue 63)', () => {
  it('holds at least 150 searches, the 45 of the shared list among them', () => {
    expect(SET.length).toBeGreaterThanOrEqual(150);
    expect(SET.filter((search) => search.source === 'people')).toHaveLength(45);
  });

  it('names every place by an id the gazetteer holds, in the district the line gives', () => {
    // loadPeopleSet throws on an unknown id; here the district column agrees with the place.
    for (const search of SET) {
      expect(search.place.length, search.q).toBeGreaterThan(0);
      expect(districtOf(search.place[0]!) ?? null, search.q).toBe(search.district);
    }
    expect(placeOf('dhaka-mirpur-10')).toEqual({ neighbourhood: 'dhaka-mirpur-10' });
    expect(placeOf('dhaka-savar')).toEqual({ subDistrict: 'dhaka-savar' });
    expect(placeOf('dhaka')).toEqual({ district: 'dhaka' });
    expect(placeOf('division:sylhet')).toEqual({ division: 'sylhet' });
    expect(placeOf('dhaka-nowhere')).toBeUndefined();
    expect(() =>
      loadPeopleSet(`${HEADER}\nflat\trent\tdhaka\ta flat\ten\tdhaka-nowhere\t-\t-\t-\t-\t-\t-\t-\tbench\n`),
    ).toThrow('no place "dhaka-nowhere" in the gazetteer');
  });

  it('types each search once', () => {
    const seen = new Set<string>();
    const twice = SET.map((search) => searchKey(search.q)).filter((key) => seen.size === seen.add(key).size);
    expect(twice).toEqual([]);
  });

  it('covers the eight divisions, every kind of property, both purposes and none, and each way of typing', () => {
    const divisions = new Set(
      SET.map((search) => {
        const district = districtOf(search.place[0]!);
        return LOCATIONS.districts.find((entry) => entry.id === district)?.divisionId;
      }),
    );
    expect([...divisions].sort()).toEqual(LOCATIONS.divisions.map((entry) => entry.id).sort());
    const kinds = new Set(SET.flatMap((search) => search.kinds));
    for (const kind of [...PROPERTY_TYPES, 'mess-seat', 'sublet', 'room']) expect(kinds, kind).toContain(kind);
    expect(new Set(SET.map((search) => search.purpose))).toEqual(new Set(['rent', 'sell', 'any']));
    expect(new Set(SET.map((search) => search.lang))).toEqual(new Set(['bn', 'en', 'banglish', 'mixed']));
    for (const tag of ['slip', 'landmark', 'numbered-name', 'price', 'unknown-word'] as const)
      expect(SET.filter((search) => search.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(10);
  });
});

const HEADER =
  'query\tpurpose\tdistrict\tfits\tlang\tplace\tnear\tkinds\tbedrooms\tmaxPrice\ttenant\tfacts\ttags\tsource';
const line = (cells: string[]) => `${HEADER}\n${cells.join('\t')}\n`;
/** One search, written as the file writes it. */
const search = (cells: string[]): PeopleSearch => loadPeopleSet(line(cells))[0]!;

/** A family flat for rent in Mirpur 2, 2 bedrooms, Tk 14,000. */
const flat = (changes: Partial<PostFacts> = {}): PostFacts => ({
  PostID: 'R-1',
  type: 'rent',
  number: 1,
  division: 'dhaka',
  district: 'dhaka',
  subDistrict: 'dhaka-mirpur',
  neighbourhood: 'dhaka-mirpur-2',
  propertyType: 'apartment',
  bedrooms: 2,
  size: 900,
  landKatha: null,
  price: 14_000,
  lift: 'lift',
  gas: 'line',
  tenants: ['family'],
  advanceMonths: 2,
  facilities: [],
  parking: null,
  furnishing: null,
  facing: 'south',
  text: '2 bed flat',
  ...changes,
});

describe('judging a post against a search of the people’s set', () => {
  const mirpur2 = search([
    'mirpur 2 flat',
    'rent',
    'dhaka',
    'a flat',
    'en',
    'dhaka-mirpur-2',
    'dhaka-kazipara',
    'apartment',
    '2',
    '15000',
    'family',
    'lift gas',
    '-',
    'bench',
  ]);

  it('fits in the place, near it in the same thana or a place named near, and not elsewhere', () => {
    expect(judge(mirpur2, flat()).fit).toBe('exact');
    expect(judge(mirpur2, flat({ neighbourhood: 'dhaka-mirpur-10' })).fit).toBe('near');
    expect(judge(mirpur2, flat({ subDistrict: 'dhaka-kafrul', neighbourhood: 'dhaka-kazipara' })).fit).toBe('near');
    // Pallabi's Mirpur 11 is counted in Mirpur's thana too.
    expect(judge(mirpur2, flat({ subDistrict: 'dhaka-pallabi', neighbourhood: 'dhaka-mirpur-11' })).fit).toBe('near');
    expect(judge(mirpur2, flat({ subDistrict: 'dhaka-dhanmondi', neighbourhood: null })).misses).toEqual(['place']);
    // A post of the thana with no neighbourhood chosen that names it in its words.
    expect(judge(mirpur2, flat({ neighbourhood: null, text: 'flat near mirpur 2 stadium' })).fit).toBe('exact');
  });

  it('wants the purpose, kind, bedrooms, price, tenant and facts meant', () => {
    expect(judge(mirpur2, flat({ type: 'sell', tenants: [] })).misses).toEqual(['purpose', 'tenant']);
    expect(judge(mirpur2, flat({ propertyType: 'shop' })).misses).toEqual(['kind']);
    expect(judge(mirpur2, flat({ bedrooms: 3 })).misses).toEqual(['bedrooms']);
    expect(judge(mirpur2, flat({ price: 15_001 })).misses).toEqual(['price']);
    expect(judge(mirpur2, flat({ tenants: ['bachelor'] })).misses).toEqual(['tenant']);
    expect(judge(mirpur2, flat({ gas: 'cylinder' })).misses).toEqual(['facts']);
    // A seat in a mess is not the flat meant.
    expect(judge(mirpur2, flat({ text: 'মিরপুর ২ এ মেস সিট ভাড়া' })).misses).toEqual(['kind']);
    // …but a flat near a university ("ইউনিভার্সিটির", which holds "সিট") is a flat.
    expect(judge(mirpur2, flat({ text: 'মিরপুর ২ এ ইউনিভার্সিটির কাছে ফ্ল্যাট' })).fit).toBe('exact');
  });

  it('takes either purpose when the words name none, and the kinds of space people name', () => {
    const seat = search([
      'mess mirpur',
      'any',
      'dhaka',
      'a seat',
      'banglish',
      'dhaka-mirpur',
      '-',
      'mess-seat',
      '-',
      '-',
      '-',
      '-',
      '-',
      'bench',
    ]);
    const messPost = flat({ bedrooms: null, tenants: ['bachelor'], text: 'Mess e seat khali Mirpur 2' });
    expect(judge(seat, messPost).fit).toBe('exact');
    expect(judge(seat, flat()).misses).toEqual(['kind']);
    const room = search([
      'room mirpur',
      'rent',
      'dhaka',
      'a room',
      'en',
      'dhaka-mirpur',
      '-',
      'room',
      '-',
      '-',
      '-',
      '-',
      '-',
      'bench',
    ]);
    expect(judge(room, flat({ bedrooms: 1 })).fit).toBe('exact');
    expect(judge(room, flat({ tenants: ['sublet', 'family'] })).fit).toBe('exact');
    expect(judge(room, flat()).fit).toBe('no');
    const plot = search([
      'plot',
      'sell',
      'dhaka',
      'land',
      'en',
      'dhaka',
      '-',
      'land',
      '4+',
      '-',
      '-',
      'katha:4.5-5.5',
      '-',
      'bench',
    ]);
    const land = flat({ type: 'sell', propertyType: 'land', bedrooms: null, tenants: [], landKatha: 5 });
    expect(judge(plot, land).misses).toEqual(['bedrooms']);
    const fourOrMore = search([
      '4 bed',
      'any',
      'dhaka',
      'flat',
      'en',
      'dhaka',
      '-',
      'apartment',
      '4',
      '-',
      '-',
      '-',
      '-',
      'bench',
    ]);
    expect(judge(fourOrMore, flat({ bedrooms: 5 })).fit).toBe('exact');
    expect(marketFor(mirpur2, [flat(), flat({ neighbourhood: 'dhaka-mirpur-10' }), flat({ bedrooms: 4 })])).toEqual({
      exact: 1,
      near: 1,
    });
  });
});
