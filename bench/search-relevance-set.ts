import type { Facility, Facing, GasSupply, PropertyType, TenantType } from '@ghorbari/contracts';

/**
 * The relevance set of issue 29: searches as people in Bangladesh type them — Bengali, English,
 * Banglish, both scripts at once, whole sentences, slips, numbers in both digit sets, PostIDs —
 * each with the tab it is typed on and what its typist meant. Written by meaning, not by what
 * the search returns today.
 *
 * - `meant`: the facts a post must have to be what was meant (purpose, place, type, bedrooms,
 *   price…). On the 100k generator (scale-data.ts) every listed post that has them is relevant.
 * - `demo`: on the demo data (`npm start`'s seed, apps/api/src/seed/*), the posts it should
 *   find, by PostID; `'facts'` where more than a dozen posts fit and the facts say which (any
 *   bachelor flat, any plot); `[]` where the demo data holds none (judged at 100k only).
 *
 * The runner is search-relevance.ts (README.md, "Search relevance").
 */

export type Purpose = 'sell' | 'rent';
/** Where a post lies, at one level of the location data. */
export type PlaceRef =
  { division: string } | { district: string } | { subDistrict: string } | { neighbourhood: string };
/** A bound, either side open. */
export interface Range {
  min?: number;
  max?: number;
}

export interface Meaning {
  purpose: Purpose;
  /** The post lies in one of these. */
  in?: PlaceRef[];
  types?: PropertyType[];
  /** That many bedrooms; from LIMITS.listing.roomsOrMore (4), that many or more. */
  bedrooms?: number;
  /** Taka, the whole price (a price per sqft times the size). */
  price?: Range;
  /** Floor size in sqft. */
  size?: Range;
  /** Land in katha, whatever unit the post was written in. */
  landKatha?: Range;
  tenants?: TenantType;
  gas?: GasSupply;
  lift?: true;
  parking?: true;
  furnished?: true;
  facing?: Facing;
  facility?: Facility;
  /** Months of rent paid in advance. */
  advanceMonths?: Range;
  /** A PostID's number (S-178 → 178). */
  number?: number;
}

export type Language = 'bn' | 'en' | 'banglish' | 'mixed' | 'postid';
export const LANGUAGES: Record<Language, string> = {
  bn: 'Bengali',
  en: 'English',
  banglish: 'Banglish',
  mixed: 'both scripts',
  postid: 'PostID',
};

export interface RelevanceQuery {
  q: string;
  /** The tab it is typed on. */
  tab: Purpose;
  lang: Language;
  /** A whole sentence; a slip of spelling (or an old or short spelling of a place). */
  form?: 'sentence' | 'slip';
  meant: Meaning;
  demo: string[] | 'facts';
}

const HOMES: PropertyType[] = ['apartment', 'home', 'duplex-home'];
const FLAT: PropertyType[] = ['apartment'];
const HOUSE: PropertyType[] = ['home', 'duplex-home'];
const LAND: PropertyType[] = ['land'];

const sub = (subDistrict: string): PlaceRef => ({ subDistrict });
const hood = (neighbourhood: string): PlaceRef => ({ neighbourhood });
const district = (id: string): PlaceRef => ({ district: id });
/** Mirpur as people say it: the thana and the Mirpur 7, 11, 12 and DOHS that lie in Pallabi. */
const MIRPUR: PlaceRef[] = [
  sub('dhaka-mirpur'),
  hood('dhaka-mirpur-7'),
  hood('dhaka-mirpur-11'),
  hood('dhaka-mirpur-12'),
  hood('dhaka-mirpur-dohs'),
];
const UTTARA: PlaceRef[] = [sub('dhaka-uttara-east'), sub('dhaka-uttara-west')];
const DHAKA = [district('dhaka')];
/** Around a size or an area: "1200 sqft", "5 katha". */
const about = (value: number, share = 0.1): Range => ({ min: value * (1 - share), max: value * (1 + share) });
const atMost = (max: number): Range => ({ max });
const BIGHA = 20;

export const RELEVANCE_SET: RelevanceQuery[] = [
  // The failing searches of issue 29, as the searcher typed them.
  {
    q: 'family flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: FLAT, tenants: 'family' },
    demo: 'facts',
  },
  {
    q: 'mirpur 10 family basa',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: [hood('dhaka-mirpur-10')], types: HOMES, tenants: 'family' },
    demo: ['R-209', 'R-210'],
  },
  {
    q: 'mirpur basa',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: MIRPUR, types: HOMES },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: 'bachelor',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', tenants: 'bachelor' },
    demo: 'facts',
  },
  {
    q: 'মিরপুর ফ্যামিলি ফ্ল্যাট',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT, tenants: 'family' },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: 'মিরপুরে ২ বেডের ফ্ল্যাট',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT, bedrooms: 2 },
    demo: ['R-210'],
  },
  {
    q: 'মিরপুরে ৩ বেডের ফ্যামিলি ফ্ল্যাট ৩০০০০ টাকার মধ্যে',
    tab: 'rent',
    lang: 'bn',
    form: 'sentence',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT, bedrooms: 3, tenants: 'family', price: atMost(30_000) },
    demo: ['R-209', 'R-211'],
  },
  {
    q: '3 bed',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: HOMES, bedrooms: 3 },
    demo: 'facts',
  },
  {
    q: 'under 30k',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', price: atMost(30_000) },
    demo: 'facts',
  },
  {
    q: '২ কোটি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', price: atMost(20_000_000) },
    demo: 'facts',
  },
  {
    q: '50 lakh',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', price: atMost(5_000_000) },
    demo: 'facts',
  },
  {
    q: '5 katha',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', types: LAND, landKatha: about(5) },
    demo: ['S-7', 'S-199', 'S-231'],
  },
  {
    q: 'to-let',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'rent' },
    demo: 'facts',
  },
  {
    q: 'for sale',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'sell' },
    demo: 'facts',
  },
  {
    q: 'dhanmondy flat',
    tab: 'rent',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'rent', in: [sub('dhaka-dhanmondi')], types: FLAT },
    demo: ['R-221'],
  },
  {
    q: 'mirpr flat',
    tab: 'rent',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: 'S-178',
    tab: 'sell',
    lang: 'postid',
    meant: { purpose: 'sell', number: 178 },
    demo: ['S-178'],
  },
  {
    q: 'gulshan 2 office',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [hood('dhaka-gulshan-2')], types: ['commercial-office'] },
    demo: [],
  },
  {
    q: 'uttara sector 7 plot',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [hood('dhaka-uttara-sector-7')], types: LAND },
    demo: [],
  },
  {
    q: 'গ্যাস আছে এমন বাসা',
    tab: 'rent',
    lang: 'bn',
    form: 'sentence',
    meant: { purpose: 'rent', types: HOMES, gas: 'line' },
    demo: 'facts',
  },
  {
    q: 'lift',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', lift: true },
    demo: 'facts',
  },
  {
    q: 'agrim kom',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', advanceMonths: atMost(1) },
    demo: 'facts',
  },

  // Mirpur, Dhanmondi, Gulshan, Bashundhara, Uttara: where Dhaka rents.
  {
    q: 'মিরপুর ফ্ল্যাট ভাড়া',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: 'mirpur flat vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: 'mirpur flat vara',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: 'মিরপুর flat',
    tab: 'rent',
    lang: 'mixed',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT },
    demo: ['R-209', 'R-210', 'R-211'],
  },
  {
    q: '২ bed flat mirpur',
    tab: 'rent',
    lang: 'mixed',
    meant: { purpose: 'rent', in: MIRPUR, types: FLAT, bedrooms: 2 },
    demo: ['R-210'],
  },
  {
    q: 'uttara ফ্ল্যাট ভাড়া',
    tab: 'rent',
    lang: 'mixed',
    meant: { purpose: 'rent', in: UTTARA, types: FLAT },
    demo: ['R-214'],
  },
  {
    q: 'mirpur 10 e 2 rumer basa',
    tab: 'rent',
    lang: 'banglish',
    form: 'sentence',
    meant: { purpose: 'rent', in: [hood('dhaka-mirpur-10')], types: HOMES, bedrooms: 2 },
    demo: ['R-210'],
  },
  {
    q: 'mirpur 1 flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [hood('dhaka-mirpur-1')], types: FLAT },
    demo: ['R-211'],
  },
  {
    q: 'mirpur 11 flat vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: [hood('dhaka-mirpur-11')], types: FLAT },
    demo: [],
  },
  {
    q: 'ব্যাচেলর বাসা ভাড়া মিরপুর',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: MIRPUR, types: HOMES, tenants: 'bachelor' },
    demo: ['R-210'],
  },
  {
    q: 'dhaka te bachelor basa',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: DHAKA, types: HOMES, tenants: 'bachelor' },
    demo: ['R-6', 'R-210'],
  },
  {
    q: 'house rent dhaka',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: DHAKA, types: HOMES },
    demo: ['R-6', 'R-11', 'R-17', 'R-209', 'R-210', 'R-211', 'R-212', 'R-213', 'R-214', 'R-221'],
  },
  {
    q: 'dhanmondi',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [sub('dhaka-dhanmondi')] },
    demo: ['R-221'],
  },
  {
    q: 'ধানমন্ডিতে ফ্ল্যাট ভাড়া ২৫ হাজারের মধ্যে',
    tab: 'rent',
    lang: 'bn',
    form: 'sentence',
    meant: { purpose: 'rent', in: [sub('dhaka-dhanmondi')], types: FLAT, price: atMost(25_000) },
    demo: ['R-221'],
  },
  {
    q: 'jigatola 2 bed',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [hood('dhaka-jigatola')], types: HOMES, bedrooms: 2 },
    demo: ['R-221'],
  },
  {
    q: 'gulshan flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [sub('dhaka-gulshan')], types: FLAT },
    demo: ['R-212'],
  },
  {
    q: 'gulsan flat',
    tab: 'rent',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'rent', in: [sub('dhaka-gulshan')], types: FLAT },
    demo: ['R-212'],
  },
  {
    q: 'গুলশান ২ ফার্নিশড ফ্ল্যাট',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: [hood('dhaka-gulshan-2')], types: FLAT, furnished: true },
    demo: ['R-212'],
  },
  {
    q: 'bashundhara flat vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: [hood('dhaka-bashundhara-ra')], types: FLAT },
    demo: ['R-213'],
  },
  {
    q: 'bosundhora 3 bed',
    tab: 'rent',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'rent', in: [hood('dhaka-bashundhara-ra')], types: HOMES, bedrooms: 3 },
    demo: ['R-213'],
  },
  {
    q: 'uttara 2 bed flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: UTTARA, types: FLAT, bedrooms: 2 },
    demo: ['R-214'],
  },
  {
    q: 'uttra flat vara',
    tab: 'rent',
    lang: 'banglish',
    form: 'slip',
    meant: { purpose: 'rent', in: UTTARA, types: FLAT },
    demo: ['R-214'],
  },
  {
    q: 'উত্তরা সেক্টর ৭',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: [hood('dhaka-uttara-sector-7')] },
    demo: ['R-214'],
  },

  // Buying in Dhaka: Dhanmondi, Mohammadpur, Lalmatia.
  {
    q: 'dhanmondi bari bikri',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', in: [sub('dhaka-dhanmondi')], types: HOUSE },
    demo: ['S-219'],
  },
  {
    q: 'ধানমন্ডি বাড়ি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [sub('dhaka-dhanmondi')], types: HOUSE },
    demo: ['S-219'],
  },
  {
    q: 'ধানমন্ডি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [sub('dhaka-dhanmondi')] },
    demo: ['S-219', 'S-220'],
  },
  {
    q: 'dhanmondi বাড়ি বিক্রি',
    tab: 'sell',
    lang: 'mixed',
    meant: { purpose: 'sell', in: [sub('dhaka-dhanmondi')], types: HOUSE },
    demo: ['S-219'],
  },
  {
    q: 'dhanmondi 3 bed flat sale',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [sub('dhaka-dhanmondi')], types: FLAT, bedrooms: 3 },
    demo: ['S-220'],
  },
  {
    q: 'flat kinbo dhanmondi te',
    tab: 'sell',
    lang: 'banglish',
    form: 'sentence',
    meant: { purpose: 'sell', in: [sub('dhaka-dhanmondi')], types: FLAT },
    demo: ['S-220'],
  },
  {
    q: 'mohammadpur flat',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [sub('dhaka-mohammadpur')], types: FLAT },
    demo: ['S-215', 'S-224', 'S-225', 'S-226', 'S-227', 'S-228', 'S-229', 'S-230'],
  },
  {
    q: 'mohammadpur flet',
    tab: 'sell',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'sell', in: [sub('dhaka-mohammadpur')], types: FLAT },
    demo: ['S-215', 'S-224', 'S-225', 'S-226', 'S-227', 'S-228', 'S-229', 'S-230'],
  },
  {
    q: 'মোহাম্মদপুরে ২ বেডের ফ্ল্যাট',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [sub('dhaka-mohammadpur')], types: FLAT, bedrooms: 2 },
    demo: ['S-226', 'S-230'],
  },
  {
    q: 'mohammadpur e 3 bed flat 1.2 koti er moddhe',
    tab: 'sell',
    lang: 'banglish',
    form: 'sentence',
    meant: {
      purpose: 'sell',
      in: [sub('dhaka-mohammadpur')],
      types: FLAT,
      bedrooms: 3,
      price: atMost(12_000_000),
    },
    demo: ['S-225', 'S-229'],
  },
  {
    q: 'tajmahal road flat',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [hood('dhaka-tajmahal-road')], types: FLAT },
    // "near Tajmahal Road" in its title; the post names Mohammadpur, not the road.
    demo: ['S-225'],
  },
  {
    q: 'japan garden city',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [hood('dhaka-japan-garden-city')] },
    // "জাপান গার্ডেন সিটির কাছে" in its title.
    demo: ['S-230'],
  },
  {
    q: 'lalmatia flat',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [hood('dhaka-lalmatia')], types: FLAT },
    demo: ['S-215'],
  },
  {
    q: 'লালমাটিয়ায় ফ্ল্যাট বিক্রি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [hood('dhaka-lalmatia')], types: FLAT },
    demo: ['S-215'],
  },
  {
    q: 'narayanganj flat',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [district('narayanganj')], types: FLAT },
    demo: ['S-23', 'S-55'],
  },
  {
    q: 'নারায়ণগঞ্জে ফ্ল্যাট',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [district('narayanganj')], types: FLAT },
    demo: ['S-23', 'S-55'],
  },

  // Land: plots in katha and bigha, Gazipur and Rajshahi.
  {
    q: 'jomi',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', types: LAND },
    demo: 'facts',
  },
  {
    q: 'জমি বিক্রি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', types: LAND },
    demo: 'facts',
  },
  {
    q: 'kaliakair plot',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [sub('gazipur-kaliakair')], types: LAND },
    demo: ['S-231', 'S-232', 'S-233'],
  },
  {
    q: 'কালিয়াকৈরে ৫ কাঠা প্লট',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [sub('gazipur-kaliakair')], types: LAND, landKatha: about(5) },
    demo: ['S-231'],
  },
  {
    q: 'gazipur jomi',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', in: [district('gazipur')], types: LAND },
    demo: ['S-13', 'S-39', 'S-47', 'S-231', 'S-232', 'S-233'],
  },
  {
    q: 'gazipur e ৫ কাঠা জমি',
    tab: 'sell',
    lang: 'mixed',
    meant: { purpose: 'sell', in: [district('gazipur')], types: LAND, landKatha: about(5) },
    demo: ['S-231'],
  },
  {
    q: '3 katha plot',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: LAND, landKatha: about(3) },
    demo: ['S-98', 'S-101', 'S-195', 'S-232'],
  },
  {
    q: '১ বিঘা জমি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', types: LAND, landKatha: about(BIGHA) },
    demo: 'facts',
  },
  {
    q: 'rajshahi 1 bigha jomi',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', in: [district('rajshahi')], types: LAND, landKatha: about(BIGHA) },
    demo: ['S-223'],
  },
  {
    q: 'পবায় জমি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [sub('rajshahi-paba')], types: LAND },
    demo: ['S-223'],
  },
  {
    q: 'sylhet jomi bikri',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', in: [{ division: 'sylhet' }], types: LAND },
    demo: ['S-129', 'S-130', 'S-131', 'S-134', 'S-136', 'S-138'],
  },
  {
    q: 'savar e jomi kinte chai',
    tab: 'sell',
    lang: 'banglish',
    form: 'sentence',
    meant: { purpose: 'sell', in: [sub('dhaka-savar')], types: LAND },
    demo: [],
  },
  {
    q: 'plot for sale',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: LAND },
    demo: 'facts',
  },

  // Rajshahi and Chattogram.
  {
    q: 'rajshahi vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: [district('rajshahi')] },
    demo: ['R-68', 'R-71', 'R-222'],
  },
  {
    q: 'রাজশাহীতে বাসা ভাড়া',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: [district('rajshahi')], types: HOMES },
    demo: ['R-68', 'R-71', 'R-222'],
  },
  {
    q: 'rajshahi university er kache flat',
    tab: 'rent',
    lang: 'banglish',
    form: 'sentence',
    meant: { purpose: 'rent', in: [sub('rajshahi-motihar')], types: FLAT },
    demo: ['R-222'],
  },
  {
    q: 'binodpur flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [hood('rajshahi-binodpur')], types: FLAT },
    // "রাজশাহীর বিনোদপুরে" in its title; the post names the thana (Motihar), not Binodpur.
    demo: ['R-222'],
  },
  {
    q: 'agrabad flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [hood('chittagong-agrabad')], types: FLAT },
    demo: ['R-216'],
  },
  {
    q: 'আগ্রাবাদে ৩ বেডরুমের ফ্ল্যাট',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: [hood('chittagong-agrabad')], types: FLAT, bedrooms: 3 },
    demo: ['R-216'],
  },
  {
    q: 'chittagong flat vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', in: [district('chittagong')], types: FLAT },
    demo: ['R-109', 'R-216', 'R-218'],
  },
  {
    q: 'ctg flat',
    tab: 'rent',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'rent', in: [district('chittagong')], types: FLAT },
    demo: ['R-109', 'R-216', 'R-218'],
  },
  {
    q: 'nasirabad 2 bed',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', in: [hood('chittagong-nasirabad')], types: HOMES, bedrooms: 2 },
    demo: ['R-218'],
  },
  {
    q: 'চট্টগ্রামে বাড়ি কিনতে চাই',
    tab: 'sell',
    lang: 'bn',
    form: 'sentence',
    meant: { purpose: 'sell', in: [district('chittagong')], types: HOUSE },
    demo: ['S-121', 'S-217'],
  },
  {
    q: 'khulshi bari',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', in: [sub('chittagong-khulshi')], types: HOUSE },
    demo: ['S-217'],
  },

  // Other towns, with their old and short spellings.
  {
    q: 'bogra flat',
    tab: 'rent',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'rent', in: [district('bogura')], types: FLAT },
    demo: ['R-73'],
  },
  {
    q: 'comilla flat for sale',
    tab: 'sell',
    lang: 'en',
    form: 'slip',
    meant: { purpose: 'sell', in: [district('cumilla')], types: FLAT },
    demo: ['S-120', 'S-122'],
  },
  {
    q: 'barisal e bari',
    tab: 'sell',
    lang: 'banglish',
    form: 'slip',
    meant: { purpose: 'sell', in: [district('barishal')], types: HOUSE },
    demo: ['S-167'],
  },
  {
    q: "cox's bazar shop",
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', in: [district('coxs-bazar')], types: ['shop'] },
    demo: ['S-97', 'S-113'],
  },
  {
    q: 'কক্সবাজারে দোকান',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', in: [district('coxs-bazar')], types: ['shop'] },
    demo: ['S-97', 'S-113'],
  },
  {
    q: 'jessore showroom vara',
    tab: 'rent',
    lang: 'banglish',
    form: 'slip',
    meant: { purpose: 'rent', in: [district('jashore')], types: ['showroom'] },
    demo: ['R-149'],
  },

  // Business spaces.
  {
    q: 'office space for rent',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: ['commercial-office'] },
    demo: ['R-32', 'R-42', 'R-88', 'R-116', 'R-127', 'R-141', 'R-180'],
  },
  {
    q: 'মতিঝিলে অফিস ভাড়া',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', in: [sub('dhaka-motijheel')], types: ['commercial-office'] },
    demo: [],
  },
  {
    q: 'godown vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', types: ['warehouse'] },
    demo: ['R-4', 'R-64', 'R-125'],
  },
  {
    q: 'গুদাম ভাড়া',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', types: ['warehouse'] },
    demo: ['R-4', 'R-64', 'R-125'],
  },
  {
    q: 'warehouse for rent in dhaka',
    tab: 'rent',
    lang: 'en',
    form: 'sentence',
    meant: { purpose: 'rent', in: DHAKA, types: ['warehouse'] },
    demo: ['R-4'],
  },
  {
    q: 'shop for rent',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: ['shop'] },
    demo: ['R-12', 'R-30', 'R-56', 'R-59', 'R-148', 'R-174'],
  },
  {
    q: 'dokan vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', types: ['shop'] },
    demo: ['R-12', 'R-30', 'R-56', 'R-59', 'R-148', 'R-174'],
  },
  {
    q: 'showroom',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: ['showroom'] },
    demo: ['R-149', 'R-188'],
  },
  {
    q: 'restaurant space',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: ['restaurant'] },
    demo: ['R-118', 'R-144', 'R-176', 'R-183'],
  },
  {
    q: 'factory for sale',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: ['factory'] },
    demo: ['S-57', 'S-200'],
  },

  // Houses.
  {
    q: 'duplex bari',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', types: ['duplex-home'] },
    demo: ['S-22', 'S-46', 'S-96', 'S-163'],
  },
  {
    q: 'ডুপ্লেক্স বাড়ি ভাড়া',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', types: ['duplex-home'] },
    demo: ['R-9', 'R-17', 'R-95', 'R-107', 'R-111', 'R-160'],
  },
  {
    q: '৪ বেডরুমের বাড়ি বিক্রি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', types: HOUSE, bedrooms: 4 },
    demo: 'facts',
  },

  // Numbers: bedrooms, prices, sizes, in both digit sets and every way of writing them.
  {
    q: '3bhk',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: HOMES, bedrooms: 3 },
    demo: 'facts',
  },
  {
    q: '৩ বেড',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', types: HOMES, bedrooms: 3 },
    demo: 'facts',
  },
  {
    q: '3 bed flat for sale',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: FLAT, bedrooms: 3 },
    demo: 'facts',
  },
  {
    q: '২ বেড ফ্ল্যাট ১৫ হাজার',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', types: FLAT, bedrooms: 2, price: atMost(15_000) },
    demo: ['R-78', 'R-222'],
  },
  {
    q: '৩০ হাজার টাকার মধ্যে ফ্ল্যাট ভাড়া',
    tab: 'rent',
    lang: 'bn',
    form: 'sentence',
    meant: { purpose: 'rent', types: FLAT, price: atMost(30_000) },
    demo: 'facts',
  },
  {
    q: '20 theke 30 hajar basa vara',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', types: HOMES, price: { min: 20_000, max: 30_000 } },
    demo: 'facts',
  },
  {
    q: 'flat under 1 crore',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: FLAT, price: atMost(10_000_000) },
    demo: 'facts',
  },
  {
    q: '50 lakh er moddhe flat',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', types: FLAT, price: atMost(5_000_000) },
    demo: ['S-69', 'S-120', 'S-122', 'S-124', 'S-155', 'S-175', 'S-191'],
  },
  {
    q: '১২০০ বর্গফুটের ফ্ল্যাট',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', types: FLAT, size: about(1200, 0.15) },
    demo: 'facts',
  },
  {
    q: '1500 sqft flat for sale',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: FLAT, size: about(1500, 0.15) },
    demo: 'facts',
  },

  // Who may rent, and the facts renters ask first.
  {
    q: 'sublet',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', tenants: 'sublet' },
    demo: 'facts',
  },
  {
    q: 'meyeder jonno basa',
    tab: 'rent',
    lang: 'banglish',
    meant: { purpose: 'rent', types: HOMES, tenants: 'female' },
    demo: 'facts',
  },
  {
    q: 'gas line ache emon flat',
    tab: 'rent',
    lang: 'banglish',
    form: 'sentence',
    meant: { purpose: 'rent', types: FLAT, gas: 'line' },
    demo: 'facts',
  },
  {
    q: 'furnished flat',
    tab: 'rent',
    lang: 'en',
    meant: { purpose: 'rent', types: FLAT, furnished: true },
    demo: 'facts',
  },
  {
    q: 'লিফটসহ ফ্ল্যাট বিক্রি',
    tab: 'sell',
    lang: 'bn',
    meant: { purpose: 'sell', types: FLAT, lift: true },
    demo: 'facts',
  },
  {
    q: 'parking ache flat',
    tab: 'sell',
    lang: 'banglish',
    meant: { purpose: 'sell', types: FLAT, parking: true },
    demo: 'facts',
  },
  {
    q: 'south facing flat',
    tab: 'sell',
    lang: 'en',
    meant: { purpose: 'sell', types: FLAT, facing: 'south' },
    demo: 'facts',
  },
  {
    q: 'জেনারেটর',
    tab: 'rent',
    lang: 'bn',
    meant: { purpose: 'rent', facility: 'generator' },
    demo: 'facts',
  },

  // PostIDs as people paste or type them, on either tab.
  {
    q: 's178',
    tab: 'sell',
    lang: 'postid',
    meant: { purpose: 'sell', number: 178 },
    demo: ['S-178'],
  },
  {
    q: 'R-209',
    tab: 'rent',
    lang: 'postid',
    meant: { purpose: 'rent', number: 209 },
    demo: ['R-209'],
  },
  {
    q: 'R-209',
    tab: 'sell',
    lang: 'postid',
    meant: { purpose: 'rent', number: 209 },
    demo: ['R-209'],
  },
];
