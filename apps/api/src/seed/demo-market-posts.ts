import type { NewPost } from '../modules/posts/posts.types.ts';
import type { Repositories } from '../repositories.ts';
import { insertCityPosts, type CityPost } from './demo-city-posts.ts';
import type { Storage } from '../storage/storage.ts';

/** A flat for sale in Mohammadpur, Dhaka: `size` sqft at `perSqft` taka a sqft. */
function mohammadpurFlat(daysAgo: number, bedrooms: number, size: number, perSqft: number, title: string): CityPost {
  const fields: Partial<NewPost> & Pick<NewPost, 'title' | 'description' | 'subDistrict' | 'price'> = {
    type: 'sell',
    title,
    description: 'মোহাম্মদপুরে রেডি ফ্ল্যাট, লিফট, জেনারেটর ও গাড়ি রাখার জায়গা আছে। কাগজপত্র পরিষ্কার।',
    subDistrict: 'dhaka-mohammadpur',
    price: perSqft * size,
    size,
    bedrooms,
    bathrooms: Math.max(2, bedrooms - 1),
    balconies: 2,
    lift: 'lift',
    parking: true,
    constructionStatus: 'ready',
    condition: daysAgo % 2 === 0 ? 'new' : 'used',
    negotiable: true,
    listedBy: daysAgo % 3 === 0 ? 'agent' : 'owner',
  };
  return { daysAgo, kind: 'apartment', fields };
}

/** A plot in Kaliakair, Gazipur: `katha` katha at `lakhPerKatha` lakh a katha. */
function kaliakairPlot(daysAgo: number, katha: number, lakhPerKatha: number, title: string): CityPost {
  return {
    daysAgo,
    kind: 'land',
    fields: {
      type: 'sell',
      division: 'dhaka',
      district: 'gazipur',
      subDistrict: 'gazipur-kaliakair',
      title,
      description: 'পাকা রাস্তার পাশে আবাসিক প্লট, নামজারি ও খাজনা হালনাগাদ। ঢাকা-টাঙ্গাইল মহাসড়ক থেকে অল্প দূরে।',
      propertyType: 'land',
      landSize: katha,
      landUnits: 'katha',
      landCategory: 'residential',
      price: katha * lakhPerKatha * 100_000,
      negotiable: true,
      listedBy: 'owner',
    },
  };
}

/**
 * Sell posts close together (issue 19), so a new installation shows area prices: flats in
 * Mohammadpur (enough for the sub-district's own median) and plots in Kaliakair (with the random
 * demo plots, enough for Gazipur's). Spread over the last months, within the 12 counted.
 */
const MARKET_POSTS: CityPost[] = [
  mohammadpurFlat(4, 3, 1350, 9_500, 'মোহাম্মদপুরে ৩ বেডরুমের রেডি ফ্ল্যাট বিক্রি'),
  mohammadpurFlat(12, 3, 1250, 8_800, 'Ready 3 bed flat for sale near Tajmahal Road, Mohammadpur'),
  mohammadpurFlat(20, 2, 1000, 8_200, 'মোহাম্মদপুর বাঁশবাড়িতে ২ বেডরুমের ফ্ল্যাট'),
  mohammadpurFlat(33, 4, 1650, 10_500, 'মোহাম্মদপুর হাউজিংয়ে ৪ বেডরুমের বড় ফ্ল্যাট'),
  mohammadpurFlat(47, 3, 1400, 9_800, '3 bed south facing flat in Iqbal Road, Mohammadpur'),
  mohammadpurFlat(61, 3, 1300, 9_200, 'মোহাম্মদপুর নূরজাহান রোডে ৩ বেডরুমের ফ্ল্যাট'),
  mohammadpurFlat(95, 2, 1100, 8_600, 'মোহাম্মদপুরে ২ বেডরুমের ফ্ল্যাট, জাপান গার্ডেন সিটির কাছে'),
  kaliakairPlot(8, 5, 9, 'কালিয়াকৈরে ৫ কাঠার আবাসিক প্লট বিক্রি'),
  kaliakairPlot(26, 3, 11, '3 katha residential plot in Kaliakair, Gazipur'),
  kaliakairPlot(70, 10, 7.5, 'কালিয়াকৈর সফিপুরে ১০ কাঠা জমি'),
];

export function seedDemoMarketPosts(repos: Repositories, now: Date, storage: Storage): Promise<void> {
  return insertCityPosts(repos, MARKET_POSTS, now, storage);
}
