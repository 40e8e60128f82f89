import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCATIONS, NEIGHBOURHOODS } from './index.ts';
import data from './bd-points.json' with { type: 'json' };
import {
  distanceKm,
  isApproximatePoint,
  nearestNeighbourhoods,
  placePointOf,
  pointOf,
  type LatLng,
  type PlaceLevel,
} from './points.ts';

const every: Array<{ level: PlaceLevel; id: string }> = [
  ...LOCATIONS.divisions.map((d) => ({ level: 'division' as const, id: d.id })),
  ...LOCATIONS.districts.map((d) => ({ level: 'district' as const, id: d.id })),
  ...LOCATIONS.upazilas.map((s) => ({ level: 'subDistrict' as const, id: s.id })),
  ...NEIGHBOURHOODS.map((n) => ({ level: 'neighbourhood' as const, id: n.id })),
];
const at = (level: PlaceLevel, id: string): LatLng => {
  const point = pointOf(level, id);
  if (!point) throw new Error(`${level}:${id} has no point`);
  return point;
};
const kmBetween = (a: [PlaceLevel, string], b: [PlaceLevel, string]) => distanceKm(at(...a), at(...b));

describe('the gazetteer’s points', () => {
  it('gives every division, district, sub-district and neighbourhood a point, and no place that is gone', () => {
    const missing = every.filter(({ level, id }) => !pointOf(level, id)).map(({ level, id }) => `${level}:${id}`);
    expect(missing).toEqual([]);
    const places = new Set(every.map(({ level, id }) => `${level}:${id}`));
    expect(Object.keys(data.points).filter((key) => !places.has(key))).toEqual([]);
  });

  it('puts every point inside Bangladesh’s bounding box', () => {
    const outside = every.filter(({ level, id }) => {
      const { lat, lng } = at(level, id);
      return !(lat >= 20.5 && lat <= 26.7 && lng >= 88 && lng <= 92.7);
    });
    expect(outside).toEqual([]);
  });

  it('keeps each neighbourhood close to the sub-districts it is listed under', () => {
    // A thana is a few kilometres across: 8 km. An upazila that holds a town is larger and its point
    // is its seat, at one side of it (Narayanganj Sadar reaches Shimrail, 10 km north of the town;
    // Kanchpur lies at Sonargaon's western edge): 12 km.
    const thanas = new Set(LOCATIONS.upazilas.filter((s) => s.kind === 'thana').map((s) => s.id));
    const far = NEIGHBOURHOODS.flatMap((n) =>
      [n.subDistrictId, ...(n.alsoIn ?? [])].map((sub) => ({
        at: `${n.id} in ${sub}`,
        km: kmBetween(['neighbourhood', n.id], ['subDistrict', sub]),
        bound: thanas.has(sub) ? 8 : 12,
      })),
    ).filter((d) => d.km > d.bound);
    expect(far).toEqual([]);
  });

  it('keeps each sub-district within its district, and each district within its division', () => {
    // From the district's point (the Deputy Commissioner's office): a metropolitan thana within
    // 25 km; an upazila within 90 km (Teknaf lies 73 km from Cox's Bazar, Naikhongchhari 86 km from
    // Bandarban). A district within 250 km of its division's seat.
    const far = LOCATIONS.upazilas
      .map((s) => ({
        id: s.id,
        km: kmBetween(['subDistrict', s.id], ['district', s.districtId]),
        bound: s.kind === 'thana' ? 25 : 90,
      }))
      .filter((d) => d.km > d.bound);
    expect(far).toEqual([]);
    const farDistricts = LOCATIONS.districts.filter(
      (d) => kmBetween(['district', d.id], ['division', d.divisionId]) > 250,
    );
    expect(farDistricts).toEqual([]);
  });

  it('knows where well-known places are', () => {
    const near = (level: PlaceLevel, id: string, lat: number, lng: number) => distanceKm(at(level, id), { lat, lng });
    expect(near('neighbourhood', 'dhaka-dhanmondi-area', 23.746, 90.374)).toBeLessThan(1.5);
    expect(near('neighbourhood', 'chittagong-agrabad', 22.325, 91.81)).toBeLessThan(1.5);
    expect(near('neighbourhood', 'sylhet-zindabazar', 24.896, 91.87)).toBeLessThan(1.5);
    expect(near('neighbourhood', 'dhaka-mirpur-10', 23.807, 90.368)).toBeLessThan(1);
    expect(near('neighbourhood', 'dhaka-mirpur-2', 23.805, 90.36)).toBeLessThan(1);
    // Landmarks people search near (issue 63).
    expect(near('neighbourhood', 'dhaka-dhaka-university', 23.734, 90.392)).toBeLessThan(1);
    expect(near('neighbourhood', 'dhaka-jahangirnagar-university', 23.88, 90.27)).toBeLessThan(1.5);
    expect(near('neighbourhood', 'chittagong-chittagong-university', 22.47, 91.785)).toBeLessThan(1.5);
    expect(near('neighbourhood', 'khulna-new-market', 22.818, 89.551)).toBeLessThan(1);
    expect(near('neighbourhood', 'sylhet-amberkhana', 24.905, 91.866)).toBeLessThan(1);
    expect(kmBetween(['neighbourhood', 'dhaka-buet'], ['neighbourhood', 'dhaka-palashi'])).toBeLessThan(1);
    for (const sector of [1, 3, 4, 7, 10, 13, 14]) {
      const { lat, lng } = at('neighbourhood', `dhaka-uttara-sector-${sector}`);
      expect(lat).toBeGreaterThanOrEqual(23.855);
      expect(lat).toBeLessThanOrEqual(23.885);
      expect(lng).toBeGreaterThanOrEqual(90.375);
      expect(lng).toBeLessThanOrEqual(90.41);
    }
    expect(kmBetween(['neighbourhood', 'dhaka-mirpur-10'], ['neighbourhood', 'dhaka-mirpur-2'])).toBeLessThan(2);
    const gulshanToUttara = kmBetween(['subDistrict', 'dhaka-gulshan'], ['subDistrict', 'dhaka-uttara-west']);
    expect(gulshanToUttara).toBeGreaterThan(8);
    expect(gulshanToUttara).toBeLessThan(14);
    const dhakaToChattogram = kmBetween(['district', 'dhaka'], ['district', 'chittagong']);
    expect(dhakaToChattogram).toBeGreaterThan(200);
    expect(dhakaToChattogram).toBeLessThan(260);
    // Sylhet is north-east of Dhaka, Khulna south-west.
    expect(at('division', 'sylhet').lat).toBeGreaterThan(at('division', 'dhaka').lat);
    expect(at('division', 'sylhet').lng).toBeGreaterThan(at('division', 'dhaka').lng);
    expect(at('division', 'khulna').lat).toBeLessThan(at('division', 'dhaka').lat);
    expect(at('division', 'khulna').lng).toBeLessThan(at('division', 'dhaka').lng);
  });

  it('marks the points compiled for Ghorbari as approximate and the open ones not', () => {
    expect(isApproximatePoint('district', 'dhaka')).toBe(false);
    expect(isApproximatePoint('subDistrict', 'dhaka-savar')).toBe(false);
    expect(isApproximatePoint('neighbourhood', 'dhaka-mirpur-10')).toBe(true);
    expect(isApproximatePoint('neighbourhood', 'no-such-place')).toBe(false);
  });
});

describe('placePointOf', () => {
  it('takes the deepest level of a place that has a point', () => {
    const place = {
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      neighbourhood: 'dhaka-mirpur-10',
    };
    expect(placePointOf(place)).toEqual({ ...at('neighbourhood', 'dhaka-mirpur-10'), level: 'neighbourhood' });
    expect(placePointOf({ ...place, neighbourhood: 'no-such-place' })).toEqual({
      ...at('subDistrict', 'dhaka-mirpur'),
      level: 'subDistrict',
    });
    expect(placePointOf({ ...place, neighbourhood: null, subDistrict: undefined })?.level).toBe('district');
    expect(placePointOf({ division: 'sylhet' })).toEqual({ ...at('division', 'sylhet'), level: 'division' });
    expect(placePointOf({})).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('is zero from a point to itself and the same both ways', () => {
    const a = at('district', 'rajshahi');
    const b = at('district', 'rangpur');
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
    // One degree of latitude is about 111 km.
    expect(distanceKm({ lat: 23, lng: 90 }, { lat: 24, lng: 90 })).toBeCloseTo(111.2, 0);
  });
});

describe('nearestNeighbourhoods', () => {
  it('lists the place itself, then its neighbours, nearest first', () => {
    const near = nearestNeighbourhoods('neighbourhood', 'dhaka-mirpur-10', 10, 100);
    expect(near[0]).toEqual({ id: 'dhaka-mirpur-10', km: 0 });
    const kms = near.map((n) => n.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    const ids = near.map((n) => n.id);
    const lastMirpurSection = Math.max(
      ...['dhaka-mirpur-1', 'dhaka-mirpur-2', 'dhaka-mirpur-6', 'dhaka-mirpur-11'].map((id) => ids.indexOf(id)),
    );
    expect(ids.indexOf('dhaka-mirpur-2')).toBeGreaterThan(0);
    expect(ids.indexOf('dhaka-dhanmondi-area')).toBeGreaterThan(lastMirpurSection);
  });

  it('keeps to the distance and the limit asked', () => {
    const near = nearestNeighbourhoods('subDistrict', 'dhaka-gulshan', 2, 5);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(5);
    expect(near.every((n) => n.km <= 2)).toBe(true);
    expect(near.map((n) => n.id)).not.toContain('dhaka-uttara-sector-7');
    expect(nearestNeighbourhoods('subDistrict', 'no-such-place', 5, 5)).toEqual([]);
    expect(nearestNeighbourhoods('neighbourhood', 'dhaka-mirpur-10', 5, 0)).toEqual([]);
  });
});

describe('the points module', () => {
  it('is not part of locations/index.ts, so a bundle carries the points only when it asks', () => {
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(index).not.toMatch(/['"]\.\/(points|bd-points)/);
  });
});
