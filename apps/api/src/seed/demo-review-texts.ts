import type { Gender, InteriorCategory, Language } from '@ghorbari/contracts';

/**
 * The demo reviews' words (issues 14 and 31): the clients who write them, and each review with
 * the work it is about, its stars and, for some, the firm's answer to what it says. Each text is
 * used once, for a firm that does that work; most are in Bengali, as clients here write, some in
 * English, and a firm answers in the language the client wrote in. demo-reviews.ts stores them.
 */
export const REVIEWERS: [name: string, email: string, phone: string, gender: Gender, language: Language][] = [
  ['Farhana Rahman', 'client1@ghorbari.test', '01712000201', 'female', 'bn'],
  ['Imran Hossain', 'client2@ghorbari.test', '01812000202', 'male', 'en'],
  ['Sharmin Akter', 'client3@ghorbari.test', '01912000203', 'female', 'bn'],
  ['Mahmudul Hasan', 'client4@ghorbari.test', '01612000204', 'male', 'bn'],
  ['Rumana Chowdhury', 'client5@ghorbari.test', '01512000205', 'female', 'en'],
  ['Kamrul Islam', 'client6@ghorbari.test', '01312000206', 'male', 'bn'],
  ['Nasima Begum', 'client7@ghorbari.test', '01712000207', 'female', 'bn'],
  ['Tanvir Alam', 'client8@ghorbari.test', '01812000208', 'male', 'en'],
  ['Sadia Afrin', 'client9@ghorbari.test', '01912000209', 'female', 'bn'],
  ['Rezaul Karim', 'client10@ghorbari.test', '01612000210', 'male', 'bn'],
  ['Jannatul Ferdous', 'client11@ghorbari.test', '01512000211', 'female', 'bn'],
  ['Ashraful Haque', 'client12@ghorbari.test', '01312000212', 'male', 'en'],
  ['Moushumi Das', 'client13@ghorbari.test', '01712000213', 'female', 'bn'],
  ['Sohel Rana', 'client14@ghorbari.test', '01812000214', 'male', 'bn'],
  ['Nafisa Tabassum', 'client15@ghorbari.test', '01912000215', 'female', 'en'],
];

/** One review: its stars in halves (2 to 10), what the client wrote, and the firm's answer if any. */
export interface DemoReviewText {
  halves: number;
  text: string;
  reply?: string;
  /** The firm (by name) it was written about, when the text names its place or speciality. */
  firm?: string;
}

/** Whether a text is written in Bengali (it is then given to a reviewer who reads Bengali). */
export const isBengali = (text: string): boolean => /[\u0980-\u09FF]/.test(text);

const r = (halves: number, text: string, reply?: string): DemoReviewText => ({ halves, text, reply });
const at = (firm: string, review: DemoReviewText): DemoReviewText => ({ ...review, firm });

/** The published reviews, by the work category of the code each was written with. */
export const REVIEW_TEXTS: Record<InteriorCategory, DemoReviewText[]> = {
  home: [
    r(
      10,
      'তিন বেডরুমের ফ্ল্যাটের পুরো কাজ সাত সপ্তাহে শেষ করেছে। এক সপ্তাহ দেরি হবে সেটা আগেই জানিয়েছিল, আর প্রতিদিন কাজ শেষে ঘর ঝাড়ু দিয়ে যেত।',
      'আগে থেকে জানাতে পেরেছিলাম বলে আপনারা পরিকল্পনা করতে পেরেছেন, এটাই আমাদের চাওয়া ছিল। নতুন ঘরে ভালো থাকবেন!',
    ),
    r(
      9,
      'ড্রয়িং রুমের ফলস সিলিং আর লাইটের কাজ খুব নিখুঁত হয়েছে। বাড়তি দুটো স্পটলাইট আমরাই পরে চেয়েছিলাম, সেটুকু ছাড়া বিল কোটেশনের সাথে হুবহু মিলেছে।',
    ),
    r(
      8,
      'কাজ শুরুর আগে থ্রিডি ছবি দেখিয়েছিল, তাই কী পাব আগেই বুঝেছি। মিস্ত্রিরা ভদ্র, পুরোনো আসবাবের যত্ন নিয়েছে। শুধু পর্দা আসতে চার দিন দেরি হয়েছে।',
      'পর্দার কাপড় দোকান থেকে দেরিতে এসেছিল, সেজন্য দুঃখিত। এখন থেকে কাপড় আগেই অর্ডার করে রাখছি।',
    ),
    r(
      7,
      'বাচ্চাদের ঘরের ওয়ালপেপার আর পড়ার কোণটা সুন্দর হয়েছে, ওরা খুব খুশি। তবে রঙের গন্ধ যাওয়ার আগেই ঘরে থাকতে বলেছিল, আরেকটু সময় দিলে ভালো হতো।',
    ),
    at(
      'সুরমা ডেকোর',
      r(
        10,
        'আমরা বিদেশে থাকি, মায়ের ফ্ল্যাটের রং আর পর্দার কাজ পুরোটা ভিডিও কলে দেখিয়ে করেছে। মা বলেছেন মিস্ত্রিরা খুব ভদ্র ছিল। প্রবাসীদের জন্য নিশ্চিন্তে বলব।',
        'আম্মার হাতের চা এখনো মনে আছে! বিদেশ থেকে ভরসা করার জন্য অনেক ধন্যবাদ।',
      ),
    ),
    r(
      6,
      'বসার ঘর আর ডাইনিংয়ের রং ভালো হয়েছে, দামও কম। কিন্তু একটা দেয়ালে দ্বিতীয় কোট দিতে ভুলে গিয়েছিল, ফোন করার পর তিন দিন পর এসে ঠিক করেছে।',
      'ভুলটা আমাদের, দুঃখিত। এখন প্রতিটি ঘর শেষ হলে সুপারভাইজার তালিকা ধরে মিলিয়ে দেখেন।',
    ),
    r(
      4,
      'রান্নাঘরের টাইলস লাগানোর দুই মাসের মধ্যে তিনটা টাইলস ফেটে গেছে। জানানোর পর বলেছে দেখবে, এখনো কেউ আসেনি। শুরুর কথাবার্তা ভালো ছিল।',
      'আপনার ফোন পাওয়ার পর সময় দিতে পারিনি, এটা আমাদের গাফিলতি। এই সপ্তাহেই আমাদের লোক গিয়ে বিনা খরচে টাইলস বদলে দেবে।',
    ),
    r(
      9,
      'ছোট দুই রুমের বাসা, বাজেটও কম ছিল। তবু মাপমতো পর্দা, হালকা রং আর কয়েকটা তাক দিয়ে ঘরটা অনেক বড় দেখায় এখন। কথা দেওয়া দামেই কাজ হয়েছে।',
    ),
    r(
      5,
      'নকশা সুন্দর, তবে কাজ কতদূর এগোল জানতে হলে প্রতিবার নিজে ফোন করতে হয়েছে। শেষে হস্তান্তরের দিনও দুবার পিছিয়েছে।',
      'যোগাযোগে ঘাটতি ছিল, মেনে নিচ্ছি। এখন প্রতি সপ্তাহে ক্লায়েন্টকে ছবিসহ কাজের খবর পাঠাই।',
    ),
    r(
      8,
      'Our living room and two bedrooms were done in five weeks. The 3D views matched the result closely, and ' +
        'the site supervisor sent photos every evening.',
      'Thank you! Those evening photos are our supervisor’s habit, and we are glad they helped.',
    ),
    r(10, 'ছাদের চিলেকোঠাকে পড়ার ঘর বানিয়েছে। গরম কমাতে সিলিংয়ে ইনসুলেশন দেওয়ার বুদ্ধিটা ওদেরই, দুপুরেও এখন বসা যায়।'),
    r(
      3,
      'কোটেশন ছিল আড়াই লাখ, শেষে বিল এল তিন লাখের বেশি। বাড়তি খরচের কথা কাজ চলার সময় একবারও বলেনি। কাজের মান চলনসই।',
      'বাড়তি খরচটা ছিল বৈদ্যুতিক তার বদলানোর, যা দেয়াল খোলার পর দেখা গিয়েছিল। তখনই লিখিতভাবে জানানো উচিত ছিল, দুঃখিত। হিসাবটা নিয়ে বসতে চাইলে আমাদের অফিসে আসুন।',
    ),
    r(9, 'বৃষ্টির মৌসুমে স্যাঁতসেঁতে দেয়ালের জন্য আগে ওয়াটারপ্রুফিং করে তারপর রং করেছে। এক বছর হলো, দাগ ফেরেনি।'),
    r(
      7,
      'The false ceiling and lights look great. Two downlights flickered in the first week; an electrician came ' +
        'the next day and changed the drivers.',
    ),
    r(
      8,
      'মাস্টার বেডরুমের দেয়ালজোড়া আলমারি আর ড্রেসিং টেবিল ঘরের মাপে বানিয়েছে, এক ইঞ্চিও নষ্ট হয়নি। মিস্ত্রিরা সময়মতো আসত।',
      'এত সুন্দর করে লেখার জন্য ধন্যবাদ। ঘরের মাপ দুবার নিয়েছিলাম বলেই এমন মিলেছে।',
    ),
    r(6, 'বাথরুমের কাজ ভালো, কিন্তু কাজ চলার সময় পুরো বাসায় ধুলো ছিল, আসবাব ঢেকে রাখেনি। শেষে নিজেরাই পরিষ্কার করেছি।'),
    r(
      9,
      'Very honest team. When the tiles we chose were out of stock, they showed us others at the same price ' +
        'instead of pushing a dearer brand.',
    ),
    r(
      10,
      'বাবা-মায়ের জন্য নিচতলার ঘরটা নতুন করে সাজিয়েছে: পিছলে না যাওয়ার টাইলস, বাথরুমে হাতল, রাতে পায়ের কাছে হালকা আলো। এমন যত্ন আশা করিনি।',
      'আপনার আব্বা-আম্মা নিরাপদে চলাফেরা করতে পারছেন, এর চেয়ে বড় পাওয়া নেই। ভালো থাকবেন।',
    ),
  ],
  furniture: [
    r(
      10,
      'ওদের কারখানার মেহগনি কাঠের খাট আর আলমারির ফিনিশিং বাজারের চেয়ে অনেক ভালো। কারখানায় গিয়ে কাঠ নিজে দেখে নিতে দিয়েছে।',
      'কারখানায় আসার জন্য ধন্যবাদ। কাঠ দেখে কেনাই ভালো, সবাইকে আমরা সেটাই বলি।',
    ),
    r(
      8,
      'সেগুন কাঠের ছয় চেয়ারের ডাইনিং সেট বানিয়েছে। জিনিস খুব মজবুত, তবে ডেলিভারি কথা দেওয়ার চেয়ে দশ দিন পরে পেয়েছি।',
      'কাঠ শুকাতে সময় বেশি লেগেছিল, তাড়াহুড়া করলে পরে ফেটে যেত। দেরির খবর আগে দেওয়া উচিত ছিল, সেজন্য দুঃখিত।',
    ),
    r(9, 'কিচেন কেবিনেট খুব মজবুত, এক বছর পরেও ড্রয়ারগুলো আস্তে বন্ধ হয়। রান্নাঘরের ভাপে কিছুই ফোলেনি।'),
    r(
      5,
      'সোফার কাপড় আর ডিজাইন পছন্দ হয়েছে, কিন্তু এক মাস পর একটা গদি বসে গেছে। জানানোর পর বদলে দিয়েছে, তবে আনা-নেওয়ার খরচ আমাদেরই দিতে হয়েছে।',
      'গদির ফোম খারাপ ছিল, সেটা আমাদের দোষ। আনা-নেওয়ার টাকাটা আমরা ফেরত দিচ্ছি, আমাদের লোক ফোন করবে।',
    ),
    r(
      10,
      'The wardrobe and study table were made to the inch for our small room. Solid wood, smooth drawers, and ' +
        'they fitted everything in one afternoon.',
      'Thank you! Small rooms are where measuring twice really pays off.',
    ),
    r(7, 'মেয়ের পড়ার টেবিল আর বইয়ের তাক সুন্দর হয়েছে, দামও ন্যায্য। রঙটা নমুনার চেয়ে একটু গাঢ় এসেছে, তবে মানিয়ে গেছে।'),
    r(
      3,
      'আলমারির দরজা তিন মাসেই ঝুলে গেছে, কব্জা খুব হালকা মানের। দুবার ফোন করেছি, বলেছে মিস্ত্রি পাঠাবে, আসেনি।',
      'এমন হওয়ার কথা নয়, আমরা দুঃখিত। ওয়ারেন্টিতে কব্জা বদলে দেব; আপনার নম্বরে আজই আমরা ফোন করছি।',
    ),
    r(9, 'পুরোনো সেগুন কাঠের খাটটা ফেলে না দিয়ে পালিশ করে নতুনের মতো করে দিয়েছে। নতুন খাটের অর্ধেক খরচও লাগেনি।'),
    r(
      8,
      'শোরুমের কাউন্টার আর পেছনের তাক বানিয়েছে সাত দিনে। কাঠ ভালো, তবে একটা তাকের উচ্চতা মাপের চেয়ে একটু কম হয়েছিল, পরে ঠিক করে দিয়েছে।',
    ),
    r(
      6,
      'Nice carving on the bed, but the finish had rough spots at the back, and the delivery men scratched our ' +
        'floor. They polished the bed again at no cost.',
      'Sorry about the floor. We have given our delivery team felt pads and blankets so it does not happen again.',
    ),
  ],
  office: [
    r(
      10,
      'আমাদের অফিসের কাজ দুই শুক্র-শনিবারে শেষ করে দিয়েছে, একদিনও অফিস বন্ধ রাখতে হয়নি। প্রজেক্ট ম্যানেজার খুব আন্তরিক।',
      'ধন্যবাদ! ছুটির দিনে কাজ করাটা আমাদের দলেরও পছন্দ, রাস্তা ফাঁকা থাকে।',
    ),
    r(
      9,
      'We moved 40 people into the new floor on schedule. Glass partitions, meeting rooms and cabling were all ' +
        'done, and the snag list was closed within a week.',
      'Thank you for a clear brief and quick decisions, it made the schedule possible.',
    ),
    r(
      6,
      'ওয়ার্কস্টেশন আর মিটিং রুম ভালো হয়েছে, কিন্তু এসির ডাক্ট ফলস সিলিংয়ের সাথে মেলেনি, দুই জায়গায় আবার সিলিং খুলতে হয়েছে।',
      'এসির নকশা অন্য প্রতিষ্ঠানের ছিল, কিন্তু মিলিয়ে দেখা আমাদের দায়িত্ব ছিল। এখন কাজ শুরুর আগে সব নকশা একসাথে মিলিয়ে নিই।',
    ),
    r(8, 'ছোট এনজিও অফিস, বাজেট সীমিত। পুরোনো টেবিলগুলো রং করে নতুন কাজের টেবিলের সাথে মিলিয়ে দিয়েছে, অনেক টাকা বেঁচেছে।'),
    r(
      4,
      'The design was good, but work ran four weeks late and our staff sat in a half-finished office. Updates ' +
        'came only when we chased them.',
      'You are right, and we apologise. We under-staffed your job that month; each project now has a named ' +
        'manager who sends weekly updates.',
    ),
    r(
      9,
      'কল সেন্টারের শব্দ কমাতে দেয়ালে আর সিলিংয়ে যে প্যানেল দিয়েছে তাতে সত্যিই কাজ হয়েছে। কর্মীরা এখন হেডসেট ছাড়াও কথা শুনতে পায়।',
    ),
    r(
      7,
      'রিসেপশন আর এমডির রুম খুব সুন্দর হয়েছে। শুধু কাজ শেষে কাচের দেয়ালে সিমেন্টের দাগ রয়ে গিয়েছিল, বলার পর পরিষ্কার করেছে।',
    ),
    at(
      'Port City Office Fitouts',
      r(
        10,
        'ব্যাংকের শাখার কাজ নিয়ম মেনে, নিরাপত্তার সব শর্ত রেখে সময়ের আগেই শেষ করেছে। প্রধান কার্যালয়ের পরিদর্শনে একটাও আপত্তি আসেনি।',
      ),
    ),
  ],
  showroom: [
    r(
      9,
      'শাড়ির শোরুমের তাক আর আলো এমনভাবে সাজিয়েছে যে রং ঠিক দিনের আলোর মতো দেখায়। ক্রেতারা এখন কম ফেরত দেন।',
      'শাড়ির আসল রং দেখানোই ছিল লক্ষ্য, কাজে লেগেছে জেনে খুশি হলাম।',
    ),
    r(
      7,
      'The shop front and display shelves look sharp. One glass shelf was delivered cracked and the replacement ' +
        'took ten days, during Eid season.',
    ),
    r(
      10,
      'মোবাইলের দোকানটা ছোট, কিন্তু কাচের কাউন্টার আর দেয়ালের তাকে এখন দ্বিগুণ জিনিস ধরে। দোকান বন্ধ না রেখে রাতে কাজ করেছে।',
    ),
    r(
      5,
      'ডিজাইন ভালো, কিন্তু স্পটলাইট খুব গরম হয়, জুতার শোরুমে এটা সমস্যা। পরে এলইডি বদলাতে আবার টাকা লেগেছে।',
      'শুরুতেই কম তাপের বাতি দেওয়া উচিত ছিল। বদলানোর খরচের অর্ধেক আমরা ফেরত দিতে চাই, দয়া করে আমাদের অফিসে যোগাযোগ করুন।',
    ),
    r(8, 'ফার্নিচার শোরুমের মেঝে আর আলো বদলেছে। খরচ কোটেশনের মধ্যেই ছিল, আর কাজ শেষে পুরো শোরুম ধুয়ে দিয়ে গেছে।'),
    r(
      9,
      'Our car showroom needed a large glass front and bright, even lighting. Both came out well and the work ' +
        'passed the landlord’s inspection first time.',
      'Thank you! It was a pleasure to work on such a big glass front.',
    ),
  ],
  restaurant: [
    r(
      9,
      'রেস্টুরেন্টের বসার জায়গা, আলো আর রান্নাঘরের নকশা একসাথে করেছে। রান্নাঘর থেকে টেবিলে খাবার পৌঁছাতে এখন অর্ধেক সময় লাগে।',
      'রান্নাঘর থেকে টেবিলের পথটা নিয়েই সবচেয়ে বেশি ভেবেছিলাম। আপনার রেস্টুরেন্টের জন্য শুভকামনা!',
    ),
    r(
      4,
      'আমাদের রেস্টুরেন্টের কাজে দুইবার সময়সীমা পার করেছে, ফলে উদ্বোধন দুই সপ্তাহ পিছিয়েছে। কাজের মান মোটামুটি, কিন্তু দেরির ক্ষতি কেউ দেবে না।',
      'দেরির কারণে আপনার ক্ষতি হয়েছে, আমরা সত্যিই দুঃখিত। বাইরের কাঠমিস্ত্রির ওপর নির্ভর করা ভুল ছিল; এখন সব কাঠের কাজ নিজেদের কারখানায় করি।',
    ),
    r(
      8,
      'The family section with pendant lights is beautiful and guests keep taking photos there. The kitchen ' +
        'exhaust is a bit noisy, but they are looking into it.',
    ),
    r(
      7,
      'কাচ্চির দোকানের জন্য নকশা ভালো হয়েছে, পরিষ্কার রাখা সহজ। তবে বাইরের সাইনবোর্ডের আলো এক মাস পর নিভে গিয়েছিল।',
      'সাইনবোর্ডের ড্রাইভারটা বদলে দিয়েছি, এখন এক বছরের ওয়ারেন্টি আছে। জানানোর জন্য ধন্যবাদ।',
    ),
    at(
      'সাগরিকা হোটেল ডিজাইন',
      r(
        10,
        'সমুদ্রের পাশে আমাদের রেস্তোরাঁয় লবণাক্ত বাতাসে টেকে এমন ফার্নিচার আর ফিটিংস দিয়েছে। দুই বর্ষা পার হলো, মরিচা পড়েনি।',
      ),
    ),
  ],
  cafe: [
    at(
      'Silk City Cafe Design',
      r(
        9,
        'ক্যাফের কাউন্টার, দেয়ালের মেনু বোর্ড আর উষ্ণ আলো — সব মিলিয়ে ছাত্রছাত্রীরা এখন ঘণ্টার পর ঘণ্টা বসে থাকে। খরচ বাজেটের মধ্যে ছিল।',
        'আপনার ক্যাফেতে আড্ডা জমছে শুনে ভালো লাগল! একদিন চা খেতে আসব।',
      ),
    ),
    r(6, 'নকশা খুব সুন্দর, কিন্তু চেয়ারগুলো দেখতে যত ভালো বসতে তত আরামের নয়। পরে গদি লাগিয়ে নিতে হয়েছে।'),
    at(
      'Tea Garden Interiors',
      r(
        10,
        'We opened our tea lounge right on time. Cane chairs, lots of plants and a counter built around our old ' +
          'tea chest — it feels like Sylhet.',
        'That old tea chest deserved a place of honour. Thank you for trusting us with it.',
      ),
    ),
    r(8, 'ছোট কফি শপ, দশ টেবিলের জায়গায় পনেরো টেবিল ধরেছে, তবু ঘিঞ্জি লাগে না। কাজ শেষ হতে শুধু তিন দিন দেরি হয়েছিল।'),
    r(
      5,
      'ক্যাফের দেয়ালের ওয়ালপেপার ছয় মাসেই কোণ থেকে উঠে আসছে। বাকি কাজ ভালো, কিন্তু ফোন ধরতে দেরি করে।',
      'দেয়ালের আর্দ্রতা আগে মাপা উচিত ছিল। আগামী সপ্তাহে এসে ওয়ালপেপার নতুন করে লাগিয়ে দেব, কোনো খরচ লাগবে না।',
    ),
  ],
  hotel: [
    at(
      'সাগরিকা হোটেল ডিজাইন',
      r(
        9,
        'রিসোর্টের বারোটা কক্ষ পর্যটন মৌসুমের আগেই শেষ করেছে। লবণাক্ত বাতাসে টেকে এমন উপকরণ বেছে দেওয়ায় রক্ষণাবেক্ষণের খরচ কমেছে।',
        'মৌসুম ধরতে পারা ছিল সবচেয়ে জরুরি, আপনার দলের সহযোগিতায় তা পেরেছি। ধন্যবাদ।',
      ),
    ),
    at(
      'Karnaphuli Interiors',
      r(
        7,
        'The guest rooms look premium and guests mention them in reviews. The bathroom fittings they imported ' +
          'came three weeks late, so we opened with half the rooms.',
        'We are sorry for the delay at customs. We now keep a stock of the common fittings so a late shipment ' +
          'does not hold a whole floor.',
      ),
    ),
    at(
      'Muktagachha Craft Interiors',
      r(
        10,
        'গেস্ট হাউসের পুরোনো ঘরগুলোতে হাতে খোদাই করা ফার্নিচার আর পুরোনো দিনের আলো দিয়ে যে রূপ দিয়েছে, অতিথিরা ছবি তুলে শেষ করতে পারেন না।',
      ),
    ),
    r(6, 'লবির নকশা সুন্দর, কিন্তু কাজের মাঝখানে প্রধান ডিজাইনার বদলে গেছেন, নতুনজনকে সব আবার বোঝাতে হয়েছে।'),
  ],
  gym: [
    r(
      9,
      'জিমের রাবারের মেঝে, আয়নার দেয়াল আর বাতাস চলাচল — সব ঠিকঠাক। ভারী ডাম্বেল পড়লেও নিচতলায় শব্দ যায় না।',
      'নিচের ভাড়াটিয়াদের কথা ভেবেই মেঝের নিচে বাড়তি স্তর দিয়েছিলাম। আপনার জিমের জন্য শুভকামনা!',
    ),
    at(
      'Bhairab Fitness Interiors',
      r(
        8,
        'Our yoga studio got a sprung wooden floor and soft lighting. Members love it. The changing rooms took a ' +
          'week longer than planned.',
      ),
    ),
    r(
      4,
      'মেয়েদের জন্য আলাদা জিমের কাজ করিয়েছি। এক মাস না যেতেই মেঝের রাবার জোড়া থেকে উঠে গেছে, আর ফ্যানের বাতাস কোণে পৌঁছায় না।',
      'আমরা দুঃখিত। জোড়ার আঠা ভুল ছিল; পুরো মেঝে নতুন করে বসিয়ে দেব আর কোণে দুটো বাড়তি ফ্যান লাগিয়ে দেব, খরচ আমাদের।',
    ),
    r(
      10,
      'ছোট একটা গ্যারেজকে পুরো জিম বানিয়েছে। যন্ত্রপাতি কোথায় বসবে তা এমনভাবে সাজিয়েছে যে ভিড়ের সময়ও কেউ কারও পথে পড়ে না।',
    ),
    r(7, 'কার্ডিও কর্নার আর আয়না ভালো হয়েছে। শুধু বাথরুমের পানি নিষ্কাশনে সমস্যা ছিল, দ্বিতীয়বার এসে ঠিক করেছে।'),
  ],
  exterior: [
    r(
      10,
      'বাড়ির সামনের দেয়ালে পাথর আর টবের গাছ দিয়ে যে নকশা করেছে, পাড়ার সবাই থেমে দেখে। বর্ষার আগেই কাজ শেষ করেছে।',
      'আপনার বাড়িটা এখন গলির পরিচয় হয়ে গেছে শুনে খুব ভালো লাগল। গাছগুলোর যত্ন নিয়ে কোনো প্রশ্ন থাকলে ফোন করবেন।',
    ),
    at(
      'Green Valley Landscapes',
      r(
        8,
        'ছাদবাগানের নকশা আর গাছ লাগানো ভালো হয়েছে, পানি নিষ্কাশনের ব্যবস্থাও ঠিক আছে। দুটো গাছ মরে গিয়েছিল, বিনা খরচে বদলে দিয়েছে।',
      ),
    ),
    r(
      5,
      'The façade design is lovely, but the paint started fading on the sunny side within a year. They say it is ' +
        'the brand we chose; we chose what they suggested.',
      'You are right that we suggested it. We will repaint the west wall with a weather-proof paint at our cost ' +
        'this winter.',
    ),
    at(
      'Jaflong Stone & Exterior',
      r(9, 'সীমানা প্রাচীর আর গেট সিলেটের পাথর দিয়ে করেছে। পাথর নিজে বেছে নিতে দিয়েছে, আর শ্রমিকদের কাজ খুব পরিপাটি।'),
    ),
    at(
      'Mahasthan Build & Decor',
      r(
        3,
        'ডুপ্লেক্সের বাইরের নকশা থ্রিডিতে যেমন দেখিয়েছিল, বাস্তবে তেমন হয়নি। টেরাকোটার রং মেলেনি, আর কাজ দুই মাস দেরিতে শেষ হয়েছে।',
        'টেরাকোটার নতুন চালানের রং আলাদা ছিল, কাজ শুরুর আগে আপনাকে দেখানো উচিত ছিল। আমরা দুঃখিত; সামনের দেয়ালের টালি বদলে দেওয়ার প্রস্তাব দিয়ে আপনাকে লিখেছি।',
      ),
    ),
    at(
      'Canal Side Studio',
      r(
        7,
        'উঠানে উঁচু ভিটা আর চওড়া বারান্দার নকশা বন্যার কথা ভেবে করেছে, এবারের বর্ষায় ঘরে পানি ওঠেনি। তবে বারান্দার গ্রিল বসাতে দেরি করেছে।',
      ),
    ),
  ],
};

/** The morning's queue for support, and the demo member's own reviews, each said once. */
export const QUEUED = {
  /** Waiting, for designer@ghorbari.test's firm (home). */
  designer: r(
    7,
    'লিভিং রুমের ডিজাইন আর সোফা পছন্দ হয়েছে। পর্দার রেলিং লাগাতে দুবার আসতে হয়েছে, তাই পুরো পাঁচ তারা দিলাম না।',
  ),
  /** Waiting, for the two next firms: a home (or furniture) firm and an office firm. */
  home: r(8, 'দুই বেডরুমের ভাড়া বাসাটা কম খরচে সাজিয়েছে, দেয়াল না ভেঙে। বাড়িওয়ালাও খুশি।'),
  office: r(
    9,
    'Our new accounts office was finished in three weeks. Good storage, quiet meeting room, and they kept the ' +
      'dust away from our working staff.',
  ),
  /** The suspicious pair: one address, minutes apart, full marks and little said. */
  pair: [
    r(10, 'সেরা কাজ! সবাই এদের কাছেই যান, এদের মতো কেউ নেই।'),
    r(10, 'অসাধারণ সার্ভিস, একদম পারফেক্ট। সবাইকে রেকমেন্ড করব!'),
  ],
  /** The demo member's: published and answered, waiting, and turned down with support's reason. */
  mine: {
    approved: r(
      9,
      'রান্নাঘরের কেবিনেট আর ডাইনিংয়ের দেয়ালের তাক বানিয়েছে মাপমতো। কারখানা থেকে এনে এক দিনেই বসিয়ে দিয়েছে, ধুলোও রেখে যায়নি।',
      'রহিম ভাই, এক দিনে বসাতে পেরেছি কারণ কারখানাতেই সব মাপ মিলিয়ে রেখেছিলাম। ওয়ারেন্টির মধ্যে কিছু লাগলে জানাবেন, ধন্যবাদ!',
    ),
    pending: r(6, 'আমাদের ছোট সফটওয়্যার অফিসের কাজ ভালো হয়েছে, তবে নেটওয়ার্ক ক্যাবলের কাজ শেষ হতে এক সপ্তাহ বেশি লেগেছে।'),
    rejected: r(2, 'কাজ একদম বাজে, টাকা ফেরত চাই। এদের ম্যানেজারকে 01812345678 নম্বরে ফোন করে দেখুন, কেউ ধরে না।'),
  },
};

/** Support's note beside the reason (guideline-breach), in the language the demo member reads. */
export const REJECTION_NOTE = 'রিভিউতে ফোন নম্বর দেওয়া যায় না। নম্বরটি বাদ দিয়ে কাজের অভিজ্ঞতাটুকু লিখে আবার পাঠান।';
