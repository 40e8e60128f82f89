import {
  about,
  atMost,
  district,
  FLAT,
  HOMES,
  hood,
  HOUSE,
  LAND,
  MIRPUR,
  named,
  rent,
  sell,
  sub,
  UTTARA,
  type PlaceRef,
  type RelevanceQuery,
} from './search-relevance-query.ts';

/**
 * Issue 42's part of the relevance set: the places of the whole country as people name them, the
 * endings Bengali puts on places and words, who may rent in every script, several places at once,
 * and the slips of each. Written by meaning — what the typist wanted — not by what the search
 * returns today; many miss until the place data and the search catch up, which is what the bench
 * is for.
 *
 * The neighbourhoods of the cities the location data does not cover yet (Sylhet, Khulna, Barishal,
 * Rangpur, Mymensingh, Cumilla, Gazipur, Narayanganj) are named by their English name and district
 * (`named`), as the gazetteer of issue 42 will list them; the runner looks them up in the location
 * data and leaves a search it cannot place unjudged, and says so. `demo` is `'facts'`
 * throughout: the demo market (about 2,000 posts over the country) is judged by the facts, so a
 * changed seed never leaves a stale PostID behind.
 */

const place = (name: string, districtId: string) => [named(name, districtId)];

// Dhaka's places people name below the thana.
const PURBACHAL = [hood('dhaka-purbachal')];
const BASHUNDHARA = [hood('dhaka-bashundhara-ra')];
const MOHAMMADPUR = [sub('dhaka-mohammadpur')];
const DHANMONDI = [sub('dhaka-dhanmondi')];
const GULSHAN = [sub('dhaka-gulshan')];
const BANANI = [sub('dhaka-banani')];
const MIRPUR_10 = [hood('dhaka-mirpur-10')];
const MIRPUR_2 = [hood('dhaka-mirpur-2')];
const MIRPUR_12 = [hood('dhaka-mirpur-12')];
const MIRPUR_14 = [hood('dhaka-mirpur-14')];
const sector = (n: number) => [hood(`dhaka-uttara-sector-${n}`)];
// Chattogram.
const CHATTOGRAM = [district('chittagong')];
const KHULSHI = [sub('chittagong-khulshi')];
const NASIRABAD = [hood('chittagong-nasirabad')];
const AGRABAD = [hood('chittagong-agrabad')];
const GEC = [hood('chittagong-gec')];
const HALISHAHAR = [sub('chittagong-halishahar')];
// Sylhet.
const SYLHET = [district('sylhet')];
const ZINDABAZAR = place('Zindabazar', 'sylhet');
const AMBERKHANA = place('Amberkhana', 'sylhet');
const UPASHAHAR = place('Upashahar', 'sylhet');
const SHIBGANJ = place('Shibganj', 'sylhet');
const TILAGARH = place('Tilagarh', 'sylhet');
const SUBIDBAZAR = place('Subidbazar', 'sylhet');
const CHOWHATTA = place('Chowhatta', 'sylhet');
const MIRABAZAR = place('Mirabazar', 'sylhet');
const MODINA_MARKET = place('Modina Market', 'sylhet');
// Khulna.
const KHULNA = [district('khulna')];
const BOYRA = place('Boyra', 'khulna');
const GOLLAMARI = place('Gollamari', 'khulna');
const NIRALA = place('Nirala', 'khulna');
const SONADANGA = place('Sonadanga', 'khulna');
const KHALISHPUR = place('Khalishpur', 'khulna');
const DAULATPUR = place('Daulatpur', 'khulna');
const MOYLAPOTA = place('Moylapota', 'khulna');
// Rajshahi.
const RAJSHAHI = [district('rajshahi')];
const BINODPUR = [hood('rajshahi-binodpur')];
const UPOSHOHOR = [hood('rajshahi-uposhohor')];
const SHAHEB_BAZAR = [hood('rajshahi-shaheb-bazar')];
// Barishal, Rangpur, Mymensingh, Cumilla.
const BARISHAL = [district('barishal')];
const NATHULLABAD = place('Nathullabad', 'barishal');
const BAND_ROAD = place('Band Road', 'barishal');
const SADAR_ROAD = place('Sadar Road', 'barishal');
const RUPATALI = place('Rupatali', 'barishal');
const RANGPUR = [district('rangpur')];
const DHAP = place('Dhap', 'rangpur');
const LALBAG_RANGPUR = place('Lalbag', 'rangpur');
const MODERN_MOR = place('Modern Mor', 'rangpur');
const JAHAJ_COMPANY = place('Jahaj Company Mor', 'rangpur');
const MYMENSINGH = [district('mymensingh')];
const GANGINARPAR = place('Ganginarpar', 'mymensingh');
const CHARPARA = place('Charpara', 'mymensingh');
const AKUA = place('Akua', 'mymensingh');
const MASKANDA = place('Maskanda', 'mymensingh');
const CUMILLA = [district('cumilla')];
const KANDIRPAR = place('Kandirpar', 'cumilla');
const RAJGANJ = place('Rajganj', 'cumilla');
const TOMSOM_BRIDGE = place('Tomsom Bridge', 'cumilla');
const JHAWTOLA = place('Jhawtola', 'cumilla');
// Gazipur and Narayanganj, Dhaka's neighbours.
const GAZIPUR = [district('gazipur')];
const CHOWRASTA = place('Chowrasta', 'gazipur');
const BOARD_BAZAR = place('Board Bazar', 'gazipur');
const TONGI = place('Tongi', 'gazipur');
const JOYDEBPUR = place('Joydebpur', 'gazipur');
const NARAYANGANJ = [district('narayanganj')];
const CHASHARA = place('Chashara', 'narayanganj');
const FATULLAH = place('Fatullah', 'narayanganj');
const SIDDHIRGANJ = place('Siddhirganj', 'narayanganj');
const SIGNBOARD = place('Signboard', 'narayanganj');

/** Either of two places: "mirpur ba mohammadpur". */
const either = (...places: PlaceRef[][]): PlaceRef[] => places.flat();
const INFLECTED = { marks: ['inflected' as const] };
const SEVERAL = { marks: ['several-places' as const] };
const SLIP = { form: 'slip' as const };

export const COUNTRY_SET: RelevanceQuery[] = [
  // The searches quoted in issue 42, as their searchers typed them.
  sell('purbachal plot 3 katha', 'banglish', { in: PURBACHAL, types: LAND, landKatha: about(3) }, 'facts'),
  rent('উত্তরায় ২ বেডরুমের ফ্ল্যাট ভাড়া', 'bn', { in: UTTARA, types: FLAT, bedrooms: 2 }, 'facts', INFLECTED),
  rent('জিন্দাবাজারে ফ্ল্যাট ভাড়া', 'bn', { in: ZINDABAZAR, types: FLAT }, 'facts', INFLECTED),
  rent('bachelor mess mohammadpur', 'en', { in: MOHAMMADPUR, tenants: 'bachelor' }, 'facts'),
  rent('mirpur sublet room for female', 'en', { in: MIRPUR, types: HOMES, tenants: 'female' }, 'facts', {
    form: 'sentence',
  }),
  rent('family flat dhaka', 'en', { in: [district('dhaka')], types: FLAT, tenants: 'family' }, 'facts'),
  rent('mirpur ba mohammadpur', 'banglish', { in: either(MIRPUR, MOHAMMADPUR) }, 'facts', SEVERAL),

  // Dhaka below the thana: Purbachal, Bashundhara, Uttara's sectors, Mirpur's sections.
  sell('purbachal e plot', 'banglish', { in: PURBACHAL, types: LAND }, 'facts'),
  sell('পূর্বাচলে প্লট বিক্রি', 'bn', { in: PURBACHAL, types: LAND }, 'facts', INFLECTED),
  sell('পূর্বাচল ৫ কাঠা', 'bn', { in: PURBACHAL, types: LAND, landKatha: about(5) }, 'facts'),
  sell('purbachol plot', 'banglish', { in: PURBACHAL, types: LAND }, 'facts', SLIP),
  rent('বসুন্ধরায় ফ্যামিলি ফ্ল্যাট', 'bn', { in: BASHUNDHARA, types: FLAT, tenants: 'family' }, 'facts', INFLECTED),
  sell('bashundhara r/a flat for sale', 'en', { in: BASHUNDHARA, types: FLAT }, 'facts'),
  rent('bashundhara bachelor flat', 'en', { in: BASHUNDHARA, types: FLAT, tenants: 'bachelor' }, 'facts'),
  rent('boshundhora flat vara', 'banglish', { in: BASHUNDHARA, types: FLAT }, 'facts', SLIP),
  rent('uttara sector 4 flat', 'en', { in: sector(4), types: FLAT }, 'facts'),
  rent('uttara 10 no sector e basa', 'banglish', { in: sector(10), types: HOMES }, 'facts', INFLECTED),
  rent('উত্তরা ১৩ নম্বর সেক্টরে ফ্ল্যাট', 'bn', { in: sector(13), types: FLAT }, 'facts', INFLECTED),
  sell('uttara sector 11 flat sale', 'en', { in: sector(11), types: FLAT }, 'facts'),
  rent('উত্তরার ফ্ল্যাটগুলো', 'bn', { in: UTTARA, types: FLAT }, 'facts', INFLECTED),
  rent('uttaray basa vara', 'banglish', { in: UTTARA, types: HOMES }, 'facts', INFLECTED),
  rent('uttora flat', 'banglish', { in: UTTARA, types: FLAT }, 'facts', SLIP),
  rent('উত্তোরা ফ্ল্যাট ভাড়া', 'bn', { in: UTTARA, types: FLAT }, 'facts', SLIP),
  rent('mirpur 2 flat vara', 'banglish', { in: MIRPUR_2, types: FLAT }, 'facts'),
  rent('মিরপুর ১২ তে বাসা', 'bn', { in: MIRPUR_12, types: HOMES }, 'facts', INFLECTED),
  rent('মিরপুর ১০ এ ৩ বেডের ফ্ল্যাট', 'bn', { in: MIRPUR_10, types: FLAT, bedrooms: 3 }, 'facts', INFLECTED),
  sell('mirpur 14 flat', 'en', { in: MIRPUR_14, types: FLAT }, 'facts'),
  rent('মিরপুরে বাসা ভাড়া', 'bn', { in: MIRPUR, types: HOMES }, 'facts', INFLECTED),
  rent('mirpure flat', 'banglish', { in: MIRPUR, types: FLAT }, 'facts', INFLECTED),
  rent('mirpor basa vara', 'banglish', { in: MIRPUR, types: HOMES }, 'facts', SLIP),
  rent('ধানমন্ডির ফ্ল্যাট', 'bn', { in: DHANMONDI, types: FLAT }, 'facts', INFLECTED),
  sell('ধানমন্ডিতে ফ্ল্যাট কিনতে চাই', 'bn', { in: DHANMONDI, types: FLAT }, 'facts', {
    form: 'sentence',
    marks: ['inflected'],
  }),
  rent('danmondi flat vara', 'banglish', { in: DHANMONDI, types: FLAT }, 'facts', SLIP),
  rent('ধানমণ্ডি বাসা', 'bn', { in: DHANMONDI, types: HOMES }, 'facts', SLIP),
  sell('মোহাম্মদপুরের ফ্ল্যাট', 'bn', { in: MOHAMMADPUR, types: FLAT }, 'facts', INFLECTED),
  rent('mohammadpr basa', 'banglish', { in: MOHAMMADPUR, types: HOMES }, 'facts', SLIP),
  rent('মোহাম্মাদপুর ফ্ল্যাট', 'bn', { in: MOHAMMADPUR, types: FLAT }, 'facts', SLIP),
  rent('গুলশানের অফিস', 'bn', { in: GULSHAN, types: ['commercial-office'] }, 'facts', INFLECTED),
  sell('ঢাকার ফ্ল্যাটগুলো', 'bn', { in: [district('dhaka')], types: FLAT }, 'facts', INFLECTED),
  rent('বাসাটা মিরপুরে হলে ভালো', 'bn', { in: MIRPUR, types: HOMES }, 'facts', {
    form: 'sentence',
    marks: ['inflected'],
  }),

  // Who may rent, in every script.
  rent('ফ্যামিলি বাসা ভাড়া', 'bn', { types: HOMES, tenants: 'family' }, 'facts'),
  rent('পরিবারের জন্য ফ্ল্যাট', 'bn', { types: FLAT, tenants: 'family' }, 'facts', INFLECTED),
  rent('family basa uttara', 'banglish', { in: UTTARA, types: HOMES, tenants: 'family' }, 'facts'),
  rent('ছোট পরিবারের জন্য ২ রুমের বাসা', 'bn', { types: HOMES, bedrooms: 2, tenants: 'family' }, 'facts', {
    form: 'sentence',
    marks: ['inflected'],
  }),
  rent('ব্যাচেলর ফ্ল্যাট', 'bn', { types: FLAT, tenants: 'bachelor' }, 'facts'),
  rent('ব্যাচেলরদের জন্য বাসা', 'bn', { types: HOMES, tenants: 'bachelor' }, 'facts', INFLECTED),
  rent('ছাত্রদের মেস', 'bn', { tenants: 'bachelor' }, 'facts', INFLECTED),
  rent('মেস ভাড়া মিরপুর', 'bn', { in: MIRPUR, tenants: 'bachelor' }, 'facts'),
  rent('bachelor basa chittagong', 'banglish', { in: CHATTOGRAM, types: HOMES, tenants: 'bachelor' }, 'facts'),
  rent('bachelor allowed flat', 'en', { types: FLAT, tenants: 'bachelor' }, 'facts'),
  rent('mess seat', 'en', { tenants: 'bachelor' }, 'facts'),
  rent('bacelor basa', 'banglish', { types: HOMES, tenants: 'bachelor' }, 'facts', SLIP),
  rent('বেচেলর বাসা', 'bn', { types: HOMES, tenants: 'bachelor' }, 'facts', SLIP),
  rent('মহিলাদের জন্য ফ্ল্যাট', 'bn', { types: FLAT, tenants: 'female' }, 'facts', INFLECTED),
  rent('ছাত্রী মেস', 'bn', { tenants: 'female' }, 'facts'),
  rent('ছাত্রীদের জন্য সিট ভাড়া', 'bn', { tenants: 'female' }, 'facts', INFLECTED),
  rent('female flat dhanmondi', 'en', { in: DHANMONDI, types: FLAT, tenants: 'female' }, 'facts'),
  rent('meyeder mess', 'banglish', { tenants: 'female' }, 'facts'),
  rent('ladies hostel sylhet', 'en', { in: SYLHET, tenants: 'female' }, 'facts'),
  rent('সাবলেট', 'bn', { tenants: 'sublet' }, 'facts'),
  rent('সাবলেট ভাড়া মোহাম্মদপুর', 'bn', { in: MOHAMMADPUR, tenants: 'sublet' }, 'facts'),
  rent('sublet room uttara', 'en', { in: UTTARA, tenants: 'sublet' }, 'facts'),
  rent('sublate', 'en', { tenants: 'sublet' }, 'facts', SLIP),
  rent('সাবলেটে রুম', 'bn', { tenants: 'sublet' }, 'facts', INFLECTED),

  // Several places at once.
  rent('মিরপুর বা মোহাম্মদপুর', 'bn', { in: either(MIRPUR, MOHAMMADPUR) }, 'facts', SEVERAL),
  rent('mirpur, mohammadpur', 'en', { in: either(MIRPUR, MOHAMMADPUR) }, 'facts', SEVERAL),
  rent('mirpur or mohammadpur flat', 'en', { in: either(MIRPUR, MOHAMMADPUR), types: FLAT }, 'facts', SEVERAL),
  rent('khulshi, nasirabad', 'en', { in: either(KHULSHI, NASIRABAD) }, 'facts', SEVERAL),
  rent('গুলশান বা বনানী অফিস', 'bn', { in: either(GULSHAN, BANANI), types: ['commercial-office'] }, 'facts', SEVERAL),
  sell('uttara ba bashundhara flat', 'banglish', { in: either(UTTARA, BASHUNDHARA), types: FLAT }, 'facts', SEVERAL),
  rent(
    'dhanmondi, lalmatia, mohammadpur family flat',
    'en',
    { in: either(DHANMONDI, [hood('dhaka-lalmatia')], MOHAMMADPUR), types: FLAT, tenants: 'family' },
    'facts',
    SEVERAL,
  ),
  rent('agrabad ar halishahar e basa', 'banglish', { in: either(AGRABAD, HALISHAHAR), types: HOMES }, 'facts', {
    marks: ['several-places', 'inflected'],
  }),
  rent('জিন্দাবাজার বা আম্বরখানা', 'bn', { in: either(ZINDABAZAR, AMBERKHANA) }, 'facts', SEVERAL),
  rent('zindabazar, amberkhana flat', 'en', { in: either(ZINDABAZAR, AMBERKHANA), types: FLAT }, 'facts', SEVERAL),
  rent('boyra ba sonadanga basa', 'banglish', { in: either(BOYRA, SONADANGA), types: HOMES }, 'facts', SEVERAL),
  rent('tongi or board bazar', 'en', { in: either(TONGI, BOARD_BAZAR) }, 'facts', SEVERAL),
  rent('চাষাড়া বা ফতুল্লায় বাসা', 'bn', { in: either(CHASHARA, FATULLAH), types: HOMES }, 'facts', {
    marks: ['several-places', 'inflected'],
  }),
  sell('রাজশাহী বা নাটোরে জমি', 'bn', { in: either(RAJSHAHI, [district('natore')]), types: LAND }, 'facts', {
    marks: ['several-places', 'inflected'],
  }),
  rent('kandirpar ba jhawtola', 'banglish', { in: either(KANDIRPAR, JHAWTOLA) }, 'facts', SEVERAL),
  rent('mirpur ba mohammadpr', 'banglish', { in: either(MIRPUR, MOHAMMADPUR) }, 'facts', {
    form: 'slip',
    marks: ['several-places'],
  }),

  // Chattogram: Khulshi, Nasirabad, Agrabad, GEC, Halishahar.
  rent('খুলশীতে ফ্ল্যাট ভাড়া', 'bn', { in: KHULSHI, types: FLAT }, 'facts', INFLECTED),
  sell('khulshi flat for sale', 'en', { in: KHULSHI, types: FLAT }, 'facts'),
  rent('khulsi flat', 'banglish', { in: KHULSHI, types: FLAT }, 'facts', SLIP),
  rent('নাসিরাবাদে ৩ বেডরুমের ফ্ল্যাট', 'bn', { in: NASIRABAD, types: FLAT, bedrooms: 3 }, 'facts', INFLECTED),
  sell('nasirabad flat sale', 'en', { in: NASIRABAD, types: FLAT }, 'facts'),
  rent('নাছিরাবাদ বাসা', 'bn', { in: NASIRABAD, types: HOMES }, 'facts', SLIP),
  rent('agrabad office space', 'en', { in: AGRABAD, types: ['commercial-office'] }, 'facts'),
  rent('আগ্রাবাদের দোকান', 'bn', { in: AGRABAD, types: ['shop'] }, 'facts', INFLECTED),
  rent('agrabaad family basa', 'banglish', { in: AGRABAD, types: HOMES, tenants: 'family' }, 'facts', SLIP),
  rent('gec mor e flat', 'banglish', { in: GEC, types: FLAT }, 'facts', INFLECTED),
  rent('জিইসি মোড় অফিস ভাড়া', 'bn', { in: GEC, types: ['commercial-office'] }, 'facts'),
  rent('halishahar flat vara', 'banglish', { in: HALISHAHAR, types: FLAT }, 'facts'),
  rent('হালিশহরে বাসা', 'bn', { in: HALISHAHAR, types: HOMES }, 'facts', INFLECTED),
  rent('halisahar basa', 'banglish', { in: HALISHAHAR, types: HOMES }, 'facts', SLIP),
  rent('চট্টগ্রামের ফ্ল্যাটগুলো', 'bn', { in: CHATTOGRAM, types: FLAT }, 'facts', INFLECTED),
  rent('chottogram flat vara', 'banglish', { in: CHATTOGRAM, types: FLAT }, 'facts', SLIP),
  rent('চিটাগাং বাসা ভাড়া', 'bn', { in: CHATTOGRAM, types: HOMES }, 'facts', SLIP),

  // Sylhet: Zindabazar, Amberkhana, Upashahar and the rest of the city.
  rent('zindabazar flat', 'en', { in: ZINDABAZAR, types: FLAT }, 'facts'),
  rent('jindabazar flat vara', 'banglish', { in: ZINDABAZAR, types: FLAT }, 'facts', SLIP),
  rent('zinda bazar dokan', 'banglish', { in: ZINDABAZAR, types: ['shop'] }, 'facts', SLIP),
  rent('জিন্দাবাজারের দোকান ভাড়া', 'bn', { in: ZINDABAZAR, types: ['shop'] }, 'facts', INFLECTED),
  rent('amberkhana basa vara', 'banglish', { in: AMBERKHANA, types: HOMES }, 'facts'),
  rent('ambarkhana flat', 'banglish', { in: AMBERKHANA, types: FLAT }, 'facts', SLIP),
  rent('আম্বরখানায় ফ্ল্যাট', 'bn', { in: AMBERKHANA, types: FLAT }, 'facts', INFLECTED),
  rent('sylhet upashahar flat', 'en', { in: UPASHAHAR, types: FLAT }, 'facts'),
  rent('সিলেট উপশহরে বাসা', 'bn', { in: UPASHAHAR, types: HOMES }, 'facts', INFLECTED),
  // Upashahar (Sylhet) and Uposhohor (Rajshahi): either is what the word names; the search should ask.
  rent('uposhohor flat', 'banglish', { in: either(UPASHAHAR, UPOSHOHOR), types: FLAT }, 'facts'),
  rent('shibganj sylhet basa', 'banglish', { in: SHIBGANJ, types: HOMES }, 'facts'),
  rent('tilagarh bachelor', 'en', { in: TILAGARH, tenants: 'bachelor' }, 'facts'),
  rent('টিলাগড়ে ছাত্রদের মেস', 'bn', { in: TILAGARH, tenants: 'bachelor' }, 'facts', INFLECTED),
  rent('subidbazar family flat', 'en', { in: SUBIDBAZAR, types: FLAT, tenants: 'family' }, 'facts'),
  rent('chowhatta office', 'en', { in: CHOWHATTA, types: ['commercial-office'] }, 'facts'),
  rent('মিরাবাজার ফ্ল্যাট ভাড়া', 'bn', { in: MIRABAZAR, types: FLAT }, 'facts'),
  rent('modina market basa', 'banglish', { in: MODINA_MARKET, types: HOMES }, 'facts'),
  rent('সিলেটে ফ্ল্যাট ভাড়া', 'bn', { in: SYLHET, types: FLAT }, 'facts', INFLECTED),
  sell('sylhet e jomi kinbo', 'banglish', { in: SYLHET, types: LAND }, 'facts', { form: 'sentence' }),
  rent('sylet flat vara', 'banglish', { in: SYLHET, types: FLAT }, 'facts', SLIP),

  // Khulna.
  rent('khulna flat vara', 'banglish', { in: KHULNA, types: FLAT }, 'facts'),
  rent('খুলনায় বাসা ভাড়া', 'bn', { in: KHULNA, types: HOMES }, 'facts', INFLECTED),
  rent('boyra flat', 'en', { in: BOYRA, types: FLAT }, 'facts'),
  rent('বয়রায় ২ বেডের বাসা', 'bn', { in: BOYRA, types: HOMES, bedrooms: 2 }, 'facts', INFLECTED),
  rent('gollamari bachelor mess', 'en', { in: GOLLAMARI, tenants: 'bachelor' }, 'facts'),
  rent('nirala family basa', 'banglish', { in: NIRALA, types: HOMES, tenants: 'family' }, 'facts'),
  sell('sonadanga flat sale', 'en', { in: SONADANGA, types: FLAT }, 'facts'),
  rent('shonadanga basa', 'banglish', { in: SONADANGA, types: HOMES }, 'facts', SLIP),
  sell('খালিশপুরে জমি', 'bn', { in: KHALISHPUR, types: LAND }, 'facts', INFLECTED),
  rent('daulatpur chhatri mess', 'banglish', { in: DAULATPUR, tenants: 'female' }, 'facts'),
  rent('moylapota dokan vara', 'banglish', { in: MOYLAPOTA, types: ['shop'] }, 'facts'),
  rent('kulna flat', 'banglish', { in: KHULNA, types: FLAT }, 'facts', SLIP),

  // Rajshahi: Binodpur, Uposhohor, Shaheb Bazar.
  rent('বিনোদপুরে ছাত্রদের মেস', 'bn', { in: BINODPUR, tenants: 'bachelor' }, 'facts', INFLECTED),
  rent('binodpur bachelor basa', 'banglish', { in: BINODPUR, types: HOMES, tenants: 'bachelor' }, 'facts'),
  rent('rajshahi uposhohor flat', 'en', { in: UPOSHOHOR, types: FLAT }, 'facts'),
  rent('উপশহরের ফ্ল্যাট রাজশাহী', 'bn', { in: UPOSHOHOR, types: FLAT }, 'facts', INFLECTED),
  rent('upashohor rajshahi basa', 'banglish', { in: UPOSHOHOR, types: HOMES }, 'facts', SLIP),
  rent('shaheb bazar dokan vara', 'banglish', { in: SHAHEB_BAZAR, types: ['shop'] }, 'facts'),
  rent('সাহেব বাজারে অফিস', 'bn', { in: SHAHEB_BAZAR, types: ['commercial-office'] }, 'facts', INFLECTED),
  rent('saheb bazar shop', 'en', { in: SHAHEB_BAZAR, types: ['shop'] }, 'facts', SLIP),
  rent('rajshai chhatri hostel', 'banglish', { in: RAJSHAHI, tenants: 'female' }, 'facts', SLIP),
  rent('রাজশাহীর ফ্ল্যাটগুলো', 'bn', { in: RAJSHAHI, types: FLAT }, 'facts', INFLECTED),

  // Barishal.
  rent('barishal flat vara', 'banglish', { in: BARISHAL, types: FLAT }, 'facts'),
  rent('বরিশালে বাসা ভাড়া', 'bn', { in: BARISHAL, types: HOMES }, 'facts', INFLECTED),
  rent('nathullabad basa', 'banglish', { in: NATHULLABAD, types: HOMES }, 'facts'),
  rent('band road family flat', 'en', { in: BAND_ROAD, types: FLAT, tenants: 'family' }, 'facts'),
  rent('সদর রোডে দোকান ভাড়া', 'bn', { in: SADAR_ROAD, types: ['shop'] }, 'facts', INFLECTED),
  rent('rupatoli basa', 'banglish', { in: RUPATALI, types: HOMES }, 'facts', SLIP),

  // Rangpur.
  rent('rangpur flat vara', 'banglish', { in: RANGPUR, types: FLAT }, 'facts'),
  rent('রংপুরে বাসা', 'bn', { in: RANGPUR, types: HOMES }, 'facts', INFLECTED),
  rent('dhap rangpur flat', 'en', { in: DHAP, types: FLAT }, 'facts'),
  // Lalbag of Rangpur, not Dhaka's Lalbagh: the city is named.
  rent('lalbag rangpur basa', 'banglish', { in: LALBAG_RANGPUR, types: HOMES }, 'facts'),
  rent('modern mor office', 'en', { in: MODERN_MOR, types: ['commercial-office'] }, 'facts'),
  rent('জাহাজ কোম্পানি মোড়ে দোকান', 'bn', { in: JAHAJ_COMPANY, types: ['shop'] }, 'facts', INFLECTED),
  rent('rongpur basa', 'banglish', { in: RANGPUR, types: HOMES }, 'facts', SLIP),

  // Mymensingh.
  rent('mymensingh flat vara', 'banglish', { in: MYMENSINGH, types: FLAT }, 'facts'),
  rent('ময়মনসিংহে বাসা ভাড়া', 'bn', { in: MYMENSINGH, types: HOMES }, 'facts', INFLECTED),
  rent('ganginarpar dokan', 'banglish', { in: GANGINARPAR, types: ['shop'] }, 'facts'),
  rent('চরপাড়ায় ফ্ল্যাট', 'bn', { in: CHARPARA, types: FLAT }, 'facts', INFLECTED),
  rent('akua family basa', 'banglish', { in: AKUA, types: HOMES, tenants: 'family' }, 'facts'),
  rent('maskanda flat', 'en', { in: MASKANDA, types: FLAT }, 'facts'),
  rent('moymonsingho basa vara', 'banglish', { in: MYMENSINGH, types: HOMES }, 'facts', SLIP),
  rent('ময়মনসিং ফ্ল্যাট', 'bn', { in: MYMENSINGH, types: FLAT }, 'facts', SLIP),

  // Cumilla.
  rent('cumilla flat vara', 'banglish', { in: CUMILLA, types: FLAT }, 'facts'),
  rent('কুমিল্লায় বাসা ভাড়া', 'bn', { in: CUMILLA, types: HOMES }, 'facts', INFLECTED),
  rent('kandirpar shop', 'en', { in: KANDIRPAR, types: ['shop'] }, 'facts'),
  rent('রাজগঞ্জে দোকান', 'bn', { in: RAJGANJ, types: ['shop'] }, 'facts', INFLECTED),
  rent('tomsom bridge basa', 'banglish', { in: TOMSOM_BRIDGE, types: HOMES }, 'facts'),
  rent('tomchom bridge flat', 'banglish', { in: TOMSOM_BRIDGE, types: FLAT }, 'facts', SLIP),
  rent('kumilla basa', 'banglish', { in: CUMILLA, types: HOMES }, 'facts', SLIP),

  // Gazipur and Narayanganj.
  rent('gazipur chowrasta basa vara', 'banglish', { in: CHOWRASTA, types: HOMES }, 'facts'),
  rent('চৌরাস্তায় ফ্ল্যাট', 'bn', { in: CHOWRASTA, types: FLAT }, 'facts', INFLECTED),
  rent('board bazar bachelor mess', 'en', { in: BOARD_BAZAR, tenants: 'bachelor' }, 'facts'),
  rent('টঙ্গীতে গুদাম ভাড়া', 'bn', { in: TONGI, types: ['warehouse'] }, 'facts', INFLECTED),
  rent('tongi factory vara', 'banglish', { in: TONGI, types: ['factory', 'warehouse'] }, 'facts'),
  rent('joydebpur family flat', 'en', { in: JOYDEBPUR, types: FLAT, tenants: 'family' }, 'facts'),
  sell('gajipur jomi', 'banglish', { in: GAZIPUR, types: LAND }, 'facts', SLIP),
  rent('গাজীপুরের কারখানা', 'bn', { in: GAZIPUR, types: ['factory', 'warehouse'] }, 'facts', INFLECTED),
  rent('chashara flat vara', 'banglish', { in: CHASHARA, types: FLAT }, 'facts'),
  rent('ফতুল্লায় গুদাম', 'bn', { in: FATULLAH, types: ['warehouse'] }, 'facts', INFLECTED),
  rent('fatulla basa', 'banglish', { in: FATULLAH, types: HOMES }, 'facts', SLIP),
  rent('siddhirganj family basa', 'banglish', { in: SIDDHIRGANJ, types: HOMES, tenants: 'family' }, 'facts'),
  rent('sidhirgonj flat', 'banglish', { in: SIDDHIRGANJ, types: FLAT }, 'facts', SLIP),
  rent('signboard e basa', 'banglish', { in: SIGNBOARD, types: HOMES }, 'facts', INFLECTED),
  sell('narayangonj flat', 'banglish', { in: NARAYANGANJ, types: FLAT }, 'facts', SLIP),
  sell('নারায়নগঞ্জে ফ্ল্যাট বিক্রি', 'bn', { in: NARAYANGANJ, types: FLAT }, 'facts', {
    form: 'slip',
    marks: ['inflected'],
  }),

  // Buying outside Dhaka, with numbers.
  sell(
    'chittagong e 3 bed flat 80 lakh er moddhe',
    'banglish',
    { in: CHATTOGRAM, types: FLAT, bedrooms: 3, price: atMost(8_000_000) },
    'facts',
    {
      form: 'sentence',
      marks: ['inflected'],
    },
  ),
  sell('সিলেটে ১০ কাঠা জমি', 'bn', { in: SYLHET, types: LAND, landKatha: about(10) }, 'facts', INFLECTED),
  sell('khulna bari bikri', 'banglish', { in: KHULNA, types: HOUSE }, 'facts'),
  sell('rajshahi flat 40 lakh', 'en', { in: RAJSHAHI, types: FLAT, price: atMost(4_000_000) }, 'facts'),
  rent('rangpur e 10 hajar er moddhe basa', 'banglish', { in: RANGPUR, types: HOMES, price: atMost(10_000) }, 'facts', {
    form: 'sentence',
    marks: ['inflected'],
  }),
  rent('ময়মনসিংহে ১৫ হাজারের মধ্যে ফ্ল্যাট', 'bn', { in: MYMENSINGH, types: FLAT, price: atMost(15_000) }, 'facts', {
    form: 'sentence',
    marks: ['inflected'],
  }),
  sell('cumilla te plot', 'banglish', { in: CUMILLA, types: LAND }, 'facts', INFLECTED),
  sell('বরিশালের বাড়িটা', 'bn', { in: BARISHAL, types: HOUSE }, 'facts', INFLECTED),
];
