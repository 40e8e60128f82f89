import { groupId, type Facility, type GroupOfferStatus, type LandUnit } from '@ghorbari/contracts';
import { isLocationChain } from '@ghorbari/contracts/locations';
import { writeGroupPhoto } from '../images/group-images.ts';
import { encodePostImage } from '../images/post-images.ts';
import type { GroupOfferPhotoInput, NewGroupOffer } from '../modules/group/group-offers.repository.ts';
import type { Repositories } from '../repositories.ts';
import { demoPhoto } from './demo-images.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Demo group-building offers (issue 15): twelve offers over six divisions, most in Dhaka and
 * Rajshahi, written in Bengali as support would write them with an English twin of each title and
 * description (ADR 039), land in every unit, each with two to four drawn photos. One is filled and
 * one closed (not public). Published by the demo support account (support@ghorbari.test), each
 * with its audit entry.
 */
interface DemoOffer {
  place: [division: string, district: string, subDistrict: string];
  street?: string;
  title: string;
  titleEn: string;
  developBy: string;
  land: [size: number, unit: LandUnit];
  floors: number;
  flats: [min: number, max: number];
  areaPerShare: number;
  shares: [total: number, left: number];
  /** Price per share, or per sqft when the developer quotes only that. */
  price: { share: number } | { sqft: number };
  booking?: number;
  instalments?: number;
  paymentPlan?: string;
  months: [start: string, handover: string];
  facilities: Facility[];
  description: string;
  descriptionEn: string;
  status?: GroupOfferStatus;
  photos: number;
}

const BASIC: Facility[] = ['security', 'fire-exit', 'water-connection', 'generator', 'intercom'];

const OFFERS: DemoOffer[] = [
  {
    place: ['dhaka', 'dhaka', 'dhaka-mirpur'],
    street: 'রোড ৭, ব্লক সি, সেকশন ১১',
    title: 'মিরপুর ১১-তে ৫ কাঠা জমিতে ১০ তলা দলগত ভবন',
    titleEn: '10-storey group building on 5 katha in Mirpur 11',
    developBy: 'নীড় বিল্ডার্স লিমিটেড',
    land: [5, 'katha'],
    floors: 10,
    flats: [1150, 1350],
    areaPerShare: 1250,
    shares: [18, 7],
    price: { share: 6_500_000 },
    booking: 500_000,
    instalments: 36,
    paymentPlan: 'বুকিংয়ে ৫ লাখ টাকা, বাকিটা ৩৬ মাসের কিস্তিতে; ছাদ ঢালাইয়ের সময় একটি বড় কিস্তি।',
    months: ['2026-03', '2029-06'],
    facilities: [...BASIC, 'prayer-room', 'solar-panel', 'guest-parking'],
    description:
      'মিরপুর ১১-এর শান্ত আবাসিক এলাকায় দক্ষিণমুখী ৫ কাঠার প্লট। জমির মালিক ও ডেভেলপারের চুক্তি সই হয়ে গেছে, ' +
      'রাজউকের নকশা অনুমোদনের কাজ চলছে। প্রতিটি শেয়ারে একটি ফ্ল্যাট ও একটি গাড়ি রাখার জায়গা। মেট্রোরেলের ' +
      'মিরপুর ১১ স্টেশন হেঁটে দশ মিনিট।',
    descriptionEn:
      'A south-facing 5-katha plot in a quiet residential part of Mirpur 11. The landowner and the developer ' +
      'have signed their agreement, and RAJUK approval of the plan is under way. Every share is one flat ' +
      'with a parking space. Mirpur 11 metro station is a ten-minute walk.',
    photos: 4,
  },
  {
    place: ['dhaka', 'dhaka', 'dhaka-mohammadpur'],
    street: 'নূরজাহান রোড',
    title: 'মোহাম্মদপুরে নূরজাহান রোডের পাশে ৬ কাঠায় ৯ তলা দলগত ভবন',
    titleEn: '9-storey group building on 6 katha off Nurjahan Road, Mohammadpur',
    developBy: 'শাপলা প্রপার্টিজ',
    land: [6, 'katha'],
    floors: 9,
    flats: [1300, 1500],
    areaPerShare: 1400,
    shares: [16, 9],
    price: { sqft: 5_200 },
    booking: 700_000,
    instalments: 30,
    months: ['2026-01', '2028-12'],
    facilities: [...BASIC, 'fire-protection', 'cable-tv', 'wifi'],
    description:
      'দুই ভাই তাঁদের ৬ কাঠা জমি বিক্রি না করে কয়েকটি পরিবারকে সঙ্গে নিয়ে ভবন করতে চান। ডেভেলপার দাম ' +
      'বলছেন বর্গফুট হিসেবে, তাই শেয়ারের দাম নির্ভর করবে আপনি কোন ফ্ল্যাট নেবেন তার ওপর। লিফট, জেনারেটর ' +
      'আর প্রতি শিফটে কেয়ারটেকার থাকবে। স্কুল আর টাউন হল বাজার পাঁচ মিনিটের পথ।',
    descriptionEn:
      'A 6-katha plot owned by two brothers who want to build with families rather than sell. The developer ' +
      'quotes by the square foot, so the share price follows the flat you choose. Lift, generator and a ' +
      'caretaker on every shift. Schools and Town Hall market are five minutes away.',
    photos: 3,
  },
  {
    place: ['dhaka', 'dhaka', 'dhaka-uttara-west'],
    street: 'সেক্টর ১৩, রোড ১৬',
    title: 'উত্তরা ১৩ নম্বর সেক্টরে ১০ কাঠায় ১২ তলা দলগত ভবন',
    titleEn: '12-storey shared housing on 10 katha in Uttara Sector 13',
    developBy: 'উত্তরণ ডেভেলপমেন্টস',
    land: [10, 'katha'],
    floors: 12,
    flats: [1600, 2100],
    areaPerShare: 1800,
    shares: [22, 12],
    price: { share: 11_500_000 },
    booking: 1_000_000,
    instalments: 40,
    paymentPlan: 'বুকিং ১০ লাখ, তারপর ৪০টি মাসিক কিস্তি; হস্তান্তরের আগে বাকি ১০%।',
    months: ['2026-05', '2030-03'],
    facilities: [...BASIC, 'gym', 'garden', 'electronic-security', 'conversation-room', 'guest-parking'],
    description:
      'উত্তরা ১৩ নম্বর সেক্টরের লেকের কাছে ১০ কাঠার কোনার প্লট। দুই ইউনিটের ফ্লোর, বড় বারান্দা, ছাদে বাগান ও ' +
      'জিম। যারা নিজেদের পরিবারের জন্য বড় ফ্ল্যাট চান, তাদের জন্য উপযুক্ত। বিমানবন্দর ও মেট্রোরেল কাছেই।',
    descriptionEn:
      'A 10-katha corner plot near the lake in Uttara Sector 13. Two units a floor, wide balconies, a roof ' +
      'garden and a gym. Suited to those who want a large flat for their own family. The airport and the ' +
      'metro rail are close by.',
    photos: 4,
  },
  {
    place: ['dhaka', 'gazipur', 'gazipur-gazipur-sadar'],
    street: 'জয়দেবপুর, রাজবাড়ী রোডের কাছে',
    title: 'জয়দেবপুর চৌরাস্তার কাছে ১ বিঘা জমিতে যৌথ ভবন',
    titleEn: 'Shared building on 1 bigha near Joydebpur crossing',
    developBy: 'গ্রিন রুফ হাউজিং',
    land: [1, 'bigha'],
    floors: 8,
    flats: [950, 1200],
    areaPerShare: 1050,
    shares: [28, 0],
    price: { share: 3_400_000 },
    booking: 300_000,
    instalments: 24,
    months: ['2025-09', '2028-01'],
    facilities: [...BASIC, 'garden', 'self-water-supply', 'prayer-room'],
    description:
      'এক বিঘা জমিতে দুটি ভবন, মাঝখানে খেলার মাঠ; জয়দেবপুর চৌরাস্তা থেকে দশ মিনিট। সব শেয়ার বুক হয়ে ' +
      'গেছে। পাশের প্লটে পরের ধাপের কাজ হবে, সেখানে নতুন পরিবারগুলো যাতে আগ্রহ জানাতে পারেন, তাই পাতাটি ' +
      'রেখে দেওয়া হয়েছে।',
    descriptionEn:
      'Two buildings on one bigha with a playground between them, ten minutes from Joydebpur crossing. ' +
      'Every share is taken; we keep the page up so new families can register interest for the next phase ' +
      'on the plot next door.',
    status: 'filled',
    photos: 3,
  },
  {
    place: ['dhaka', 'dhaka', 'dhaka-badda'],
    street: 'আফতাবনগর, ব্লক ই',
    title: 'আফতাবনগরে ৪ কাঠার কোনার প্লটে দলগত ভবন',
    titleEn: 'Group building on a 4-katha corner plot in Aftabnagar',
    developBy: 'মেঘনা হোমস',
    land: [4, 'katha'],
    floors: 7,
    flats: [1000, 1100],
    areaPerShare: 1050,
    shares: [12, 5],
    price: { share: 5_200_000 },
    months: ['2025-11', '2028-06'],
    facilities: BASIC,
    description:
      'আফতাবনগরের ই ব্লকে ৪ কাঠার কোনার প্লট। জমির কাগজ নিয়ে মালিকদের মধ্যে মীমাংসা না হওয়া পর্যন্ত ' +
      'এই অফার বন্ধ রাখা হয়েছে।',
    descriptionEn:
      'A 4-katha corner plot in Block E, Aftabnagar. This offer is on hold until the owners settle a question ' +
      'about the land papers among themselves.',
    status: 'closed',
    photos: 2,
  },
  {
    place: ['rajshahi', 'rajshahi', 'rajshahi-boalia'],
    street: 'উপশহর, সেক্টর ২',
    title: 'রাজশাহী উপশহরে ৪ কাঠা জমিতে ৭ তলা দলগত ভবন',
    titleEn: '7-storey group building on 4 katha in Uposhohor, Rajshahi',
    developBy: 'পদ্মা হাউজিং',
    land: [4, 'katha'],
    floors: 7,
    flats: [1050, 1250],
    areaPerShare: 1150,
    shares: [12, 6],
    price: { share: 3_800_000 },
    booking: 400_000,
    instalments: 30,
    paymentPlan: 'বুকিংয়ে ৪ লাখ টাকা; পাইলিং, ঢালাই ও ফিনিশিং — তিন ধাপে বাকি টাকা ৩০ মাসে।',
    months: ['2026-02', '2028-10'],
    facilities: [...BASIC, 'prayer-room', 'solar-panel'],
    description:
      'উপশহরের ২ নম্বর সেক্টরে পূর্বমুখী ৪ কাঠার প্লট। রাজশাহী বিশ্ববিদ্যালয় ও মেডিকেল কলেজে যেতে সহজ। ' +
      'প্রতি তলায় দুটি ফ্ল্যাট, নিচতলায় গাড়ি রাখার জায়গা। জমির মালিক নিজেও এই ভবনে থাকবেন।',
    descriptionEn:
      'An east-facing 4-katha plot in Sector 2 of Uposhohor, an easy trip to Rajshahi University and the ' +
      'medical college. Two flats a floor and parking on the ground floor. The landowner will live in the ' +
      'building too.',
    photos: 3,
  },
  {
    place: ['rajshahi', 'rajshahi', 'rajshahi-rajpara'],
    street: 'লক্ষ্মীপুর, গ্রেটার রোড',
    title: 'রাজশাহীর লক্ষ্মীপুরে ৫ কাঠায় ৮ তলা গ্রুপ ফ্ল্যাট',
    titleEn: '8-storey group flats on 5 katha at Laxmipur, Rajshahi',
    developBy: 'বরেন্দ্র বিল্ডার্স',
    land: [5, 'katha'],
    floors: 8,
    flats: [1200, 1450],
    areaPerShare: 1300,
    shares: [14, 10],
    price: { share: 4_600_000 },
    booking: 500_000,
    instalments: 36,
    months: ['2026-04', '2029-01'],
    facilities: [...BASIC, 'fire-protection', 'guest-parking', 'cable-tv'],
    description:
      'লক্ষ্মীপুরে গ্রেটার রোডের ওপর ৫ কাঠার প্লট, মেডিকেল কলেজ হাসপাতালে হেঁটেই যাওয়া যায়। প্রতি তলায় ' +
      'দক্ষিণের আলো পাওয়া দুটি ফ্ল্যাট, লিফট, আর প্রতিটি শেয়ারের জন্য গাড়ি রাখার জায়গা। জমির মালিক দুটি ' +
      'ফ্ল্যাট রাখছেন, বাকিগুলো পরিবারদের জন্য।',
    descriptionEn:
      'A 5-katha plot on Greater Road at Laxmipur, walking distance from the medical college hospital. ' +
      'Two flats a floor with south light, a lift, and parking for every share. The landowner keeps two ' +
      'flats; the rest are offered to families.',
    photos: 4,
  },
  {
    place: ['rajshahi', 'bogura', 'bogura-bogura-sadar'],
    street: 'জলেশ্বরীতলা',
    title: 'বগুড়া শহরের জলেশ্বরীতলায় ১০ শতক জমিতে যৌথ ভবন',
    titleEn: 'Shared building on 10 shotok at Jaleshwaritala, Bogura',
    developBy: 'করতোয়া প্রপার্টিজ',
    land: [10, 'shotok'],
    floors: 6,
    flats: [900, 1150],
    areaPerShare: 1000,
    shares: [10, 4],
    price: { share: 2_900_000 },
    booking: 250_000,
    instalments: 24,
    months: ['2026-01', '2027-12'],
    facilities: [...BASIC, 'self-water-supply'],
    description:
      'বগুড়া শহরের জলেশ্বরীতলায় ১০ শতক জমি। সাতমাথা পাঁচ মিনিটের পথ। ছোট পরিবারের জন্য ৯০০ থেকে ১১৫০ ' +
      'বর্গফুটের ফ্ল্যাট, নিজস্ব গভীর নলকূপ ও জেনারেটর।',
    descriptionEn:
      '10 shotok of land at Jaleshwaritala in Bogura town, five minutes from Satmatha. Flats of 900 to ' +
      '1,150 sq ft for small families, with a deep tube well of its own and a generator.',
    photos: 2,
  },
  {
    place: ['chittagong', 'chittagong', 'chittagong-khulshi'],
    street: 'খুলশী হিল, রোড ২',
    title: 'খুলশীর পাহাড়ি এলাকায় ৭ কাঠায় ১০ তলা দলগত ভবন',
    titleEn: '10-storey hillside group building on 7 katha in Khulshi',
    developBy: 'কর্ণফুলী ডেভেলপার্স',
    land: [7, 'katha'],
    floors: 10,
    flats: [1400, 1800],
    areaPerShare: 1550,
    shares: [18, 11],
    price: { share: 8_200_000 },
    booking: 800_000,
    instalments: 36,
    months: ['2026-06', '2029-09'],
    facilities: [...BASIC, 'gym', 'garden', 'electronic-security', 'hot-water'],
    description:
      'খুলশী পাহাড়ের ওপর ৭ কাঠার প্লট, ওপর থেকে পুরো শহর দেখা যায়। প্রতিটি ফ্ল্যাটে তিনটি বেডরুম, ছাদে ' +
      'বাগান ও ছোট একটি জিম। মাটি পরীক্ষা শেষ, পাইলিংয়ের নকশা প্রকৌশলীর কাছে আছে।',
    descriptionEn:
      'A 7-katha plot on Khulshi hill with a view over the city. Three bedrooms in every flat, a roof ' +
      'garden and a small gym. The soil test is done and the piling design is with the engineer.',
    photos: 3,
  },
  {
    place: ['sylhet', 'sylhet', 'sylhet-sylhet-sadar'],
    street: 'শাহজালাল উপশহর, ব্লক ডি',
    title: 'সিলেটের শাহজালাল উপশহরে ৬ কাঠায় ৮ তলা দলগত ভবন',
    titleEn: '8-storey group building on 6 katha in Shahjalal Uposhohor, Sylhet',
    developBy: 'সুরমা হোমস',
    land: [6, 'katha'],
    floors: 8,
    flats: [1250, 1500],
    areaPerShare: 1350,
    shares: [14, 8],
    price: { share: 5_600_000 },
    booking: 600_000,
    instalments: 30,
    months: ['2026-03', '2028-12'],
    facilities: [...BASIC, 'prayer-room', 'guest-parking'],
    description:
      'শাহজালাল উপশহরের ডি ব্লকে ৬ কাঠার প্লট। প্রবাসী পরিবারের কথা ভেবে কিস্তি বিদেশ থেকেও দেওয়া যায়, ' +
      'প্রতি মাসে কাজের ছবি ও হিসাব পাঠানো হয়।',
    descriptionEn:
      'A 6-katha plot in Block D of Shahjalal Uposhohor. With families abroad in mind, instalments can be ' +
      'paid from overseas, and photos of the work and the accounts are sent every month.',
    photos: 3,
  },
  {
    place: ['khulna', 'khulna', 'khulna-rupsa'],
    street: 'রূপসা ঘাট রোড',
    title: 'রূপসা সেতুর ওপারে ৮ শতক জমিতে ৬ তলা দলগত ভবন',
    titleEn: '6-storey group building on 8 shotok across the Rupsha bridge',
    developBy: 'সুন্দরবন হাউজিং',
    land: [8, 'shotok'],
    floors: 6,
    flats: [950, 1100],
    areaPerShare: 1000,
    shares: [10, 6],
    price: { sqft: 3_600 },
    booking: 200_000,
    instalments: 24,
    months: ['2026-02', '2028-03'],
    facilities: [...BASIC, 'solar-panel'],
    description:
      'রূপসা সেতুর সড়কের পাশে ৮ শতক জমি, খুলনা শহর থেকে পনেরো মিনিট। দাম বর্গফুট হিসেবে, তাই ছোট ' +
      'ফ্ল্যাটের দাম কম পড়বে। বন্যার পানির চেয়ে উঁচু ভিত, আর সিঁড়ি ও করিডোরের বাতির জন্য সোলার প্যানেল।',
    descriptionEn:
      'Eight shotok next to the Rupsha bridge road, fifteen minutes from Khulna city. Priced by the square ' +
      'foot, so a smaller flat costs less. A plinth raised above flood level and solar power for the stairs ' +
      'and corridors.',
    photos: 2,
  },
  {
    place: ['mymensingh', 'mymensingh', 'mymensingh-mymensingh-sadar'],
    street: 'ঢোলাদিয়া, কাঁচিঝুলির কাছে',
    title: 'ময়মনসিংহ শহরে ০.২ একর জমিতে দুই ভবনের গ্রুপ প্রকল্প',
    titleEn: 'Two-building group project on 0.2 acres in Mymensingh town',
    developBy: 'ব্রহ্মপুত্র ডেভেলপার্স',
    land: [0.2, 'acres'],
    floors: 7,
    flats: [1000, 1300],
    areaPerShare: 1150,
    shares: [24, 15],
    price: { share: 3_300_000 },
    booking: 300_000,
    instalments: 36,
    months: ['2026-07', '2029-06'],
    facilities: [...BASIC, 'garden', 'prayer-room'],
    description:
      'কাঁচিঝুলির কাছে ০.২ একর জমিতে দুটি সাততলা ভবন, মাঝখানে বাচ্চাদের খেলার জায়গা। ব্রহ্মপুত্রের পাড় ও ' +
      'বিশ্ববিদ্যালয় কাছেই। প্রথম ভবনের কাজ শুরু হবে আগে।',
    descriptionEn:
      'Two seven-storey buildings on 0.2 acres near Kachijhuli, with a children’s play area between them. ' +
      'The Brahmaputra bank and the university are close by. Work on the first building starts first.',
    photos: 3,
  },
];

const DAY = 24 * 3600_000;

export async function seedDemoGroupOffers(
  { users, groupOffers, audit }: Repositories,
  now: Date,
  storage: Storage,
): Promise<void> {
  const support = await users.byEmail('support@ghorbari.test');
  // A few drawn scenes, encoded once side by side; each offer gets its own copies of the files.
  const scenes = await Promise.all(
    [demoPhoto('apartment', 0), demoPhoto('apartment', 1), demoPhoto('land', 2), demoPhoto('apartment', 2)].map(
      async (photo) => encodePostImage(await photo),
    ),
  );
  for (const [index, offer] of OFFERS.entries()) {
    const [division, district, subDistrict] = offer.place;
    if (!isLocationChain(division, district, subDistrict))
      throw new Error(`demo offer place: ${offer.place.join('/')}`);
    const photos: GroupOfferPhotoInput[] = [];
    for (let i = 0; i < offer.photos; i++) {
      const stored = await writeGroupPhoto(scenes[(index + i) % scenes.length]!, storage);
      photos.push({ cardPath: stored.card, largePath: stored.large });
    }
    // Published over the past two months, the first of the list most recently.
    const createdAt = new Date(now.getTime() - (2 + index * 5) * DAY);
    const status = offer.status ?? 'open';
    const changedAt = status === 'open' ? createdAt : new Date(createdAt.getTime() + 3 * DAY);
    const row: NewGroupOffer = {
      createdBy: support?.id ?? null,
      status,
      title: offer.title,
      titleEn: offer.titleEn,
      developBy: offer.developBy,
      phone: `01${7 + (index % 3)}${String(31_000_000 + index * 645_211).slice(0, 8)}`,
      division,
      district,
      subDistrict,
      street: offer.street ?? null,
      house: null,
      landSize: offer.land[0],
      landUnit: offer.land[1],
      floors: offer.floors,
      flatSizeMin: offer.flats[0],
      flatSizeMax: offer.flats[1],
      areaPerShare: offer.areaPerShare,
      sharesTotal: offer.shares[0],
      sharesLeft: offer.shares[1],
      pricePerShare: 'share' in offer.price ? offer.price.share : null,
      pricePerSqft: 'sqft' in offer.price ? offer.price.sqft : null,
      bookingAmount: offer.booking ?? null,
      instalments: offer.instalments ?? null,
      paymentPlan: offer.paymentPlan ?? null,
      startMonth: offer.months[0],
      handoverMonth: offer.months[1],
      facilities: offer.facilities,
      description: offer.description,
      descriptionEn: offer.descriptionEn,
      createdAt,
      updatedAt: changedAt,
    };
    const saved = await groupOffers.insert(row, photos);
    const target = { targetType: 'group-offer' as const, targetId: groupId(saved.number), targetLabel: saved.title };
    const actorId = support?.id ?? null;
    await audit.insert({
      ...target,
      actorId,
      action: 'group.created',
      details: { developBy: row.developBy, division, district, status: 'open', photos: photos.length },
      createdAt,
    });
    if (status !== 'open') {
      await audit.insert({
        ...target,
        actorId,
        action: 'group.status-changed',
        details: { status: { from: 'open', to: status } },
        createdAt: changedAt,
      });
    }
  }
}
