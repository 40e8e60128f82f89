import { PROPERTY_TYPES } from '@ghorbari/contracts';
import { LOCATIONS, NEIGHBOURHOODS, neighbourhoodById } from '@ghorbari/contracts/locations';
import { describe, expect, it } from 'vitest';
import type { NewPost } from '../modules/posts/posts.types.ts';
import { drawAreaMarketPosts } from './demo-area-market.ts';
import type { Owner } from './demo-country-market.ts';
import { AREA_NOTES, OUTER_AREAS, type AreaTrait } from './market-area-notes.ts';
import { tierOf } from './market-areas.ts';
import { TIER_BANDS } from './market-places.ts';
import { nearBn, ofPlace } from './market-area-texts.ts';

const OWNERS: Owner[] = [
  { id: 'owner-1', phone: '01712000101', agentIn: null },
  { id: 'owner-2', phone: '01812000102', agentIn: null },
  { id: 'agent-1', phone: '01715000201', agentIn: 'dhaka' },
];
const NOW = new Date('2026-11-20T06:00:00Z');
const draw = () => drawAreaMarketPosts(NOW, OWNERS, { titles: new Set(), descriptions: new Set() }).map((r) => r.post);
const posts = draw();

/** The eight divisions' cities and the towns the gazetteer has neighbourhoods for (issue 63). */
const CITIES = [
  'dhaka',
  'chittagong',
  'rajshahi',
  'khulna',
  'sylhet',
  'barishal',
  'rangpur',
  'mymensingh',
  'gazipur',
  'narayanganj',
  'cumilla',
  'bogura',
  'jashore',
  'coxs-bazar',
];
const isMess = (post: NewPost) =>
  post.type === 'rent' &&
  post.bedrooms === null &&
  post.propertyType === 'apartment' &&
  !post.tenants?.includes('sublet');

describe('the market of every area (issue 63)', () => {
  it('names only places the gazetteer has', () => {
    for (const id of Object.keys(AREA_NOTES)) expect(neighbourhoodById(id), id).toBeDefined();
    const subDistricts = new Set(LOCATIONS.upazilas.map((sub) => sub.id));
    for (const outer of OUTER_AREAS) expect(subDistricts.has(outer.subDistrict), outer.subDistrict).toBe(true);
  });

  it('offers homes to rent and to buy and a shop in every neighbourhood', () => {
    for (const { id } of NEIGHBOURHOODS) {
      const here = posts.filter((post) => post.neighbourhood === id);
      const homes = (type: 'rent' | 'sell') =>
        here.filter(
          (post) => post.type === type && (post.propertyType === 'apartment' || post.propertyType === 'home'),
        );
      expect(homes('rent').length, id).toBeGreaterThan(0);
      expect(homes('sell').length, id).toBeGreaterThan(0);
      expect(
        here.some((post) => post.propertyType === 'shop'),
        id,
      ).toBe(true);
    }
  });

  it('has every kind of property, mess seats for men and women and sublets in every city', () => {
    for (const city of CITIES) {
      const here = posts.filter((post) => post.district === city);
      for (const kind of PROPERTY_TYPES)
        expect(
          here.some((post) => post.propertyType === kind),
          `${city} ${kind}`,
        ).toBe(true);
      const mess = here.filter(isMess);
      expect(
        mess.some((post) => post.tenants?.includes('female')),
        `${city} women's mess`,
      ).toBe(true);
      expect(
        mess.some((post) => post.tenants?.includes('bachelor')),
        `${city} men's mess`,
      ).toBe(true);
      expect(
        here.some((post) => post.tenants?.includes('sublet')),
        `${city} sublet`,
      ).toBe(true);
    }
  });

  it('puts factories on the industrial belts, and the most posts in Dhaka', () => {
    const factoryAreas = new Set(
      posts.filter((post) => post.propertyType === 'factory').map((post) => post.neighbourhood ?? post.subDistrict),
    );
    for (const area of factoryAreas) {
      const traits = [
        ...(AREA_NOTES[area]?.traits ?? []),
        ...OUTER_AREAS.filter((outer) => outer.subDistrict === area).flatMap((outer) => outer.traits),
      ];
      expect(traits, area).toContain('industry');
    }
    const inDistrict = (district: string) => posts.filter((post) => post.district === district).length;
    for (const city of CITIES.filter((city) => city !== 'dhaka'))
      expect(inDistrict('dhaka'), city).toBeGreaterThan(3 * inDistrict(city));
  });

  it('writes no title or description twice, names landmarks and facts, and draws the same market again', () => {
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.description)).size).toBe(posts.length);
    const townHall = posts.filter(
      (post) => post.neighbourhood === 'dhaka-mohammadpur-area' && post.title.includes('টাউন হল'),
    );
    expect(townHall.length).toBeGreaterThan(0);
    expect(posts.some((post) => post.title.includes('গ্যাস লাইনসহ'))).toBe(true);
    expect(posts.some((post) => /দক্ষিণমুখী|South facing/.test(post.title))).toBe(true);
    expect(draw()).toEqual(posts);
  }, 60_000);

  it('has several of each kind where it is, and cheaper options in every area (deepened by class)', () => {
    const traitsOf = (post: NewPost) => AREA_NOTES[post.neighbourhood ?? '']?.traits ?? [];
    const count = (area: string, fits: (post: NewPost) => boolean) =>
      posts.filter((post) => post.neighbourhood === area && fits(post)).length;
    const areas = (trait: AreaTrait, district?: string) =>
      NEIGHBOURHOODS.filter(
        (n) => AREA_NOTES[n.id]?.traits?.includes(trait) && (!district || n.id.startsWith(`${district}-`)),
      ).map((n) => n.id);
    for (const area of areas('food', 'dhaka'))
      expect(
        count(area, (post) => post.propertyType === 'restaurant'),
        area,
      ).toBeGreaterThanOrEqual(3);
    for (const area of areas('upscale', 'dhaka'))
      expect(
        count(
          area,
          (post) => post.type === 'rent' && post.bedrooms === 1 && post.furnishing === 'furnished' && !isMess(post),
        ),
        area,
      ).toBeGreaterThanOrEqual(2);
    for (const area of areas('business'))
      expect(
        count(area, (post) => post.propertyType === 'commercial-office' && post.type === 'rent' && post.size! <= 600),
        area,
      ).toBeGreaterThan(0);
    for (const area of areas('industry'))
      expect(
        count(area, (post) => post.propertyType === 'warehouse'),
        area,
      ).toBeGreaterThanOrEqual(2);
    for (const area of areas('study'))
      expect(
        count(area, (post) => isMess(post) && !!post.tenants?.includes('bachelor')),
        area,
      ).toBeGreaterThanOrEqual(2);
    for (const area of areas('oldtown'))
      expect(
        count(area, (post) => post.type === 'sell' && post.propertyType === 'home'),
        area,
      ).toBeGreaterThan(0);
    // Every neighbourhood that is not a campus or an estate has a family flat and a flat for sale
    // in the cheaper part of its band (its lower 40 %, the asked price rounded), and the market's
    // family flats have from one to five bedrooms.
    for (const { id } of NEIGHBOURHOODS) {
      if (traitsOf({ neighbourhood: id } as NewPost).includes('landmark')) continue;
      const here = posts.filter((post) => post.neighbourhood === id && post.propertyType === 'apartment');
      const cheapest = (type: 'rent' | 'sell') =>
        Math.min(...here.filter((post) => post.type === type && post.bedrooms).map((post) => post.price / post.size!));
      const band = TIER_BANDS[tierOf(here[0]!.district, here[0]!.subDistrict)!];
      const cheaper = ([min, max]: readonly [number, number]) => min + (max - min) * 0.4;
      expect(cheapest('rent'), id).toBeLessThanOrEqual(cheaper(band.rentPerSqft) + 1);
      expect(cheapest('sell'), id).toBeLessThanOrEqual(cheaper(band.salePerSqft) + 250);
    }
    const bedrooms = new Set(
      posts.filter((post) => post.type === 'rent' && post.tenants?.includes('family')).map((post) => post.bedrooms),
    );
    for (const rooms of [1, 2, 3, 4, 5]) expect(bedrooms.has(rooms), `${rooms} bedrooms`).toBe(true);
    // Plots cut as they are sold: 3 and 5 katha, 3 and 5 shotok.
    for (const [size, unit] of [
      [3, 'katha'],
      [5, 'katha'],
      [3, 'shotok'],
      [5, 'shotok'],
    ] as const)
      expect(
        posts.filter((post) => post.landSize === size && post.landUnits === unit).length,
        `${size} ${unit}`,
      ).toBeGreaterThan(10);
  });

  it('says "near" and "in" as Bengali does', () => {
    expect(ofPlace('টাউন হল')).toBe('টাউন হলের');
    expect(ofPlace('শাহ আলী প্লাজা')).toBe('শাহ আলী প্লাজার');
    expect(ofPlace('আইইউবি')).toBe('আইইউবির');
    expect(ofPlace('মগবাজার মোড়'.normalize('NFC'))).toBe('মগবাজার মোড়ের'.normalize('NFC'));
    expect(ofPlace('আগারগাঁও')).toBe('আগারগাঁওয়ের');
    expect(nearBn({ how: 'near', bn: 'ঢাকা বিশ্ববিদ্যালয়', en: 'Dhaka University' })).toBe('ঢাকা বিশ্ববিদ্যালয়ের কাছে');
    expect(nearBn({ how: 'in', bn: 'সি ব্লক', en: 'C Block' })).toBe('সি ব্লকে');
    expect(nearBn({ how: 'in', bn: 'মনসুরাবাদ হাউজিং', en: 'Mansurabad Housing' })).toBe('মনসুরাবাদ হাউজিংয়ে');
  });
});
