import type { Division } from '@ghorbari/contracts';

/**
 * Where the demo market's posts are and what things cost there (issue 42, ADR 056). Prices are
 * drawn inside a band per price tier, as 2025–26 classifieds and agents quote them: a Gulshan flat
 * rents for several times a Mirpur one, a katha in Gulshan costs crores and one in a district
 * town a few lakh. Change a band or a place here and the seed follows (market-areas.ts draws from
 * them); the seed test reads the same bands.
 */
export type Tier =
  | 'prime'
  | 'upper'
  | 'middle'
  | 'lower'
  | 'fringe'
  | 'ctg-upper'
  | 'ctg-middle'
  | 'ctg-lower'
  | 'city-upper'
  | 'city'
  | 'town'
  | 'rural';

export interface PriceBands {
  /** A family flat's monthly rent, taka per sqft. */
  rentPerSqft: readonly [number, number];
  /** A flat's sale price, taka per sqft. */
  salePerSqft: readonly [number, number];
  /** Land, lakh taka per katha (720 sqft). */
  landLakhPerKatha: readonly [number, number];
}

export const TIER_BANDS: Record<Tier, PriceBands> = {
  // Gulshan, Banani, Baridhara.
  prime: { rentPerSqft: [55, 95], salePerSqft: [20_000, 32_000], landLakhPerKatha: [250, 600] },
  // Dhanmondi, Uttara, Bashundhara, Lalmatia, Eskaton.
  upper: { rentPerSqft: [24, 38], salePerSqft: [11_000, 17_000], landLakhPerKatha: [60, 150] },
  // Mohammadpur, Rampura, Khilgaon, Tejgaon.
  middle: { rentPerSqft: [17, 25], salePerSqft: [8_000, 11_500], landLakhPerKatha: [30, 60] },
  // Mirpur, Badda, Jatrabari.
  lower: { rentPerSqft: [12, 18], salePerSqft: [6_000, 9_000], landLakhPerKatha: [18, 40] },
  // Savar, Keraniganj, Gazipur and Narayanganj towns.
  fringe: { rentPerSqft: [10, 15], salePerSqft: [4_200, 6_200], landLakhPerKatha: [8, 25] },
  // Khulshi, Nasirabad, Panchlaish.
  'ctg-upper': { rentPerSqft: [20, 32], salePerSqft: [9_000, 14_000], landLakhPerKatha: [50, 110] },
  'ctg-middle': { rentPerSqft: [14, 22], salePerSqft: [6_500, 9_500], landLakhPerKatha: [25, 55] },
  // Bakalia, Bayazid, Pahartali.
  'ctg-lower': { rentPerSqft: [10, 15], salePerSqft: [4_800, 6_800], landLakhPerKatha: [15, 30] },
  // Sylhet city, where money from abroad lifts prices.
  'city-upper': { rentPerSqft: [11, 18], salePerSqft: [5_500, 8_500], landLakhPerKatha: [20, 50] },
  // The other divisional cities and Cumilla.
  city: { rentPerSqft: [9, 15], salePerSqft: [4_200, 7_000], landLakhPerKatha: [10, 35] },
  // District towns.
  town: { rentPerSqft: [6, 10], salePerSqft: [3_000, 4_800], landLakhPerKatha: [4, 14] },
  // Villages and upazilas away from a town: land only.
  rural: { rentPerSqft: [4, 7], salePerSqft: [2_200, 3_500], landLakhPerKatha: [1, 5] },
};

/** A place of the market: a district's city or town, its share of its division's posts and its prices. */
export interface MarketPlace {
  district: string;
  /** Its share of its division's posts, in weight. */
  weight: number;
  /** The tier of its sub-districts not named in `thanas`. */
  tier: Tier;
  /** Thanas by id with their tier and weight (city districts); other thanas weigh 1. */
  thanas?: Readonly<Record<string, readonly [Tier, number]>>;
  /** The upazilas posts go to instead of the town's (Dhaka's outskirts). */
  upazilas?: readonly string[];
  /** Where the town's posts go while the place data has no thana nor sadar upazila for it (Khulna). */
  town?: string;
  /** Neighbourhoods owners name in the text where the place data has none yet (/work names list, issue 42). */
  spots?: readonly (readonly [bn: string, en: string])[];
  /**
   * Sub-districts of the town or its industrial belt the country-wide draw leaves out (its sadar
   * upazila where the data has thanas, Sreepur's and Bhaluka's factories), with their tier: the
   * market of every area (issue 63) places posts there and prices them so.
   */
  alsoTown?: Readonly<Record<string, Tier>>;
}

const DHAKA_THANAS: Record<string, readonly [Tier, number]> = {
  'dhaka-gulshan': ['prime', 9],
  'dhaka-banani': ['prime', 5],
  'dhaka-cantonment': ['upper', 2],
  'dhaka-dhanmondi': ['upper', 7],
  'dhaka-uttara-west': ['upper', 6],
  'dhaka-uttara-east': ['upper', 4],
  'dhaka-vatara': ['upper', 6],
  'dhaka-kalabagan': ['upper', 2],
  'dhaka-ramna': ['upper', 3],
  'dhaka-khilkhet': ['middle', 4],
  'dhaka-tejgaon': ['middle', 3],
  'dhaka-sher-e-bangla-nagar': ['middle', 2],
  'dhaka-adabor': ['middle', 3],
  'dhaka-rampura': ['middle', 4],
  'dhaka-khilgaon': ['middle', 3],
  'dhaka-shahjahanpur': ['middle', 2],
  'dhaka-motijheel': ['middle', 2],
  'dhaka-paltan': ['middle', 2],
  'dhaka-wari': ['middle', 2],
  'dhaka-kafrul': ['middle', 3],
  'dhaka-turag': ['middle', 2],
  'dhaka-mirpur': ['lower', 10],
  'dhaka-pallabi': ['lower', 4],
  // Lalmatia and the housing societies put Mohammadpur's flats in the middle band, where the demo's
  // flats of the area prices (issue 19) are too.
  'dhaka-mohammadpur': ['middle', 8],
  'dhaka-badda': ['lower', 6],
  'dhaka-jatrabari': ['lower', 4],
  'dhaka-kadamtali': ['lower', 2],
  'dhaka-demra': ['lower', 2],
  'dhaka-shyampur': ['lower', 2],
  'dhaka-mugda': ['lower', 2],
  'dhaka-sabujbagh': ['lower', 2],
  'dhaka-dakshinkhan': ['lower', 2],
  'dhaka-uttarkhan': ['lower', 1],
  'dhaka-kamrangirchar': ['lower', 1],
};

const CHITTAGONG_THANAS: Record<string, readonly [Tier, number]> = {
  'chittagong-khulshi': ['ctg-upper', 6],
  'chittagong-panchlaish': ['ctg-upper', 5],
  'chittagong-double-mooring': ['ctg-middle', 5],
  'chittagong-kotwali': ['ctg-middle', 3],
  'chittagong-chawkbazar': ['ctg-middle', 3],
  'chittagong-halishahar': ['ctg-middle', 4],
  'chittagong-chandgaon': ['ctg-middle', 3],
  'chittagong-akbar-shah': ['ctg-middle', 2],
  'chittagong-bakalia': ['ctg-lower', 4],
  'chittagong-bayazid-bostami': ['ctg-lower', 3],
  'chittagong-pahartali': ['ctg-lower', 2],
  'chittagong-bandar': ['ctg-lower', 1],
  'chittagong-epz': ['ctg-lower', 2],
  'chittagong-patenga': ['ctg-lower', 1],
};

/** Dhaka division's towns and their weights beside the capital. */
const town = (district: string, weight = 1, tier: Tier = 'town'): MarketPlace => ({ district, weight, tier });

/**
 * The places by division. A city district lists its thanas' tiers; when the place data gains
 * thanas or neighbourhoods for a city (Sylhet, Khulna…), its posts move there by themselves.
 */
export const MARKET_PLACES: Record<Division, readonly MarketPlace[]> = {
  dhaka: [
    { district: 'dhaka', weight: 74, tier: 'middle', thanas: DHAKA_THANAS },
    { district: 'dhaka', weight: 4, tier: 'fringe', upazilas: ['dhaka-savar', 'dhaka-keraniganj'] },
    {
      district: 'gazipur',
      weight: 8,
      tier: 'fringe',
      alsoTown: { 'gazipur-gazipur-sadar': 'fringe', 'gazipur-sreepur': 'fringe', 'gazipur-kaliakair': 'fringe' },
      spots: [
        ['চৌরাস্তা', 'Chowrasta'],
        ['বোর্ড বাজার', 'Board Bazar'],
        ['জয়দেবপুর', 'Joydebpur'],
        ['চেরাগ আলী', 'Cherag Ali'],
        ['টঙ্গী', 'Tongi'],
      ],
    },
    {
      district: 'narayanganj',
      weight: 6,
      tier: 'fringe',
      alsoTown: { 'narayanganj-sonargaon': 'fringe', 'narayanganj-rupganj': 'fringe', 'narayanganj-bandar': 'fringe' },
      spots: [
        ['চাষাড়া', 'Chashara'],
        ['ফতুল্লা', 'Fatullah'],
        ['সিদ্ধিরগঞ্জ', 'Siddhirganj'],
        ['সাইনবোর্ড', 'Signboard'],
        ['ভূঁইগড়', 'Bhuigarh'],
      ],
    },
    town('tangail', 2),
    town('narsingdi'),
    town('munshiganj'),
    town('manikganj'),
    town('faridpur', 2),
    town('kishoreganj'),
    town('gopalganj'),
    town('madaripur'),
  ],
  chittagong: [
    {
      district: 'chittagong',
      weight: 70,
      tier: 'ctg-middle',
      thanas: CHITTAGONG_THANAS,
      alsoTown: { 'chittagong-sitakunda': 'ctg-lower', 'chittagong-hathazari': 'ctg-lower' },
    },
    {
      district: 'cumilla',
      weight: 10,
      tier: 'city',
      alsoTown: { 'cumilla-cumilla-sadar-dakshin': 'town' },
      spots: [
        ['কান্দিরপাড়', 'Kandirpar'],
        ['রাজগঞ্জ', 'Rajganj'],
        ['টমসম ব্রিজ', 'Tomsom Bridge'],
        ['শাসনগাছা', 'Shashongacha'],
        ['ঝাউতলা', 'Jhawtola'],
        ['বাগিচাগাঁও', 'Bagichagaon'],
      ],
    },
    town('coxs-bazar', 6, 'city'),
    town('feni', 4),
    town('noakhali', 3),
    town('brahmanbaria', 3),
    town('chandpur', 2),
    town('lakshmipur', 2),
  ],
  rajshahi: [
    { district: 'rajshahi', weight: 55, tier: 'city' },
    town('bogura', 15, 'city'),
    town('pabna', 8),
    town('natore', 5),
    town('naogaon', 5),
    town('sirajganj', 5),
    town('chapainawabganj', 4),
    town('joypurhat', 3),
  ],
  khulna: [
    {
      district: 'khulna',
      weight: 60,
      tier: 'city',
      alsoTown: { 'khulna-rupsa': 'town' },
      town: 'khulna-dighalia',
      spots: [
        ['বয়রা', 'Boyra'],
        ['গোল্লামারী', 'Gollamari'],
        ['নিরালা', 'Nirala'],
        ['ময়লাপোতা', 'Moylapota'],
        ['শিববাড়ী', 'Shibbari'],
        ['টুটপাড়া', 'Tutpara'],
        ['খালিশপুর', 'Khalishpur'],
        ['দৌলতপুর', 'Daulatpur'],
        ['সোনাডাঙ্গা', 'Sonadanga'],
      ],
    },
    { ...town('jashore', 15, 'city'), alsoTown: { 'jashore-abhaynagar': 'town' } },
    town('kushtia', 10),
    town('satkhira', 5),
    town('bagerhat', 5),
    town('jhenaidah', 5),
  ],
  sylhet: [
    {
      district: 'sylhet',
      weight: 70,
      tier: 'city-upper',
      spots: [
        ['জিন্দাবাজার', 'Zindabazar'],
        ['আম্বরখানা', 'Amberkhana'],
        ['উপশহর', 'Upashahar'],
        ['শিবগঞ্জ', 'Shibganj'],
        ['টিলাগড়', 'Tilagarh'],
        ['সুবিদবাজার', 'Subidbazar'],
        ['চৌহাট্টা', 'Chowhatta'],
        ['মিরাবাজার', 'Mirabazar'],
        ['পাঠানটুলা', 'Pathantula'],
        ['বন্দরবাজার', 'Bandarbazar'],
        ['কুমারপাড়া', 'Kumarpara'],
        ['মদিনা মার্কেট', 'Modina Market'],
      ],
    },
    town('moulvibazar', 12),
    town('habiganj', 10),
    town('sunamganj', 8),
  ],
  barishal: [
    {
      district: 'barishal',
      weight: 70,
      tier: 'city',
      spots: [
        ['নথুল্লাবাদ', 'Nathullabad'],
        ['বান্দ রোড', 'Band Road'],
        ['সদর রোড', 'Sadar Road'],
        ['রূপাতলী', 'Rupatali'],
        ['চৌমাথা', 'Chowmatha'],
        ['আমতলা', 'Amtala'],
      ],
    },
    town('patuakhali', 10),
    town('bhola', 8),
    town('pirojpur', 6),
    town('jhalokati', 6),
  ],
  rangpur: [
    {
      district: 'rangpur',
      weight: 65,
      tier: 'city',
      spots: [
        ['ধাপ', 'Dhap'],
        ['লালবাগ', 'Lalbag'],
        ['মডার্ন মোড়', 'Modern Mor'],
        ['জাহাজ কোম্পানি মোড়', 'Jahaj Company Mor'],
        ['শাপলা চত্বর', 'Shapla Chattar'],
      ],
    },
    town('dinajpur', 15),
    town('gaibandha', 6),
    town('kurigram', 5),
    town('nilphamari', 5),
    town('thakurgaon', 4),
  ],
  mymensingh: [
    {
      district: 'mymensingh',
      weight: 70,
      tier: 'city',
      alsoTown: { 'mymensingh-bhaluka': 'town' },
      spots: [
        ['গাঙ্গিনারপাড়', 'Ganginarpar'],
        ['চরপাড়া', 'Charpara'],
        ['কাচিঝুলি', 'Kachijhuli'],
        ['মাসকান্দা', 'Maskanda'],
        ['আকুয়া', 'Akua'],
        ['নতুন বাজার', 'Notun Bazar'],
      ],
    },
    town('jamalpur', 12),
    town('netrokona', 10),
    town('sherpur', 8),
  ],
};

/** How the demo market's new posts divide between the divisions: Dhaka about half, then Chattogram. */
export const DIVISION_SHARES: readonly (readonly [Division, number])[] = [
  ['dhaka', 47],
  ['chittagong', 15],
  ['rajshahi', 8],
  ['khulna', 7],
  ['sylhet', 7],
  ['mymensingh', 6],
  ['rangpur', 5],
  ['barishal', 5],
];
