import { encodePostImage, writePostImage } from '../images/post-images.ts';
import type { NewPost } from '../modules/posts/posts.types.ts';
import type { Repositories } from '../repositories.ts';
import { demoPhoto } from './demo-images.ts';
import type { Storage } from '../storage/storage.ts';

const DAY = 24 * 3600_000;

type Kind = 'apartment' | 'home' | 'land';
export interface CityPost {
  daysAgo: number;
  kind: Kind;
  fields: Partial<NewPost> & Pick<NewPost, 'title' | 'description' | 'subDistrict' | 'price'>;
}

/** A family flat to rent: the facts renters ask first, so the cards and details look as they will. */
export const flat = (bedrooms: number, size: number, serviceCharge: number, advanceMonths = 2): Partial<NewPost> => ({
  propertyType: 'apartment',
  bedrooms,
  bathrooms: Math.max(1, bedrooms - 1),
  balconies: 2,
  size,
  lift: 'lift',
  furnishing: 'unfurnished',
  advanceMonths,
  serviceCharge,
  billsIncluded: false,
  gas: 'line',
  tenants: ['family'],
  parking: true,
  listedBy: 'owner',
});

/**
 * Flats in the neighbourhoods people search by (issue 12): Mirpur 10 — a 3-bedroom family flat
 * under Tk 30,000 among them — Gulshan 2, Bashundhara, Uttara, Agrabad, Khulshi… The random
 * demo posts rarely land in a city thana, so these make the neighbourhood filter show something.
 * A seed step of its own, so an existing demo database gains them and nothing else changes.
 */
const CITY_POSTS: CityPost[] = [
  {
    daysAgo: 3,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'মিরপুর ১০-এ পরিবারের জন্য ৩ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'মিরপুর ১০ গোলচত্বর থেকে ৫ মিনিটের হাঁটাপথ, মেট্রো স্টেশনের কাছে। দক্ষিণমুখী, পর্যাপ্ত আলো-বাতাস।',
      subDistrict: 'dhaka-mirpur',
      neighbourhood: 'dhaka-mirpur-10',
      price: 28_000,
      availableFloor: 5,
      totalFloors: 9,
      facing: 'south',
      negotiable: true,
      ...flat(3, 1250, 2_000),
    },
  },
  {
    daysAgo: 9,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'মিরপুর ১০-এ ২ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'সেনপাড়া রোডের পাশে ছোট পরিবারের জন্য ফ্ল্যাট। গ্যাস, পানি ও বিদ্যুৎ সব সময় থাকে।',
      subDistrict: 'dhaka-mirpur',
      neighbourhood: 'dhaka-mirpur-10',
      price: 18_000,
      availableFloor: 3,
      totalFloors: 6,
      ...flat(2, 950, 1_500),
      tenants: ['family', 'bachelor'],
    },
  },
  {
    daysAgo: 6,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'মিরপুর ১-এ ৩ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'শাহ আলী মাজারের কাছে, বাজার ও স্কুল হাঁটাপথে। লিফট ও জেনারেটর আছে।',
      subDistrict: 'dhaka-mirpur',
      neighbourhood: 'dhaka-mirpur-1',
      price: 24_000,
      availableFloor: 4,
      totalFloors: 8,
      ...flat(3, 1150, 2_500),
    },
  },
  {
    daysAgo: 12,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'গুলশান ২-এ ৪ বেডরুমের ফার্নিশড ফ্ল্যাট ভাড়া',
      description: 'লেকের ধারে ২৮০০ বর্গফুটের ফ্ল্যাট, সম্পূর্ণ ফার্নিশড। জিম, সুইমিং পুল ও ২৪ ঘণ্টা নিরাপত্তা।',
      subDistrict: 'dhaka-gulshan',
      neighbourhood: 'dhaka-gulshan-2',
      price: 250_000,
      availableFloor: 7,
      totalFloors: 12,
      ...flat(4, 2800, 15_000, 3),
      furnishing: 'furnished',
    },
  },
  {
    daysAgo: 4,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'বসুন্ধরা আবাসিক এলাকায় ৩ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'ব্লক ডি-তে নতুন ভবন, ১৬০০ বর্গফুট। নর্থ সাউথ ও আইইউবি হাঁটাপথে।',
      subDistrict: 'dhaka-vatara',
      neighbourhood: 'dhaka-bashundhara-ra',
      price: 35_000,
      availableFloor: 6,
      totalFloors: 9,
      ...flat(3, 1600, 3_000),
    },
  },
  {
    daysAgo: 15,
    kind: 'apartment',
    fields: {
      type: 'rent',
      title: 'উত্তরা সেক্টর ৭-এ ২ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'সেক্টর ৭-এর ভেতরের রাস্তায় শান্ত পরিবেশ, পার্ক ও মসজিদ কাছেই।',
      subDistrict: 'dhaka-uttara-west',
      neighbourhood: 'dhaka-uttara-sector-7',
      price: 22_000,
      availableFloor: 2,
      totalFloors: 6,
      ...flat(2, 1100, 2_000),
    },
  },
  {
    daysAgo: 8,
    kind: 'apartment',
    fields: {
      type: 'sell',
      title: 'লালমাটিয়ায় ৩ বেডরুমের ফ্ল্যাট বিক্রি',
      description: 'লালমাটিয়া ব্লক সি-তে ১৪৫০ বর্গফুটের রেডি ফ্ল্যাট, দলিল হালনাগাদ। গাড়ি রাখার জায়গা আছে।',
      subDistrict: 'dhaka-mohammadpur',
      neighbourhood: 'dhaka-lalmatia',
      price: 13_500_000,
      propertyType: 'apartment',
      bedrooms: 3,
      bathrooms: 3,
      size: 1450,
      constructionStatus: 'ready',
      condition: 'new',
      lift: 'lift',
      parking: true,
      listedBy: 'owner',
    },
  },
  {
    daysAgo: 5,
    kind: 'apartment',
    fields: {
      type: 'rent',
      division: 'chittagong',
      district: 'chittagong',
      title: 'আগ্রাবাদে ৩ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'আগ্রাবাদ বাণিজ্যিক এলাকার কাছে, বন্দর ও ব্যাংক পাড়ায় যাতায়াত সহজ।',
      subDistrict: 'chittagong-double-mooring',
      neighbourhood: 'chittagong-agrabad',
      price: 25_000,
      availableFloor: 4,
      totalFloors: 7,
      ...flat(3, 1400, 2_000),
    },
  },
  {
    daysAgo: 10,
    kind: 'home',
    fields: {
      type: 'sell',
      division: 'chittagong',
      district: 'chittagong',
      title: 'খুলশীতে ৪ বেডরুমের বাড়ি বিক্রি',
      description: 'খুলশী আবাসিক এলাকার পাহাড়ঘেঁষা দোতলা বাড়ি, ছাদবাগান ও দুটি গাড়ির জায়গা।',
      subDistrict: 'chittagong-khulshi',
      neighbourhood: 'chittagong-khulshi-area',
      price: 42_000_000,
      propertyType: 'home',
      bedrooms: 4,
      bathrooms: 4,
      size: 3200,
      totalFloors: 2,
      constructionStatus: 'ready',
      condition: 'used',
      parking: true,
      listedBy: 'owner',
    },
  },
  {
    daysAgo: 7,
    kind: 'apartment',
    fields: {
      type: 'rent',
      division: 'chittagong',
      district: 'chittagong',
      title: 'নাসিরাবাদে ২ বেডরুমের ফ্ল্যাট ভাড়া',
      description: 'নাসিরাবাদ হাউজিংয়ের ভেতরে, জিইসি মোড় ১০ মিনিটের পথ।',
      subDistrict: 'chittagong-khulshi',
      neighbourhood: 'chittagong-nasirabad',
      price: 16_000,
      availableFloor: 3,
      totalFloors: 5,
      ...flat(2, 900, 1_000),
    },
  },
];

export function seedDemoCityPosts(repos: Repositories, now: Date, storage: Storage): Promise<void> {
  return insertCityPosts(repos, CITY_POSTS, now, storage);
}

/** Approved posts of the demo sellers, each with two demo photos of its kind. */
export async function insertCityPosts(
  { users, posts }: Repositories,
  list: readonly CityPost[],
  now: Date,
  storage: Storage,
): Promise<void> {
  const sellers = await Promise.all([1, 2, 3, 4, 5].map((n) => users.byEmail(`seller${n}@ghorbari.test`)));
  const owners = sellers.filter((user) => user !== undefined);
  if (owners.length === 0) return;
  for (const [index, { daysAgo, kind, fields }] of list.entries()) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const post: NewPost = {
      ownerId: owners[index % owners.length]!.id,
      type: 'rent',
      status: 'approved',
      primaryPhone: `0171100000${(index % 5) + 1}`,
      division: 'dhaka',
      district: 'dhaka',
      priceUnits: 'total-price',
      propertyType: 'apartment',
      facilities: ['generator', 'security'],
      facing: 'south',
      paid: false,
      viewCount: 40 + index * 23,
      approvedAt: at,
      submittedAt: at,
      createdAt: at,
      listedAt: at,
      updatedAt: at,
      ...fields,
    };
    const images = [];
    for (const variant of [index % 3, (index + 1) % 3]) {
      images.push(await writePostImage(await encodePostImage(await demoPhoto(kind, variant)), storage));
    }
    await posts.insert(post, images);
  }
}
