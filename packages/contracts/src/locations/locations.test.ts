import { describe, expect, it } from 'vitest';
import { DIVISIONS } from '../enums.ts';
import { LOCATIONS, UPAZILAS_AS_METRO_THANAS, districtsOf, isLocationChain, subDistrictsOf } from './index.ts';

const BENGALI = /^[\u0980-\u09FF\s\-()‌‍]+$/;
const ASCII = /^[\x20-\x7E]+$/;

describe('Bangladesh location data', () => {
  it('has the 8 divisions of the spec, in its order', () => {
    expect(LOCATIONS.divisions.map((d) => d.id)).toEqual([...DIVISIONS]);
  });

  it('has 64 districts, each in a real division', () => {
    expect(LOCATIONS.districts).toHaveLength(64);
    const divisions = new Set(LOCATIONS.divisions.map((d) => d.id));
    for (const district of LOCATIONS.districts) expect(divisions.has(district.divisionId), district.id).toBe(true);
  });

  it('has every one of the 495 upazilas, each in a real district', () => {
    const upazilas = LOCATIONS.upazilas.filter((u) => u.kind === 'upazila');
    expect(upazilas).toHaveLength(495);
    const districts = new Set(LOCATIONS.districts.map((d) => d.id));
    for (const upazila of LOCATIONS.upazilas) expect(districts.has(upazila.districtId), upazila.id).toBe(true);
  });

  it('gives every district at least one upazila', () => {
    for (const district of LOCATIONS.districts) {
      expect(
        subDistrictsOf(district.id).some((s) => s.kind === 'upazila'),
        district.id,
      ).toBe(true);
    }
  });

  it('counts districts per division as the country does', () => {
    const perDivision = Object.fromEntries(DIVISIONS.map((d) => [d, districtsOf(d).length]));
    expect(perDivision).toEqual({
      dhaka: 13,
      rajshahi: 8,
      chittagong: 11,
      sylhet: 4,
      khulna: 10,
      barishal: 6,
      rangpur: 8,
      mymensingh: 4,
    });
  });

  it('includes the city areas people search by', () => {
    const dhaka = subDistrictsOf('dhaka').map((s) => s.en);
    expect(dhaka).toEqual(expect.arrayContaining(['Gulshan', 'Dhanmondi', 'Mirpur', 'Uttara West', 'Savar']));
    expect(subDistrictsOf('rajshahi').map((s) => s.en)).toContain('Boalia');
    expect(subDistrictsOf('khulna').map((s) => s.bn)).toEqual(expect.arrayContaining(['সোনাডাঙ্গা', 'খালিশপুর']));
  });

  it('has the thanas of the eight metropolitan police forces', () => {
    const thanas = (district: string) =>
      subDistrictsOf(district)
        .filter((s) => s.kind === 'thana')
        .map((s) => s.en);
    expect(thanas('dhaka')).toHaveLength(50);
    expect(thanas('chittagong')).toHaveLength(15); // and Karnaphuli, the upazila
    expect(thanas('rajshahi')).toHaveLength(11); // and Paba, the upazila
    expect(thanas('khulna').sort()).toEqual([
      'Aranghata',
      'Daulatpur',
      'Harintana',
      'Khalishpur',
      'Khan Jahan Ali',
      'Khulna Sadar',
      'Labanchara',
      'Sonadanga',
    ]);
    expect(thanas('sylhet').sort()).toEqual(['Airport', 'Jalalabad', 'Kotwali', 'Moglabazar', 'Shah Poran']);
    expect(thanas('barishal').sort()).toEqual(['Airport', 'Bandar', 'Kawnia', 'Kotwali']);
    expect(thanas('rangpur').sort()).toEqual(['Hajirhat', 'Haragach', 'Kotwali', 'Mahiganj', 'Parshuram', 'Tajhat']);
    expect(thanas('gazipur').sort()).toEqual([
      'Basan',
      'Gachha',
      'Kashimpur',
      'Konabari',
      'Pubail',
      'Tongi East',
      'Tongi West',
    ]);
  });

  it('never lists a thana beside an upazila of the same name in its district: the upazila stands for it', () => {
    for (const district of LOCATIONS.districts) {
      const subs = subDistrictsOf(district.id);
      for (const name of ['en', 'bn'] as const) {
        const names = subs.map((s) => s[name]);
        expect(new Set(names).size, `${district.id} ${name}`).toBe(names.length);
      }
    }
    const upazilas = new Set(LOCATIONS.upazilas.filter((u) => u.kind === 'upazila').map((u) => u.id));
    for (const id of UPAZILAS_AS_METRO_THANAS) expect(upazilas.has(id), id).toBe(true);
  });

  it('has unique ids and names written in the right script', () => {
    const all = [...LOCATIONS.divisions, ...LOCATIONS.districts, ...LOCATIONS.upazilas];
    expect(new Set(LOCATIONS.upazilas.map((u) => u.id)).size).toBe(LOCATIONS.upazilas.length);
    expect(new Set(LOCATIONS.districts.map((d) => d.id)).size).toBe(64);
    for (const place of all) {
      expect(place.bn, place.id).toMatch(BENGALI);
      expect(place.en, place.id).toMatch(ASCII);
    }
  });

  it('checks a division → district → area chain', () => {
    expect(isLocationChain('rajshahi', 'rajshahi', 'rajshahi-boalia')).toBe(true);
    expect(isLocationChain('dhaka', 'gazipur')).toBe(true);
    expect(isLocationChain('sylhet', 'gazipur')).toBe(false);
    expect(isLocationChain('dhaka', 'gazipur', 'dhaka-gulshan')).toBe(false);
  });
});
