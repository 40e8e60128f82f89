import { describe, expect, it } from 'vitest';
import { buildSearchDocument, landInKatha } from '../src/modules/search/document.ts';
import { romanKey } from '../src/modules/search/keys.ts';
import { planSearch } from '../src/modules/search/query.ts';
import { strictWordSimilarity } from '../src/modules/search/similarity.ts';
import { foldForSearch } from '../src/text/fold.ts';

const key = (word: string) => romanKey(foldForSearch(word));

/** The search document and the query side of it (ADR 019), without a database. */
describe('search text', () => {
  it('gives Bengali words and their Banglish and English spellings one key', () => {
    const same = [
      ['ভাড়া', 'vara', 'bhara'],
      ['মিরপুর', 'mirpur', 'mirpor', 'Mirpur'],
      ['ফ্ল্যাট', 'flat'],
      ['জমি', 'jomi', 'zomi'],
      ['বাড়ি', 'bari'],
      ['বিক্রি', 'bikri', 'বিক্রয়', 'bikroy'],
      ['দোকান', 'dokan'],
      ['ধানমন্ডি', 'dhanmondi', 'dhanmandi'],
      ['অ্যাপার্টমেন্ট', 'apartment'],
      ['চট্টগ্রাম', 'chattogram', 'chottogram'],
      ['৩', '3'],
    ];
    for (const words of same) expect(new Set(words.map(key)), words.join(' ')).toHaveProperty('size', 1);
    expect(key('mirpur')).not.toBe(key('dhanmondi'));
  });

  it('builds one document with both languages of places, type and purpose words, and the land in katha', () => {
    const document = buildSearchDocument({
      type: 'rent',
      title: 'মিরপুর ১০-এ ৩ বেডের ফ্ল্যাট',
      description: 'লিফট আছে',
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      neighbourhood: null,
      propertyType: 'apartment',
    });
    for (const word of ['mirpur', 'মিরপুর', 'dhaka', 'ঢাকা', 'flat', 'apartment', 'rent', 'ভাড়া', 'to let', '10', '3'])
      expect(document.searchText).toContain(foldForSearch(word));
    for (const roman of [' mrpr ', ' flt ', ' vr ', ' 10 ', ' 3 ']) expect(document.searchRoman).toContain(roman);
    expect(document.landKatha).toBeNull();
  });

  it('converts land to katha: 1 bigha = 20, 1 acre = 60.5, 33 shotok = 19.97, 720 sqft a katha', () => {
    expect(landInKatha(5, 'katha')).toBe(5);
    expect(landInKatha(1, 'bigha')).toBe(20);
    expect(landInKatha(1, 'acres')).toBe(60.5);
    expect(landInKatha(100, 'shotok')).toBe(60.5);
    expect(landInKatha(33, 'shotok')).toBe(19.97);
    // 1 shotok = 435.6 sqft, 1 katha = 720 sqft.
    expect(landInKatha(10, 'shotok')! * 720).toBeCloseTo(4356, 5);
    expect(landInKatha(null, 'bigha')).toBeNull();
  });

  it('reads PostIDs, numbers in either digit set, and drops words that carry no meaning', () => {
    expect(planSearch('S-178')?.postIds).toEqual([{ type: 'sell', number: 178 }]);
    expect(planSearch('s178')?.postIds).toEqual([{ type: 'sell', number: 178 }]);
    expect(planSearch('R-12 flat')).toMatchObject({
      postIds: [{ type: 'rent', number: 12 }],
      words: [{ text: 'flat' }],
    });
    // "sector 7" is not a PostID.
    expect(planSearch('uttara sector 7')?.postIds).toEqual([]);
    expect(planSearch('৩ বেড')?.words.map((word) => [word.text, word.number])).toEqual([
      ['3', true],
      ['বেড', false],
    ]);
    expect(planSearch('flat in mirpur')?.words.map((word) => word.text)).toEqual(['flat', 'mirpur']);
    expect(planSearch('মিরপুর এর ফ্ল্যাট')?.words.map((word) => word.text)).toEqual(['মিরপুর', 'ফ্ল্যাট']);
    expect(planSearch('  ')).toBeUndefined();
  });

  it('corrects a slip of a place name to the name, and knows what the words name', () => {
    expect(planSearch('dhamondi')?.words[0]?.alternates).toContain(key('dhanmondi'));
    const named = planSearch('mirpur flat vara')!.named;
    expect(named.places).toContain('dhaka-mirpur');
    expect(named.types).toEqual(['apartment']);
    expect(named.purposes).toEqual(['rent']);
  });

  it('measures strict word similarity as pg_trgm does', () => {
    expect(strictWordSimilarity('word', 'two words')).toBeCloseTo(4 / 7, 5);
    expect(strictWordSimilarity('gnrtrs', ' lft gnrtr ')).toBeCloseTo(5 / 8, 5);
    expect(strictWordSimilarity('mrpr', ' dnmnd ')).toBeLessThan(0.5);
  });
});
