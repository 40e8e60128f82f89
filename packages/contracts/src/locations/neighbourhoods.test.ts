import { describe, expect, it } from 'vitest';
import {
  LOCATIONS,
  NEIGHBOURHOODS,
  UPAZILAS_AS_METRO_THANAS,
  isInSubDistrict,
  isLocationChain,
  isNeighbourhoodOf,
  neighbourhoodById,
  neighbourhoodsOf,
  sharedNeighbourhoodsOf,
  subDistrictsOfNeighbourhood,
} from './index.ts';

// Bengali letters and digits, spaces and the slash of "আ/এ" (আবাসিক এলাকা, residential area).
const BENGALI = /^[\u0980-\u09FF ]+(\/[\u0980-\u09FF]+)?$/;
const ASCII = /^[A-Za-z0-9 /-]+$/;

/** The cities and towns of the gazetteer (ADR 054) and how many neighbourhoods each holds at least. */
const CITY_NEIGHBOURHOODS: Record<string, number> = {
  dhaka: 100,
  chittagong: 20,
  rajshahi: 20,
  sylhet: 15,
  khulna: 15,
  gazipur: 8,
  narayanganj: 8,
  barishal: 8,
  rangpur: 8,
  mymensingh: 8,
  cumilla: 8,
  bogura: 5,
  jashore: 5,
  'coxs-bazar': 5,
};

/** The names other work (the demo market, the search's relevance set) refers to, by district. */
const REQUIRED_NAMES: Record<string, string[]> = {
  sylhet: [
    'Zindabazar',
    'Amberkhana',
    'Upashahar',
    'Shibganj',
    'Tilagarh',
    'Subidbazar',
    'Chowhatta',
    'Mirabazar',
    'Pathantula',
    'Bandarbazar',
    'Kumarpara',
    'Modina Market',
  ],
  khulna: ['Boyra', 'Gollamari', 'Nirala', 'Moylapota', 'Shibbari', 'Tutpara', 'Khalishpur', 'Daulatpur', 'Sonadanga'],
  barishal: ['Nathullabad', 'Band Road', 'Sadar Road', 'Rupatali', 'Chowmatha', 'Amtala'],
  rangpur: ['Dhap', 'Lalbag', 'Modern Mor', 'Jahaj Company Mor', 'Shapla Chattar'],
  mymensingh: ['Ganginarpar', 'Charpara', 'Kachijhuli', 'Maskanda', 'Akua', 'Notun Bazar'],
  cumilla: ['Kandirpar', 'Rajganj', 'Tomsom Bridge', 'Shashongacha', 'Jhawtola', 'Bagichagaon'],
  gazipur: ['Chowrasta', 'Board Bazar', 'Joydebpur', 'Cherag Ali', 'Tongi'],
  narayanganj: ['Chashara', 'Fatullah', 'Siddhirganj', 'Signboard', 'Bhuigarh'],
  dhaka: ['Purbachal', 'Bashundhara R/A', 'Uttara Sector 1', 'Uttara Sector 18', 'Mirpur 1', 'Mirpur 10', 'Mirpur 14'],
  chittagong: ['Khulshi', 'Nasirabad', 'Agrabad', 'GEC Circle', 'Halishahar'],
  rajshahi: ['Binodpur', 'Uposhohor', 'Shaheb Bazar'],
};

/**
 * The rural upazilas of a metropolitan district that hold landmarks people name with the city
 * (issue 63): Savar (Jahangirnagar University, Ashulia, Dhaka EPZ, Hemayetpur), Hathazari
 * (Chittagong University) and Raozan (CUET). Their other places stay unlisted.
 */
const LANDMARK_UPAZILAS = ['chittagong-hathazari', 'chittagong-raozan', 'dhaka-savar'];

/** Landmarks people name in ads and searches (issue 63): [district, English name, sub-district]. */
const LANDMARKS: [district: string, en: string, subDistrict: string][] = [
  ['dhaka', 'Dhaka University', 'dhaka-shahbagh'],
  ['dhaka', 'BUET', 'dhaka-chawkbazar'],
  ['dhaka', 'Palashi', 'dhaka-lalbagh'],
  ['dhaka', 'Jagannath University', 'dhaka-sutrapur'],
  ['dhaka', 'Jahangirnagar University', 'dhaka-savar'],
  ['dhaka', 'Ashulia', 'dhaka-savar'],
  ['dhaka', 'Dhaka EPZ', 'dhaka-savar'],
  ['dhaka', 'Town Hall', 'dhaka-mohammadpur'],
  ['dhaka', 'Gulistan', 'dhaka-paltan'],
  ['dhaka', 'Kamalapur', 'dhaka-motijheel'],
  ['gazipur', 'Tongi BSCIC', 'gazipur-tongi-west'],
  ['narayanganj', 'Purbachal American City', 'narayanganj-rupganj'],
  ['narayanganj', 'Adamjee EPZ', 'narayanganj-narayanganj-sadar'],
  ['chittagong', 'Chittagong University', 'chittagong-hathazari'],
  ['chittagong', 'New Market', 'chittagong-kotwali'],
  ['chittagong', 'Kalurghat', 'chittagong-chandgaon'],
  ['chittagong', 'Karnaphuli EPZ', 'chittagong-patenga'],
  ['rajshahi', 'RUET', 'rajshahi-motihar'],
  ['sylhet', 'SUST', 'sylhet-jalalabad'],
  ['sylhet', 'Amberkhana', 'sylhet-airport'],
  ['khulna', 'Khulna University', 'khulna-sonadanga'],
  ['khulna', 'New Market', 'khulna-khulna-sadar'],
  ['barishal', 'Barishal University', 'barishal-kotwali'],
  ['rangpur', 'Begum Rokeya University', 'rangpur-tajhat'],
  ['mymensingh', 'Bangladesh Agricultural University', 'mymensingh-mymensingh-sadar'],
  ['cumilla', 'Cumilla University', 'cumilla-cumilla-adarsha-sadar'],
  ['cumilla', 'Cumilla EPZ', 'cumilla-cumilla-adarsha-sadar'],
  ['bogura', 'Satmatha', 'bogura-bogura-sadar'],
  ['jashore', 'Rail Road', 'jashore-jashore-sadar'],
];

describe('neighbourhoods of the cities and towns', () => {
  const subDistricts = new Map(LOCATIONS.upazilas.map((sub) => [sub.id, sub]));
  const metroDistricts = new Set(LOCATIONS.upazilas.filter((sub) => sub.kind === 'thana').map((sub) => sub.districtId));
  const districtOf = (neighbourhood: { subDistrictId: string }) =>
    subDistricts.get(neighbourhood.subDistrictId)?.districtId;

  /**
   * Where a neighbourhood may be tied (ADR 054): to a metropolitan thana; to an upazila that stands
   * for the metropolitan thana of its own name (Gazipur Sadar); or, in a town without metropolitan
   * police (Narayanganj, Mymensingh, Cumilla…), to an upazila of its district — the one that holds
   * the town. Until issue 42 only metropolitan thanas had neighbourhoods; the towns need them too.
   */
  const mayHoldNeighbourhoods = (subDistrictId: string) => {
    const sub = subDistricts.get(subDistrictId);
    if (!sub) return false;
    return (
      sub.kind === 'thana' ||
      UPAZILAS_AS_METRO_THANAS.includes(sub.id) ||
      !metroDistricts.has(sub.districtId) ||
      LANDMARK_UPAZILAS.includes(sub.id)
    );
  };

  it('ties every neighbourhood to a thana, or to the upazila of a town without one, within its district', () => {
    for (const neighbourhood of NEIGHBOURHOODS) {
      const home = subDistricts.get(neighbourhood.subDistrictId);
      expect(home, neighbourhood.id).toBeDefined();
      expect(mayHoldNeighbourhoods(neighbourhood.subDistrictId), neighbourhood.id).toBe(true);
      const alsoIn = neighbourhood.alsoIn ?? [];
      expect(new Set([neighbourhood.subDistrictId, ...alsoIn]).size, neighbourhood.id).toBe(alsoIn.length + 1);
      for (const other of alsoIn) {
        expect(mayHoldNeighbourhoods(other), `${neighbourhood.id} also in ${other}`).toBe(true);
        expect(subDistricts.get(other)?.districtId, `${neighbourhood.id} also in ${other}`).toBe(home?.districtId);
      }
    }
  });

  it('keeps neighbourhoods off the rural upazilas of a metropolitan district, but for its landmarks', () => {
    const rural = NEIGHBOURHOODS.filter((n) => {
      const home = subDistricts.get(n.subDistrictId);
      return (
        home?.kind === 'upazila' && metroDistricts.has(home.districtId) && !UPAZILAS_AS_METRO_THANAS.includes(home.id)
      );
    });
    expect([...new Set(rural.map((n) => n.subDistrictId))].sort()).toEqual(LANDMARK_UPAZILAS);
    expect(neighbourhoodsOf('dhaka-savar').map((n) => n.en)).toEqual(
      expect.arrayContaining(['Jahangirnagar University', 'Ashulia', 'Dhaka EPZ']),
    );
    expect(neighbourhoodsOf('chittagong-hathazari').map((n) => n.en)).toEqual(['Chittagong University']);
    for (const id of UPAZILAS_AS_METRO_THANAS) expect(subDistricts.get(id)?.kind, id).toBe('upazila');
  });

  it('has unique ids, named after their district, that never clash with a sub-district id', () => {
    const ids = NEIGHBOURHOODS.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const neighbourhood of NEIGHBOURHOODS) {
      const district = subDistricts.get(neighbourhood.subDistrictId)?.districtId;
      expect(neighbourhood.id).toMatch(/^[a-z]+-[a-z0-9-]+$/);
      expect(neighbourhood.id.startsWith(`${district}-`), neighbourhood.id).toBe(true);
      expect(subDistricts.has(neighbourhood.id), neighbourhood.id).toBe(false);
    }
  });

  it('gives every city corporation and large town its neighbourhoods, and each metropolitan city its thanas', () => {
    // The eight metropolitan police forces: DMP, CMP, RMP, SMP, KMP, BMP, RpMP, GMP.
    expect([...metroDistricts].sort()).toEqual([
      'barishal',
      'chittagong',
      'dhaka',
      'gazipur',
      'khulna',
      'rajshahi',
      'rangpur',
      'sylhet',
    ]);
    for (const [city, least] of Object.entries(CITY_NEIGHBOURHOODS)) {
      const named = NEIGHBOURHOODS.filter((n) => districtOf(n) === city);
      expect(named.length, city).toBeGreaterThanOrEqual(least);
    }
    for (const city of metroDistricts) expect(Object.keys(CITY_NEIGHBOURHOODS), city).toContain(city);
  });

  it('holds every name other work refers to, with exactly that English name, in its district', () => {
    for (const [district, names] of Object.entries(REQUIRED_NAMES))
      for (const name of names) {
        const found = NEIGHBOURHOODS.filter((n) => n.en === name && districtOf(n) === district);
        expect(found, `${name} (${district})`).toHaveLength(1);
      }
  });

  it('lists only other spellings, each in one script, in NFC, and never a name of its own place again', () => {
    const folded = (name: string) =>
      name
        .toLowerCase()
        .normalize('NFC')
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
        .trim();
    for (const neighbourhood of NEIGHBOURHOODS)
      for (const spelling of neighbourhood.aka ?? []) {
        expect(spelling, neighbourhood.id).toBe(spelling.normalize('NFC'));
        expect(ASCII.test(spelling) || /^[\u0980-\u09FF ]+$/.test(spelling), `${neighbourhood.id}: ${spelling}`).toBe(
          true,
        );
        expect([folded(neighbourhood.en), folded(neighbourhood.bn)], neighbourhood.id).not.toContain(folded(spelling));
      }
  });

  it('writes names in Unicode NFC, in the right script, once per thana', () => {
    for (const neighbourhood of NEIGHBOURHOODS) {
      expect(neighbourhood.bn.trim(), neighbourhood.id).not.toBe('');
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
      Array.from({ length: 18 }, (_, index) => index + 1),
    );
    // The third phase lies in Turag, yet people count it as Uttara.
    expect(where('উত্তরা সেক্টর ১৮')).toBe('dhaka-turag');
    expect(neighbourhoodsOf('dhaka-uttara-west').map((n) => n.en)).toContain('Uttara Sector 18');
  });

  it.each(LANDMARKS)('holds %s’s landmark %s, in %s', (district, en, subDistrict) => {
    const found = NEIGHBOURHOODS.filter((n) => n.en === en && districtOf(n) === district);
    expect(found, en).toHaveLength(1);
    expect(found[0]?.subDistrictId).toBe(subDistrict);
  });

  it('covers the places Rajshahi people name in their ads', () => {
    const rajshahi = NEIGHBOURHOODS.filter((n) => n.id.startsWith('rajshahi-'));
    const names = rajshahi.map((n) => n.bn);
    for (const name of ['সাহেব বাজার', 'উপশহর', 'কাজলা', 'বিনোদপুর', 'লক্ষ্মীপুর', 'শিরোইল', 'তালাইমারী', 'পদ্মা আ/এ'])
      expect(names).toContain(name);
    const where = (en: string) => rajshahi.find((n) => n.en === en)?.subDistrictId;
    expect(where('Shaheb Bazar')).toBe('rajshahi-boalia');
    expect(where('Shiroil')).toBe('rajshahi-boalia');
    expect(where('Laxmipur')).toBe('rajshahi-rajpara');
    expect(where('Kazla')).toBe('rajshahi-motihar');
    expect(where('Padma R/A')).toBe('rajshahi-chandrima');
  });

  it("lists the neighbourhoods of a thana or of a town's upazila, and none for a rural upazila", () => {
    const mirpur = neighbourhoodsOf('dhaka-mirpur').map((n) => n.en);
    expect(mirpur).toEqual(expect.arrayContaining(['Mirpur 1', 'Mirpur 10']));
    expect(neighbourhoodsOf('narayanganj-narayanganj-sadar').map((n) => n.bn)).toEqual(
      expect.arrayContaining(['চাষাঢ়া', 'ফতুল্লা', 'সিদ্ধিরগঞ্জ']),
    );
    expect(neighbourhoodsOf('sylhet-kotwali').map((n) => n.bn)).toEqual(
      expect.arrayContaining(['জিন্দাবাজার', 'বন্দরবাজার', 'চৌহাট্টা']),
    );
    expect(neighbourhoodsOf('khulna-sonadanga').map((n) => n.en)).toEqual(
      expect.arrayContaining(['Sonadanga', 'Nirala', 'Boyra']),
    );
    // Tongi lies across both Tongi thanas.
    expect(subDistrictsOfNeighbourhood('gazipur-tongi')).toEqual(['gazipur-tongi-west', 'gazipur-tongi-east']);
    expect(neighbourhoodsOf('dhaka-keraniganj')).toEqual([]);
    expect(neighbourhoodsOf('mymensingh-dhobaura')).toEqual([]);
    expect(neighbourhoodsOf('atlantis')).toEqual([]);
  });

  it('offers under Mirpur every place Dhaka people call Mirpur, though the police map puts some elsewhere', () => {
    const mirpur = neighbourhoodsOf('dhaka-mirpur');
    const names = mirpur.map((n) => n.en);
    for (const name of ['Mirpur 1', 'Mirpur 2', 'Mirpur 10', 'Mirpur 11', 'Mirpur 12', 'Mirpur 13', 'Mirpur 14'])
      expect(names).toContain(name);
    expect(names).toEqual(expect.arrayContaining(['Mirpur DOHS', 'Pallabi']));
    expect(mirpur.map((n) => n.bn)).toEqual(expect.arrayContaining(['মিরপুর ১১', 'মিরপুর ডিওএইচএস', 'পল্লবী']));
    // Its own places first; each is still tied to the thana that covers it.
    expect(names.indexOf('Mirpur 10')).toBeLessThan(names.indexOf('Mirpur 11'));
    expect(neighbourhoodById('dhaka-mirpur-11')?.subDistrictId).toBe('dhaka-pallabi');
    expect(subDistrictsOfNeighbourhood('dhaka-mirpur-14')).toEqual([
      'dhaka-kafrul',
      'dhaka-mirpur',
      'dhaka-bhashantek',
    ]);
    expect(subDistrictsOfNeighbourhood('atlantis')).toEqual([]);
    // Pallabi still offers its own, and not Mirpur's.
    const pallabi = neighbourhoodsOf('dhaka-pallabi').map((n) => n.en);
    expect(pallabi).toEqual(expect.arrayContaining(['Mirpur 11', 'Mirpur 12', 'Mirpur DOHS', 'Pallabi']));
    expect(pallabi).not.toContain('Mirpur 10');
  });

  it('tells which posts a person counts in a thana: filed under it, or naming a place it shares', () => {
    expect(sharedNeighbourhoodsOf('dhaka-mirpur')).toEqual(
      expect.arrayContaining(['dhaka-mirpur-1', 'dhaka-mirpur-11', 'dhaka-mirpur-14', 'dhaka-pallabi-area']),
    );
    expect(sharedNeighbourhoodsOf('dhaka-mirpur')).not.toContain('dhaka-mirpur-10');
    expect(sharedNeighbourhoodsOf('dhaka-pallabi')).toContain('dhaka-mirpur-11');
    expect(sharedNeighbourhoodsOf('dhaka-gulshan')).toEqual([]);
    // A post filed under Pallabi in Mirpur 11 is in Mirpur too, and one filed under Mirpur is in Pallabi.
    expect(isInSubDistrict('dhaka-mirpur', { subDistrict: 'dhaka-pallabi', neighbourhood: 'dhaka-mirpur-11' })).toBe(
      true,
    );
    expect(isInSubDistrict('dhaka-pallabi', { subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-11' })).toBe(
      true,
    );
    expect(isInSubDistrict('dhaka-mirpur', { subDistrict: 'dhaka-mirpur', neighbourhood: null })).toBe(true);
    expect(isInSubDistrict('dhaka-mirpur', { subDistrict: 'dhaka-pallabi', neighbourhood: 'dhaka-kalshi' })).toBe(
      false,
    );
    expect(isInSubDistrict('dhaka-pallabi', { subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' })).toBe(
      false,
    );
    expect(isInSubDistrict('dhaka-mirpur', { subDistrict: 'dhaka-pallabi' })).toBe(false);
  });

  it('checks that a neighbourhood lies in the chosen sub-district', () => {
    expect(isNeighbourhoodOf('dhaka-mirpur', 'dhaka-mirpur-10')).toBe(true);
    expect(isNeighbourhoodOf('dhaka-pallabi', 'dhaka-mirpur-10')).toBe(false);
    // Posts already stored under the thana that covers their neighbourhood stay valid; the thana
    // people count it under is accepted too.
    expect(isNeighbourhoodOf('dhaka-pallabi', 'dhaka-mirpur-11')).toBe(true);
    expect(isNeighbourhoodOf('dhaka-mirpur', 'dhaka-mirpur-11')).toBe(true);
    expect(isNeighbourhoodOf('dhaka-kafrul', 'dhaka-mirpur-11')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-pallabi', 'dhaka-mirpur-12')).toBe(true);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-mirpur', 'dhaka-mirpur-12')).toBe(true);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-gulshan', 'dhaka-mirpur-12')).toBe(false);
    expect(isLocationChain('rajshahi', 'rajshahi', 'rajshahi-boalia', 'rajshahi-shaheb-bazar')).toBe(true);
    expect(isLocationChain('rajshahi', 'rajshahi', 'rajshahi-motihar', 'rajshahi-shaheb-bazar')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-mirpur', 'dhaka-mirpur-10')).toBe(true);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-gulshan', 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-savar', 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', undefined, 'dhaka-mirpur-10')).toBe(false);
    expect(isLocationChain('dhaka', 'dhaka', 'dhaka-mirpur')).toBe(true);
    expect(isLocationChain('sylhet', 'sylhet', 'sylhet-kotwali', 'sylhet-zindabazar')).toBe(true);
    expect(isLocationChain('dhaka', 'narayanganj', 'narayanganj-narayanganj-sadar', 'narayanganj-chashara')).toBe(true);
    expect(isLocationChain('dhaka', 'narayanganj', 'narayanganj-rupganj', 'narayanganj-chashara')).toBe(false);
  });
});
