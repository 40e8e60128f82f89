import type { NearFit, Widened } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { DRIVERS, buildTestApp, type TestApp } from './helpers.ts';
import { approvedPost } from './posts.fixtures.ts';

interface Card {
  PostID: string;
  postTitle: string;
}
interface Listing {
  posts: Card[];
  near: (Card & { fit: NearFit })[];
  widened: Widened | null;
  pagination: { total: number };
}

const dhaka = { division: 'dhaka', district: 'dhaka' } as const;
const at = (subDistrict: string, neighbourhood: string | null) => ({ ...dhaka, subDistrict, neighbourhood });
const day = 24 * 3600_000;

/**
 * Rent homes across Dhaka, a few in Mirpur 10 and around it: what a searcher of "mirpur 10" meets
 * (issue 63: understood pieces rank, they do not exclude; near fits say why they are there).
 */
interface At {
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood: string | null;
}
const flat = (place: At, title: string, bedrooms: number, price: number) => ({
  ...place,
  title,
  bedrooms,
  price,
});
const HOMES: Record<string, Partial<NewPost>> = {
  mirpur10TwoBed: flat(at('dhaka-mirpur', 'dhaka-mirpur-10'), 'মিরপুর ১০-এ ২ বেডের ফ্ল্যাট', 2, 15_000),
  mirpur10ThreeBed: flat(at('dhaka-mirpur', 'dhaka-mirpur-10'), 'Mirpur 10 three bed flat', 3, 22_000),
  mirpur2TwoBed: flat(at('dhaka-mirpur', 'dhaka-mirpur-2'), 'মিরপুর ২-এ ফ্ল্যাট', 2, 14_000),
  pallabiTwoBed: flat(at('dhaka-pallabi', 'dhaka-mirpur-11'), 'Flat in Mirpur 11', 2, 15_500),
  kafrulTwoBed: flat(at('dhaka-kafrul', 'dhaka-mirpur-14'), 'Mirpur 14 family flat', 2, 16_400),
  uttaraTwoBed: flat(at('dhaka-uttara-west', 'dhaka-uttara-sector-7'), 'Uttara sector 7 flat', 2, 15_000),
  dhanmondiTwoBed: flat(at('dhaka-dhanmondi', null), 'ধানমন্ডিতে ফ্ল্যাট', 2, 15_000),
  // Seats in a mess and a flat for bachelors, across town: "mess" asks for a seat, not a flat.
  mohammadpurSeat: {
    ...flat(at('dhaka-mohammadpur', null), 'মোহাম্মদপুরে ব্যাচেলর মেসে সিট ভাড়া', 1, 4_000),
    tenants: ['bachelor'],
    description: 'ছাত্রদের মেস, খাওয়া সহ।',
  },
  mohammadpurBachelorFlat: {
    ...flat(at('dhaka-mohammadpur', null), 'মোহাম্মদপুরে ব্যাচেলর ফ্ল্যাট', 2, 14_000),
    tenants: ['bachelor'],
    description: 'ব্যাচেলরদের জন্য পুরো ফ্ল্যাট।',
  },
  adaborSeat: {
    ...flat(at('dhaka-adabor', null), 'Adabor mess seat for students', 1, 3_500),
    tenants: ['bachelor'],
    description: 'Seat in a quiet mess.',
  },
  // A women's seat beside the men's: "student mess" asks for either (issue 63).
  mohammadpurWomenSeat: {
    ...flat(at('dhaka-mohammadpur', null), 'মোহাম্মদপুরে ছাত্রী মেসে সিট', 1, 4_500),
    tenants: ['female'],
    description: 'ছাত্রীদের মেস, নিরাপদ।',
  },
  // A gas line, and flats whose words say "gas" but deny it: "gas" asks for the line.
  rampuraGasLine: { ...flat(at('dhaka-rampura', 'dhaka-rampura-area'), 'Rampura flat', 2, 18_000), gas: 'line' },
  rampuraNoGas: {
    ...flat(at('dhaka-rampura', 'dhaka-rampura-area'), 'রামপুরায় ফ্ল্যাট', 2, 17_000),
    gas: 'none',
    description: 'গ্যাস লাইন নেই, সিলিন্ডার।',
  },
  rampuraGasUnsaid: {
    ...flat(at('dhaka-rampura', 'dhaka-rampura-area'), 'রামপুরা ২ বেড', 2, 16_000),
    gas: null,
    description: 'লিফট আছে, গ্যাস নেই।',
  },
  // Mymensingh: Trishal in its district (the newer), and the town.
  trishalFlat: {
    ...flat(
      { division: 'mymensingh', district: 'mymensingh', subDistrict: 'mymensingh-trishal', neighbourhood: null },
      'ত্রিশালে ফ্ল্যাট',
      2,
      7_000,
    ),
  },
  mymensinghTown: {
    ...flat(
      {
        division: 'mymensingh',
        district: 'mymensingh',
        subDistrict: 'mymensingh-mymensingh-sadar',
        neighbourhood: null,
      },
      'ময়মনসিংহ শহরে ফ্ল্যাট',
      2,
      9_000,
    ),
  },
  gulshanFourBed: {
    ...flat(at('dhaka-gulshan', 'dhaka-gulshan-2'), 'Gulshan 2 duplex', 4, 150_000),
    propertyType: 'duplex-home',
  },
};

describe.each(DRIVERS)('near fits of a search on %s (issue 63)', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    let age = 0;
    for (const [name, home] of Object.entries(HOMES)) {
      const listedAt = new Date(Date.now() - ++age * day);
      const post = await approvedPost(repos, name, {
        type: 'rent',
        propertyType: 'apartment',
        size: 950,
        bathrooms: 2,
        description: 'পরিবারের জন্য, গ্যাস লাইন আছে।',
        listedAt,
        createdAt: listedAt,
        ...home,
      });
      ids[name] = `R-${post.number}`;
    }
  });
  afterAll(async () => t.close());

  const list = async (q: string, more = '', limit = 12): Promise<Listing> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/posts?type=rent&limit=${limit}&q=${encodeURIComponent(q)}${more}`,
      headers: { 'accept-language': 'bn' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Listing>();
  };
  const names = (cards: Card[]) => cards.map((card) => Object.keys(ids).find((name) => ids[name] === card.PostID));

  it('lists the neighbourhood first, then its neighbours nearest first, each saying where it is', async () => {
    const found = await list('mirpur 10 flat');
    expect(names(found.posts).sort()).toEqual(['mirpur10ThreeBed', 'mirpur10TwoBed']);
    const near = names(found.near);
    // The rest of Mirpur and its neighbours, before the other side of the city.
    expect(near.slice(0, 3).sort()).toEqual(['kafrulTwoBed', 'mirpur2TwoBed', 'pallabiTwoBed']);
    expect(near.indexOf('uttaraTwoBed')).toBeGreaterThan(near.indexOf('kafrulTwoBed'));
    expect(found.widened).toMatchObject({ nearby: true });
    const mirpur2 = found.near.find((card) => card.PostID === ids.mirpur2TwoBed)!;
    expect(mirpur2.fit.place).toMatchObject({ bn: 'মিরপুর ২', en: 'Mirpur 2' });
    expect(mirpur2.fit.place!.km).toBeGreaterThan(0);
    expect(mirpur2.fit.place!.km).toBeLessThan(3);
    // The duplex is no flat, the seat no whole home: listed after every flat, saying so.
    const gulshan = found.near.find((card) => card.PostID === ids.gulshanFourBed);
    const flats = near.filter((name) => name && !['gulshanFourBed', 'mohammadpurSeat', 'adaborSeat'].includes(name));
    if (gulshan) {
      expect(gulshan.fit.propertyType).toBe('duplex-home');
      for (const name of flats) expect(near.indexOf('gulshanFourBed')).toBeGreaterThan(near.indexOf(name));
    }
    if (near.includes('mohammadpurSeat'))
      for (const name of flats) expect(near.indexOf('mohammadpurSeat')).toBeGreaterThan(near.indexOf(name));
  });

  it('widens the bedrooms and the budget by a step, and says by how much', async () => {
    const found = await list('mirpur 10 2 bed 15000');
    expect(names(found.posts)).toEqual(['mirpur10TwoBed']);
    const near = new Map(found.near.map((card) => [names([card])[0], card.fit]));
    // Mirpur 11, 3% over the budget; the three-bed in Mirpur 10 itself, a bedroom more and 47% over: not near.
    expect(near.get('pallabiTwoBed')).toMatchObject({ overBudget: 3, bedrooms: null });
    expect(near.has('mirpur10ThreeBed')).toBe(false);
    expect(near.get('mirpur2TwoBed')).toMatchObject({ overBudget: null });
    expect(found.widened).toMatchObject({ nearby: true, bedrooms: true, budget: 10 });
  });

  it('does not let a word no post holds empty the page: it ranks, and the card says it is missing', async () => {
    const found = await list('mirpur 10 nirobili flat');
    expect(found.near.length + found.posts.length).toBeGreaterThan(2);
    const first = found.near.find((card) => card.PostID === ids.mirpur10TwoBed);
    expect(first?.fit.missingWords).toEqual(['nirobili']);
    expect(found.widened?.words).toBe(true);
  });

  it('lists nothing near for words alone that no post holds: the page then names them', async () => {
    const nonsense = await list('zzqxw');
    expect(nonsense.posts).toEqual([]);
    expect(nonsense.near).toEqual([]);
    // With something understood beside them, the flats come, saying the word is missing.
    const flats = await list('flat zzqxw');
    expect(flats.near.length).toBeGreaterThan(0);
    expect(flats.near[0]!.fit.missingWords).toEqual(['zzqxw']);
  });

  it('lists seats for a mess: a flat for bachelors in the place itself comes after a seat nearby', async () => {
    const found = await list('মোহাম্মদপুরে মেস');
    expect(names(found.posts)).toEqual(['mohammadpurSeat']);
    const near = names(found.near);
    expect(near[0]).toBe('adaborSeat');
    expect(near.indexOf('mohammadpurBachelorFlat')).toBeGreaterThan(0);
    // Its card says why: no seat in a mess; the seat next door, where it is.
    expect(found.near.find((card) => card.PostID === ids.mohammadpurBachelorFlat)!.fit).toMatchObject({
      spaceMissed: 'seat',
      place: null,
    });
    expect(found.near[0]!.fit).toMatchObject({ spaceMissed: null, place: expect.objectContaining({ en: 'Adabor' }) });
    // And a whole home asked for: the seats are near fits, after every flat.
    const homes = names((await list('mohammadpur bachelor flat')).posts);
    expect(homes).toEqual(['mohammadpurBachelorFlat']);
  });

  it('reads "student mess" as seats for men and women alike', async () => {
    const found = await list('মোহাম্মদপুরে student mess');
    expect(names(found.posts).sort()).toEqual(['mohammadpurSeat', 'mohammadpurWomenSeat']);
    // "ছাত্রী মেস" is a woman's seat: the men's is a near fit that says whom it is for.
    const women = await list('মোহাম্মদপুরে ছাত্রী মেস');
    expect(names(women.posts)).toEqual(['mohammadpurWomenSeat']);
  });

  it('takes a fact asked in words from the post: a flat whose words deny it is no fit', async () => {
    const found = await list('rampura gas');
    expect(names(found.posts)).toEqual(['rampuraGasLine']);
    // "গ্যাস লাইন নেই" with no gas given, and no gas given: near fits that say "gas" is missing.
    const near = new Map(found.near.map((card) => [names([card])[0], card.fit]));
    expect(near.get('rampuraNoGas')?.missingWords).toEqual(['gas']);
    expect(near.get('rampuraGasUnsaid')?.missingWords).toEqual(['gas']);
  });

  it('reads a district named in words as its town first, the rest of the district after', async () => {
    const found = await list('ময়মনসিংহে ফ্ল্যাট');
    // Both are in the district; the town's comes first though Trishal's is newer.
    expect(names(found.posts)).toEqual(['mymensinghTown', 'trishalFlat']);
    // The district chosen in the panel lists it as the panel does: newest first.
    const panel = await list('', '&division=mymensingh&district=mymensingh');
    expect(names(panel.posts)).toEqual(['trishalFlat', 'mymensinghTown']);
  });

  it('keeps the filters the reader set in the panel as filters', async () => {
    const found = await list('mirpur 10 flat', '&subDistrict=dhaka-mirpur&division=dhaka&district=dhaka');
    // Mirpur chosen in the panel: its sections (Mirpur 11 and 14 are counted in Mirpur, whichever
    // thana they lie in), nothing from Uttara, Dhanmondi or Gulshan.
    expect(names(found.near).sort()).toEqual(['kafrulTwoBed', 'mirpur2TwoBed', 'pallabiTwoBed']);
  });

  it('lists no near fits when the exact ones fill the page, or when nothing was asked of the words', async () => {
    // Many flats fit "flat": a page of two is full of them.
    expect((await list('flat', '', 2)).near).toEqual([]);
    const plain = await t.app.inject({ method: 'GET', url: '/api/posts?type=rent&limit=12' });
    expect(plain.json<Listing>().near).toEqual([]);
    expect(plain.json<Listing>().widened).toBeNull();
  });
});
