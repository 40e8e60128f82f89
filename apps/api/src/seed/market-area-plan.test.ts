import { PROPERTY_TYPES } from '@ghorbari/contracts';
import { LOCATIONS, NEIGHBOURHOODS, neighbourhoodById } from '@ghorbari/contracts/locations';
import { describe, expect, it } from 'vitest';
import type { NewPost } from '../modules/posts/posts.types.ts';
import { drawAreaMarketPosts } from './demo-area-market.ts';
import type { Owner } from './demo-country-market.ts';
import { AREA_NOTES, OUTER_AREAS } from './market-area-notes.ts';
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
