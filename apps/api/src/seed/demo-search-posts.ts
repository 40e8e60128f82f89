import type { Repositories } from '../repositories.ts';
import { flat, insertCityPosts, type CityPost } from './demo-city-posts.ts';
import type { Storage } from '../storage/storage.ts';

/** The Dhanmondi house for sale (S-219 on a new demo): the seed's price-drop alert test lowers its price. */
export const DHANMONDI_HOUSE: CityPost = {
  daysAgo: 2,
  kind: 'home',
  fields: {
    type: 'sell',
    title: 'ধানমন্ডি ৯/এ-তে চারতলা বাড়ি বিক্রি',
    description:
      'লেকের দুই মিনিটের পথে পাঁচ কাঠা জমির ওপর চারতলা বাড়ি। প্রতি তলায় দুটি ইউনিট, সবগুলো ভাড়া দেওয়া। ' +
      'রাজউক অনুমোদিত নকশা, নামজারি ও খাজনা হালনাগাদ।',
    subDistrict: 'dhaka-dhanmondi',
    neighbourhood: 'dhaka-dhanmondi-area',
    price: 180_000_000,
    propertyType: 'home',
    bedrooms: 4,
    bathrooms: 4,
    size: 7200,
    totalFloors: 4,
    constructionStatus: 'ready',
    condition: 'used',
    parking: true,
    listedBy: 'owner',
  },
};

/**
 * Posts for the searches people try first (issue 17): a house and a flat for sale in Dhanmondi
 * ("dhanmondi bari bikri"), a Dhanmondi flat to rent, and in Rajshahi — where many of our users
 * are — a flat to rent near the university and a plot in bigha. The random demo posts rarely land
 * in these places. A seed step of its own, so an existing demo database gains them.
 */
const SEARCH_POSTS: CityPost[] = [
  DHANMONDI_HOUSE,
  {
    daysAgo: 4,
    kind: 'apartment',
    fields: {
      type: 'sell',
      title: 'ধানমন্ডিতে ৩ বেডরুমের রেডি ফ্ল্যাট বিক্রি',
      description: 'সাতমসজিদ রোডের কাছে ১৬৫০ বর্গফুটের ফ্ল্যাট, সাততলার পঞ্চম তলা। লিফট, জেনারেটর ও একটি গাড়ির জায়গা।',
      subDistrict: 'dhaka-dhanmondi',
      neighbourhood: 'dhaka-dhanmondi-area',
      price: 26_500_000,
      propertyType: 'apartment',
      bedrooms: 3,
      bathrooms: 3,
      size: 1650,
      availableFloor: 5,
      totalFloors: 7,
      constructionStatus: 'ready',
      condition: 'new',
      lift: 'lift',
      parking: true,
      listedBy: 'owner',
    },
  },
  {
    daysAgo: 6,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'জিগাতলায় ২ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'ধানমন্ডি ১৫ আর জিগাতলা বাসস্ট্যান্ডের মাঝামাঝি, ছোট পরিবারের জন্য। গ্যাসের লাইন আছে।',
      subDistrict: 'dhaka-dhanmondi',
      neighbourhood: 'dhaka-jigatola',
      price: 22_000,
      availableFloor: 3,
      totalFloors: 6,
      ...flat(2, 950, 1_500),
    },
  },
  {
    daysAgo: 3,
    kind: 'apartment',
    fields: {
      type: 'rent',
      division: 'rajshahi',
      district: 'rajshahi',
      title: 'রাজশাহীর বিনোদপুরে ২ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'রাজশাহী বিশ্ববিদ্যালয়ের গেট থেকে পাঁচ মিনিট, পরিবার বা শিক্ষকদের জন্য। পানির সমস্যা নেই।',
      subDistrict: 'rajshahi-motihar',
      price: 9_000,
      availableFloor: 2,
      totalFloors: 4,
      ...flat(2, 900, 500, 1),
      lift: 'no-lift',
    },
  },
  {
    daysAgo: 12,
    kind: 'land',
    fields: {
      type: 'sell',
      division: 'rajshahi',
      district: 'rajshahi',
      title: 'পবায় এক বিঘা আবাদি জমি বিক্রি',
      description: 'নওহাটা বাজার থেকে এক কিলোমিটার, পাকা রাস্তার ধারে। বছরে দুই ফসল হয়, কাগজপত্র পরিষ্কার।',
      subDistrict: 'rajshahi-paba',
      price: 4_500_000,
      propertyType: 'land',
      landSize: 1,
      landUnits: 'bigha',
      landCategory: 'agricultural',
      facilities: [],
      listedBy: 'owner',
    },
  },
];

export const seedDemoSearchPosts = (repos: Repositories, now: Date, storage: Storage): Promise<void> =>
  insertCityPosts(repos, SEARCH_POSTS, now, storage);
