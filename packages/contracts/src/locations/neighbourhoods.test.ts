import { describe, expect, it } from 'vitest';
import { LOCATIONS, NEIGHBOURHOODS, isLocationChain, isNeighbourhoodOf, neighbourhoodsOf } from './index.ts';

// Bengali letters and digits, spaces and the slash of "আ/এ" (আবাসিক এলাকা, residential area).
const BENGALI = /^[\u0980-\u09FF ]+(\/[\u0980-\u09FF]+)?$/;
const ASCII = /^[A-Za-z0-9 /-]+$/;

describe('neighbourhoods of the city thanas', () => {
  const subDistricts = new Map(LOCATIONS.upazilas.map((sub) => [sub.id, sub]));

  it('ties every neighbourhood to a city thana that exists', () => {
    for (const neighbourhood of NEIGHBOURHOODS) {
      const thana = subDistricts.get(neighbourhood.subDistrictId);
      expect(thana, neighbourhood.id).toBeDefined();
      expect(thana?.kind, neighbourhood.id).toBe('thana');
      expect(['dhaka', 'chittagong'], neighbourhood.id).toContain(thana?.districtId);
    }
  });

  it('has unique ids that never clash with a sub-district id', () => {
    const ids = NEIGHBOURHOODS.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^(dhaka|chittagong)-[a-z0-9-]+$/);
      expect(subDistricts.has(id), id).toBe(false);
    }
  });

  it('writes names in Unicode NFC, in the right script, once per thana', () => {
    for (const neighbourhood of NEIGHBOURHOODS) {
      expect(neighbourhood.bn, neighbourhood.id).toBe(neighbourhood.bn.normalize('NFC'));
      expect(neighbourhood.bn, neighbourhood.id).toMatch(BENGALI);
      expect(neighbourhood.en, neighbourhood.id).toMatch(ASCII);
    }
    for (const sub of LOCATIONS.upazilas) {
      const names = neighbourhoodsOf(sub.id);
      expect(new Set(names.map((n) => n.bn)).size, sub.id).toBe(names.length);
      expect(new Set(names.map((n) => n.en)).size, sub.id).toBe(names.length);
    }
  });

  it('covers the places Dhaka and Chittagong people search by, in their spelling', () => {
    const dhaka = NEIGHBOURHOODS.filter((n) => n.id.startsWith('dhaka-'));
    const chittagong = NEIGHBOURHOODS.filter((n) => n.id.startsWith('chittagong-'));
    expect(dhaka.length).toBeGreaterThanOrEqual(60);
    expect(chittagong.length).toBeGreaterThanOrEqual(12);
    const where = (bn: string) => NEIGHBOURHOODS.find((n) => n.bn === bn)?.subDistrictId;
    expect(where('গুলশান ১')).toBe('dhaka-gulshan');
    expect(where('গুলশান ২')).toBe('dhaka-gulshan');
    expect(where('বসুন্ধরা আ/এ')).toBe('dhaka-vatara');
    expect(where('মিরপুর ১০')).toBe('dhaka-mirpur');
    expect(where('মিরপুর ১২')).toBe('dhaka-pallabi');
    expect(where('মিরপুর ডিওএইচএস')).toBe('dhaka-pallabi');
    expect(where('উত্তরা সেক্টর ৭')).toBe('dhaka-uttara-west');
    expect(where('উত্তরা সেক্টর ৪')).toBe('dhaka-uttara-east');
    expect(where('খুলশী')).toBe('chittagong-khulshi');
    expect(where('আগ্রাবাদ')).toBe('chittagong-double-mooring');
    const sectors = NEIGHBOURHOODS.filter((n) => n.en.startsWith('Uttara Sector '));
    expect(sectors.map((n) => Number(n.en.split(' ')[2])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 14 }, (_, index) => index + 1),
    );
  });

  it('lists the neighbourhoods of a thana, and none for an upazila', () => {
    const mirpur = neighbourhoodsOf('dhaka-mirpur').map((n) => n.en);
    expect(mirpur).toEqual(expect.arrayContaining(['Mirpur 1', 'Mirpur 10']));
    expect(neighbourhoodsOf('dhaka-savar')).toEqual([]);
    expect(neighbourhoodsOf('atlantis')).toEqual([]);
  });

  it('checks that a neighbourhood lies in the chosen sub-district', () => {
    expect(isNeighbourhoodOf('dhaka-mirpur', 'dhaka-mirpur-10')).toBe(true);
    expect(isNeighbourhoodOf('dhaka-pallabi', 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-mirpur', 'dhaka-mirpur-10')).toBe(true);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-gulshan', 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-savar', 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', undefined, 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-mirpur')).toBe(true);
  });
});
