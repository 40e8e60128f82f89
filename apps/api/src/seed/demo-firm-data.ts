import type { BudgetTier, Division, InteriorCategory, RejectionReason } from '@ghorbari/contracts';

/**
 * The demo design firms (issue 14): their owners, and the firms themselves in the language each
 * firm writes in. demo-firms.ts stores them.
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
  bn: boolean;
  place: Place;
  categories: InteriorCategory[];
  budget: BudgetTier;
  about: string;
  owner?: number;
  status?: 'pending' | 'rejected';
  rejection?: [RejectionReason, string];
  pendingName?: string;
}

const firm = (
  name: string,
  bn: boolean,
  place: Place,
  categories: InteriorCategory[],
  budget: BudgetTier,
  about: string,
  extra: Partial<DemoFirm> = {},
): DemoFirm => ({ name, bn, place, categories, budget, about, ...extra });

const dhaka = (sub: string): Place => ['dhaka', 'dhaka', `dhaka-${sub}`];
export const FIRMS: DemoFirm[] = [
  firm(
    'Nokshi Interiors',
    false,
    dhaka('gulshan'),
    ['home', 'furniture'],
    'luxury',
    'Full home interiors in Gulshan, Banani and Baridhara since 2012: 3D views before work starts, our own ' +
      'furniture workshop, and one project manager from the first visit to handover.',
    { owner: 0 },
  ),
  firm(
    'ঘরসাজ ইন্টেরিয়র',
    true,
    dhaka('dhanmondi'),
    ['home', 'furniture'],
    'budget-friendly',
    'ধানমন্ডি ও মোহাম্মদপুরে দশ বছর ধরে ফ্ল্যাটের ইন্টেরিয়র করছি। বাজেট বুঝে নকশা, নিজস্ব কারখানায় ফার্নিচার, ' +
      'আর সময়মতো কাজ শেষ করাই আমাদের অঙ্গীকার।',
  ),
  firm(
    'Urban Nest Studio',
    false,
    dhaka('banani'),
    ['office', 'showroom'],
    'luxury',
    'Corporate offices and brand showrooms with a clean, modern look. We handle design, approvals, glass ' +
      'partitions and lighting, and we finish floor by floor so your team keeps working.',
  ),
  firm(
    'রঙতুলি ডিজাইন হাউস',
    true,
    dhaka('mirpur'),
    ['home'],
    'low-budget',
    'কম খরচে ঘর সাজাতে চান? রং, ওয়ালপেপার, পর্দা আর ছোটখাটো ফার্নিচারে আমরা মিরপুরের অনেক পরিবারের ঘর নতুন করে ' +
      'সাজিয়েছি।',
  ),
  firm(
    'Dhaka Workspace Co.',
    false,
    dhaka('tejgaon'),
    ['office'],
    'budget-friendly',
    'Practical office fit-outs for start-ups and NGOs in Tejgaon and Karwan Bazar: workstations, meeting rooms, ' +
      'false ceiling and cabling, delivered in weeks, not months.',
    { pendingName: 'Dhaka Workspace & Interiors' },
  ),
  firm(
    'Spice Route Interiors',
    false,
    dhaka('uttara-west'),
    ['restaurant', 'cafe'],
    'luxury',
    'Restaurants and cafés that guests remember: concept, kitchen layout, seating, lighting and signage. Over 40 ' +
      'outlets designed in Uttara, Banani and Chattogram.',
  ),
  firm(
    'শৈলী আর্কিটেক্টস',
    true,
    dhaka('mohammadpur'),
    ['exterior', 'home'],
    'budget-friendly',
    'বাড়ির সামনের নকশা, ছাদবাগান আর ভেতরের সাজ — সবই এক জায়গায়। স্থপতি ও প্রকৌশলী মিলে আমরা আপনার বাড়িকে দেই ' +
      'নিজস্ব চেহারা।',
  ),
  firm(
    'IronFit Gym Builders',
    false,
    dhaka('badda'),
    ['gym'],
    'budget-friendly',
    'Gyms and fitness studios from empty floor to opening day: rubber flooring, mirror walls, ventilation, ' +
      'lighting and equipment layout that follows how people really train.',
  ),
  firm(
    'কাঠকথা ফার্নিচার',
    true,
    ['dhaka', 'dhaka', 'dhaka-savar'],
    ['furniture'],
    'low-budget',
    'সাভারে আমাদের নিজস্ব কারখানায় মেহগনি ও সেগুন কাঠের খাট, আলমারি, ডাইনিং সেট তৈরি হয় মাপমতো। ঢাকার যেকোনো ' +
      'জায়গায় পৌঁছে দিই।',
  ),
  firm(
    'Green Valley Landscapes',
    false,
    ['dhaka', 'gazipur', 'gazipur-gazipur-sadar'],
    ['exterior'],
    'low-budget',
    'Front yards, rooftop gardens and resort landscaping around Gazipur. We plan planting that survives the ' +
      'monsoon and the dry months, and we maintain it after handover.',
  ),
  firm(
    'Padma Decor',
    false,
    ['rajshahi', 'rajshahi', 'rajshahi-boalia'],
    ['home', 'furniture'],
    'budget-friendly',
    'Home interiors in Rajshahi city: kitchen cabinets, wardrobes, false ceilings and lighting. We visit, measure ' +
      'and show you a 3D view before a single board is cut.',
  ),
  firm(
    'বরেন্দ্র ইন্টেরিয়র',
    true,
    ['rajshahi', 'rajshahi', 'rajshahi-rajpara'],
    ['home', 'office'],
    'low-budget',
    'রাজশাহীতে বাসা ও ছোট অফিসের ইন্টেরিয়র করি সাধ্যের মধ্যে। পুরোনো ফার্নিচার কাজে লাগিয়ে নতুন চেহারা দিতে ' +
      'আমরা বিশেষভাবে দক্ষ।',
  ),
  firm(
    'Silk City Cafe Design',
    false,
    ['rajshahi', 'rajshahi', 'rajshahi-shah-makhdum'],
    ['cafe', 'restaurant'],
    'budget-friendly',
    'Cafés and family restaurants for Rajshahi’s university crowd: warm lighting, sturdy furniture and layouts ' +
      'that seat more without feeling crowded.',
  ),
  firm(
    'আমসুর ডিজাইন স্টুডিও',
    true,
    ['rajshahi', 'bogura', 'bogura-bogura-sadar'],
    ['showroom', 'office'],
    'budget-friendly',
    'বগুড়ায় শোরুম ও অফিসের নকশা করি — ডিসপ্লে তাক, আলো আর কাচের কাজ, যাতে ক্রেতার চোখে পণ্য আগে পড়ে।',
  ),
  firm(
    'Mahasthan Build & Decor',
    false,
    ['rajshahi', 'bogura', 'bogura-shajahanpur'],
    ['exterior', 'home'],
    'luxury',
    'Duplex homes and façades with terracotta, stone and glass, inspired by North Bengal’s heritage. Design, 3D ' +
      'views and full construction supervision.',
  ),
  firm(
    'রাজশাহী জিম সলিউশনস',
    true,
    ['rajshahi', 'rajshahi', 'rajshahi-motihar'],
    ['gym'],
    'low-budget',
    'ছোট জায়গায় পূর্ণাঙ্গ জিম — মেঝে, আয়না, আলো আর বাতাস চলাচলের ব্যবস্থা। রাজশাহী ও আশপাশের জেলায় কাজ করি।',
  ),
  firm(
    'Karnaphuli Interiors',
    false,
    ['chittagong', 'chittagong', 'chittagong-khulshi'],
    ['home', 'hotel'],
    'luxury',
    'Premium apartments in Khulshi and guest houses along the coast. Imported fittings, bespoke furniture and a ' +
      'design team that stays with you until the last curtain is hung.',
  ),
  firm(
    'সাগরিকা হোটেল ডিজাইন',
    true,
    ['chittagong', 'coxs-bazar', 'coxs-bazar-coxs-bazar-sadar'],
    ['hotel', 'restaurant'],
    'luxury',
    'কক্সবাজারের হোটেল, রিসোর্ট ও রেস্তোরাঁর নকশা আমাদের বিশেষত্ব। লবণাক্ত বাতাসে টেকে এমন উপকরণ বেছে নিয়ে আমরা ' +
      'অতিথিদের জন্য আরামদায়ক পরিবেশ গড়ি।',
  ),
  firm(
    'Port City Office Fitouts',
    false,
    ['chittagong', 'chittagong', 'chittagong-panchlaish'],
    ['office', 'showroom'],
    'budget-friendly',
    'Office and showroom fit-outs in Chattogram: shipping and garment buyers’ offices, bank branches and retail ' +
      'outlets, on time and on budget.',
  ),
  firm(
    'ময়নামতি ফার্নিচার',
    true,
    ['chittagong', 'cumilla', 'cumilla-cumilla-adarsha-sadar'],
    ['furniture', 'home'],
    'low-budget',
    'কুমিল্লায় তিন পুরুষের কাঠের কাজ। খাট, সোফা, আলমারি আর রান্নাঘরের কেবিনেট বানাই আপনার ঘরের মাপে, ন্যায্য দামে।',
  ),
  firm(
    'Tea Garden Interiors',
    false,
    ['sylhet', 'sylhet', 'sylhet-sylhet-sadar'],
    ['home', 'cafe'],
    'budget-friendly',
    'Homes and tea lounges in Sylhet with natural wood, cane and plenty of green. Many of our clients are ' +
      'families abroad: we share progress photos every week.',
  ),
  firm(
    'সুরমা ডেকোর',
    true,
    ['sylhet', 'sylhet', 'sylhet-dakshin-surma'],
    ['home'],
    'low-budget',
    'সিলেটে ফ্ল্যাট ও বাড়ির রং, পর্দা, ওয়ালপেপার আর আলোর কাজ করি। প্রবাসী পরিবারের বাড়ি দেখাশোনা করে সাজিয়ে রাখি।',
  ),
  firm(
    'Jaflong Stone & Exterior',
    false,
    ['sylhet', 'sylhet', 'sylhet-gowainghat'],
    ['exterior'],
    'budget-friendly',
    'Stone cladding, boundary walls, gates and garden paths with Sylhet’s own stone. Exterior design and build ' +
      'for homes, resorts and mosques.',
  ),
  firm(
    'Sundarban Décor Studio',
    false,
    ['khulna', 'khulna', 'khulna-rupsa'],
    ['home', 'furniture'],
    'budget-friendly',
    'Home interiors across Khulna with furniture made in our Rupsa workshop. Moisture-proof boards and finishes ' +
      'chosen for the south-west’s humid air.',
  ),
  firm(
    'রূপসা ইন্টেরিয়র অ্যান্ড ফার্নিচার',
    true,
    ['khulna', 'jashore', 'jashore-jashore-sadar'],
    ['furniture', 'showroom'],
    'low-budget',
    'যশোরে শোরুমের তাক, কাউন্টার আর বাসার ফার্নিচার বানাই। ছোট ব্যবসার জন্য কম খরচে সুন্দর শোরুম আমাদের বিশেষত্ব।',
  ),
  firm(
    'Bhairab Fitness Interiors',
    false,
    ['khulna', 'khulna', 'khulna-phultala'],
    ['gym', 'office'],
    'budget-friendly',
    'Gyms, yoga studios and small offices in Khulna division. Sound-proofing, sprung floors and lighting plans ' +
      'included in every quote.',
  ),
  firm(
    'কীর্তনখোলা ডিজাইন',
    true,
    ['barishal', 'barishal', 'barishal-barishal-sadar'],
    ['home', 'restaurant'],
    'low-budget',
    'বরিশালে বাসা ও রেস্তোরাঁর ইন্টেরিয়র করি সাধ্যের মধ্যে। নকশা থেকে কাজ শেষ পর্যন্ত একজন তত্ত্বাবধায়ক পাশে থাকেন।',
  ),
  firm(
    'Canal Side Studio',
    false,
    ['barishal', 'barishal', 'barishal-bakerganj'],
    ['exterior', 'home'],
    'budget-friendly',
    'Homes designed for the delta: raised plinths, deep verandas and cross ventilation, with interiors to match. ' +
      'Serving Barishal and Patuakhali.',
  ),
  firm(
    'তিস্তা ইন্টেরিয়র',
    true,
    ['rangpur', 'rangpur', 'rangpur-rangpur-sadar'],
    ['home', 'office'],
    'budget-friendly',
    'রংপুরে বাসা ও অফিসের পূর্ণাঙ্গ ইন্টেরিয়র — নকশা, ফলস সিলিং, আলো আর ফার্নিচার। কাজের আগে থ্রিডি ছবিতে দেখে নিন।',
  ),
  firm(
    'Northern Lights Decor',
    false,
    ['rangpur', 'dinajpur', 'dinajpur-dinajpur-sadar'],
    ['showroom', 'cafe'],
    'low-budget',
    'Small showrooms and cafés in Dinajpur and Rangpur that look bigger than they are: smart shelving, bright ' +
      'lighting and low running costs.',
  ),
  firm(
    'ব্রহ্মপুত্র হোম ডেকোর',
    true,
    ['mymensingh', 'mymensingh', 'mymensingh-mymensingh-sadar'],
    ['home', 'furniture'],
    'low-budget',
    'ময়মনসিংহে ঘরের সাজ, পর্দা, ফার্নিচার আর রান্নাঘরের কাজ করি। আগে মাপ নিয়ে বাজেট জানিয়ে দিই, পরে কোনো ' +
      'লুকানো খরচ নেই।',
  ),
  firm(
    'Muktagachha Craft Interiors',
    false,
    ['mymensingh', 'mymensingh', 'mymensingh-muktagachha'],
    ['furniture', 'hotel'],
    'luxury',
    'Hand-carved furniture and boutique hotel interiors rooted in Mymensingh’s zamindar-era craft, finished to a ' +
      'modern standard.',
  ),
  // Waiting for support, and one turned down.
  firm(
    'Lalbagh Heritage Interiors',
    false,
    dhaka('lalbagh'),
    ['home', 'restaurant'],
    'budget-friendly',
    'Restoring old Dhaka homes and opening them up as cafés and restaurants, with the original brick and wood ' +
      'kept wherever we can.',
    { status: 'pending', owner: 1 },
  ),
  firm(
    'নীলাচল ডিজাইন ঘর',
    true,
    ['rajshahi', 'rajshahi', 'rajshahi-paba'],
    ['home'],
    'low-budget',
    'পবা ও রাজশাহী শহরে নতুন বাড়ির ভেতরের সাজ করি কম খরচে। রং, পর্দা, আলো আর ছোট ফার্নিচার — সবই এক জায়গায়।',
    { status: 'pending', owner: 2 },
  ),
  firm(
    'Quick Fix Decor',
    false,
    dhaka('khilgaon'),
    ['home'],
    'low-budget',
    'Any interior work, any size, lowest price in Dhaka guaranteed. Call now for a free visit and a same-day quote.',
    {
      status: 'rejected',
      owner: 3,
      rejection: ['untrue-information', 'The gallery photos are from another company’s website.'],
    },
  ),
];
