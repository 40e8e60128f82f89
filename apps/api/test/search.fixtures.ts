import type { NewPost } from '../src/modules/posts/posts.types.ts';
import type { Repositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

const day = 24 * 3600_000;
const now = Date.now();

type Place = Pick<NewPost, 'division' | 'district' | 'subDistrict'>;
const mirpur: Place = { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' };
const dhanmondi: Place = { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-dhanmondi' };
const gulshan: Place = { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-gulshan' };
const gopalganj: Place = { division: 'dhaka', district: 'gopalganj', subDistrict: 'gopalganj-gopalganj-sadar' };
const kashiani: Place = { division: 'dhaka', district: 'gopalganj', subDistrict: 'gopalganj-kashiani' };
const kotalipara: Place = { division: 'dhaka', district: 'gopalganj', subDistrict: 'gopalganj-kotalipara' };

const land = { propertyType: 'land', size: null, bedrooms: null, bathrooms: null } as const;
const rent = (daysAgo: number) => ({
  type: 'rent' as const,
  createdAt: new Date(now - daysAgo * day),
  listedAt: new Date(now - daysAgo * day),
});
const sell = (daysAgo: number) => ({ ...rent(daysAgo), type: 'sell' as const });

/**
 * Posts written as people write them, mostly in Bengali (issue 17): flats, a shop and houses in
 * Dhaka, land in Gopalganj in each unit. Keys name them in the tests.
 */
export const SEARCH_POSTS = {
  mirpurFlat: {
    ...rent(1),
    ...mirpur,
    title: 'মিরপুর ১০-এ ৩ বেডের ফ্ল্যাট ভাড়া',
    description: 'পরিবারের জন্য দক্ষিণমুখী ফ্ল্যাট, লিফট আছে।',
    price: 25_000,
    size: 1200,
    bedrooms: 3,
    furnishing: 'furnished',
    tenants: ['family'],
  },
  mirpurPaid: {
    ...rent(2),
    ...mirpur,
    title: 'Family flat in Mirpur 2',
    description: 'Two bedrooms, gas and generator, near the stadium.',
    price: 18_000,
    size: 900,
    bedrooms: 2,
    paid: true,
    tenants: ['family', 'bachelor'],
  },
  dhanmondiFlat: {
    ...rent(3),
    ...dhanmondi,
    title: 'ধানমন্ডিতে সুন্দর ফ্ল্যাট ভাড়া',
    description: 'লেকের পাশে, চার তলায়।',
    price: 40_000,
    size: 1500,
    bedrooms: 4,
  },
  mirpurShop: {
    ...rent(4),
    ...mirpur,
    title: 'মিরপুরে দোকান ভাড়া',
    description: 'বড় রাস্তার পাশে।',
    price: 15_000,
    size: 200,
    propertyType: 'shop',
    bedrooms: null,
    bathrooms: null,
  },
  gulshanFlat: {
    ...rent(0.5),
    ...gulshan,
    title: 'গুলশানে ফ্ল্যাট ভাড়া',
    description: 'মিরপুর থেকে গাড়িতে কুড়ি মিনিট, জেনারেটর আছে।',
    price: 90_000,
    size: 2200,
    bedrooms: 4,
  },
  dhanmondiHouse: {
    ...sell(5),
    ...dhanmondi,
    title: 'ধানমন্ডিতে বাড়ি বিক্রি',
    description: 'চার তলা বাড়ি, সামনে খোলা জায়গা।',
    price: 50_000_000,
    size: 3000,
    propertyType: 'home',
  },
  gopalganjKatha: {
    ...sell(6),
    ...gopalganj,
    ...land,
    title: 'গোপালগঞ্জে ৫ কাঠা জমি',
    description: 'পাকা রাস্তার ধারে।',
    price: 2_000_000,
    landSize: 5,
    landUnits: 'katha',
  },
  gopalganjBigha: {
    ...sell(7),
    ...gopalganj,
    ...land,
    title: 'সদরে জমি বিক্রি',
    description: 'চাষের জমি, পুকুর সহ।',
    price: 6_000_000,
    landSize: 1,
    landUnits: 'bigha',
  },
  kashianiShotok: {
    ...sell(8),
    ...kashiani,
    ...land,
    title: 'কাশিয়ানীতে ৩৩ শতক জমি',
    description: 'বাজারের কাছে।',
    price: 3_500_000,
    landSize: 33,
    landUnits: 'shotok',
  },
  kotaliparaAcre: {
    ...sell(9),
    ...kotalipara,
    ...land,
    title: 'এক একর জমি',
    description: 'নদীর ধারে খামারের জন্য।',
    price: 12_000_000,
    landSize: 1,
    landUnits: 'acres',
  },
  mirpurSale: {
    ...sell(10),
    ...mirpur,
    title: '৩ বেড ফ্ল্যাট বিক্রি মিরপুর',
    description: 'রেডি ফ্ল্যাট, জেনারেটর ও লিফট।',
    price: 9_000_000,
    size: 1350,
    bedrooms: 3,
  },
} satisfies Record<string, Partial<NewPost>>;
export type SearchPostName = keyof typeof SEARCH_POSTS;

/** Inserts an owner and the search posts, approved; answers each post's PostID by name. */
export async function insertSearchPosts(repos: Repositories): Promise<Record<SearchPostName, string>> {
  const owner = await repos.users.insert(userRow());
  const ids = {} as Record<SearchPostName, string>;
  for (const [name, post] of Object.entries(SEARCH_POSTS) as [SearchPostName, Partial<NewPost>][]) {
    const row = await repos.posts.insert(postRow(owner.id, { status: 'approved', ...post }), postImagesFor(name));
    ids[name] = `${row.type === 'sell' ? 'S' : 'R'}-${row.number}`;
  }
  return ids;
}
