import { DIVISIONS, inPlace, type Division, type PropertyType } from '@ghorbari/contracts';
import { districtsOf, neighbourhoodsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { hashPassword } from '../auth/secrets.ts';
import { encodePostImage, writePostImage, type EncodedImage } from '../images/post-images.ts';
import type { NewPost } from '../modules/posts/posts.types.ts';
import type { Repositories } from '../repositories.ts';
import { demoPhoto } from './demo-images.ts';
import { drawnPostFacts, PROPERTY_TYPE_WEIGHTS, randomness, type DrawnPostShares } from './drawn-posts.ts';
import type { Storage } from '../storage/storage.ts';

/** How many demo posts each division gets: Dhaka busiest, then the big cities. */
const PER_DIVISION: Record<Division, number> = {
  dhaka: 60,
  chittagong: 34,
  rajshahi: 34,
  sylhet: 15,
  khulna: 15,
  barishal: 12,
  rangpur: 15,
  mymensingh: 15,
};
const KIND_BN: Record<PropertyType, string> = {
  apartment: 'ফ্ল্যাট',
  home: 'বাড়ি',
  'duplex-home': 'ডুপ্লেক্স বাড়ি',
  land: 'জমি',
  'commercial-office': 'অফিস স্পেস',
  showroom: 'শোরুম',
  shop: 'দোকান',
  restaurant: 'রেস্টুরেন্টের জায়গা',
  factory: 'কারখানা',
  warehouse: 'গুদাম',
};
const SELLERS = [
  ['Abdul Mannan', 'seller1@ghorbari.test', '01711000001'],
  ['Farzana Yasmin', 'seller2@ghorbari.test', '01811000002'],
  ['Mizanur Rahman', 'seller3@ghorbari.test', '01911000003'],
  ['Shirin Sultana', 'seller4@ghorbari.test', '01611000004'],
  ['Jahid Hasan', 'seller5@ghorbari.test', '01511000005'],
] as const;

/** Paid posts and the tallest apartment buildings of the demo data (the scale bench draws its own). */
const DEMO_SHARES: DrawnPostShares = { paid: 0.15, apartmentFloors: 12 };

/** Street and area names a poster writes beside the place (every visitor sees them). */
const STREETS = ['কলেজ রোড', 'স্টেশন রোড', 'মসজিদ রোড', 'লেক রোড', 'বাজার রোড', 'হাসপাতাল রোড', 'স্কুল রোড', 'নিউ মার্কেট'];
/** Of the demo posts with a house and road number, the share whose owner chose to show it (issue 41). */
const SHOWN_HOUSE_SHARE = 0.25;

const bnDigits = (value: number | string) =>
  String(value).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/**
 * About 200 approved sell and rent posts across all eight divisions and every property type,
 * with drawn photos, so the listings look alive on first start. Deterministic: the same data
 * every time.
 */
export async function seedDemoPosts({ users, posts }: Repositories, now: Date, storage: Storage): Promise<void> {
  const draw = randomness(20_261_121);
  const { random, pick, between, weighted } = draw;
  // The facts added in issue 12 draw from their own sequence, so the older demo data stays as it was.
  const facts = randomness(20_261_122);
  const availableFrom = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  // Neighbourhoods (issue 12) draw from a third sequence, for the same reason: most posts in a city
  // thana that has them name one (Mirpur 10, Agrabad), as posters there do.
  const places = randomness(20_261_123);
  const neighbourhoodIn = (subDistrictId: string): string | null => {
    const choices = neighbourhoodsOf(subDistrictId);
    return choices.length > 0 && places.random() < 0.8 ? places.pick(choices).id : null;
  };
  // Addresses (issue 41) from a fourth sequence: most posts name a street, many a house and road
  // number, and a quarter of those owners chose to show it; the rest keep it for support.
  const addresses = randomness(20_261_124);
  const addressOf = (kind: PropertyType) => {
    if (addresses.random() < 0.25) return {};
    const street = addresses.pick(STREETS);
    if (kind === 'land' || addresses.random() < 0.35) return { street };
    const house = `বাড়ি ${bnDigits(addresses.between(1, 120))}, রোড ${bnDigits(addresses.between(1, 30))}`;
    return { street, house, showHouse: addresses.random() < SHOWN_HOUSE_SHARE };
  };
  // The land of houses and duplexes for sale (issue 41), from a fifth sequence: mostly in katha,
  // some in shotok, as sellers write it.
  const lands = randomness(20_261_125);
  const houseLandOf = (type: 'sell' | 'rent', kind: PropertyType) => {
    if (type !== 'sell' || (kind !== 'home' && kind !== 'duplex-home')) return null;
    const katha = lands.between(kind === 'duplex-home' ? 3 : 2, kind === 'duplex-home' ? 12 : 10);
    return lands.random() < 0.8
      ? { landSize: katha, landUnits: 'katha' as const }
      : { landSize: Math.round(katha * 1.65), landUnits: 'shotok' as const };
  };

  const password = await hashPassword('demo1234');
  const owners: string[] = [];
  for (const [name, email, phone] of SELLERS) {
    const user = await users.insert({
      email,
      passwordHash: password,
      name,
      phone,
      gender: 'other',
      birthDate: '1980-01-01',
      showPhone: true,
    });
    owners.push(user.id);
  }
  const demo = await users.byEmail('demo@ghorbari.test');
  if (demo) owners.push(demo.id);

  const scenes = new Map<string, EncodedImage>();
  const scene = async (kind: PropertyType, variant: number) => {
    const key = `${kind}:${variant}`;
    if (!scenes.has(key)) scenes.set(key, await encodePostImage(await demoPhoto(kind, variant)));
    return scenes.get(key)!;
  };

  for (const division of DIVISIONS) {
    for (let i = 0; i < PER_DIVISION[division]; i++) {
      const kind = weighted(PROPERTY_TYPE_WEIGHTS);
      const type: 'sell' | 'rent' = kind === 'land' || kind === 'factory' ? 'sell' : random() < 0.5 ? 'sell' : 'rent';
      const district = pick(districtsOf(division));
      const area = pick(subDistrictsOf(district.id));
      const land = kind === 'land';
      const rooms = kind === 'apartment' || kind === 'home' || kind === 'duplex-home';
      const bedrooms = rooms ? between(kind === 'duplex-home' ? 4 : 2, kind === 'duplex-home' ? 6 : 4) : null;
      const size = land ? null : rooms ? between(750, kind === 'duplex-home' ? 3800 : 2200) : between(300, 12_000);
      const katha = land ? between(2, 20) : null;
      const price =
        type === 'rent'
          ? Math.round(((size ?? 1000) * (division === 'dhaka' ? between(18, 45) : between(9, 22))) / 500) * 500
          : land
            ? (katha ?? 5) * between(division === 'dhaka' ? 20 : 4, division === 'dhaka' ? 60 : 18) * 100_000
            : Math.round(
                ((size ?? 1000) *
                  between(division === 'dhaka' ? 6_000 : 3_000, division === 'dhaka' ? 14_000 : 7_000)) /
                  10_000,
              ) * 10_000;
      const bedroomsText = bedrooms ? `${bnDigits(bedrooms)} বেডরুমের ` : '';
      const kathaText = land ? `${bnDigits(katha ?? 0)} কাঠা ` : '';
      const title =
        type === 'sell'
          ? `${inPlace(area.bn)} ${bedroomsText || kathaText}${KIND_BN[kind]} বিক্রি`
          : `${inPlace(area.bn)} ${bedroomsText}${KIND_BN[kind]} ভাড়া`;
      const surroundings = rooms ? 'পর্যাপ্ত আলো-বাতাস, কাছেই বাজার, স্কুল ও মসজিদ।' : 'মূল সড়কের কাছে, ব্যবসার জন্য উপযোগী।';
      const description = land
        ? `${district.bn} জেলার ${inPlace(area.bn)} পাকা রাস্তার পাশে ${kathaText}জমি। ` +
          'দলিল, খতিয়ান ও নামজারি হালনাগাদ আছে। সরাসরি মালিকের সঙ্গে যোগাযোগ করুন।'
        : `${area.bn}, ${inPlace(district.bn)} ${size ? `${bnDigits(size)} বর্গফুটের ` : ''}${KIND_BN[kind]}। ` +
          `${surroundings} দেখতে আগে ফোন করুন।`;
      const createdAt = new Date(now.getTime() - between(1, 60 * 24) * 3600_000);
      const post: NewPost = {
        ownerId: pick(owners),
        type,
        status: 'approved',
        title,
        description,
        primaryPhone: `01${between(3, 9)}${String(between(10_000_000, 99_999_999))}`,
        division,
        district: district.id,
        subDistrict: area.id,
        neighbourhood: neighbourhoodIn(area.id),
        ...addressOf(kind),
        ...drawnPostFacts({ draw, facts }, { type, kind, price, size, bedrooms }, DEMO_SHARES),
        landSize: katha,
        landUnits: land ? 'katha' : null,
        ...houseLandOf(type, kind),
        propertyType: kind,
        ...(type === 'rent' ? { availableFrom } : {}),
        viewCount: between(5, 900),
        approvedAt: createdAt,
        submittedAt: createdAt,
        createdAt,
        listedAt: createdAt,
        updatedAt: createdAt,
      };
      const photos = between(1, 3);
      const images = [];
      for (let p = 0; p < photos; p++) images.push(await writePostImage(await scene(kind, (i + p) % 3), storage));
      await posts.insert(post, images);
    }
  }
}
