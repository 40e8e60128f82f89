import { HOME_TYPES } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../text/fold.ts';
import { buildSearchDocument } from './document.ts';
import { MEANINGS, meaningOf } from './meanings.ts';
import { understandSearch } from './understand.ts';

const read = (type: 'sell' | 'rent', q: string) => understandSearch({ type, q, sort: 'newest' });
/** A neighbourhood the words named: its thana as the filter, itself listed first. */
const inNeighbourhood = (subDistrict: string, neighbourhood: string) => ({
  subDistrict,
  neighbourhood: undefined,
  rankFirst: expect.objectContaining({ neighbourhoods: [neighbourhood] }),
});

describe('understanding a search typed as people type it (issue 29)', () => {
  it.each([
    ['rent', '৩ বেড', { bedrooms: [3] }],
    ['rent', '3 bed', { bedrooms: [3] }],
    ['rent', '3BHK', { bedrooms: [3] }],
    ['rent', 'তিন বেডরুমের', { bedrooms: [3] }],
    ['rent', '2 bath', { bathrooms: 2 }],
    ['rent', '৫ বেড', { bedrooms: [4] }],
    ['rent', '৩০০০০ টাকার মধ্যে', { maxPrice: 30_000 }],
    ['rent', 'under 30k', { maxPrice: 30_000 }],
    ['rent', '৩০ হাজার', { maxPrice: 30_000 }],
    ['rent', '২০ থেকে ৩০ হাজার', { minPrice: 20_000, maxPrice: 30_000 }],
    ['rent', '20-30k', { minPrice: 20_000, maxPrice: 30_000 }],
    ['sell', '২ কোটি', { maxPrice: 20_000_000 }],
    ['sell', '50 lakh', { maxPrice: 5_000_000 }],
    ['sell', '৫০ লাখের বেশি', { minPrice: 5_000_000 }],
    ['sell', 'above 1.5 crore', { minPrice: 15_000_000 }],
    ['sell', '1200 sqft', { minSize: 1080, maxSize: 1320 }],
    ['sell', '৫ কাঠা', { minLand: 4.5, maxLand: 5.5, landUnit: 'katha' }],
    ['sell', '5 katha', { minLand: 4.5, maxLand: 5.5, landUnit: 'katha' }],
    ['sell', '১ বিঘা', { minLand: 0.9, maxLand: 1.1, landUnit: 'bigha' }],
    ['rent', 'family flat', { propertyType: 'apartment', tenant: 'family', q: undefined }],
    ['sell', 'family flat', { propertyType: 'apartment', q: 'family' }],
    ['rent', 'bachelor mess mohammadpur', { tenant: 'bachelor', subDistrict: 'dhaka-mohammadpur', q: undefined }],
    ['rent', 'mirpur sublet room for female', { tenant: 'sublet', subDistrict: 'dhaka-mirpur', q: 'female' }],
    ['rent', 'ছাত্রীদের জন্য সিট', { tenant: 'female', q: 'সিট' }],
    // বাসা is any home: a flat, a house or a duplex (issue 42).
    ['rent', 'গুলশানে বাসা', { subDistrict: 'dhaka-gulshan', anyOfTypes: HOME_TYPES, q: undefined }],
    ['rent', 'bachelor basa', { tenant: 'bachelor', anyOfTypes: HOME_TYPES, q: undefined }],
    ['rent', 'ফ্যামিলি বাসা ভাড়া', { tenant: 'family', anyOfTypes: HOME_TYPES, q: undefined }],
    // A type named beside it is what was meant.
    ['rent', 'basa flat mirpur', { propertyType: 'apartment', subDistrict: 'dhaka-mirpur', q: undefined }],
    // Purbachal is a place of its own, not a slip of Purbadhala (Netrokona): issue 42.
    // A neighbourhood filters by its thana and is listed first (issue 42: many posts name it only in words).
    [
      'sell',
      'purbachal plot 3 katha',
      { ...inNeighbourhood('dhaka-khilkhet', 'dhaka-purbachal'), propertyType: 'land', landUnit: 'katha' },
    ],
    ['sell', 'পূর্বাচলে প্লট', { ...inNeighbourhood('dhaka-khilkhet', 'dhaka-purbachal'), propertyType: 'land' }],
    ['rent', 'ধানমন্ডির ফ্ল্যাট', { subDistrict: 'dhaka-dhanmondi', propertyType: 'apartment' }],
    ['sell', 'jomi', { propertyType: 'land' }],
    ['rent', 'mirpur 10', inNeighbourhood('dhaka-mirpur', 'dhaka-mirpur-10')],
    ['rent', 'মিরপুর ১০-এ', inNeighbourhood('dhaka-mirpur', 'dhaka-mirpur-10')],
    ['rent', 'মিরপুরে', { subDistrict: 'dhaka-mirpur' }],
    [
      'sell',
      'uttara sector 7 plot',
      { ...inNeighbourhood('dhaka-uttara-west', 'dhaka-uttara-sector-7'), propertyType: 'land' },
    ],
    ['rent', 'dhanmondy', { subDistrict: 'dhaka-dhanmondi' }],
    ['rent', 'dhamondi', { subDistrict: 'dhaka-dhanmondi' }],
    ['rent', 'dhaka', { district: 'dhaka' }],
    ['sell', 'S-178', { q: 'S-178' }],
    ['sell', 'S-১৭৮', { q: 'S-178' }],
    ['sell', 's১৭৮ ৩ বেড', { q: 's178', bedrooms: [3] }],
    ['sell', 'S ১৭৮', { q: 'S-178' }],
    ['sell', 'bashundhara', inNeighbourhood('dhaka-vatara', 'dhaka-bashundhara-ra')],
    ['sell', 'ctg flat', { district: 'chittagong', propertyType: 'apartment' }],
    ['rent', 'agrim kom', { q: 'agrim kom' }],
    ['rent', 'office space for rent', { propertyType: 'commercial-office', q: undefined }],
    ['sell', 'south facing flat', { propertyType: 'apartment', q: 'south' }],
    // A name with its ending read exactly before any slip: Khulshi, not Khilkhet (issue 42).
    ['rent', 'খুলশীতে ফ্ল্যাট ভাড়া', { subDistrict: 'chittagong-khulshi', propertyType: 'apartment' }],
    // A one-word name typed as two words.
    ['rent', 'mohammad pur basa', { subDistrict: 'dhaka-mohammadpur' }],
    [
      'rent',
      'বয়রায় ২ বেডের বাসা',
      { bedrooms: [2], rankFirst: expect.objectContaining({ neighbourhoods: ['khulna-boyra'] }) },
    ],
    ['rent', 'uttara 10 no sector e basa', inNeighbourhood('dhaka-uttara-west', 'dhaka-uttara-sector-10')],
    ['sell', 'উত্তরা ১৩ নম্বর সেক্টরে ফ্ল্যাট', inNeighbourhood('dhaka-uttara-west', 'dhaka-uttara-sector-13')],
    // Two words joined are read exactly, never as a slip: "khulshi bari" is no Khalishpur.
    ['sell', 'khulshi bari', { subDistrict: 'chittagong-khulshi' }],
    ['rent', 'নাছিরাবাদ বাসা', inNeighbourhood('chittagong-khulshi', 'chittagong-nasirabad')],
    // A name as written over a key's namesake; a place inside another name read over a heavier one.
    ['rent', 'nirala family basa', inNeighbourhood('khulna-sonadanga', 'khulna-nirala')],
    ['rent', 'gec mor e flat', inNeighbourhood('chittagong-panchlaish', 'chittagong-gec')],
    ['rent', 'lalbag rangpur basa', inNeighbourhood('rangpur-tajhat', 'rangpur-lalbag')],
    ['rent', 'lalbag', { subDistrict: 'dhaka-lalbagh' }],
    // How it is furnished sets the furnishing filter: "furnished" as text also found semi-furnished posts.
    ['rent', 'furnished flat', { furnishing: 'furnished', propertyType: 'apartment', q: undefined }],
    ['rent', 'সেমি ফার্নিশড ফ্ল্যাট', { furnishing: 'semi-furnished', q: undefined }],
    ['rent', 'unfurnished flat gulshan', { furnishing: 'unfurnished', subDistrict: 'dhaka-gulshan', q: undefined }],
    // A word that says nothing alone may still be part of a name.
    ['rent', 'modern mor office', inNeighbourhood('rangpur-tajhat', 'rangpur-modern-mor')],
    ['sell', 'savar e jomi kinte chai', { subDistrict: 'dhaka-savar', propertyType: 'land', q: undefined }],
    // A landmark people name a place by: Rajshahi University's gate is Binodpur.
    ['rent', 'rajshahi university er kache flat', inNeighbourhood('rajshahi-motihar', 'rajshahi-binodpur')],
    ['rent', 'ladies hostel sylhet', { tenant: 'female', district: 'sylhet', q: undefined }],
    ['rent', 'bachelor allowed flat', { tenant: 'bachelor', propertyType: 'apartment', q: undefined }],
    ['rent', 'বাসাটা মিরপুরে হলে ভালো', { subDistrict: 'dhaka-mirpur', anyOfTypes: HOME_TYPES, q: undefined }],
    ['rent', 'rajshahi chhatri hostel', { tenant: 'female', district: 'rajshahi', space: 'seat' }],
    // The kind of space asked for (issue 63): a seat, or a whole home; a room or a sublet is neither.
    ['rent', 'rajshahi kazla mess', { tenant: 'bachelor', space: 'seat' }],
    ['rent', 'মোহাম্মদপুরে মেয়েদের মেসে সিট', { tenant: 'female', space: 'seat' }],
    ['rent', 'shewrapara family basa', { tenant: 'family', space: 'whole' }],
    ['rent', 'bashabo 2 room basa 12000', { bedrooms: [2], maxPrice: 12_000, space: 'whole' }],
    ['rent', 'studio apartment gulshan', { bedrooms: [1], propertyType: 'apartment', q: undefined }],
    ['rent', 'gas line soho flat rampura', { q: 'gas', propertyType: 'apartment' }],
    ['rent', 'mirpur 2 bed flat', { propertyType: 'apartment', space: 'whole' }],
    // A place of business of any kind, and the Bengali word for a factory in Banglish.
    ['rent', 'agrabad commercial space', { anyOfTypes: ['commercial-office', 'shop', 'showroom', 'restaurant'] }],
    ['rent', 'kamrangirchar e karkhana', { propertyType: 'factory', q: undefined }],
    // A house for sale is a house or a duplex; to rent, any home; "duplex bari" is the duplex.
    ['sell', 'ওয়ারীতে পুরনো বাড়ি বিক্রি', { subDistrict: 'dhaka-wari', anyOfTypes: ['home', 'duplex-home'], q: 'পুরনো' }],
    ['rent', 'বাড়ি ভাড়া মিরপুর', { anyOfTypes: HOME_TYPES, space: 'whole' }],
    ['sell', 'lalmatia duplex bari bikri', { propertyType: 'duplex-home', q: undefined }],
    // Old Dhaka is its five thanas; Nadda as people spell it.
    [
      'rent',
      'পুরান ঢাকায় দোকান',
      { anyOfPlaces: expect.arrayContaining([expect.objectContaining({ subDistrict: 'dhaka-bangshal' })]) },
    ],
    ['rent', 'নর্দায় মেস', inNeighbourhood('dhaka-vatara', 'dhaka-nadda')],
  ] as const)('%s: "%s"', (type, q, expected) => {
    expect(read(type, q).search).toMatchObject(expected);
  });

  it('asks no kind of space for a room, a sublet or a sale (issue 63)', () => {
    expect(read('rent', 'farmgate e sublet room').search).toMatchObject({ tenant: 'sublet' });
    expect(read('rent', 'farmgate e sublet room').search.space).toBeUndefined();
    expect(read('rent', 'bachelor der jonno room kalabagan').search).toMatchObject({
      tenant: 'bachelor',
      q: undefined,
    });
    expect(read('rent', 'bachelor der jonno room kalabagan').search.space).toBeUndefined();
    expect(read('sell', 'mirpur flat').search.space).toBeUndefined();
  });

  it('takes the words it understood out of what is matched as text, and names them for a chip', () => {
    const { search, pieces } = read('rent', 'মিরপুরে ৩ বেডের ফ্যামিলি ফ্ল্যাট ৩০০০০ টাকার মধ্যে');
    expect(search).toMatchObject({ bedrooms: [3], maxPrice: 30_000, subDistrict: 'dhaka-mirpur', tenant: 'family' });
    expect(search.q).toBeUndefined();
    expect(pieces.map((piece) => [piece.kind, piece.tokens])).toEqual([
      ['bedrooms', [1, 2]],
      ['price', [5, 6, 7]],
      ['place', [0]],
      ['propertyType', [4]],
      ['tenant', [3]],
    ]);
  });

  it('reads rooms and type around an inflected place word, and Uttara as both its thanas', () => {
    const { search, pieces } = read('rent', 'উত্তরায় ২ বেডরুমের ফ্ল্যাট');
    expect(search).toMatchObject({ bedrooms: [2], propertyType: 'apartment', q: undefined });
    expect(search.subDistrict).toBeUndefined();
    expect(search.anyOfPlaces?.map((place) => place.subDistrict)).toEqual(['dhaka-uttara-east', 'dhaka-uttara-west']);
    expect(pieces.filter((piece) => piece.kind === 'place').map((piece) => [piece.bn, piece.tokens])).toEqual([
      ['উত্তরা পূর্ব', [0]],
      ['উত্তরা পশ্চিম', [0]],
    ]);
  });

  it('asks about a name of places in different districts instead of guessing, and lists the posts of each', () => {
    const { search, pieces, question } = read('sell', 'companiganj jomi');
    expect(search).toMatchObject({ propertyType: 'land', q: undefined });
    expect(search.district).toBeUndefined();
    expect(pieces.map((piece) => piece.kind)).toEqual(['propertyType']);
    expect(question?.tokens).toEqual([0]);
    expect(question?.choices.map((choice) => choice.subDistrict).sort()).toEqual([
      'noakhali-companiganj',
      'sylhet-companiganj',
    ]);
    expect(search.anyOfPlaces?.map((place) => place.subDistrict).sort()).toEqual([
      'noakhali-companiganj',
      'sylhet-companiganj',
    ]);
    // One Bengali name spelled two ways in English (উপশহর) is one name: asked about too.
    expect(
      read('rent', 'uposhohor flat')
        .question?.choices.map((choice) => choice.neighbourhood)
        .sort(),
    ).toEqual(['jashore-upashahar', 'rajshahi-uposhohor', 'sylhet-upashahar']);
    // Another name around it settles it; a chosen district too.
    expect(read('sell', 'companiganj sylhet').search).toMatchObject({ subDistrict: 'sylhet-companiganj' });
    const chosen = understandSearch({ type: 'sell', q: 'companiganj', district: 'noakhali', sort: 'newest' });
    expect(chosen.question).toBeUndefined();
    expect(chosen.search.subDistrict).toBe('noakhali-companiganj');
  });

  it.each(['mirpur ba mohammadpur', 'mirpur, mohammadpur', 'মিরপুর বা মোহাম্মদপুর', 'mirpur or mohammadpur flat'])(
    'reads several places as alternatives: "%s"',
    (q) => {
      const { search, pieces } = read('rent', q);
      expect(search.subDistrict).toBeUndefined();
      expect((search as { anyOfPlaces?: unknown }).anyOfPlaces).toEqual([
        expect.objectContaining({ subDistrict: expect.stringMatching(/^dhaka-(mirpur|mohammadpur)$/) }),
        expect.objectContaining({ subDistrict: expect.stringMatching(/^dhaka-(mirpur|mohammadpur)$/) }),
      ]);
      expect(
        pieces
          .filter((piece) => piece.kind === 'place')
          .map((piece) => piece.subDistrict)
          .sort(),
      ).toEqual(['dhaka-mirpur', 'dhaka-mohammadpur']);
      expect(search.q).toBeUndefined();
    },
  );

  it('reads places of different levels named apart as alternatives, a place around one as its place', () => {
    const thanas = (q: string) =>
      read('rent', q)
        .search.anyOfPlaces?.map((place) => place.subDistrict)
        .sort();
    expect(thanas('dhanmondi, lalmatia, mohammadpur family flat')).toEqual(['dhaka-dhanmondi', 'dhaka-mohammadpur']);
    expect(thanas('uttara ba bashundhara flat')).toEqual(['dhaka-uttara-east', 'dhaka-uttara-west', 'dhaka-vatara']);
    expect(read('rent', 'mirpur 10 dhaka').search).toMatchObject({ subDistrict: 'dhaka-mirpur', q: undefined });
  });

  it('lets an explicit filter win over what the words say', () => {
    const { search, pieces } = understandSearch({ type: 'rent', q: '৩ বেড mirpur', bedrooms: [2], sort: 'newest' });
    expect(search.bedrooms).toEqual([2]);
    expect(pieces.map((piece) => piece.kind)).toEqual(['place']);
    // A place around the chosen one narrows nothing.
    const inside = understandSearch({
      type: 'rent',
      q: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      sort: 'newest',
    });
    expect(inside.search.subDistrict).toBe('dhaka-mirpur');
    expect(inside.pieces).toEqual([]);
  });

  it('names the listing’s own purpose, and takes a purpose word out of the text either way', () => {
    expect(read('rent', 'to-let uttara').pieces.map((piece) => piece.kind)).toContain('purpose');
    expect(read('sell', 'ভাড়া').search.q).toBeUndefined();
  });

  it('reads no place into words joined that are one slip from a name ("বাড়ি বিক্রি" is no Boro Bazar)', () => {
    const { search, pieces } = read('sell', '৪ বেডরুমের বাড়ি বিক্রি');
    expect(search.bedrooms).toEqual([4]);
    expect(pieces.filter((piece) => piece.kind === 'place')).toEqual([]);
  });

  it('leaves numbers that are not a size, rooms or a price as words', () => {
    expect(read('sell', 'road 27').search).toMatchObject({ q: 'road 27' });
    expect(read('sell', 'road 27').pieces).toEqual([]);
  });
});

describe('the vocabulary: one meaning for what Bangladeshis type', () => {
  for (const meaning of MEANINGS)
    it(`reads every spelling of "${meaning.name}" as one meaning`, () => {
      for (const word of meaning.words) expect(meaningOf(foldForSearch(word)), word).toBe(meaning.name);
    });

  it('finds a post by the meaning of its facts, not only its words', () => {
    const flat = buildSearchDocument({
      type: 'rent',
      title: 'মিরপুরে ফ্ল্যাট',
      description: 'দক্ষিণমুখী।',
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      propertyType: 'apartment',
      tenants: ['family'],
      gas: 'line',
      lift: 'lift',
      advanceMonths: 2,
    });
    for (const token of ['zfamily', 'zgas', 'zlift', 'zadvance', 'zhome', 'zsouth'])
      expect(flat.searchRoman, token).toContain(` ${token} `);
    expect(flat.searchRoman).not.toContain(' zbachelor ');
  });

  it('reads an inflected Bengali word by its stem', () => {
    expect(meaningOf('পরিবারের')).toBe('family');
    expect(meaningOf('গ্যাসের')).toBe('gas');
    expect(meaningOf('ব্যাচেলরদের')).toBe('bachelor');
    // "with": what comes with a flat, as ads write it.
    expect(meaningOf(foldForSearch('লিফটসহ'))).toBe('lift');
    expect(meaningOf(foldForSearch('গ্যাসসহ'))).toBe('gas');
  });
});

describe('numbers in names are names (issue 63)', () => {
  it.each([
    ['60 feet road er pashe basa', 'dhaka-60-feet-road'],
    ['৬০ ফিট রোডের পাশে বাসা', 'dhaka-60-feet-road'],
    ['100 feet road flat', 'dhaka-100-feet-road'],
    ['dhanmondi 27 er kache', 'dhaka-dhanmondi-27'],
    ['উত্তরা ১০ নম্বর সেক্টরে প্লট', 'dhaka-uttara-sector-10'],
    ['uttara 10 nombor sector e plot', 'dhaka-uttara-sector-10'],
  ])('reads "%s" as the place %s, and no size, price or rooms', (q, id) => {
    const { pieces, search } = read('rent', q);
    expect(pieces.find((piece) => piece.kind === 'place')?.neighbourhood ?? search.rankFirst?.neighbourhoods[0]).toBe(
      id,
    );
    expect(pieces.filter((piece) => ['size', 'price', 'bedrooms', 'land'].includes(piece.kind))).toEqual([]);
    expect(search.q).toBeUndefined();
  });

  it('still reads a quantity beside a numbered name', () => {
    const { search } = read('rent', 'dhanmondi 27 er kache 3 bed');
    expect(search.bedrooms).toEqual([3]);
    expect(read('rent', '60 sqft').search.maxSize).toBeDefined();
  });
});
