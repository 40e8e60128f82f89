import type { Draws } from './drawn-posts.ts';
import type { PostFacts } from './market-titles.ts';
import {
  bnNumber,
  groupedNumber,
  LAND_UNIT_WORDS,
  monthName,
  placeIn,
  placeName,
  rentBn,
  takaBn,
  takaEn,
  townOf,
} from './market-words.ts';

/**
 * A demo market post's description, sentence by sentence as owners write them (issue 42): what
 * it is, what is near, the terms, when to move in and how to call. Each sentence is drawn from a
 * few ways of saying it and carries the post's own figures, so no two descriptions read alike.
 */
export function describe(f: PostFacts, draw: Draws): string {
  const parts = f.script === 'bn' ? bengali(f, draw) : english(f, draw);
  return parts.filter((part) => part.length > 0).join(' ');
}

const NEAR_BN = [
  (m: string) => `মেইন রোড থেকে ${m} মিনিটের হাঁটা পথ।`,
  (m: string) => `বাজার, স্কুল ও মসজিদ ${m} মিনিটের মধ্যে।`,
  (m: string) => `বাসস্ট্যান্ড থেকে রিকশায় ${m} মিনিট।`,
  (m: string) => `হাসপাতাল ও কলেজ কাছেই, হেঁটে ${m} মিনিট।`,
  (m: string) => `গলির ভেতরে শান্ত পরিবেশ, বড় রাস্তা ${m} মিনিট।`,
] as const;
const NEAR_EN = [
  (m: string) => `${m} minutes' walk from the main road.`,
  (m: string) => `Market, school and mosque within ${m} minutes.`,
  (m: string) => `${m} minutes by rickshaw to the bus stand.`,
] as const;
const CALL_BN = [
  'আগ্রহীরা ফোন করুন।',
  'দালাল ক্ষমা করবেন।',
  'বাসা দেখতে আগে ফোন দিয়ে আসবেন।',
  'বিকেল ৪টার পর ফোন দিন।',
  'সরাসরি মালিকের সাথে কথা বলুন।',
  'শুক্রবার সারাদিন দেখানো হয়।',
  'হোয়াটসঅ্যাপেও যোগাযোগ করা যাবে।',
] as const;
const CALL_AGENT_BN = [
  'আমাদের মাধ্যমে দেখতে ফোন দিন।',
  'এরকম আরো বাসা ও প্লট আমাদের কাছে আছে।',
  'সকাল ১০টা থেকে রাত ৮টা পর্যন্ত ফোন ধরা হয়।',
] as const;
const CALL_EN = ['Call to visit.', 'No brokers please.', 'Owner will show it on Fridays.', 'Call after 4 pm.'] as const;

/** The sentence saying when the renter can move in. */
function moveInBn(f: PostFacts): string {
  if (!f.moveIn) return '';
  if (f.moveIn.ahead === 0) return 'এখনই ওঠা যাবে।';
  return `${monthName(f.moveIn.month, 'bn')} মাসের ১ তারিখ থেকে ওঠা যাবে।`;
}

function rentTermsBn(f: PostFacts, draw: Draws): string {
  const rent = `ভাড়া ${rentBn(f.price)}`;
  const service = f.serviceCharge ? `, সার্ভিস চার্জ ${takaBn(f.serviceCharge)}` : '';
  const advance = f.advanceMonths ? ` ${bnNumber(f.advanceMonths)} মাসের অ্যাডভান্স লাগবে।` : '';
  const bills = draw.pick(['গ্যাস ও বিদ্যুৎ বিল আলাদা।', 'পানির বিল ভাড়ার মধ্যে।', '']);
  return `${rent}${service}${f.negotiable ? ' (আলোচনা সাপেক্ষে)' : ''}।${advance} ${bills}`.trim();
}

function homeBn(f: PostFacts, draw: Draws): string[] {
  const at = placeIn(f.spot);
  const rooms = `${bnNumber(f.bedrooms ?? 0)} বেডরুম, ${bnNumber(f.bathrooms ?? 0)} বাথরুম`;
  const size = f.size ? `${bnNumber(f.size)} বর্গফুটের` : '';
  const home = f.offer === 'house-rent' ? 'বাড়ি' : 'ফ্ল্যাট';
  const floor = f.floor ? `${bnNumber(f.totalFloors ?? f.floor)} তলা ভবনের ${bnNumber(f.floor)} তলায়` : '';
  const lift = f.lift ? 'লিফট ও জেনারেটর আছে।' : draw.pick(['লিফট নেই, সিঁড়ি চওড়া।', 'বিল্ডিংয়ে লিফট নেই।']);
  const gas =
    f.gas === 'line' ? 'তিতাস গ্যাসের লাইন আছে।' : f.gas === 'cylinder' ? 'সিলিন্ডার গ্যাস ব্যবহার করতে হবে।' : '';
  const opening = draw.pick([
    `${at} ${rooms}, ${size} ${home}।`,
    `${floor} ${size} ${f.offer === 'house-rent' ? 'বাড়ি' : 'বাসা'}, ${rooms}।`,
    `${rooms} ও ড্রয়িং-ডাইনিংসহ ${size} খোলামেলা ${home}, ${placeName(f.spot, 'bn')}।`,
  ]);
  return [opening, f.floor && !opening.includes('তলায়') ? `${floor}।` : '', lift, gas];
}

function bengali(f: PostFacts, draw: Draws): string[] {
  const at = placeIn(f.spot);
  const near = draw.pick(NEAR_BN)(bnNumber(draw.between(2, 15)));
  const call = draw.pick(f.agent ? CALL_AGENT_BN : CALL_BN);
  const town = f.spot.district.id === 'dhaka' || !townOf(f.spot, 'bn') ? '' : ` (${townOf(f.spot, 'bn')})`;
  const land = f.land ? `${bnNumber(f.land.size)} ${LAND_UNIT_WORDS[f.land.unit].bn}` : '';
  const price = `দাম ${takaBn(f.price)}${f.negotiable ? ', কিছু কম হতে পারে' : ''}।`;
  switch (f.offer) {
    case 'family-flat':
    case 'bachelor-flat':
    case 'female-flat':
    case 'house-rent': {
      const who =
        f.offer === 'family-flat'
          ? draw.pick(['শুধু ফ্যামিলির জন্য।', 'ছোট বা বড় পরিবার, যে কেউ।', 'ব্যাচেলর দেওয়া হবে না।'])
          : f.offer === 'bachelor-flat'
            ? draw.pick(['চাকরিজীবী ব্যাচেলর অগ্রাধিকার পাবেন।', 'ছাত্র বা চাকরিজীবী ব্যাচেলর।'])
            : f.offer === 'female-flat'
              ? 'শুধু ছাত্রী বা চাকরিজীবী মহিলাদের জন্য।'
              : 'পুরো বাড়ি একসাথে ভাড়া দেওয়া হবে।';
      return [...homeBn(f, draw), near, rentTermsBn(f, draw), who, moveInBn(f), call];
    }
    case 'mess-seat':
      return [
        `${at}${town} ${f.who === 'female' ? 'ছাত্রী' : 'ব্যাচেলর'} মেসে ${bnNumber(draw.between(1, 3))}টি সিট খালি।`,
        `প্রতি সিট মাসে ${rentBn(f.price)}, খাওয়া আলাদা।`,
        draw.pick(['রুমে দুজন করে থাকা।', 'বুয়া আছে, রান্না হয় তিন বেলা।', 'ওয়াইফাই ও ফ্রিজ আছে।']),
        near,
        moveInBn(f),
        call,
      ];
    case 'sublet':
      return [
        `${at}${town} ${bnNumber(f.floor ?? 2)} তলার ফ্ল্যাটে একটি রুম সাবলেট দেওয়া হবে।`,
        draw.pick(['রুমের সাথে এটাচড বাথ ও বারান্দা।', 'কমন বাথরুম, রান্নাঘর শেয়ার করতে হবে।', 'বড় রুম, জানালা দক্ষিণে।']),
        f.who === 'female'
          ? 'শুধু চাকরিজীবী মহিলা বা ছাত্রী।'
          : f.who === 'family'
            ? 'ছোট পরিবার (স্বামী-স্ত্রী) হলে ভালো।'
            : 'একজন চাকরিজীবী ভাই হলে ভালো।',
        `ভাড়া ${rentBn(f.price)}, বিল সহ।`,
        moveInBn(f),
        near,
        call,
      ];
    case 'flat-sale':
    case 'hotel-flat-sale': {
      const state = f.ready
        ? draw.pick(['রেডি ফ্ল্যাট, এখনই ওঠা যাবে।', 'হ্যান্ডওভার হয়ে গেছে, রেজিস্ট্রেশন সাথে সাথে।'])
        : `চলমান প্রজেক্ট, হ্যান্ডওভার ${bnNumber(draw.between(1, 3))} বছরের মধ্যে। কিস্তির সুবিধা আছে।`;
      return [
        ...homeBn(f, draw),
        state,
        draw.pick(['কার পার্কিং আছে।', 'ছাদে কমন স্পেস।', 'রাজউক অনুমোদিত নকশা।', 'সব কাগজপত্র ক্লিয়ার।']),
        near,
        price,
        call,
      ];
    }
    case 'house-sale':
    case 'duplex-sale':
      return [
        `${at}${town} ${land} জমির উপর ${bnNumber(f.totalFloors ?? 1)} তলা ${f.offer === 'duplex-sale' ? 'ডুপ্লেক্স ' : ''}বাড়ি।`,
        `মোট ${bnNumber(f.bedrooms ?? 0)}টি বেডরুম, ${bnNumber(f.size ?? 0)} বর্গফুট।`,
        draw.pick(['নামজারি ও খাজনা হালনাগাদ।', 'দলিল, খতিয়ান সব ঠিক আছে।', 'বর্তমানে ভাড়া দেওয়া আছে।']),
        near,
        price,
        call,
      ];
    case 'land-sale':
      return [
        `${at}${town} ${land} ${f.spot.urban ? 'আবাসিক প্লট' : draw.pick(['আবাদি জমি', 'ধানি জমি', 'ভিটা জমি'])}।`,
        draw.pick([
          `সামনে ${bnNumber(draw.between(10, 30))} ফুট রাস্তা।`,
          'পাকা রাস্তার সাথে লাগোয়া।',
          'জমি উঁচু, বন্যার পানি ওঠে না।',
          'চারপাশে বসতি গড়ে উঠছে।',
        ]),
        draw.pick([
          'দলিল, খতিয়ান ও নামজারি হালনাগাদ।',
          'সিএস, এসএ, আরএস সব পর্চা আছে।',
          'এক দাগে জমি, কোনো ঝামেলা নেই।',
        ]),
        price,
        call,
      ];
    default: {
      const size = `${bnNumber(f.size ?? 0)} বর্গফুটের`;
      const terms = f.offer.endsWith('-rent') ? rentTermsBn(f, draw) : price;
      return [
        `${at}${town} ${size} ${draw.pick(['কমার্শিয়াল জায়গা', 'স্পেস'])}, ${f.floor === 1 ? 'নিচতলায়' : `${bnNumber(f.floor ?? 1)} তলায়`}।`,
        draw.pick(['সামনে চওড়া রাস্তা, লোকজনের চলাচল বেশি।', 'পার্কিং ও জেনারেটর আছে।', 'যেকোনো ব্যবসার জন্য উপযুক্ত।']),
        near,
        terms,
        call,
      ];
    }
  }
}

function english(f: PostFacts, draw: Draws): string[] {
  const name = placeName(f.spot, 'en');
  const near = draw.pick(NEAR_EN)(String(draw.between(2, 15)));
  const call = draw.pick(CALL_EN);
  const where = f.spot.district.id === 'dhaka' || !townOf(f.spot, 'en') ? name : `${name}, ${townOf(f.spot, 'en')}`;
  const size = `${groupedNumber(f.size ?? 0)} sqft`;
  const land = f.land ? `${f.land.size} ${LAND_UNIT_WORDS[f.land.unit].en}` : '';
  const from = f.moveIn?.ahead ? `Available from ${monthName(f.moveIn.month, 'en')}.` : 'Available now.';
  const service = f.serviceCharge ? ` + ${takaEn(f.serviceCharge)} service charge` : '';
  const rent = f.moveIn
    ? `Rent ${takaEn(f.price)}${service}, ${f.advanceMonths ?? 1} month advance. ${from}`
    : `Asking ${takaEn(f.price)}${f.negotiable ? ', negotiable' : ''}.`;
  const floor = f.floor ? `, floor ${f.floor}` : '';
  const what =
    f.offer === 'land-sale'
      ? `${land} ${f.spot.urban ? 'residential plot' : 'land'} in ${where}, papers up to date.`
      : f.bedrooms
        ? `${f.bedrooms} bed, ${f.bathrooms} bath, ${size} at ${where}${floor}.`
        : f.size
          ? `${size} at ${where}${floor}.`
          : `A seat in a shared room at ${where}${floor}.`;
  const extra =
    f.offer === 'land-sale'
      ? draw.pick(['Road in front.', 'High land, no flooding.', 'Homes being built all around.'])
      : draw.pick([
          f.lift ? 'Lift and generator.' : 'Wide stairs, no lift.',
          f.gas === 'line' ? 'Gas line connection.' : 'Good light and air.',
          'Secure building with a guard.',
        ]);
  const who =
    f.who === 'female'
      ? 'Women only.'
      : f.offer === 'bachelor-flat' || f.who === 'bachelor'
        ? 'Bachelors welcome.'
        : f.offer === 'family-flat'
          ? 'For a family.'
          : '';
  return [what, extra, near, who, rent, call];
}
