/**
 * What each city area is like, for the market of every area (issue 63, ADR 077): which kinds of
 * property it has beyond homes — shops in its markets, offices in its business district, factories
 * and godowns on the industrial belts, mess seats and sublets by the universities, plots on the
 * growing edges — and the landmarks, roads and blocks owners name in their ads ("টাউন হলের কাছে",
 * "সি ব্লকে", "near GEC Circle"). Keyed by the gazetteer's neighbourhood ids
 * (packages/contracts/src/locations/bd-neighbourhoods.json); an area not listed has homes and a
 * shop or two, as every neighbourhood does. Written from common knowledge of the cities (2025–26
 * ads, maps and news); nothing here is fetched.
 */

/** What an area has besides homes; each adds its kinds of post (market-area-plan.ts). */
export type AreaTrait =
  /** Shopping streets and markets: shops, a showroom. */
  | 'market'
  /** Wholesale markets and river or rail yards: godowns, shops for sale. */
  | 'wholesale'
  /** Business districts: offices to rent and to buy, showrooms. */
  | 'business'
  /** Restaurant streets. */
  | 'food'
  /** Industrial belts: factory sheds, factories for sale, godowns, industrial land. */
  | 'industry'
  /** By universities and colleges: mess seats for men and women, sublets, women's flats. */
  | 'study'
  /** Growing edges: plots, flats being built, duplexes. */
  | 'edge'
  /** Dearer areas: duplexes, furnished flats. */
  | 'upscale'
  /** Where sublets are asked for most (the DOHS areas, offices nearby). */
  | 'sublet'
  /** Cox's Bazar's beach: hotel apartments, restaurants, plots. */
  | 'tourist'
  /**
   * A campus, an export zone, a mall or a station the gazetteer has as a place of its own: its
   * posts are near it ("ঢাকা বিশ্ববিদ্যালয়ের কাছে…"), fewer homes than a neighbourhood's.
   */
  | 'landmark'
  /** Old Dhaka: old houses for sale. */
  | 'oldtown'
  /** Where working men and women share messes: by the airport, the office districts, the garment belts. */
  | 'mess';

/**
 * A landmark as ads name it: near it ("টাউন হলের কাছে", "near Town Hall"), in it ("সি ব্লকে",
 * "in C Block") or on it ("সাতমসজিদ রোডে", "on Satmasjid Road").
 */
export interface Landmark {
  how: 'near' | 'in' | 'on';
  bn: string;
  en: string;
}

export interface AreaNote {
  traits?: readonly AreaTrait[];
  near?: readonly Landmark[];
}

const near = (bn: string, en: string): Landmark => ({ how: 'near', bn, en });
const inside = (bn: string, en: string): Landmark => ({ how: 'in', bn, en });
const on = (bn: string, en: string): Landmark => ({ how: 'on', bn, en });
const note = (traits: readonly AreaTrait[], ...landmarks: Landmark[]): AreaNote => ({ traits, near: landmarks });

const DU = near('ঢাকা বিশ্ববিদ্যালয়', 'Dhaka University');
const METRO = near('মেট্রো স্টেশন', 'the metro station');
const BENGALI_LETTERS: Record<string, string> = {
  A: 'এ',
  B: 'বি',
  C: 'সি',
  D: 'ডি',
  E: 'ই',
  F: 'এফ',
  G: 'জি',
  H: 'এইচ',
  J: 'জে',
  K: 'কে',
  L: 'এল',
};
/** The lettered blocks of a housing area, as ads write them: "সি ব্লকে", "in C Block". */
const blocks = (letters: string): Landmark[] =>
  [...letters].map((letter) => inside(`${BENGALI_LETTERS[letter]} ব্লক`, `${letter} Block`));

export const AREA_NOTES: Readonly<Record<string, AreaNote>> = {
  // Dhaka: Gulshan, Banani, Baridhara and the DOHS areas.
  'dhaka-gulshan-1': note(
    ['business', 'market', 'food', 'upscale'],
    near('গুলশান ১ ডিএনসিসি মার্কেট', 'Gulshan 1 DNCC Market'),
    on('গুলশান এভিনিউ', 'Gulshan Avenue'),
    near('পুলিশ প্লাজা', 'Police Plaza'),
  ),
  'dhaka-gulshan-2': note(
    ['business', 'food', 'upscale'],
    near('গুলশান ২ গোলচত্বর', 'Gulshan 2 Circle'),
    near('লেক', 'the lake'),
    near('ইউনাইটেড হাসপাতাল', 'United Hospital'),
  ),
  'dhaka-baridhara': note(
    ['upscale', 'sublet'],
    inside('জে ব্লক', 'J Block'),
    inside('ডিপ্লোম্যাটিক জোন', 'the diplomatic zone'),
    near('বারিধারা লেক', 'Baridhara Lake'),
  ),
  'dhaka-niketan': note(['business', 'upscale'], near('গুলশান লিংক রোড', 'Gulshan Link Road')),
  'dhaka-shahjadpur': note(
    ['market', 'study'],
    near('প্রগতি সরণি', 'Pragati Sarani'),
    near('শাহজাদপুর বাজার', 'Shahjadpur Bazar'),
  ),
  'dhaka-banani-area': note(
    ['business', 'food', 'upscale'],
    on('বনানী ১১ নম্বর রোড', 'Banani Road 11'),
    on('কামাল আতাতুর্ক এভিনিউ', 'Kemal Ataturk Avenue'),
    near('চেয়ারম্যানবাড়ি', 'Chairmanbari'),
  ),
  'dhaka-mohakhali': note(
    ['business', 'market', 'study'],
    near('মহাখালী বাস টার্মিনাল', 'Mohakhali bus terminal'),
    near('আমতলী', 'Amtoli'),
    near('ওয়্যারলেস গেট', 'Wireless Gate'),
  ),
  'dhaka-banani-dohs': note(['upscale', 'sublet']),
  'dhaka-baridhara-dohs': note(['upscale', 'sublet']),
  'dhaka-mohakhali-dohs': note(['upscale', 'sublet'], near('মহাখালী ফ্লাইওভার', 'Mohakhali flyover')),
  'dhaka-mirpur-dohs': note(['upscale', 'sublet'], near('মিরপুর ১২ বাসস্ট্যান্ড', 'Mirpur 12 bus stand')),
  'dhaka-matikata': note(['sublet']),
  'dhaka-manikdi': note(['sublet']),
  'dhaka-ecb-chattar': note(['market']),
  // Bashundhara, Vatara, Khilkhet and the north-east edge.
  'dhaka-bashundhara-ra': {
    traits: ['upscale', 'edge', 'study', 'food'],
    near: [
      near('নর্থ সাউথ ইউনিভার্সিটি', 'North South University'),
      near('যমুনা ফিউচার পার্ক', 'Jamuna Future Park'),
      near('এভারকেয়ার হাসপাতাল', 'Evercare Hospital'),
      near('আইইউবি', 'IUB'),
      ...blocks('ABCDEFGHJKL'),
    ],
  },
  'dhaka-nadda': note(['study'], near('নদ্দা বাসস্ট্যান্ড', 'Nadda bus stand')),
  'dhaka-100-feet-road': note(['edge', 'market'], on('মাদানী এভিনিউ', 'Madani Avenue')),
  'dhaka-notun-bazar': note(
    ['market', 'study', 'business'],
    near('নতুন বাজার মোড়', 'Notun Bazar crossing'),
    near('ইউনাইটেড ইন্টারন্যাশনাল ইউনিভার্সিটি', 'United International University'),
  ),
  'dhaka-nikunja-1': note(['upscale']),
  'dhaka-nikunja-2': note(['upscale'], near('বিমানবন্দর সড়ক', 'Airport Road')),
  'dhaka-300-feet-road': note(['edge'], near('কুড়িল বিশ্বরোড', 'Kuril Bishwa Road')),
  'dhaka-kuril': note(
    ['market', 'edge'],
    near('কুড়িল বিশ্বরোড', 'Kuril Bishwa Road'),
    near('যমুনা ফিউচার পার্ক', 'Jamuna Future Park'),
  ),
  'dhaka-purbachal': {
    traits: ['edge'],
    near: (
      [
        ['১', '1'],
        ['৪', '4'],
        ['১২', '12'],
        ['১৫', '15'],
        ['১৮', '18'],
        ['২২', '22'],
      ] as const
    ).map(([bn, en]) => inside(`${bn} নম্বর সেক্টর`, `Sector ${en}`)),
  },
  'dhaka-khilkhet-area': note(
    ['market'],
    near('খিলক্ষেত বাজার', 'Khilkhet Bazar'),
    near('লা মেরিডিয়ান হোটেল', 'Le Méridien hotel'),
  ),
  // Badda, Rampura, Banasree, Aftabnagar.
  'dhaka-badda-area': note(['market', 'study'], near('বাড্ডা লিংক রোড', 'Badda Link Road')),
  'dhaka-merul-badda': note(
    ['study', 'business', 'market'],
    near('ব্র্যাক ইউনিভার্সিটির নতুন ক্যাম্পাস', 'the new BRAC University campus'),
    near('প্রগতি সরণি', 'Pragati Sarani'),
  ),
  'dhaka-middle-badda': note(['market'], near('মধ্য বাড্ডা বাজার', 'Middle Badda Bazar')),
  'dhaka-north-badda': note(['market'], near('হোসেন মার্কেট', 'Hossain Market')),
  'dhaka-aftabnagar': {
    traits: ['edge', 'study'],
    near: [
      near('ইস্ট ওয়েস্ট ইউনিভার্সিটি', 'East West University'),
      on('আফতাবনগর মেইন রোড', 'Aftabnagar Main Road'),
      ...blocks('ABCDFGH'),
    ],
  },
  'dhaka-rampura-area': note(
    ['market', 'business', 'study'],
    near('রামপুরা টিভি সেন্টার', 'Rampura TV Centre'),
    near('রামপুরা ব্রিজ', 'Rampura Bridge'),
    on('রামপুরা বাজার রোড', 'Rampura Bazar Road'),
  ),
  'dhaka-banasree': {
    traits: ['market', 'study'],
    near: [on('বনশ্রী মেইন রোড', 'Banasree Main Road'), ...blocks('ABCDEFGHJK')],
  },
  'dhaka-west-rampura': note(['study'], on('উলন রোড', 'Ulon Road')),
  'dhaka-moghbazar': note(
    ['business', 'market', 'study'],
    near('মগবাজার মোড়', 'Moghbazar crossing'),
    near('ওয়্যারলেস রেলগেট', 'Wireless railgate'),
  ),
  // Khilgaon, Malibagh, Basabo, Ramna.
  'dhaka-khilgaon-area': note(
    ['food', 'market'],
    near('তালতলা মার্কেট', 'Taltola Market'),
    near('খিলগাঁও রেলগেট', 'Khilgaon railgate'),
    near('খিলগাঁও ফ্লাইওভার', 'Khilgaon flyover'),
  ),
  'dhaka-goran': note(['study']),
  'dhaka-tilpapara': note(['study']),
  'dhaka-malibagh': note(
    ['business', 'market', 'study'],
    near('মালিবাগ মোড়', 'Malibagh crossing'),
    near('মালিবাগ রেলগেট', 'Malibagh railgate'),
    near('আবুল হোটেল', 'Abul Hotel'),
  ),
  'dhaka-basabo': note(
    ['market'],
    near('বাসাবো বৌদ্ধ মন্দির', 'Basabo Buddhist temple'),
    near('বাসাবো বাজার', 'Basabo Bazar'),
  ),
  'dhaka-eskaton': note(
    ['business', 'upscale'],
    on('নিউ ইস্কাটন রোড', 'New Eskaton Road'),
    near('বাংলামোটর', 'Banglamotor'),
  ),
  'dhaka-siddheswari': note(['study'], near('সিদ্ধেশ্বরী কলেজ', 'Siddheswari College')),
  'dhaka-shantinagar': note(
    ['market', 'business'],
    near('শান্তিনগর বাজার', 'Shantinagar Bazar'),
    near('টুইন টাওয়ার', 'the Twin Tower'),
  ),
  'dhaka-mouchak': note(['market'], near('মৌচাক মার্কেট', 'Mouchak Market')),
  'dhaka-bailey-road': note(['food', 'market'], near('অফিসার্স ক্লাব', "the Officers' Club")),
  'dhaka-kakrail': note(['business'], near('কাকরাইল মসজিদ', 'Kakrail Mosque')),
  'dhaka-segunbagicha': note(['business'], near('শিল্পকলা একাডেমি', 'Shilpakala Academy')),
  // Dhanmondi, Kalabagan, New Market, Mohammadpur.
  'dhaka-dhanmondi-area': note(
    ['upscale', 'food', 'business', 'study'],
    on('সাতমসজিদ রোড', 'Satmasjid Road'),
    near('রবীন্দ্র সরোবর', 'Rabindra Sarobar'),
    near('ধানমন্ডি লেক', 'Dhanmondi Lake'),
    on('৮/এ নম্বর রোড', 'Road 8/A'),
    near('রাপা প্লাজা', 'Rapa Plaza'),
  ),
  'dhaka-dhanmondi-27': note(
    ['food', 'business', 'study', 'upscale'],
    near('মিরপুর রোডের মোড়', 'the Mirpur Road crossing'),
  ),
  'dhaka-dhanmondi-32': note(['upscale'], near('লেক', 'the lake')),
  'dhaka-jigatola': note(['study'], near('জিগাতলা বাসস্ট্যান্ড', 'Jigatola bus stand')),
  'dhaka-shankar': note([], near('শংকর বাসস্ট্যান্ড', 'Shankar bus stand')),
  'dhaka-kalabagan-area': note(
    ['study', 'market'],
    near('কলাবাগান বাসস্ট্যান্ড', 'Kalabagan bus stand'),
    inside('লেক সার্কাস', 'Lake Circus'),
  ),
  'dhaka-panthapath': note(
    ['business', 'market'],
    near('বসুন্ধরা সিটি', 'Bashundhara City'),
    near('স্কয়ার হাসপাতাল', 'Square Hospital'),
  ),
  'dhaka-green-road': note(['study', 'business'], near('ল্যাবএইড হাসপাতাল', 'Labaid Hospital')),
  'dhaka-elephant-road': note(
    ['market', 'study'],
    near('বাটা সিগন্যাল', 'Bata Signal'),
    near('মাল্টিপ্ল্যান সেন্টার', 'Multiplan Centre'),
  ),
  'dhaka-nilkhet': note(
    ['study', 'market'],
    DU,
    near('নীলক্ষেত বইয়ের মার্কেট', 'the Nilkhet book market'),
    near('পলাশী মোড়', 'Palashi crossing'),
    near('নিউ মার্কেট', 'New Market'),
  ),
  'dhaka-katabon': note(['study', 'market'], DU, near('কাঁটাবন মোড়', 'Katabon crossing')),
  'dhaka-paribagh': note(['study'], near('শাহবাগ', 'Shahbagh')),
  'dhaka-azimpur': note(
    ['study'],
    DU,
    near('আজিমপুর কলোনি', 'Azimpur Colony'),
    near('ইডেন কলেজ', 'Eden College'),
    near('পলাশী', 'Palashi'),
  ),
  'dhaka-rayer-bazar': note([], near('বেড়িবাঁধ', 'the embankment road')),
  'dhaka-mohammadpur-area': note(
    ['market', 'study'],
    near('টাউন হল', 'Town Hall'),
    near('টাউন হল মার্কেট', 'Town Hall Market'),
    near('আসাদগেট', 'Asad Gate'),
    near('কৃষি মার্কেট', 'Krishi Market'),
    on('সলিমুল্লাহ রোড', 'Salimullah Road'),
    on('বাবর রোড', 'Babar Road'),
  ),
  'dhaka-lalmatia': note(
    ['upscale', 'study'],
    ...blocks('ABCDEF'),
    near('লালমাটিয়া মহিলা কলেজ', "Lalmatia Women's College"),
  ),
  'dhaka-tajmahal-road': note(['food', 'market'], near('সাত গম্বুজ মসজিদ', 'the Seven Domed Mosque')),
  'dhaka-basila': note(['edge', 'wholesale'], near('বসিলা ব্রিজ', 'Basila Bridge'), on('৪০ ফিট রোড', '40 Feet Road')),
  'dhaka-japan-garden-city': note(['upscale']),
  'dhaka-adabor-area': note([], inside('মনসুরাবাদ হাউজিং', 'Mansurabad Housing')),
  'dhaka-shyamoli': note(['market', 'study'], near('শ্যামলী স্কয়ার', 'Shyamoli Square'), near('শিশুমেলা', 'Shishu Mela')),
  'dhaka-ring-road': note(['food', 'market']),
  'dhaka-agargaon': note(
    ['business', 'study'],
    near('আইডিবি ভবন', 'IDB Bhaban'),
    METRO,
    near('তালতলা বাসস্ট্যান্ড', 'Taltola bus stand'),
  ),
  'dhaka-west-raja-bazar': note(['study'], near('ফার্মগেট', 'Farmgate'), on('ইন্দিরা রোড', 'Indira Road')),
  // Mirpur, Pallabi, Kafrul.
  'dhaka-mirpur-1': note(
    ['market', 'food', 'study'],
    near('শাহ আলী মার্কেট', 'Shah Ali Market'),
    near('মিরপুর ১ গোলচত্বর', 'the Mirpur 1 roundabout'),
    on('চিড়িয়াখানা রোড', 'Zoo Road'),
  ),
  'dhaka-mirpur-2': note(['study'], near('স্টেডিয়াম', 'the stadium'), near('মনিপুর স্কুল', 'Monipur School')),
  'dhaka-mirpur-6': note([], near('মিরপুর ৬ কাঁচাবাজার', 'Mirpur 6 kacha bazar')),
  'dhaka-mirpur-10': note(
    ['market', 'business', 'food', 'study'],
    near('মিরপুর ১০ গোলচত্বর', 'the Mirpur 10 roundabout'),
    METRO,
    near('শাহ আলী প্লাজা', 'Shah Ali Plaza'),
  ),
  'dhaka-60-feet-road': note(['market'], near('আগারগাঁও', 'Agargaon'), near('পীরেরবাগ', 'Pirerbag')),
  'dhaka-monipur': note(['study'], near('মনিপুর স্কুল', 'Monipur School')),
  'dhaka-kallyanpur': note(['market'], near('কল্যাণপুর বাসস্ট্যান্ড', 'Kallyanpur bus stand')),
  'dhaka-pallabi-area': note(['market'], near('পূরবী সিনেমা হল', 'Purobi cinema')),
  'dhaka-mirpur-11': note(['market'], near('মিরপুর ১১ বাসস্ট্যান্ড', 'Mirpur 11 bus stand')),
  'dhaka-mirpur-12': note(['industry'], near('মিরপুর ১২ বাসস্ট্যান্ড', 'Mirpur 12 bus stand')),
  'dhaka-kalshi': note(['edge'], near('কালশী ফ্লাইওভার', 'Kalshi flyover')),
  'dhaka-kazipara': note(['study', 'market'], near('কাজীপাড়া মেট্রো স্টেশন', 'Kazipara metro station')),
  'dhaka-shewrapara': note(
    ['study'],
    near('শেওড়াপাড়া মেট্রো স্টেশন', 'Shewrapara metro station'),
    near('শেওড়াপাড়া বাসস্ট্যান্ড', 'Shewrapara bus stand'),
  ),
  'dhaka-senpara-parbata': note(['market'], on('সেনপাড়া রোড', 'Senpara Road')),
  'dhaka-gabtoli': note(['wholesale', 'market'], near('গাবতলী বাস টার্মিনাল', 'Gabtoli bus terminal')),
  // Tejgaon, Farmgate, Karwan Bazar.
  'dhaka-tejgaon-area': note(
    ['business', 'industry'],
    near('তেজগাঁও শিল্প এলাকা', 'Tejgaon Industrial Area'),
    near('সাতরাস্তা মোড়', 'Satrasta crossing'),
    on('লাভ রোড', 'Love Road'),
  ),
  'dhaka-farmgate': note(
    ['business', 'market', 'study'],
    near('ফার্মগেট ফুটওভারব্রিজ', 'the Farmgate footbridge'),
    near('আনন্দ সিনেমা হল', 'Ananda cinema'),
    near('তেজগাঁও কলেজ', 'Tejgaon College'),
  ),
  'dhaka-karwan-bazar': note(
    ['business', 'wholesale', 'market'],
    near('কারওয়ান বাজার মোড়', 'Karwan Bazar crossing'),
    near('সার্ক ফোয়ারা', 'SAARC Fountain'),
  ),
  'dhaka-nakhalpara': note(['study']),
  'dhaka-tejkunipara': note(['study', 'mess'], near('ফার্মগেট', 'Farmgate')),
  // Uttara.
  'dhaka-uttara-sector-1': note(['business'], near('বিমানবন্দর', 'the airport')),
  'dhaka-uttara-sector-3': note(
    ['business', 'market', 'food'],
    near('রাজলক্ষ্মী কমপ্লেক্স', 'Rajlakshmi Complex'),
    on('জসীমউদ্দীন রোড', 'Jasimuddin Road'),
  ),
  'dhaka-uttara-sector-4': note(['business', 'study'], near('হাউস বিল্ডিং', 'House Building')),
  'dhaka-uttara-sector-6': note(['market'], near('আজমপুর', 'Azampur')),
  'dhaka-uttara-sector-7': note(
    ['food', 'market'],
    on('সোনারগাঁও জনপথ রোড', 'Sonargaon Janapath Road'),
    near('লেক', 'the lake'),
  ),
  'dhaka-uttara-sector-10': note(['study'], near('আইইউবিএটি', 'IUBAT')),
  'dhaka-uttara-sector-11': note(['market']),
  'dhaka-uttara-sector-15': note(['edge'], inside('তৃতীয় পর্ব', 'the third phase')),
  'dhaka-uttara-sector-16': note(['edge'], inside('তৃতীয় পর্ব', 'the third phase')),
  'dhaka-uttara-sector-17': note(['edge'], inside('তৃতীয় পর্ব', 'the third phase')),
  'dhaka-uttara-sector-18': note(['edge'], inside('তৃতীয় পর্ব', 'the third phase')),
  'dhaka-diabari': note(['edge'], near('দিয়াবাড়ি মেট্রো স্টেশন', 'Diabari metro station')),
  'dhaka-kawla': note(['edge', 'mess'], near('বিমানবন্দর', 'the airport')),
  'dhaka-dakshinkhan-area': note(['edge', 'mess']),
  'dhaka-ashkona': note(['edge', 'sublet', 'mess'], near('হজ ক্যাম্প', 'the Hajj Camp')),
  // Motijheel, Paltan and Old Dhaka.
  'dhaka-motijheel-area': note(
    ['business', 'market'],
    near('শাপলা চত্বর', 'Shapla Chattar'),
    near('বাংলাদেশ ব্যাংক', 'Bangladesh Bank'),
    inside('মতিঝিল বাণিজ্যিক এলাকা', 'Motijheel C/A'),
  ),
  'dhaka-arambagh': note(['business', 'study', 'mess'], near('আরামবাগ মোড়', 'Arambagh crossing')),
  'dhaka-fakirapool': note(['business', 'market', 'study', 'mess'], near('ফকিরাপুল বাজার', 'Fakirapool Bazar')),
  'dhaka-dilkusha': note(['business'], inside('দিলকুশা বাণিজ্যিক এলাকা', 'Dilkusha C/A')),
  'dhaka-purana-paltan': note(
    ['business', 'market'],
    near('পল্টন মোড়', 'Paltan crossing'),
    near('বায়তুল মোকাররম', 'Baitul Mukarram'),
  ),
  'dhaka-naya-paltan': note(['business'], on('ভিআইপি রোড', 'VIP Road')),
  'dhaka-bijoynagar': note(['business', 'market']),
  'dhaka-wari-area': note(['upscale', 'oldtown'], on('র‍্যাংকিন স্ট্রিট', 'Rankin Street')),
  'dhaka-tikatuli': note(['market', 'oldtown']),
  'dhaka-hatkhola': note(['market', 'oldtown']),
  'dhaka-jatrabari-area': note(
    ['market', 'wholesale'],
    near('যাত্রাবাড়ী মোড়', 'Jatrabari crossing'),
    near('যাত্রাবাড়ী ফ্লাইওভার', 'the Jatrabari flyover'),
  ),
  'dhaka-sayedabad': note(['wholesale'], near('সায়েদাবাদ বাস টার্মিনাল', 'Sayedabad bus terminal')),
  'dhaka-kadamtali-area': note(['industry']),
  'dhaka-dania': note(['study']),
  'dhaka-demra-area': note(['industry', 'edge']),
  'dhaka-staff-quarter': note(['edge']),
  'dhaka-sarulia': note(['edge']),
  'dhaka-konapara': note(['edge']),
  'dhaka-shyampur-area': note(['industry'], inside('শ্যামপুর বিসিক শিল্পনগরী', 'the Shyampur BSCIC estate')),
  'dhaka-postogola': note(['industry', 'wholesale'], near('পোস্তগোলা ব্রিজ', 'Postogola Bridge')),
  'dhaka-islampur': note(['wholesale', 'market'], inside('ইসলামপুর কাপড়ের মার্কেট', 'the Islampur cloth market')),
  'dhaka-sadarghat': note(['wholesale', 'market'], near('সদরঘাট লঞ্চ টার্মিনাল', 'Sadarghat launch terminal')),
  'dhaka-shankhari-bazar': note(['market', 'oldtown']),
  'dhaka-tanti-bazar': note(['market', 'oldtown']),
  'dhaka-armanitola': note(['wholesale', 'oldtown']),
  'dhaka-nazira-bazar': note(['food', 'market', 'oldtown']),
  'dhaka-lakshmibazar': note(['study', 'oldtown'], near('জগন্নাথ বিশ্ববিদ্যালয়', 'Jagannath University')),
  'dhaka-farashganj': note(['wholesale', 'oldtown']),
  'dhaka-posta': note(['wholesale', 'oldtown'], near('চকবাজার', 'Chawkbazar')),

  // Chattogram.
  'chittagong-khulshi-area': note(
    ['upscale'],
    near("ফয়'স লেক", "Foy's Lake"),
    on('জাকির হোসেন রোড', 'Zakir Hossain Road'),
  ),
  'chittagong-nasirabad': note(
    ['upscale', 'business'],
    inside('নাসিরাবাদ হাউজিং সোসাইটি', 'Nasirabad Housing Society'),
    near('২ নম্বর গেট', '2 No. Gate'),
    near('জিইসি মোড়', 'GEC Circle'),
  ),
  'chittagong-lalkhan-bazar': note(['business', 'study'], near('ওয়াসা মোড়', 'WASA crossing')),
  'chittagong-panchlaish-ra': note(['upscale', 'study'], near('চট্টগ্রাম মেডিকেল কলেজ', 'Chattogram Medical College')),
  'chittagong-gec': note(['business', 'market', 'food'], near('সেন্ট্রাল প্লাজা', 'Central Plaza')),
  'chittagong-muradpur': note(['market', 'study'], near('মুরাদপুর মোড়', 'Muradpur crossing')),
  'chittagong-sholoshahar': note(
    ['industry', 'study'],
    inside('নাসিরাবাদ শিল্প এলাকা', 'Nasirabad Industrial Area'),
    near('ষোলশহর রেলস্টেশন', 'Sholoshahar station'),
  ),
  'chittagong-probartak': note(['market'], near('প্রবর্তক মোড়', 'Probartak crossing')),
  'chittagong-agrabad': note(
    ['business', 'market', 'food'],
    inside('আগ্রাবাদ বাণিজ্যিক এলাকা', 'Agrabad C/A'),
    near('বাদামতলী মোড়', 'Badamtoli crossing'),
    on('আগ্রাবাদ এক্সেস রোড', 'Agrabad Access Road'),
  ),
  'chittagong-dewanhat': note(['market', 'wholesale'], near('দেওয়ানহাট মোড়', 'Dewanhat crossing')),
  'chittagong-akbar-shah-area': note(['edge']),
  'chittagong-halishahar-area': note(['edge'], ...blocks('ABHKL'), near('বড়পোল', 'Boropol')),
  'chittagong-chawkbazar-area': note(
    ['study', 'market', 'food'],
    near('চট্টগ্রাম কলেজ', 'Chattogram College'),
    near('মহসিন কলেজ', 'Mohsin College'),
  ),
  'chittagong-jamal-khan': note(['business', 'food'], near('চট্টগ্রাম প্রেসক্লাব', 'the Chattogram Press Club')),
  'chittagong-anderkilla': note(['market', 'business']),
  'chittagong-patharghata': note(['wholesale']),
  'chittagong-kazir-dewri': note(['business', 'market'], near('কাজীর দেউড়ি মোড়', 'Kazir Dewri crossing')),
  'chittagong-bakalia-area': note(['wholesale'], near('চাক্তাই', 'Chaktai')),
  'chittagong-kalamia-bazar': note(['market']),
  'chittagong-bayezid': note(
    ['industry', 'edge', 'mess'],
    on('বায়েজিদ বোস্তামী রোড', 'Bayezid Bostami Road'),
    inside('আরেফিন নগর', 'Arefin Nagar'),
  ),
  'chittagong-oxygen': note(['edge', 'industry', 'study', 'mess'], near('অক্সিজেন মোড়', 'Oxygen crossing')),
  'chittagong-chandgaon-ra': note(['edge'], ...blocks('ABCD')),
  'chittagong-bahaddarhat': note(['market', 'study'], near('বহদ্দারহাট বাস টার্মিনাল', 'Bahaddarhat bus terminal')),
  'chittagong-patenga-area': note(['industry', 'food', 'edge'], near('পতেঙ্গা সমুদ্র সৈকত', 'Patenga beach')),
  'chittagong-alankar': note(['market'], near('অলংকার মোড়', 'Alankar crossing')),
  'chittagong-kalurghat': note(
    ['industry'],
    inside('কালুরঘাট শিল্প এলাকা', 'Kalurghat Industrial Area'),
    near('কালুরঘাট সেতু', 'Kalurghat Bridge'),
  ),
  'chittagong-firingi-bazar': note(['wholesale']),

  // Rajshahi.
  'rajshahi-shaheb-bazar': note(
    ['market', 'business', 'food'],
    near('জিরো পয়েন্ট', 'Zero Point'),
    near('আরডিএ মার্কেট', 'RDA Market'),
  ),
  'rajshahi-rani-bazar': note(['market']),
  'rajshahi-ghoramara': note(['business', 'study']),
  'rajshahi-shiroil': note(['wholesale', 'market'], near('শিরোইল বাস টার্মিনাল', 'Shiroil bus terminal')),
  'rajshahi-malopara': note(['market']),
  'rajshahi-hetem-khan': note(['study'], near('রাজশাহী কলেজ', 'Rajshahi College')),
  'rajshahi-uposhohor': note(['upscale'], near('উপশহর নিউ মার্কেট', 'Uposhohor New Market')),
  'rajshahi-laxmipur': note(
    ['market', 'business'],
    near('লক্ষ্মীপুর মোড়', 'Laxmipur crossing'),
    near('রাজশাহী মেডিকেল কলেজ', 'Rajshahi Medical College'),
  ),
  'rajshahi-padma-ra': note(['upscale']),
  'rajshahi-bhadra': note(['edge']),
  'rajshahi-chhoto-bongram': note(['edge']),
  'rajshahi-kazla': note(
    ['study'],
    near('রাজশাহী বিশ্ববিদ্যালয়', 'Rajshahi University'),
    near('রুয়েট', 'RUET'),
    near('কাজলা গেট', 'Kazla gate'),
  ),
  'rajshahi-binodpur': note(
    ['study'],
    near('বিনোদপুর গেট', 'Binodpur gate'),
    near('রাজশাহী বিশ্ববিদ্যালয়', 'Rajshahi University'),
  ),
  'rajshahi-talaimari': note(['study', 'market'], near('তালাইমারী মোড়', 'Talaimari crossing')),
  'rajshahi-meherchandi': note(['study', 'edge']),
  'rajshahi-budhpara': note(['study', 'edge']),
  'rajshahi-nawdapara': note(['edge', 'wholesale'], near('নওদাপাড়া ট্রাক টার্মিনাল', 'Nawdapara truck terminal')),
  'rajshahi-sapura': note(['industry'], inside('সপুরা বিসিক শিল্পনগরী', 'the Sapura BSCIC estate')),
  'rajshahi-nawhata': note(['edge']),

  // Sylhet.
  'sylhet-zindabazar': note(['market', 'business', 'food'], near('ব্লু ওয়াটার শপিং সিটি', 'Blue Water Shopping City')),
  'sylhet-bandarbazar': note(['market', 'wholesale'], near('কালিঘাট', 'Kalighat')),
  'sylhet-chowhatta': note(['business']),
  'sylhet-nayasarak': note(['business']),
  'sylhet-dargah-mahalla': note([], near('শাহজালাল দরগাহ', 'the Shahjalal shrine')),
  'sylhet-amberkhana': note(['market', 'business', 'food'], near('আম্বরখানা পয়েন্ট', 'Amberkhana Point')),
  'sylhet-subidbazar': note(['market', 'study'], near('সুবিদবাজার পয়েন্ট', 'Subidbazar Point')),
  'sylhet-upashahar': note(['upscale'], ...blocks('ABCDE')),
  'sylhet-shibganj': note(['edge']),
  'sylhet-tilagarh': note(['study'], near('এমসি কলেজ', 'MC College')),
  'sylhet-mejortila': note(['edge']),
  'sylhet-modina-market': note(['study', 'market'], near('শাবিপ্রবি', 'SUST')),
  'sylhet-akhalia': note(['study', 'edge'], near('শাবিপ্রবি গেট', 'the SUST gate')),

  // Khulna.
  'khulna-shibbari': note(
    ['business', 'market'],
    near('শিববাড়ী মোড়', 'Shibbari crossing'),
    near('খুলনা নিউ মার্কেট', 'New Market, Khulna'),
  ),
  'khulna-moylapota': note(['market']),
  'khulna-boro-bazar': note(['wholesale', 'market']),
  'khulna-dak-bangla': note(['market', 'business'], near('ডাকবাংলা মোড়', 'Dak Bangla crossing')),
  'khulna-royal-mor': note(['business', 'food'], near('খুলনা নিউ মার্কেট', 'New Market, Khulna')),
  'khulna-sonadanga-area': note(
    ['upscale', 'market'],
    inside('সোনাডাঙ্গা আবাসিক এলাকা', 'Sonadanga R/A'),
    near('সোনাডাঙ্গা বাস টার্মিনাল', 'Sonadanga bus terminal'),
  ),
  'khulna-nirala': note(['upscale', 'food'], inside('নিরালা আবাসিক এলাকা', 'Nirala R/A')),
  'khulna-gollamari': note(['study'], near('খুলনা বিশ্ববিদ্যালয়', 'Khulna University')),
  'khulna-boyra': note(['study', 'market'], near('বয়রা বাজার', 'Boyra Bazar')),
  'khulna-khalishpur-area': note(['industry'], inside('খালিশপুর শিল্প এলাকা', 'the Khalishpur industrial area')),
  'khulna-mujgunni': note(['edge']),
  'khulna-goalkhali': note(['industry']),
  'khulna-daulatpur-area': note(['market', 'study', 'industry'], near('বিএল কলেজ', 'BL College')),
  'khulna-fulbarigate': note(['study', 'market'], near('কুয়েট', 'KUET')),

  // Barishal.
  'barishal-sadar-road': note(['market', 'business', 'food'], near('অশ্বিনী কুমার টাউন হল', 'Aswini Kumar Town Hall')),
  'barishal-band-road': note(['upscale', 'food'], near('কীর্তনখোলা নদী', 'the Kirtankhola river')),
  'barishal-nathullabad': note(
    ['market', 'study', 'wholesale'],
    near('নথুল্লাবাদ বাস টার্মিনাল', 'Nathullabad bus terminal'),
  ),
  'barishal-rupatali': note(['edge', 'study'], near('বরিশাল বিশ্ববিদ্যালয়', 'Barishal University')),
  'barishal-chowmatha': note(['market', 'business']),
  'barishal-alekanda': note(['study']),
  'barishal-port-road': note(['wholesale', 'market'], near('বরিশাল লঞ্চঘাট', 'the Barishal launch terminal')),
  'barishal-bogura-road': note(['study'], near('বিএম কলেজ', 'BM College')),
  'barishal-sagardi': note(['edge']),
  'barishal-kashipur': note(['edge']),

  // Rangpur.
  'rangpur-jahaj-company-mor': note(['market', 'business', 'food']),
  'rangpur-shapla-chattar': note(['business', 'market']),
  'rangpur-dhap': note(['study'], near('রংপুর মেডিকেল কলেজ', 'Rangpur Medical College')),
  'rangpur-medical-mor': note(['study', 'market'], near('রংপুর মেডিকেল কলেজ', 'Rangpur Medical College')),
  'rangpur-station-road': note(['wholesale', 'market'], near('রংপুর রেলস্টেশন', 'Rangpur station')),
  'rangpur-grand-hotel-mor': note(['business', 'food']),
  'rangpur-lalbag': note(['study'], near('কারমাইকেল কলেজ', 'Carmichael College')),
  'rangpur-modern-mor': note(['edge', 'study'], near('বেগম রোকেয়া বিশ্ববিদ্যালয়', 'Begum Rokeya University')),

  // Mymensingh.
  'mymensingh-ganginarpar': note(['market', 'business', 'food']),
  'mymensingh-charpara': note(['study'], near('ময়মনসিংহ মেডিকেল কলেজ', 'Mymensingh Medical College')),
  'mymensingh-maskanda': note(['industry'], inside('মাসকান্দা বিসিক শিল্পনগরী', 'the Maskanda BSCIC estate')),
  'mymensingh-akua': note(['edge']),
  'mymensingh-notun-bazar': note(['market']),
  'mymensingh-chhoto-bazar': note(['market', 'wholesale']),
  'mymensingh-kewatkhali': note(['study']),
  'mymensingh-bolashpur': note(['edge']),
  'mymensingh-patgudam': note(['wholesale']),
  'mymensingh-town-hall': note(['business', 'market']),

  // Cumilla.
  'cumilla-kandirpar': note(['market', 'business', 'food'], near('কান্দিরপাড় মোড়', 'Kandirpar crossing')),
  'cumilla-rajganj': note(['wholesale', 'market'], near('রাজগঞ্জ বাজার', 'Rajganj Bazar')),
  'cumilla-tomsom-bridge': note(['market', 'business'], near('টমছম ব্রিজ বাসস্ট্যান্ড', 'the Tomsom Bridge bus stand')),
  'cumilla-shashongacha': note(['market'], near('শাসনগাছা বাস টার্মিনাল', 'Shashongacha bus terminal')),
  'cumilla-jhawtola': note(['business']),
  'cumilla-racecourse': note(['study'], near('ভিক্টোরিয়া কলেজ', 'Victoria College')),
  'cumilla-dharmapur': note(['industry', 'edge'], near('কুমিল্লা ইপিজেড', 'Cumilla EPZ')),
  'cumilla-monohorpur': note(['market']),
  'cumilla-ranir-bazar': note(['market']),

  // Bogura.
  'bogura-satmatha': note(['market', 'business', 'food']),
  'bogura-jaleshwaritala': note(['business', 'upscale']),
  'bogura-malotinagar': note(['study']),
  'bogura-thanthania': note(['market']),
  'bogura-kalitala': note(['market', 'wholesale']),
  'bogura-chelopara': note(['wholesale']),
  'bogura-sherpur-road': note(['study'], near('আজিজুল হক কলেজ', 'Azizul Haque College')),
  'bogura-nishindara': note(['edge']),

  // Jashore.
  'jashore-doratana': note(['market', 'business', 'food']),
  'jashore-palbari': note(['market']),
  'jashore-shankarpur': note(['wholesale'], near('শংকরপুর বাস টার্মিনাল', 'Shankarpur bus terminal')),
  'jashore-kharki': note(['study']),
  'jashore-upashahar': note(['upscale', 'edge']),

  // Cox's Bazar.
  'coxs-bazar-kolatoli': note(['tourist', 'food', 'edge'], near('কলাতলী সৈকত', 'Kolatoli beach')),
  'coxs-bazar-sugandha': note(['tourist', 'food', 'market'], near('সুগন্ধা বিচ', 'Sugandha beach')),
  'coxs-bazar-laboni-point': note(['tourist', 'market'], near('বার্মিজ মার্কেট', 'the Burmese Market')),
  'coxs-bazar-hotel-motel-zone': note(['tourist']),
  'coxs-bazar-bazarghata': note(['market', 'wholesale', 'business']),
  'coxs-bazar-link-road': note(['edge', 'wholesale']),
  'coxs-bazar-tekpara': note(['study']),

  // Gazipur.
  'gazipur-joydebpur': note(
    ['business', 'market', 'study'],
    near('জয়দেবপুর রেলস্টেশন', 'Joydebpur station'),
    near('ডুয়েট', 'DUET'),
  ),
  'gazipur-salna': note(['edge', 'study'], near('সালনা বাজার', 'Salna Bazar')),
  'gazipur-chowrasta': note(['market', 'business', 'industry', 'food'], near('চৌরাস্তা মোড়', 'the Chowrasta crossing')),
  'gazipur-bhogra': note(['industry', 'edge'], near('ভোগড়া বাইপাস', 'the Bhogra bypass')),
  'gazipur-board-bazar': note(['industry', 'study', 'market', 'mess'], near('আইইউটি', 'IUT')),
  'gazipur-tongi': note(
    ['industry', 'wholesale', 'market', 'mess'],
    inside('টঙ্গী বিসিক শিল্পনগরী', 'the Tongi BSCIC estate'),
    near('টঙ্গী বাজার', 'Tongi Bazar'),
    on('টঙ্গী স্টেশন রোড', 'Tongi Station Road'),
  ),
  'gazipur-auchpara': note(['industry']),
  'gazipur-cherag-ali': note(['industry', 'market']),
  'gazipur-ershadnagar': note(['industry']),

  // Narayanganj.
  'narayanganj-chashara': note(
    ['market', 'business', 'food', 'study'],
    near('চাষাঢ়া মোড়', 'Chashara crossing'),
    near('তোলারাম কলেজ', 'Tolaram College'),
  ),
  'narayanganj-fatullah': note(
    ['industry', 'mess'],
    inside('ফতুল্লা বিসিক', 'Fatullah BSCIC'),
    near('পঞ্চবটী', 'Panchabati'),
  ),
  'narayanganj-siddhirganj': note(['industry'], near('আদমজী ইপিজেড', 'Adamjee EPZ')),
  'narayanganj-signboard': note(['edge', 'industry']),
  'narayanganj-bhuigarh': note(['edge']),
  'narayanganj-nitaiganj': note(['wholesale']),
  'narayanganj-tanbazar': note(['wholesale', 'market']),
  'narayanganj-kalir-bazar': note(['market']),
  'narayanganj-masdair': note(['edge']),
  'narayanganj-pagla': note(['industry', 'edge']),
  'narayanganj-shimrail': note(['industry', 'market']),
  'narayanganj-chittagong-road': note(['market', 'industry']),
  'narayanganj-mizmizi': note(['industry']),
  'narayanganj-kanchpur': note(['industry'], near('কাঁচপুর ব্রিজ', 'Kanchpur Bridge')),

  // Campuses, export zones, malls and stations the gazetteer names as places (issue 63).
  'dhaka-dhaka-university': note(['landmark', 'study']),
  'dhaka-buet': note(['landmark', 'study']),
  'dhaka-palashi': note(['study'], near('বুয়েট', 'BUET'), near('ঢাকা বিশ্ববিদ্যালয়', 'Dhaka University')),
  'dhaka-jagannath-university': note(['landmark', 'study']),
  'dhaka-north-south-university': note(['landmark', 'study']),
  'dhaka-town-hall': note(['market'], near('টাউন হল মার্কেট', 'Town Hall Market')),
  'dhaka-asad-gate': note(['business', 'market']),
  'dhaka-gulistan': note(['market', 'wholesale']),
  'dhaka-kamalapur': note(['wholesale'], near('কমলাপুর রেলস্টেশন', 'Kamalapur station')),
  'dhaka-bashundhara-city': note(['landmark', 'market', 'business']),
  'dhaka-jamuna-future-park': note(['landmark', 'market']),
  'dhaka-jahangirnagar-university': note(['landmark', 'study']),
  'dhaka-ashulia': note(['industry', 'edge', 'mess'], near('বাইপাইল', 'Baipail'), near('জিরাবো', 'Zirabo')),
  'dhaka-dhaka-epz': note(['landmark', 'industry']),
  'dhaka-hemayetpur': note(['industry', 'edge']),
  'chittagong-chittagong-university': note(['landmark', 'study'], near('চবি ১ নম্বর গেট', 'CU gate 1')),
  'chittagong-cuet': note(['landmark', 'study']),
  'chittagong-new-market': note(['market', 'business'], near('বিপণি বিতান', 'Biponi Bitan')),
  'chittagong-reazuddin-bazar': note(['market', 'wholesale']),
  'chittagong-khatunganj': note(['wholesale']),
  'chittagong-2-no-gate': note(['business', 'market']),
  'chittagong-karnaphuli-epz': note(['landmark', 'industry']),
  'rajshahi-ruet': note(['landmark', 'study']),
  'sylhet-sust': note(['landmark', 'study']),
  'sylhet-kadamtali': note(['market', 'wholesale'], near('কদমতলী বাস টার্মিনাল', 'Kadamtali bus terminal')),
  'khulna-khulna-university': note(['landmark', 'study']),
  'khulna-kuet': note(['landmark', 'study']),
  'khulna-new-market': note(['market', 'business']),
  'khulna-shiromoni': note(['industry'], inside('বিসিক শিল্প এলাকা', 'the BSCIC industrial area')),
  'barishal-barishal-university': note(['landmark', 'study']),
  'rangpur-begum-rokeya-university': note(['landmark', 'study']),
  'rangpur-park-mor': note(['study', 'market']),
  'gazipur-tongi-bscic': note(['landmark', 'industry']),
  'narayanganj-adamjee-epz': note(['landmark', 'industry']),
  'narayanganj-purbachal-american-city': note(['edge']),
  'mymensingh-agricultural-university': note(['landmark', 'study']),
  'mymensingh-nazrul-university': note(['landmark', 'study']),
  'cumilla-cumilla-university': note(['landmark', 'study']),
  'cumilla-cumilla-epz': note(['landmark', 'industry']),
  'jashore-rail-road': note(['market', 'edge'], near('যশোর রেলস্টেশন', 'Jashore station')),
  'jashore-monihar': note(['market', 'food'], near('মণিহার সিনেমা হল', 'Monihar cinema')),
  'bagerhat-mongla-epz': note(['landmark', 'industry']),
  'pabna-ishwardi-epz': note(['landmark', 'industry']),
  'nilphamari-uttara-epz': note(['landmark', 'industry']),
};

/**
 * Places the gazetteer holds (or held) as a sub-district only — Savar's Ashulia, Tejgaon's industrial area,
 * the estates of Gazipur and the port's belts — where much of the country's factory, godown and
 * plot market is: posts store the sub-district and name the place in their words. Where the
 * gazetteer has gained a neighbourhood of the same name in the district (Ashulia, Rail Road), the
 * place is that neighbourhood, with these traits and landmarks added to its own.
 */
export interface OuterArea {
  subDistrict: string;
  bn: string;
  en: string;
  traits: readonly AreaTrait[];
  near?: readonly Landmark[];
}

export const OUTER_AREAS: readonly OuterArea[] = [
  {
    subDistrict: 'dhaka-savar',
    bn: 'আশুলিয়া',
    en: 'Ashulia',
    traits: ['industry', 'edge'],
    near: [near('ডিইপিজেড', 'DEPZ'), near('বাইপাইল', 'Baipail'), near('জিরাবো', 'Zirabo')],
  },
  { subDistrict: 'dhaka-savar', bn: 'হেমায়েতপুর', en: 'Hemayetpur', traits: ['industry', 'edge'] },
  {
    subDistrict: 'dhaka-savar',
    bn: 'সাভার',
    en: 'Savar',
    traits: ['market', 'study'],
    near: [near('জাহাঙ্গীরনগর বিশ্ববিদ্যালয়', 'Jahangirnagar University'), near('সাভার বাসস্ট্যান্ড', 'Savar bus stand')],
  },
  {
    subDistrict: 'dhaka-keraniganj',
    bn: 'কেরানীগঞ্জ',
    en: 'Keraniganj',
    traits: ['edge', 'wholesale', 'industry'],
    near: [near('জিনজিরা', 'Jinjira'), near('আটি বাজার', 'Ati Bazar'), near('বাবুবাজার ব্রিজ', 'Babubazar Bridge')],
  },
  { subDistrict: 'dhaka-keraniganj', bn: 'দক্ষিণ কেরানীগঞ্জ', en: 'South Keraniganj', traits: ['edge'] },
  {
    subDistrict: 'dhaka-tejgaon-industrial-area',
    bn: 'তেজগাঁও শিল্প এলাকা',
    en: 'Tejgaon Industrial Area',
    traits: ['industry', 'business', 'market'],
    near: [near('সাতরাস্তা', 'Satrasta'), near('তেজগাঁও রেলস্টেশন', 'Tejgaon station')],
  },
  { subDistrict: 'dhaka-kamrangirchar', bn: 'কামরাঙ্গীরচর', en: 'Kamrangirchar', traits: ['industry'] },
  { subDistrict: 'gazipur-konabari', bn: 'কোনাবাড়ী', en: 'Konabari', traits: ['industry'] },
  { subDistrict: 'gazipur-kashimpur', bn: 'কাশিমপুর', en: 'Kashimpur', traits: ['industry'] },
  { subDistrict: 'gazipur-sreepur', bn: 'মাওনা', en: 'Mawna', traits: ['industry', 'edge'] },
  { subDistrict: 'gazipur-kaliakair', bn: 'সফিপুর', en: 'Safipur', traits: ['industry'] },
  {
    subDistrict: 'narayanganj-rupganj',
    bn: 'পূর্বাচল আমেরিকান সিটি',
    en: 'Purbachal American City',
    traits: ['edge'],
  },
  { subDistrict: 'narayanganj-rupganj', bn: 'জলসিঁড়ি আবাসন', en: 'Jolshiri Abashon', traits: ['edge'] },
  { subDistrict: 'narayanganj-rupganj', bn: 'ভুলতা', en: 'Bhulta', traits: ['industry'] },
  { subDistrict: 'narayanganj-sonargaon', bn: 'মেঘনাঘাট', en: 'Meghnaghat', traits: ['industry'] },
  {
    subDistrict: 'chittagong-epz',
    bn: 'চট্টগ্রাম ইপিজেড',
    en: 'Chattogram EPZ',
    traits: ['industry', 'study'],
    near: [near('বন্দরটিলা', 'Bandartila')],
  },
  { subDistrict: 'chittagong-bandar', bn: 'বন্দর এলাকা', en: 'the port area', traits: ['wholesale', 'industry'] },
  {
    subDistrict: 'chittagong-sitakunda',
    bn: 'ফৌজদারহাট শিল্প এলাকা',
    en: 'Fouzdarhat Industrial Area',
    traits: ['industry'],
  },
  {
    subDistrict: 'chittagong-hathazari',
    bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় এলাকা',
    en: 'Chittagong University area',
    traits: ['study'],
    near: [near('চবি ১ নম্বর গেট', 'CU gate 1')],
  },
  {
    subDistrict: 'khulna-khan-jahan-ali',
    bn: 'শিরোমণি শিল্প এলাকা',
    en: 'Shiromoni Industrial Area',
    traits: ['industry'],
  },
  { subDistrict: 'khulna-rupsa', bn: 'রূপসা', en: 'Rupsa', traits: ['industry', 'wholesale'] },
  {
    subDistrict: 'sylhet-shah-poran',
    bn: 'খাদিমনগর বিসিক শিল্পনগরী',
    en: 'Khadimnagar BSCIC estate',
    traits: ['industry'],
  },
  { subDistrict: 'barishal-kawnia', bn: 'বিসিক শিল্পনগরী', en: 'the BSCIC estate', traits: ['industry'] },
  { subDistrict: 'rangpur-haragach', bn: 'হারাগাছ', en: 'Haragach', traits: ['industry'] },
  { subDistrict: 'mymensingh-bhaluka', bn: 'ভালুকা', en: 'Bhaluka', traits: ['industry'] },
  {
    subDistrict: 'cumilla-cumilla-sadar-dakshin',
    bn: 'কোটবাড়ি',
    en: 'Kotbari',
    traits: ['study', 'edge'],
    near: [near('কুমিল্লা বিশ্ববিদ্যালয়', 'Cumilla University')],
  },
  { subDistrict: 'bogura-bogura-sadar', bn: 'বিসিক শিল্পনগরী', en: 'the BSCIC estate', traits: ['industry'] },
  {
    subDistrict: 'jashore-jashore-sadar',
    bn: 'রেল রোড',
    en: 'Rail Road',
    traits: ['market', 'edge'],
    near: [near('যশোর রেলস্টেশন', 'Jashore station')],
  },
  { subDistrict: 'jashore-abhaynagar', bn: 'নওয়াপাড়া', en: 'Noapara', traits: ['industry', 'wholesale'] },
  { subDistrict: 'coxs-bazar-coxs-bazar-sadar', bn: 'মেরিন ড্রাইভ', en: 'Marine Drive', traits: ['tourist', 'edge'] },
  { subDistrict: 'coxs-bazar-coxs-bazar-sadar', bn: 'নাজিরারটেক', en: 'Nazirartek', traits: ['industry'] },
];
