import type { BudgetTier, Division, InteriorCategory, RejectionReason } from '@ghorbari/contracts';

/**
 * The demo design firms (issue 14): their owners, and the firms themselves as their owners write
 * them (ADR 039): the about text in Bengali first and, from most firms, an English twin; a few
 * small local firms give no English. demo-firms.ts stores them.
 */
export const DESIGNERS = [
  ['Nusrat Jahan', 'designer@ghorbari.test', '01711000101', 'female', 'bn'],
  ['Tanjila Rahman', 'designer2@ghorbari.test', '01811000102', 'female', 'bn'],
  ['Arif Chowdhury', 'designer3@ghorbari.test', '01911000103', 'male', 'en'],
  ['Sabbir Hossain', 'designer4@ghorbari.test', '01611000104', 'male', 'bn'],
  ['Mehnaz Kabir', 'designer5@ghorbari.test', '01511000105', 'female', 'en'],
  ['Rashedul Islam', 'designer6@ghorbari.test', '01311000106', 'male', 'bn'],
] as const;

export type Place = [Division, string, string];
export interface DemoFirm {
  name: string;
  place: Place;
  categories: InteriorCategory[];
  budget: BudgetTier;
  /** The about text as written, in Bengali. */
  about: string;
  /** Its English twin, with English captions too; null for a firm that writes only in Bengali. */
  aboutEn: string | null;
  owner?: number;
  status?: 'pending' | 'rejected';
  rejection?: [RejectionReason, string];
  pendingName?: string;
}

const firm = (
  name: string,
  place: Place,
  categories: InteriorCategory[],
  budget: BudgetTier,
  about: string,
  aboutEn: string | null,
  extra: Partial<DemoFirm> = {},
): DemoFirm => ({ name, place, categories, budget, about, aboutEn, ...extra });

const dhaka = (sub: string): Place => ['dhaka', 'dhaka', `dhaka-${sub}`];
export const FIRMS: DemoFirm[] = [
  firm(
    'Nokshi Interiors',
    dhaka('gulshan'),
    ['home', 'furniture'],
    'luxury',
    'ফ্ল্যাট ও ডুপ্লেক্সের পুরো ইন্টেরিয়র করছি ২০১২ সাল থেকে, গুলশান, বনানী আর বারিধারায়। কাজ শুরুর আগে থ্রিডি ' +
      'ছবিতে পুরো নকশা দেখিয়ে নিই, আসবাব বানাই নিজেদের কারখানায়, আর প্রথম সাইট ভিজিট থেকে চাবি বুঝিয়ে দেওয়া ' +
      'পর্যন্ত একজন প্রজেক্ট ম্যানেজার আপনার সঙ্গে থাকেন।',
    'Full interiors for flats and duplexes in Gulshan, Banani and Baridhara since 2012. You see the whole design ' +
      'in 3D before work starts, the furniture is made in our own workshop, and one project manager stays with ' +
      'you from the first site visit to handover.',
    { owner: 0 },
  ),
  firm(
    'ঘরসাজ ইন্টেরিয়র',
    dhaka('dhanmondi'),
    ['home', 'furniture'],
    'budget-friendly',
    'ধানমন্ডি ও মোহাম্মদপুরে দশ বছর ধরে ফ্ল্যাটের ইন্টেরিয়র করছি। আপনার বাজেট শুনে নকশা করি, আসবাব বানাই নিজস্ব ' +
      'কারখানায়, আর কথামতো দিনে কাজ বুঝিয়ে দিই।',
    'Flat interiors in Dhanmondi and Mohammadpur for ten years. We design to the budget you give us, make the ' +
      'furniture in our own workshop and hand over on the day we agreed.',
  ),
  firm(
    'Urban Nest Studio',
    dhaka('banani'),
    ['office', 'showroom'],
    'luxury',
    'কর্পোরেট অফিস আর ব্র্যান্ড শোরুমের আধুনিক, ছিমছাম নকশা করি। নকশা, ভবন কর্তৃপক্ষের অনুমতি, গ্লাস পার্টিশন আর ' +
      'লাইটিং সব আমাদের দায়িত্বে। কাজ করি ফ্লোর ধরে ধরে, যাতে আপনার অফিস চালু থাকে।',
    'Modern, uncluttered corporate offices and brand showrooms. Design, building approvals, glass partitions and ' +
      'lighting are all on us, and we work floor by floor so your office keeps running.',
  ),
  firm(
    'রঙতুলি ডিজাইন হাউস',
    dhaka('mirpur'),
    ['home'],
    'low-budget',
    'কম খরচে ঘর সাজাতে চান? রং, ওয়ালপেপার, পর্দা আর ছোটখাটো আসবাব দিয়ে মিরপুর-পল্লবীর অনেক পরিবারের ঘর নতুন করে ' +
      'সাজিয়েছি। বাসায় এসে ফ্রি মাপ নিই, খরচ আগেই লিখে জানাই।',
    null,
  ),
  firm(
    'Dhaka Workspace Co.',
    dhaka('tejgaon'),
    ['office'],
    'budget-friendly',
    'তেজগাঁও ও কারওয়ান বাজারে স্টার্টআপ আর এনজিওর অফিস সাজাই কাজের উপযোগী করে: ওয়ার্কস্টেশন, মিটিং রুম, ফলস ' +
      'সিলিং আর নেটওয়ার্কের তার। কাজ শেষ হয় কয়েক সপ্তাহে, মাসের পর মাস লাগে না।',
    'Practical office fit-outs for start-ups and NGOs in Tejgaon and Karwan Bazar: workstations, meeting rooms, ' +
      'false ceilings and network cabling, done in weeks, not months.',
    { pendingName: 'Dhaka Workspace & Interiors' },
  ),
  firm(
    'Spice Route Interiors',
    dhaka('uttara-west'),
    ['restaurant', 'cafe'],
    'luxury',
    'অতিথিরা মনে রাখেন এমন রেস্তোরাঁ আর ক্যাফে বানাই: কনসেপ্ট, কিচেনের লেআউট, বসার ব্যবস্থা, আলো আর সাইনবোর্ড। ' +
      'উত্তরা, বনানী ও চট্টগ্রামে ৪০টির বেশি আউটলেটের নকশা করেছি।',
    'Restaurants and cafés guests remember: concept, kitchen layout, seating, lighting and signage. More than 40 ' +
      'outlets designed in Uttara, Banani and Chattogram.',
  ),
  firm(
    'শৈলী আর্কিটেক্টস',
    dhaka('mohammadpur'),
    ['exterior', 'home'],
    'budget-friendly',
    'বাড়ির সামনের নকশা, ছাদবাগান আর ভেতরের সাজ, সব এক জায়গায়। আমাদের স্থপতি আর প্রকৌশলীরা একসঙ্গে বসে আপনার ' +
      'বাড়িকে দেন নিজস্ব চেহারা।',
    'Façades, rooftop gardens and interiors in one place. Our architects and engineers work together to give your ' +
      'house a look of its own.',
  ),
  firm(
    'IronFit Gym Builders',
    dhaka('badda'),
    ['gym'],
    'budget-friendly',
    'খালি ফ্লোর থেকে উদ্বোধনের দিন পর্যন্ত জিম আর ফিটনেস স্টুডিও গড়ে দিই: রাবার ফ্লোরিং, আয়নার দেয়াল, বাতাস ' +
      'চলাচল, আলো, আর মানুষ যেভাবে আসলে ব্যায়াম করে সেভাবে যন্ত্রপাতি সাজানো।',
    'Gyms and fitness studios from an empty floor to opening day: rubber flooring, mirror walls, ventilation, ' +
      'lighting and an equipment layout that follows how people really train.',
  ),
  firm(
    'কাঠকথা ফার্নিচার',
    ['dhaka', 'dhaka', 'dhaka-savar'],
    ['furniture'],
    'low-budget',
    'সাভারে নিজেদের কারখানায় মেহগনি ও সেগুন কাঠের খাট, আলমারি, পড়ার টেবিল আর ডাইনিং সেট বানাই আপনার ঘরের মাপে। ' +
      'ঢাকার যেকোনো জায়গায় পৌঁছে দিয়ে লাগিয়ে দিই।',
    'Beds, wardrobes, study tables and dining sets in mahogany and teak, made to your room’s measurements in our ' +
      'own workshop in Savar. We deliver and fit them anywhere in Dhaka.',
  ),
  firm(
    'Green Valley Landscapes',
    ['dhaka', 'gazipur', 'gazipur-gazipur-sadar'],
    ['exterior'],
    'low-budget',
    'গাজীপুরে বাড়ির আঙিনা, ছাদবাগান আর রিসোর্টের ল্যান্ডস্কেপিং করি। এমন গাছ বাছি যা বর্ষা আর শুকনো মৌসুম ' +
      'দুটোতেই টেকে, কাজ বুঝিয়ে দেওয়ার পরও দেখাশোনা করি।',
    'Front yards, rooftop gardens and resort landscaping around Gazipur. We choose plants that last through the ' +
      'monsoon and the dry months, and we look after them after handover.',
  ),
  firm(
    'Padma Decor',
    ['rajshahi', 'rajshahi', 'rajshahi-boalia'],
    ['home', 'furniture'],
    'budget-friendly',
    'রাজশাহী শহরে বাসার ইন্টেরিয়র করি: কিচেন কেবিনেট, ওয়ারড্রোব, ফলস সিলিং আর লাইটিং। বাসায় এসে মাপ নিই, একটা ' +
      'বোর্ড কাটার আগেই থ্রিডি ছবিতে দেখিয়ে দিই।',
    'Home interiors in Rajshahi city: kitchen cabinets, wardrobes, false ceilings and lighting. We come to ' +
      'measure and show you a 3D view before a single board is cut.',
  ),
  firm(
    'বরেন্দ্র ইন্টেরিয়র',
    ['rajshahi', 'rajshahi', 'rajshahi-rajpara'],
    ['home', 'office'],
    'low-budget',
    'রাজশাহীতে বাসা ও ছোট অফিসের ইন্টেরিয়র করি সাধ্যের মধ্যে। পুরোনো আসবাব ফেলে না দিয়ে মেরামত আর রং করে নতুন ' +
      'চেহারা দেওয়ায় আমাদের বিশেষ দক্ষতা।',
    'Affordable interiors for homes and small offices in Rajshahi. Instead of throwing old furniture away, we ' +
      'repair and refinish it so it looks new: that is what we do best.',
  ),
  firm(
    'Silk City Cafe Design',
    ['rajshahi', 'rajshahi', 'rajshahi-shah-makhdum'],
    ['cafe', 'restaurant'],
    'budget-friendly',
    'রাজশাহীতে বিশ্ববিদ্যালয়পাড়ার তরুণদের জন্য ক্যাফে আর পারিবারিক রেস্তোরাঁ সাজাই: উষ্ণ আলো, মজবুত আসবাব, আর ' +
      'এমন বিন্যাস যাতে বেশি মানুষ বসলেও ভিড় মনে না হয়।',
    'Cafés and family restaurants for Rajshahi’s university crowd: warm lighting, sturdy furniture and layouts ' +
      'that seat more people without feeling crowded.',
  ),
  firm(
    'আমসুর ডিজাইন স্টুডিও',
    ['rajshahi', 'bogura', 'bogura-bogura-sadar'],
    ['showroom', 'office'],
    'budget-friendly',
    'বগুড়ায় শোরুম ও অফিসের নকশা করি। ডিসপ্লে তাক, আলো আর কাচের কাজ এমনভাবে সাজাই, যাতে ক্রেতার চোখ আগে আপনার ' +
      'পণ্যে পড়ে।',
    'Showroom and office design in Bogura. We arrange display shelving, lighting and glasswork so that your ' +
      'products are the first thing a customer sees.',
  ),
  firm(
    'Mahasthan Build & Decor',
    ['rajshahi', 'bogura', 'bogura-shajahanpur'],
    ['exterior', 'home'],
    'luxury',
    'উত্তরবঙ্গের ঐতিহ্যে অনুপ্রাণিত ডুপ্লেক্স বাড়ি আর সামনের নকশা, টেরাকোটা, পাথর আর কাচে। নকশা, থ্রিডি ছবি আর ' +
      'নির্মাণকাজের পুরো তত্ত্বাবধান আমাদের দায়িত্বে।',
    'Duplex homes and façades in terracotta, stone and glass, inspired by North Bengal’s heritage. Design, 3D ' +
      'views and full supervision of the building work.',
  ),
  firm(
    'রাজশাহী জিম সলিউশনস',
    ['rajshahi', 'rajshahi', 'rajshahi-motihar'],
    ['gym'],
    'low-budget',
    'ছোট জায়গাতেও পুরো জিম: মেঝে, আয়না, আলো আর বাতাস চলাচলের ব্যবস্থা। রাজশাহী ও আশপাশের জেলায় কাজ করি।',
    null,
  ),
  firm(
    'Karnaphuli Interiors',
    ['chittagong', 'chittagong', 'chittagong-khulshi'],
    ['home', 'hotel'],
    'luxury',
    'খুলশীর প্রিমিয়াম অ্যাপার্টমেন্ট আর উপকূলের গেস্ট হাউসের ইন্টেরিয়র করি। বিদেশি ফিটিংস, মাপমতো বানানো আসবাব, ' +
      'আর শেষ পর্দাটা টাঙানো পর্যন্ত আমাদের ডিজাইন টিম আপনার পাশে থাকে।',
    'Premium apartments in Khulshi and guest houses along the coast. Imported fittings, furniture made to ' +
      'measure, and a design team that stays with you until the last curtain is hung.',
  ),
  firm(
    'সাগরিকা হোটেল ডিজাইন',
    ['chittagong', 'coxs-bazar', 'coxs-bazar-coxs-bazar-sadar'],
    ['hotel', 'restaurant'],
    'luxury',
    'কক্সবাজারের হোটেল, রিসোর্ট ও রেস্তোরাঁর নকশা আমাদের বিশেষত্ব। লোনা বাতাসে টেকে এমন উপকরণ বেছে নিয়ে অতিথিদের ' +
      'জন্য আরামের পরিবেশ গড়ি।',
    'Hotels, resorts and restaurants in Cox’s Bazar are our speciality. We choose materials that stand up to the ' +
      'salty sea air and make rooms guests feel at ease in.',
  ),
  firm(
    'Port City Office Fitouts',
    ['chittagong', 'chittagong', 'chittagong-panchlaish'],
    ['office', 'showroom'],
    'budget-friendly',
    'চট্টগ্রামে অফিস আর শোরুম সাজাই: শিপিং ও গার্মেন্টস বায়িং হাউসের অফিস, ব্যাংকের শাখা আর দোকান। কথামতো সময়ে, ' +
      'কথামতো বাজেটে।',
    'Office and showroom fit-outs in Chattogram: shipping and garment buying-house offices, bank branches and ' +
      'shops, on time and on budget.',
  ),
  firm(
    'ময়নামতি ফার্নিচার',
    ['chittagong', 'cumilla', 'cumilla-cumilla-adarsha-sadar'],
    ['furniture', 'home'],
    'low-budget',
    'কুমিল্লায় তিন পুরুষ ধরে কাঠের কাজ করছি। খাট, সোফা, আলমারি আর রান্নাঘরের কেবিনেট বানাই আপনার ঘরের মাপে, ' +
      'ন্যায্য দামে।',
    'Three generations of woodwork in Cumilla. Beds, sofas, wardrobes and kitchen cabinets made to fit your home, ' +
      'at a fair price.',
  ),
  firm(
    'Tea Garden Interiors',
    ['sylhet', 'sylhet', 'sylhet-sylhet-sadar'],
    ['home', 'cafe'],
    'budget-friendly',
    'সিলেটে বাসা আর টি-লাউঞ্জ সাজাই প্রাকৃতিক কাঠ, বেত আর সবুজ গাছ দিয়ে। আমাদের অনেক গ্রাহক প্রবাসী পরিবার, তাই ' +
      'প্রতি সপ্তাহে কাজের অগ্রগতির ছবি পাঠাই।',
    'Homes and tea lounges in Sylhet with natural wood, cane and plenty of green. Many of our clients are ' +
      'families living abroad, so we send photos of the progress every week.',
  ),
  firm(
    'সুরমা ডেকোর',
    ['sylhet', 'sylhet', 'sylhet-dakshin-surma'],
    ['home'],
    'low-budget',
    'সিলেটে ফ্ল্যাট ও বাড়ির রং, পর্দা, ওয়ালপেপার আর আলোর কাজ করি। প্রবাসীদের বাড়ি দেখাশোনা করে সাজিয়ে রাখি, ' +
      'দেশে ফিরে যেন গোছানো ঘর পান।',
    null,
  ),
  firm(
    'Jaflong Stone & Exterior',
    ['sylhet', 'sylhet', 'sylhet-gowainghat'],
    ['exterior'],
    'budget-friendly',
    'সিলেটের নিজস্ব পাথরে দেয়ালের ক্ল্যাডিং, সীমানাপ্রাচীর, গেট আর বাগানের পথ বানাই। বাড়ি, রিসোর্ট ও মসজিদের ' +
      'বাইরের নকশা থেকে নির্মাণ পর্যন্ত সব করি।',
    'Stone cladding, boundary walls, gates and garden paths in Sylhet’s own stone. Exterior design and building ' +
      'for homes, resorts and mosques.',
  ),
  firm(
    'Sundarban Décor Studio',
    ['khulna', 'khulna', 'khulna-rupsa'],
    ['home', 'furniture'],
    'budget-friendly',
    'খুলনাজুড়ে বাসার ইন্টেরিয়র করি, আসবাব বানাই রূপসায় আমাদের কারখানায়। দক্ষিণ-পশ্চিমের ভেজা বাতাসের কথা ভেবে ' +
      'আর্দ্রতারোধী বোর্ড আর ফিনিশ ব্যবহার করি।',
    'Home interiors across Khulna, with furniture made in our Rupsa workshop. We use moisture-resistant boards ' +
      'and finishes chosen for the humid air of the south-west.',
  ),
  firm(
    'রূপসা ইন্টেরিয়র অ্যান্ড ফার্নিচার',
    ['khulna', 'jashore', 'jashore-jashore-sadar'],
    ['furniture', 'showroom'],
    'low-budget',
    'যশোরে শোরুমের তাক, কাউন্টার আর বাসার আসবাব বানাই। ছোট ব্যবসার জন্য কম খরচে সুন্দর শোরুম সাজানো আমাদের বিশেষত্ব।',
    'Showroom shelving, counters and home furniture in Jashore. Good-looking showrooms for small businesses on a ' +
      'small budget are our speciality.',
  ),
  firm(
    'Bhairab Fitness Interiors',
    ['khulna', 'khulna', 'khulna-phultala'],
    ['gym', 'office'],
    'budget-friendly',
    'খুলনা বিভাগে জিম, ইয়োগা স্টুডিও আর ছোট অফিস সাজাই। সাউন্ডপ্রুফিং, নরম ফ্লোরিং আর আলোর পরিকল্পনা প্রতিটি ' +
      'কোটেশনেই ধরা থাকে।',
    'Gyms, yoga studios and small offices across Khulna division. Sound-proofing, cushioned floors and a lighting ' +
      'plan are included in every quote.',
  ),
  firm(
    'কীর্তনখোলা ডিজাইন',
    ['barishal', 'barishal', 'barishal-barishal-sadar'],
    ['home', 'restaurant'],
    'low-budget',
    'বরিশালে বাসা ও রেস্তোরাঁর ইন্টেরিয়র করি সাধ্যের মধ্যে। নকশা থেকে কাজ শেষ হওয়া পর্যন্ত একজন সুপারভাইজার ' +
      'সবসময় পাশে থাকেন।',
    'Affordable interiors for homes and restaurants in Barishal. One supervisor stays with your project from the ' +
      'design to the last day of work.',
  ),
  firm(
    'Canal Side Studio',
    ['barishal', 'barishal', 'barishal-bakerganj'],
    ['exterior', 'home'],
    'budget-friendly',
    'নদী-খালের দেশের কথা ভেবে বাড়ির নকশা করি: উঁচু ভিটা, চওড়া বারান্দা আর এপাশ-ওপাশ বাতাস চলাচল, সঙ্গে মানানসই ' +
      'ভেতরের সাজ। বরিশাল ও পটুয়াখালীতে কাজ করি।',
    'Homes designed for the delta: raised plinths, deep verandas and cross ventilation, with interiors to match. ' +
      'We work in Barishal and Patuakhali.',
  ),
  firm(
    'তিস্তা ইন্টেরিয়র',
    ['rangpur', 'rangpur', 'rangpur-rangpur-sadar'],
    ['home', 'office'],
    'budget-friendly',
    'রংপুরে বাসা ও অফিসের পুরো ইন্টেরিয়র: নকশা, ফলস সিলিং, আলো আর আসবাব। কাজ শুরুর আগে থ্রিডি ছবিতে দেখে নিন কেমন হবে।',
    'Complete home and office interiors in Rangpur: design, false ceilings, lighting and furniture. See it in 3D ' +
      'before the work begins.',
  ),
  firm(
    'Northern Lights Decor',
    ['rangpur', 'dinajpur', 'dinajpur-dinajpur-sadar'],
    ['showroom', 'cafe'],
    'low-budget',
    'দিনাজপুর ও রংপুরে ছোট শোরুম আর ক্যাফে এমনভাবে সাজাই যাতে জায়গাটা আসলের চেয়ে বড় দেখায়: বুদ্ধি করে বানানো ' +
      'তাক, উজ্জ্বল আলো আর কম বিদ্যুৎ বিল।',
    'Small showrooms and cafés in Dinajpur and Rangpur that look bigger than they are: clever shelving, bright ' +
      'lighting and low electricity bills.',
  ),
  firm(
    'ব্রহ্মপুত্র হোম ডেকোর',
    ['mymensingh', 'mymensingh', 'mymensingh-mymensingh-sadar'],
    ['home', 'furniture'],
    'low-budget',
    'ময়মনসিংহে ঘরের সাজ, পর্দা, আসবাব আর রান্নাঘরের কাজ করি। আগে মাপ নিয়ে বাজেট জানিয়ে দিই, পরে কোনো লুকানো খরচ নেই।',
    'Home décor, curtains, furniture and kitchens in Mymensingh. We measure first and tell you the budget up ' +
      'front, with no hidden costs later.',
  ),
  firm(
    'Muktagachha Craft Interiors',
    ['mymensingh', 'mymensingh', 'mymensingh-muktagachha'],
    ['furniture', 'hotel'],
    'luxury',
    'মুক্তাগাছার জমিদার আমলের কারুকাজের ধারায় হাতে খোদাই করা আসবাব আর বুটিক হোটেলের ইন্টেরিয়র করি, আধুনিক মানের ফিনিশে।',
    'Hand-carved furniture and boutique hotel interiors in the tradition of Muktagachha’s zamindar-era craft, ' +
      'finished to a modern standard.',
  ),
  // Waiting for support, and one turned down.
  firm(
    'Lalbagh Heritage Interiors',
    dhaka('lalbagh'),
    ['home', 'restaurant'],
    'budget-friendly',
    'পুরান ঢাকার পুরোনো বাড়ি সংস্কার করি, কোনোটাকে ক্যাফে বা রেস্তোরাঁয় রূপ দিই। যেখানে সম্ভব, আসল ইট আর কাঠ রেখে দিই।',
    'We restore old Dhaka homes and turn some of them into cafés and restaurants, keeping the original brick and ' +
      'wood wherever we can.',
    { status: 'pending', owner: 1 },
  ),
  firm(
    'নীলাচল ডিজাইন ঘর',
    ['rajshahi', 'rajshahi', 'rajshahi-paba'],
    ['home'],
    'low-budget',
    'পবা ও রাজশাহী শহরে নতুন বাড়ির ভেতরের সাজ করি কম খরচে। রং, পর্দা, আলো আর ছোট আসবাব, সব এক জায়গায়।',
    null,
    { status: 'pending', owner: 2 },
  ),
  firm(
    'Quick Fix Decor',
    dhaka('khilgaon'),
    ['home'],
    'low-budget',
    'ছোট-বড় যেকোনো ইন্টেরিয়রের কাজ, ঢাকার সবচেয়ে কম দামে, গ্যারান্টি! এখনই ফোন করুন: ফ্রি ভিজিট, আর সেদিনই কোটেশন।',
    'Any interior work, big or small, at the lowest price in Dhaka, guaranteed! Call now for a free visit and a ' +
      'quote the same day.',
    {
      status: 'rejected',
      owner: 3,
      rejection: ['untrue-information', 'গ্যালারির ছবিগুলো অন্য একটি প্রতিষ্ঠানের ওয়েবসাইট থেকে নেওয়া।'],
    },
  ),
];
