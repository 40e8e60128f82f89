import type { Facing, LandUnit } from '@ghorbari/contracts';
import type { MarketSpot } from './market-areas.ts';
import {
  bnNumber,
  groupedNumber,
  LAND_UNIT_WORDS,
  monthName,
  placeIn,
  placeName,
  rentBn,
  takaBn,
  type Offer,
  type Script,
} from './market-words.ts';

/** What a demo market post says about itself, drawn before its texts are written. */
export interface PostFacts {
  offer: Offer;
  script: Script;
  spot: MarketSpot;
  /** The month's rent or the whole price, in taka. */
  price: number;
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  totalFloors: number | null;
  land: { size: number; unit: LandUnit } | null;
  /** Rent posts: months from now the renter can move in, and that month (0–11). */
  moveIn: { ahead: number; month: number } | null;
  facing: Facing;
  lift: boolean;
  gas: 'line' | 'cylinder' | 'none' | null;
  advanceMonths: number | null;
  serviceCharge: number | null;
  furnishing: 'furnished' | 'semi-furnished' | 'unfurnished' | null;
  ready: boolean;
  agent: boolean;
  negotiable: boolean;
  /** A sublet's or mess's tenants: women, a family or bachelors. */
  who: 'female' | 'family' | 'bachelor' | null;
}

const FACING_BN: Record<Facing, string> = { north: 'উত্তরমুখী', south: 'দক্ষিণমুখী', east: 'পূর্বমুখী', west: 'পশ্চিমমুখী' };
const FACING_EN: Record<Facing, string> = { north: 'north', south: 'south', east: 'east', west: 'west' };

const SUBLET_FOR = { female: 'a lady', family: 'a small family', bachelor: 'a job holder' } as const;

/** The ways one post's title could read; the seed takes the first no other post has. */
export function titleChoices(f: PostFacts): string[] {
  if (f.script === 'en') return englishTitles(f);
  if (f.script === 'banglish') return banglishTitles(f);
  return bengaliTitles(f);
}

function bengaliTitles(f: PostFacts): string[] {
  const at = placeIn(f.spot);
  const name = placeName(f.spot, 'bn');
  const bed = bnNumber(f.bedrooms ?? 0);
  const bath = bnNumber(f.bathrooms ?? 0);
  const size = bnNumber(f.size ?? 0);
  const floor = bnNumber(f.floor ?? 1);
  const month = f.moveIn ? monthName(f.moveIn.month, 'bn') : '';
  const land = f.land ? `${bnNumber(f.land.size)} ${LAND_UNIT_WORDS[f.land.unit].bn}` : '';
  const facing = FACING_BN[f.facing];
  switch (f.offer) {
    case 'family-flat':
      return [
        `${at} ফ্যামিলি বাসা ভাড়া, ${bed} বেড ${bath} বাথ`,
        `টু-লেট: ${at} ${bed} বেডরুমের ফ্ল্যাট`,
        `${month} থেকে ${at} বাসা ভাড়া হবে (${bed} রুম)`,
        `${name}, ${size} স্কয়ার ফিটের ফ্ল্যাট ভাড়া`,
        `${at} ${facing} ${bed} বেডের ফ্ল্যাট ভাড়া`,
        `${at} পরিবারের জন্য ${bed} রুমের বাসা, ${floor} তলা`,
        `${bed} রুমের ফ্ল্যাট ভাড়া হবে — ${name}`,
        `${at} ${bed} বেড ${bath} বাথের ফ্ল্যাট, ভাড়া ${rentBn(f.price)}`,
      ];
    case 'bachelor-flat':
      return [
        `${at} ব্যাচেলর বাসা ভাড়া, ${bed} রুম`,
        `ব্যাচেলরদের জন্য ${bed} রুমের ফ্ল্যাট — ${name}`,
        `${at} চাকরিজীবী ব্যাচেলরদের বাসা ভাড়া`,
        `টু-লেট (ব্যাচেলর): ${name}, ${bed} বেড`,
        `${at} ব্যাচেলর ফ্ল্যাট, ভাড়া ${rentBn(f.price)}`,
      ];
    case 'female-flat':
      return [
        `${at} চাকরিজীবী মহিলাদের জন্য বাসা ভাড়া`,
        `শুধু মহিলা: ${at} ${bed} রুমের ফ্ল্যাট`,
        `${at} ছাত্রী/চাকরিজীবী মেয়েদের ফ্ল্যাট ভাড়া`,
        `মহিলা ব্যাচেলরদের জন্য বাসা — ${name}, ${bed} বেড`,
      ];
    case 'mess-seat':
      return f.who === 'female'
        ? [
            `${at} ছাত্রী মেসে সিট ভাড়া`,
            `মেয়েদের মেসে সিট খালি — ${name}`,
            `${at} ছাত্রী হোস্টেলে সিট, ${rentBn(f.price)}`,
          ]
        : [
            `${at} ব্যাচেলর মেস সিট ভাড়া`,
            `মেসে সিট খালি আছে — ${name}`,
            `${at} ছাত্র মেসে সিট, মাসে ${rentBn(f.price)}`,
            `ব্যাচেলর মেস সিট ভাড়া, ${name}`,
          ];
    case 'sublet':
      return f.who === 'female'
        ? [
            `সাবলেট দেওয়া হবে (মহিলা) — ${name}`,
            `${at} মহিলাদের জন্য সাবলেট রুম`,
            `${at} চাকরিজীবী মহিলার জন্য সাবলেট`,
            `সাবলেট ভাড়া, ${name} (শুধু মেয়েদের জন্য)`,
          ]
        : f.who === 'family'
          ? [`${at} ছোট পরিবারের জন্য সাবলেট`, `সাবলেট দেওয়া হবে, ${name} (ফ্যামিলি)`, `${at} নতুন দম্পতির জন্য সাবলেট রুম`]
          : [`${at} সাবলেট রুম ভাড়া (ব্যাচেলর)`, `সাবলেট হবে — ${name}, একজন চাকরিজীবী`, `${at} এটাচড বাথসহ সাবলেট রুম`];
    case 'house-rent':
      return [
        `${at} পুরো বাড়ি ভাড়া, ${bed} রুম`,
        `${at} ${bed} রুমের একতলা বাড়ি ভাড়া`,
        `বাড়ি ভাড়া হবে — ${name}, উঠান ও গ্যারেজসহ`,
      ];
    case 'flat-sale':
      return f.ready
        ? [
            `${at} রেডি ফ্ল্যাট বিক্রি, ${facing}`,
            `${at} ${size} স্কয়ার ফিটের রেডি ফ্ল্যাট বিক্রয়`,
            `রেডি ফ্ল্যাট বিক্রি — ${name}, ${bed} বেড`,
            `${at} ${bed} বেডরুমের ফ্ল্যাট বিক্রি হবে`,
            `জরুরি ভিত্তিতে ${at} ফ্ল্যাট বিক্রি`,
            `${name} ${size} sft ফ্ল্যাট বিক্রি, দাম ${takaBn(f.price)}`,
          ]
        : [
            `${at} চলমান প্রজেক্টে ফ্ল্যাট বুকিং চলছে`,
            `আন্ডার কনস্ট্রাকশন ফ্ল্যাট বিক্রি — ${name}, ${size} স্কয়ার ফিট`,
            `${at} কিস্তিতে ফ্ল্যাট বিক্রি, ${bed} বেড`,
          ];
    case 'house-sale':
      return [
        `${at} ${land} জমির উপর বাড়ি বিক্রি`,
        `${at} ${bnNumber(f.totalFloors ?? 1)} তলা বাড়ি বিক্রি`,
        `বাড়ি বিক্রি হবে — ${name}, ${land}`,
        `${at} পুরাতন বাড়িসহ জমি বিক্রি`,
      ];
    case 'duplex-sale':
      return [`${at} ডুপ্লেক্স বাড়ি বিক্রি`, `${name} ${land} জমিতে ডুপ্লেক্স বিক্রয়`, `${at} ${bed} বেডরুমের ডুপ্লেক্স বাড়ি`];
    case 'land-sale':
      return f.spot.urban
        ? [
            `${at} ${land} প্লট বিক্রি`,
            `${land} আবাসিক প্লট বিক্রয় — ${name}`,
            `${at} রাস্তার পাশে ${land} জমি বিক্রি`,
            `জরুরি ${land} জমি বিক্রি হবে, ${name}`,
          ]
        : [
            `${at} ${land} আবাদি জমি বিক্রি`,
            `${name} উপজেলায় ${land} ধানি জমি`,
            `${at} পাকা রাস্তার ধারে ${land} জমি বিক্রয়`,
          ];
    case 'shop-rent':
      return [
        `${at} দোকান ভাড়া, ${size} স্কয়ার ফিট`,
        `মেইন রোডের পাশে দোকান ভাড়া — ${name}`,
        `${at} মার্কেটে দোকান ভাড়া হবে`,
      ];
    case 'shop-sale':
      return [`${at} দোকান বিক্রি`, `${name} শপিং কমপ্লেক্সে দোকান বিক্রয়, ${size} sft`];
    case 'office-rent':
      return [
        `${at} অফিস স্পেস ভাড়া, ${size} স্কয়ার ফিট`,
        `কমার্শিয়াল স্পেস ভাড়া — ${name}, ${floor} তলা`,
        `${at} ছোট অফিসের জন্য জায়গা ভাড়া`,
      ];
    case 'office-sale':
      return [`${at} কমার্শিয়াল ফ্লোর বিক্রি`, `অফিস স্পেস বিক্রয় — ${name}, ${size} স্কয়ার ফিট`];
    case 'showroom-rent':
      return [`${at} শোরুম ভাড়া`, `মেইন রোডে শোরুম স্পেস ভাড়া — ${name}`];
    case 'warehouse-rent':
      return [`${at} গোডাউন ভাড়া`, `গুদাম ঘর ভাড়া হবে — ${name}, ${size} sft`];
    case 'restaurant-rent':
      return [`${at} রেস্টুরেন্টের জন্য জায়গা ভাড়া`, `রেস্টুরেন্ট স্পেস ভাড়া — ${name}`];
    case 'factory-sale':
      return [`${at} কারখানা বিক্রি`, `শিল্প প্লটসহ ফ্যাক্টরি বিক্রয় — ${name}`];
    case 'factory-rent':
      return [`${at} ফ্যাক্টরি শেড ভাড়া, ${size} বর্গফুট`, `কারখানার জন্য শেড ভাড়া — ${name}`];
    case 'hotel-flat-sale':
      return [`${at} হোটেল অ্যাপার্টমেন্ট বিক্রি`, `সার্ভিসড অ্যাপার্টমেন্ট বিক্রি — ${name}, ${size} বর্গফুট`];
  }
}

function englishTitles(f: PostFacts): string[] {
  const name = placeName(f.spot, 'en');
  const bed = f.bedrooms ?? 0;
  const size = groupedNumber(f.size ?? 0);
  const land = f.land ? `${f.land.size} ${LAND_UNIT_WORDS[f.land.unit].en}` : '';
  const month = f.moveIn ? monthName(f.moveIn.month, 'en') : '';
  switch (f.offer) {
    case 'family-flat':
      return [
        `${bed} bed family flat for rent in ${name}`,
        `To-let: ${bed} bed, ${f.bathrooms} bath apartment at ${name}`,
        `${size} sqft flat for rent, ${name} (${bed} beds)`,
        `Flat for rent from ${month} in ${name}`,
      ];
    case 'bachelor-flat':
      return [`Bachelor flat for rent in ${name}`, `${bed} room flat for bachelors, ${name}`];
    case 'female-flat':
      return [`Flat for working women in ${name}`, `Female only: ${bed} room flat at ${name}`];
    case 'mess-seat':
      return [
        `Mess seat available in ${name}`,
        `Seat rent in a ${f.who === 'female' ? 'girls' : 'bachelor'} mess, ${name}`,
      ];
    case 'sublet':
      return [`Sublet room for ${SUBLET_FOR[f.who ?? 'bachelor']} in ${name}`, `Sublet available at ${name}`];
    case 'house-rent':
      return [`Full house for rent in ${name}`, `${bed} bed house to let at ${name}`];
    case 'flat-sale':
      return f.ready
        ? [
            `Ready flat for sale in ${name}`,
            `${size} sqft ${FACING_EN[f.facing]} facing flat for sale, ${name}`,
            `${bed} bed apartment for sale at ${name}`,
          ]
        : [`Under-construction flat booking in ${name}`, `Flat on installments, ${name} (${size} sqft)`];
    case 'house-sale':
      return [`House for sale in ${name} on ${land}`, `${f.totalFloors} storey building for sale at ${name}`];
    case 'duplex-sale':
      return [`Duplex house for sale in ${name}`, `${bed} bed duplex on ${land}, ${name}`];
    case 'land-sale':
      return [
        `${land} plot for sale in ${name}`,
        `Land for sale at ${name}, ${land}`,
        `${land} ${f.spot.urban ? 'residential plot' : 'farm land'} in ${name}`,
      ];
    case 'shop-rent':
      return [`Shop for rent in ${name}`, `${size} sqft shop space to let, ${name}`];
    case 'shop-sale':
      return [`Shop for sale in ${name}`, `Shop in a market for sale, ${name}`];
    case 'office-rent':
      return [`Office space for rent in ${name}`, `${size} sqft commercial space for rent, ${name}`];
    case 'office-sale':
      return [`Commercial floor for sale in ${name}`, `Office space for sale, ${name}`];
    case 'showroom-rent':
      return [`Showroom for rent in ${name}`];
    case 'warehouse-rent':
      return [`Warehouse for rent in ${name}`, `Godown to let at ${name}`];
    case 'restaurant-rent':
      return [`Restaurant space for rent in ${name}`];
    case 'factory-sale':
      return [`Factory for sale in ${name}`];
    case 'factory-rent':
      return [`Factory shed for rent in ${name}`, `${size} sqft factory space to let, ${name}`];
    case 'hotel-flat-sale':
      return [`Hotel apartment for sale in ${name}`, `${size} sqft serviced apartment for sale, ${name}`];
  }
}

function banglishTitles(f: PostFacts): string[] {
  const name = placeName(f.spot, 'banglish');
  const bed = f.bedrooms ?? 0;
  const land = f.land ? `${f.land.size} ${f.land.unit === 'shotok' ? 'shotok' : LAND_UNIT_WORDS[f.land.unit].en}` : '';
  switch (f.offer) {
    case 'family-flat':
      return [
        `${name} e ${bed} bed flat vara`,
        `Family basa vara ${name}, ${bed} room`,
        `${bed} rumer flat vara hobe ${name}`,
      ];
    case 'bachelor-flat':
      return [`Bachelor basa vara ${name}`, `${name} e bachelor flat vara, ${bed} room`];
    case 'female-flat':
      return [`Mohila der jonno basa vara ${name}`];
    case 'mess-seat':
      return [`${name} e mess seat vara`, `Mess e seat khali ${name}`];
    case 'sublet':
      return [`Sublet vara ${name}`, `${name} e sublet dewa hobe`];
    case 'house-rent':
      return [`${name} e bari vara`];
    case 'flat-sale':
      return [`${name} e ready flat bikri`, `Flat bikri hobe ${name}, ${bed} bed`];
    case 'house-sale':
    case 'duplex-sale':
      return [`${name} e bari bikri`, `Bari bikri ${name}, ${land}`];
    case 'land-sale':
      return [`${name} e ${land} jomi bikri`, `${land} plot bikri ${name}`];
    case 'shop-rent':
    case 'showroom-rent':
      return [`${name} e dokan vara`];
    case 'office-rent':
      return [`${name} e office vara`];
    default:
      return englishTitles(f);
  }
}
