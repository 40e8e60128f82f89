import { inPlace } from '@ghorbari/contracts';
import type { Draws } from './drawn-posts.ts';
import type { Landmark } from './market-area-notes.ts';
import { describe } from './market-descriptions.ts';
import type { PostFacts } from './market-titles.ts';
import { bnNumber, groupedNumber, LAND_UNIT_WORDS, placeIn, placeName, type Offer } from './market-words.ts';

/**
 * The words of the market of every area (issue 63): titles and descriptions that name the
 * landmark, block or road the post is by ("মোহাম্মদপুর টাউন হলের কাছে ৩ বেডরুমের ফ্ল্যাট ভাড়া",
 * "Office space for rent in Agrabad C/A") and the facts people search for — a lift, a gas line,
 * furnished, south facing, who may rent — as owners put them in the title when they matter.
 */

/** What the area adds to a post's words. */
export interface AreaWords {
  near: Landmark | null;
  /** Land or sheds on an industrial belt. */
  industrial: boolean;
}

/** The Bengali genitive ("of"): হল → হলের, প্লাজা → প্লাজার, সিটি → সিটির, রোড ২৭ → রোড ২৭-এর. */
export function ofPlace(name: string): string {
  const last = name.at(-1) ?? '';
  if (last === 'ও') return `${name}য়ের`; // আগারগাঁও → আগারগাঁওয়ের
  if (last === 'ং') return `${name}য়ের`; // হাউজিং → হাউজিংয়ের
  if (last === '\u09BC') return `${name}ের`; // ড়, য় written with a nukta (NFC): মোড় → মোড়ের
  if (/[\u09BE-\u09CC\u0985-\u0994]/u.test(last)) return `${name}র`;
  if (/[\u0995-\u09B9\u09DC\u09DD\u09DF]/u.test(last)) return `${name}ের`;
  return `${name}-এর`;
}

/** The Bengali locative, and "হাউজিংয়ে" for a name that ends in ং. */
const atPlace = (name: string): string => (name.endsWith('ং') ? `${name}য়ে` : inPlace(name));

/** "টাউন হলের কাছে", "সি ব্লকে", "সাতমসজিদ রোডে". */
export const nearBn = (landmark: Landmark): string =>
  landmark.how === 'near' ? `${ofPlace(landmark.bn)} কাছে` : atPlace(landmark.bn);
/** "near Town Hall", "in C Block", "on Satmasjid Road". */
export const nearEn = (landmark: Landmark): string => `${landmark.how} ${landmark.en}`;
const nearBanglish = (landmark: Landmark): string =>
  landmark.how === 'near' ? `${landmark.en} er kache` : `${landmark.en} e`;

/** The home's facts worth a title, in Bengali: "লিফট ও গ্যাস লাইনসহ", "ফার্নিশড", "দক্ষিণমুখী". */
function factsBn(f: PostFacts): string[] {
  const facts: string[] = [];
  if (f.lift && f.gas === 'line') facts.push('লিফট ও গ্যাস লাইনসহ');
  else if (f.lift) facts.push('লিফটসহ');
  else if (f.gas === 'line') facts.push('গ্যাস লাইনসহ');
  if (furnished(f) && f.furnishing === 'furnished') facts.push('ফার্নিশড');
  if (f.facing === 'south') facts.push('দক্ষিণমুখী');
  return facts;
}
function factsEn(f: PostFacts): string[] {
  const facts: string[] = [];
  if (furnished(f) && f.furnishing === 'furnished') facts.push('Furnished');
  if (f.facing === 'south') facts.push('South facing');
  return facts;
}
const withEn = (f: PostFacts): string =>
  f.lift && f.gas === 'line'
    ? ' with lift and gas line'
    : f.lift
      ? ' with lift'
      : f.gas === 'line'
        ? ' with gas line'
        : '';

/** What the post offers, as a Bengali title says it after the place: "৩ বেডরুমের ফ্ল্যাট ভাড়া". */
function whatBn(f: PostFacts, words: AreaWords): string[] {
  const bed = bnNumber(f.bedrooms ?? 0);
  const size = bnNumber(f.size ?? 0);
  const land = f.land ? `${bnNumber(f.land.size)} ${LAND_UNIT_WORDS[f.land.unit].bn}` : '';
  const byOffer: Record<Offer, string[]> = {
    'family-flat': [
      `${bed} বেডরুমের ফ্ল্যাট ভাড়া`,
      `ফ্যামিলি বাসা ভাড়া (${bed} বেড)`,
      `পরিবারের জন্য ${bed} রুমের বাসা ভাড়া`,
    ],
    'bachelor-flat': ['ব্যাচেলর বাসা ভাড়া', 'চাকরিজীবী ব্যাচেলরদের ফ্ল্যাট ভাড়া', `ব্যাচেলরদের জন্য ${bed} রুমের বাসা`],
    'female-flat': ['মহিলাদের জন্য ফ্ল্যাট ভাড়া', 'ছাত্রী ও চাকরিজীবী মেয়েদের বাসা ভাড়া'],
    'mess-seat':
      f.who === 'female'
        ? ['ছাত্রী মেসে সিট ভাড়া', 'মেয়েদের হোস্টেলে সিট খালি', 'ছাত্রী হোস্টেলে সিট ভাড়া']
        : ['ছাত্র মেসে সিট ভাড়া', 'ব্যাচেলর মেসে সিট খালি', 'মেস সিট ভাড়া'],
    sublet:
      f.who === 'female'
        ? ['মহিলাদের জন্য সাবলেট রুম', 'সাবলেট ভাড়া (শুধু মহিলা)']
        : f.who === 'family'
          ? ['ছোট পরিবারের জন্য সাবলেট', 'সাবলেট রুম ভাড়া (ফ্যামিলি)']
          : ['চাকরিজীবীর জন্য সাবলেট রুম', 'সাবলেট রুম ভাড়া'],
    'house-rent': ['পুরো বাড়ি ভাড়া', `${bed} রুমের বাড়ি ভাড়া`],
    'flat-sale': f.ready
      ? [`${bed} বেডরুমের রেডি ফ্ল্যাট বিক্রি`, `${size} বর্গফুটের ফ্ল্যাট বিক্রি`, 'রেডি ফ্ল্যাট বিক্রি']
      : ['চলমান প্রজেক্টে ফ্ল্যাট বুকিং চলছে', `আন্ডার কনস্ট্রাকশন ${bed} বেডের ফ্ল্যাট বিক্রি`],
    'hotel-flat-sale': ['হোটেল অ্যাপার্টমেন্ট বিক্রি', 'সার্ভিসড অ্যাপার্টমেন্ট বিক্রি', `${size} বর্গফুটের হোটেল স্যুট বিক্রি`],
    'house-sale': [`${land} জমিসহ বাড়ি বিক্রি`, `${bnNumber(f.totalFloors ?? 1)} তলা বাড়ি বিক্রি`],
    'duplex-sale': ['ডুপ্লেক্স বাড়ি বিক্রি', `${bed} বেডরুমের ডুপ্লেক্স বিক্রি`],
    'land-sale': words.industrial
      ? [`${land} শিল্প প্লট বিক্রি`, `কারখানার উপযোগী ${land} জমি বিক্রি`]
      : [`${land} প্লট বিক্রি`, `${land} আবাসিক জমি বিক্রি`],
    'shop-rent': ['দোকান ভাড়া', `${size} বর্গফুটের দোকান ভাড়া`, 'মার্কেটের ভেতরে দোকান ভাড়া'],
    'shop-sale': ['দোকান বিক্রি', 'মার্কেটের দোকান বিক্রি'],
    'office-rent': ['অফিস স্পেস ভাড়া', `${size} বর্গফুটের কমার্শিয়াল স্পেস ভাড়া`, 'অফিস ভাড়া'],
    'office-sale': ['কমার্শিয়াল স্পেস বিক্রি', `${size} বর্গফুটের অফিস ফ্লোর বিক্রি`],
    'showroom-rent': ['শোরুম ভাড়া', `${size} বর্গফুটের শোরুম স্পেস ভাড়া`],
    'warehouse-rent': ['গুদাম ভাড়া', `গোডাউন ভাড়া (${size} বর্গফুট)`],
    'restaurant-rent': ['রেস্টুরেন্টের জন্য জায়গা ভাড়া', 'রেস্টুরেন্ট স্পেস ভাড়া'],
    'factory-sale': ['কারখানা বিক্রি', 'চালু ফ্যাক্টরি বিক্রি'],
    'factory-rent': ['ফ্যাক্টরি শেড ভাড়া', 'কারখানার জন্য শেড ভাড়া', `${size} বর্গফুটের কারখানা ভাড়া`],
  };
  return byOffer[f.offer];
}

function whatEn(f: PostFacts, words: AreaWords): string[] {
  const bed = f.bedrooms ?? 0;
  const size = groupedNumber(f.size ?? 0);
  const land = f.land ? `${f.land.size} ${LAND_UNIT_WORDS[f.land.unit].en}` : '';
  const who = f.who === 'female' ? 'a lady' : f.who === 'family' ? 'a small family' : 'a job holder';
  const byOffer: Record<Offer, string[]> = {
    'family-flat': [`${bed} bed family flat for rent`, `${bed} bed apartment to let`],
    'bachelor-flat': ['Bachelor flat for rent', `${bed} room flat for bachelors`],
    'female-flat': ['Flat for working women and female students', 'Female only flat for rent'],
    'mess-seat':
      f.who === 'female'
        ? ['Seat in a girls mess', 'Ladies hostel seat']
        : ['Mess seat for rent', 'Seat in a boys mess'],
    sublet: [`Sublet room for ${who}`, 'Sublet available'],
    'house-rent': ['Full house for rent', `${bed} bed house to let`],
    'flat-sale': f.ready
      ? [`${bed} bed ready flat for sale`, `${size} sqft apartment for sale`]
      : ['Under-construction flat booking', `${bed} bed flat on installments`],
    'hotel-flat-sale': ['Hotel apartment for sale', 'Serviced apartment for sale'],
    'house-sale': [`House for sale on ${land}`, `${f.totalFloors} storey house for sale`],
    'duplex-sale': ['Duplex house for sale', `${bed} bed duplex for sale`],
    'land-sale': words.industrial
      ? [`${land} industrial plot for sale`]
      : [`${land} plot for sale`, `${land} land for sale`],
    'shop-rent': ['Shop for rent', `${size} sqft shop to let`],
    'shop-sale': ['Shop for sale'],
    'office-rent': ['Office space for rent', `${size} sqft commercial space for rent`],
    'office-sale': ['Commercial space for sale', 'Office floor for sale'],
    'showroom-rent': ['Showroom space for rent'],
    'warehouse-rent': ['Warehouse for rent', 'Godown to let'],
    'restaurant-rent': ['Restaurant space for rent'],
    'factory-sale': ['Factory for sale'],
    'factory-rent': ['Factory shed for rent', `${size} sqft factory space for rent`],
  };
  return byOffer[f.offer];
}

function whatBanglish(f: PostFacts, words: AreaWords): string[] {
  const bed = f.bedrooms ?? 0;
  const land = f.land ? `${f.land.size} ${f.land.unit === 'shotok' ? 'shotok' : LAND_UNIT_WORDS[f.land.unit].en}` : '';
  const byOffer: Record<Offer, string[]> = {
    'family-flat': [`${bed} bed flat vara`, 'family basa vara'],
    'bachelor-flat': ['bachelor basa vara'],
    'female-flat': ['mohila der basa vara'],
    'mess-seat': f.who === 'female' ? ['chhatri mess e seat vara'] : ['mess seat vara'],
    sublet: ['sublet vara'],
    'house-rent': ['bari vara'],
    'flat-sale': ['flat bikri', `${bed} bed flat bikri`],
    'hotel-flat-sale': ['hotel apartment bikri'],
    'house-sale': ['bari bikri'],
    'duplex-sale': ['duplex bari bikri'],
    'land-sale': words.industrial ? [`${land} shilpo plot bikri`] : [`${land} jomi bikri`, `${land} plot bikri`],
    'shop-rent': ['dokan vara'],
    'shop-sale': ['dokan bikri'],
    'office-rent': ['office vara', 'office space vara'],
    'office-sale': ['office space bikri'],
    'showroom-rent': ['showroom vara'],
    'warehouse-rent': ['godown vara'],
    'restaurant-rent': ['restaurant er jayga vara'],
    'factory-sale': ['factory bikri'],
    'factory-rent': ['factory shed vara'],
  };
  return byOffer[f.offer];
}

const HOMES: ReadonlySet<Offer> = new Set(['family-flat', 'bachelor-flat', 'female-flat', 'house-rent', 'flat-sale']);
const HOMES_TO_RENT: ReadonlySet<Offer> = new Set(['family-flat', 'bachelor-flat', 'female-flat', 'house-rent']);
/** Homes whose facts an owner puts before the kind in the title ("ফার্নিশড ৩ বেডরুমের ফ্ল্যাট ভাড়া"). */
const factsLead = (f: PostFacts): boolean =>
  f.offer === 'family-flat' || f.offer === 'house-rent' || (f.offer === 'flat-sale' && f.ready);
/** Furniture as a renter moves in with it, or a ready flat sold with it; not a flat still being built. */
const furnished = (f: PostFacts): boolean =>
  f.furnishing !== null &&
  f.furnishing !== 'unfurnished' &&
  (HOMES_TO_RENT.has(f.offer) || (f.offer === 'flat-sale' && f.ready));

/** The titles a post of the area could have, the landmark and the facts first; the seed takes the first no post has. */
export function areaTitleChoices(f: PostFacts, words: AreaWords): string[] {
  const { near } = words;
  if (f.script === 'en') {
    const name = placeName(f.spot, 'en');
    const what = whatEn(f, words);
    const facts = factsLead(f) ? factsEn(f) : [];
    // A landmark that carries the area's name ("Moghbazar crossing") needs it no second time.
    const where = near ? (near.en.startsWith(name) ? nearEn(near) : `${nearEn(near)}, ${name}`) : '';
    return [
      ...(near ? what.map((w) => `${w} ${where}`) : []),
      ...facts.map((fact) => `${fact} ${what[0]!.charAt(0).toLowerCase()}${what[0]!.slice(1)} in ${name}`),
      ...(factsLead(f) && withEn(f) ? [`${what[0]}${withEn(f)}, ${name}`] : []),
      ...what.map((w) => `${w} in ${name}`),
    ];
  }
  if (f.script === 'banglish') {
    const name = placeName(f.spot, 'banglish');
    const what = whatBanglish(f, words);
    const where = near ? (near.en.startsWith(name) ? nearBanglish(near) : `${name} ${nearBanglish(near)}`) : '';
    return [...(near ? what.map((w) => `${where} ${w}`) : []), ...what.map((w) => `${name} e ${w}`)];
  }
  const name = placeName(f.spot, 'bn');
  const at = placeIn(f.spot);
  const what = whatBn(f, words);
  const facts = factsLead(f) ? factsBn(f) : [];
  const own = near !== null && near.bn.startsWith(name);
  return [
    ...(near
      ? what.flatMap((w) =>
          own
            ? [`${nearBn(near)} ${w}`, `${w}, ${nearBn(near)}`]
            : [`${name} ${nearBn(near)} ${w}`, `${nearBn(near)} ${w} — ${name}`],
        )
      : []),
    ...facts.map((fact) => `${at} ${fact} ${what[0]}`),
    ...what.flatMap((w) => [`${at} ${w}`, `${w} — ${name}`]),
  ];
}

/** Which the post is, as a Bengali sentence names it: "বাসাটি", "দোকানটি", "জমিটি". */
const THING_BN: Record<Offer, string> = {
  'family-flat': 'বাসাটি',
  'bachelor-flat': 'বাসাটি',
  'female-flat': 'বাসাটি',
  'mess-seat': 'মেসটি',
  sublet: 'বাসাটি',
  'house-rent': 'বাড়িটি',
  'flat-sale': 'ফ্ল্যাটটি',
  'hotel-flat-sale': 'অ্যাপার্টমেন্টটি',
  'house-sale': 'বাড়িটি',
  'duplex-sale': 'বাড়িটি',
  'land-sale': 'জমিটি',
  'shop-rent': 'দোকানটি',
  'shop-sale': 'দোকানটি',
  'office-rent': 'অফিসটি',
  'office-sale': 'ফ্লোরটি',
  'showroom-rent': 'শোরুমটি',
  'warehouse-rent': 'গুদামটি',
  'restaurant-rent': 'জায়গাটি',
  'factory-sale': 'কারখানাটি',
  'factory-rent': 'শেডটি',
};

/** The sentences the area adds: where, by what, and the facts a searcher asks about. */
function areaSentencesBn(f: PostFacts, words: AreaWords, draw: Draws): { first: string; last: string[] } {
  const name = placeName(f.spot, 'bn');
  const { near } = words;
  const own = near !== null && near.bn.startsWith(name);
  const first = near
    ? draw.pick([
        `${THING_BN[f.offer]} ${own ? '' : `${name} `}${nearBn(near)}${near.how === 'near' ? draw.pick([', হেঁটে কয়েক মিনিট', ', রিকশায় পাঁচ মিনিটের পথ', '']) : ''}।`,
        `ঠিকানা: ${near.bn}${own ? '' : `, ${name}`}।`,
      ])
    : '';
  const last: string[] = [];
  if (furnished(f) && f.furnishing === 'furnished')
    last.push(
      f.offer === 'flat-sale'
        ? 'আসবাবপত্রসহ (ফার্নিশড) বিক্রি হবে।'
        : draw.pick(['খাট, সোফা, ডাইনিং টেবিল, ফ্রিজ ও এসিসহ ফার্নিশড।', 'সম্পূর্ণ ফার্নিশড, শুধু ব্যাগ নিয়ে উঠলেই হবে।']),
    );
  else if (furnished(f)) last.push('সেমি-ফার্নিশড: কিচেন কেবিনেট, ওয়ারড্রোব ও পর্দা আছে।');
  if (HOMES.has(f.offer) && f.facing === 'south') last.push('দক্ষিণমুখী, সারাদিন আলো-বাতাস আসে।');
  if ((f.offer === 'female-flat' || f.offer === 'mess-seat' || f.offer === 'sublet') && f.who === 'female')
    last.push('ছাত্রী ও চাকরিজীবী মেয়েদের জন্য নিরাপদ পরিবেশ, গেটে দারোয়ান আছে।');
  if (f.offer === 'factory-rent' || f.offer === 'factory-sale' || f.offer === 'warehouse-rent' || words.industrial)
    last.push(
      draw.pick([
        'তিন ফেজ বিদ্যুৎ সংযোগ ও গ্যাস লাইন আছে।',
        'কাভার্ড ভ্যান ও ট্রাক ঢোকার মতো চওড়া রাস্তা।',
        'জায়গা উঁচু, বর্ষায় পানি ওঠে না।',
      ]),
    );
  if (f.offer === 'factory-rent') last.push('গার্মেন্টস, প্যাকেজিং বা যেকোনো হালকা শিল্পের জন্য উপযুক্ত।');
  if (f.offer === 'hotel-flat-sale') last.push('সৈকত হেঁটে পাঁচ মিনিট; হোটেল কর্তৃপক্ষ ভাড়া দিয়ে মাসে মাসে আয় তুলে দেয়।');
  return { first, last };
}

function areaSentencesEn(f: PostFacts, words: AreaWords): { first: string; last: string[] } {
  const name = placeName(f.spot, 'en');
  const { near } = words;
  const first = near ? `Located ${nearEn(near)}${near.en.startsWith(name) ? '' : `, ${name}`}.` : '';
  const last: string[] = [];
  if (furnished(f) && f.furnishing === 'furnished')
    last.push(
      f.offer === 'flat-sale' ? 'Sold furnished.' : 'Fully furnished: beds, sofa, dining table, fridge and AC.',
    );
  if (HOMES.has(f.offer) && f.facing === 'south') last.push('South facing, light and air all day.');
  if (f.offer === 'factory-rent' || f.offer === 'warehouse-rent' || words.industrial)
    last.push('Three-phase power, road wide enough for covered vans and trucks.');
  if (f.offer === 'hotel-flat-sale')
    last.push('Five minutes to the beach; the hotel rents it out and pays the owner monthly.');
  return { first, last };
}

/** A post's description: the drawn one, with the area's place sentence first and its facts after. */
export function describeInArea(f: PostFacts, words: AreaWords, draw: Draws): string {
  const drawn = describe(f, draw);
  // Land on an industrial belt is an industrial plot, not a residential one.
  const body = words.industrial
    ? drawn.replace('আবাসিক প্লট', 'শিল্প প্লট').replace('residential plot', 'industrial plot')
    : drawn;
  const { first, last } = f.script === 'bn' ? areaSentencesBn(f, words, draw) : areaSentencesEn(f, words);
  return [first, body, ...last].filter((part) => part.length > 0).join(' ');
}
