import { latinKey, type SearchPlacePhrase } from '@ghorbari/contracts';
import { LOCATIONS, NEIGHBOURHOODS } from '@ghorbari/contracts/locations';
import { describe, expect, it } from 'vitest';
import { foldWords, indexOf, replaceWords, suggest } from './match.ts';

/** The city places as the server lists them; keys from the English names, as the server's match them. */
const keyOf = (en: string) => foldWords(en).split(' ').map(latinKey).filter(Boolean).join(' ');
const subDistrictOf = new Map(LOCATIONS.upazilas.map((sub) => [sub.id, sub]));
const places: SearchPlacePhrase[] = [
  ...LOCATIONS.upazilas
    .filter((sub) => sub.kind === 'thana')
    .map((sub) => ({
      bn: sub.bn,
      en: sub.en,
      keys: [keyOf(sub.en)],
      kind: 'thana' as const,
      place: { division: 'dhaka', district: sub.districtId, subDistrict: sub.id },
    })),
  ...NEIGHBOURHOODS.map((n) => ({
    bn: n.bn,
    en: n.en,
    keys: [keyOf(n.en)],
    kind: 'neighbourhood' as const,
    place: {
      division: 'dhaka',
      district: subDistrictOf.get(n.subDistrictId)!.districtId,
      subDistrict: n.subDistrictId,
      neighbourhood: n.id,
    },
  })),
];
const index = indexOf({
  places,
  phrases: [
    { bn: 'ফ্ল্যাট ভাড়া', en: 'flat for rent', keys: ['flt fr rnt', 'flt vr'] },
    { bn: '৩ বেড', en: '3 bed', keys: ['3 bd', '3 bdrm', '3bk'] },
  ],
});
const names = (before: string, language: 'bn' | 'en' = 'bn') =>
  suggest(index, before, language).items.map((item) => item[language]);

describe('suggestions for the words being typed', () => {
  it('offers Mirpur 10 for "mirp" and "মিরপ" among the first six, Mirpur itself first', () => {
    expect(names('mirp')).toContain('মিরপুর ১০');
    expect(names('মিরপ')[0]).toBe('মিরপুর');
    expect(names('মিরপ')).toContain('মিরপুর ১০');
    expect(names('flat in mirp', 'en')).toContain('Mirpur 10');
    expect(names('mirpur 1', 'en').slice(0, 3)).toEqual(['Mirpur 1', 'Mirpur 10', 'Mirpur 11']);
  });

  it('finds a name by its Banglish, by a later word, and by a Bengali spelling slip', () => {
    expect(names('dhanmondy', 'en')).toContain('Dhanmondi');
    expect(names('sector 7', 'en')).toContain('Uttara Sector 7');
    expect(names('মীরপুর ১০')).toEqual(['মিরপুর ১০']);
    expect(names('ফ্লাট ভা')).toEqual(['ফ্ল্যাট ভাড়া']);
    // A name as written comes before one matched through a folded spelling.
    expect(names('ফ্ল্যা')[0]).toBe('ফ্ল্যাট ভাড়া');
    expect(names('flat vara')).toEqual(['ফ্ল্যাট ভাড়া']);
    // The thana and its neighbourhood of one name are offered once.
    expect(names('bhashan', 'en')).toEqual(['Bhashantek']);
  });

  it('offers "৩ বেড" for a single digit, nothing for one letter, a finished word, or what is typed already', () => {
    // Bedrooms first; a road known by a number that starts so (৩০০ ফিট রোড, issue 63) may follow.
    expect(names('৩')[0]).toBe('৩ বেড');
    expect(
      names('৩')
        .slice(1)
        .every((name) => /^৩[০-৯]/.test(name)),
    ).toBe(true);
    expect(names('m')).toEqual([]);
    expect(names('mirpur ')).toEqual([]);
    expect(names('মিরপুর ১০')).toEqual([]);
  });

  it('replaces only the words matched, and leaves the caret after the suggestion', () => {
    const found = suggest(index, 'family flat in mirp', 'en');
    expect(found.start).toBe('family flat in '.length);
    expect(replaceWords('family flat in mirp', found.start, 19, 'Mirpur 10')).toEqual({
      value: 'family flat in Mirpur 10 ',
      caret: 25,
    });
    expect(replaceWords('mirp flat', 0, 4, 'Mirpur 10')).toEqual({ value: 'Mirpur 10 flat', caret: 9 });
  });
});
