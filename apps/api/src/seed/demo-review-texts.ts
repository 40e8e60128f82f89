import type { Gender, Language } from '@ghorbari/contracts';

/**
 * The demo reviews' words (issue 14): clients who write them, what they say at each level of
 * satisfaction in English and Bengali, and how firms answer. demo-reviews.ts stores them.
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
];

export type Mood = 'happy' | 'mixed' | 'unhappy';

/** Review texts by mood, each as [English, Bengali]. */
export const REVIEW_TEXTS: Record<Mood, [string, string][]> = {
  happy: [
    [
      'They finished our 3-bedroom flat in seven weeks, one week later than promised, but they told ' +
        'us about the delay early. The site was cleaned every evening.',
      'আমাদের তিন বেডরুমের ফ্ল্যাটের কাজ সাত সপ্তাহে শেষ করেছে। এক সপ্তাহ দেরি হবে সেটা আগেই জানিয়েছিল, আর প্রতিদিন কাজ শেষে ঘর পরিষ্কার করে যেত।',
    ],
    [
      'Very neat work on the false ceiling and lights. The final bill matched the quotation except ' +
        'for two extra lights we asked for.',
      'ফলস সিলিং আর লাইটের কাজ খুবই নিখুঁত। আমরা বাড়তি দুটো লাইট চেয়েছিলাম, সেটুকু ছাড়া শেষ বিল কোটেশনের সাথে হুবহু মিলে গেছে।',
    ],
    [
      'The 3D views before work started showed exactly what we would get. The workers were polite and ' +
        'careful with our old furniture.',
      'কাজ শুরুর আগে থ্রিডি ডিজাইন দেখিয়েছে, তাই কী পাব তা আগেই বুঝেছি। মিস্ত্রিরা ভদ্র, পুরনো আসবাবপত্রের খুব যত্ন নিয়েছে।',
    ],
    [
      'The wardrobe and bed came from their own workshop and the wood and finish are far better than ' +
        'what we saw in the market. Worth the money.',
      'ওদের নিজস্ব কারখানার খাট আর আলমারির কাঠ ও ফিনিশিং বাজারের চেয়ে অনেক ভালো। টাকাটা পুরোপুরি উসুল হয়েছে।',
    ],
    [
      'Our office was done over two weekends, so we never had to close. Clean finishing and a ' +
        'friendly project manager.',
      'অফিসের কাজ দুই সাপ্তাহিক ছুটিতে শেষ করে দিয়েছে, একদিনও অফিস বন্ধ রাখতে হয়নি। ফিনিশিং পরিষ্কার, প্রজেক্ট ম্যানেজারও আন্তরিক।',
    ],
    [
      'Honest about costs from the first visit. When our tiles were out of stock they showed us ' +
        'others at the same price instead of charging more.',
      'প্রথম দিন থেকেই খরচের ব্যাপারে স্বচ্ছ ছিল। পছন্দের টাইলস না পাওয়ায় বেশি টাকা না নিয়ে একই দামে অন্য ভালো টাইলস দেখিয়েছে।',
    ],
    [
      'The kitchen cabinets are solid and the drawers still close softly after a year. Work was ' +
        'finished on the day they promised.',
      'কিচেন কেবিনেট খুব মজবুত, এক বছর পরেও ড্রয়ারগুলো আস্তে করে বন্ধ হয়। কথা দেওয়া দিনেই কাজ শেষ করেছে।',
    ],
  ],
  mixed: [
    [
      'Good design and finishing, but the work ran three weeks late and we had to call the manager ' +
        'many times for updates.',
      'ডিজাইন আর ফিনিশিং ভালো, তবে কাজ তিন সপ্তাহ দেরিতে শেষ হয়েছে। খোঁজ নিতে ম্যানেজারকে বারবার ফোন করতে হয়েছে।',
    ],
    [
      'The furniture looks lovely, though one drawer needed fixing after a month. They came back and ' +
        'fixed it free of charge.',
      'ফার্নিচার দেখতে সুন্দর, তবে এক মাস পর একটা ড্রয়ার ঠিক করাতে হয়েছে। ডাকার পর বিনা খরচে এসে ঠিক করে দিয়েছে।',
    ],
    [
      'A fair price for the work. The cleaning at the end could have been better: we found dust and ' +
        'paint spots for days.',
      'কাজের তুলনায় দাম ঠিক আছে। তবে শেষে পরিষ্কারটা আরেকটু ভালো হতে পারত, কয়েকদিন ধরে ধুলো আর রঙের দাগ পেয়েছি।',
    ],
    [
      'Beautiful design, slow communication. Expect to follow up yourself if you want to know where the work stands.',
      'নকশা সুন্দর, কিন্তু যোগাযোগে ধীর। কাজ কতদূর এগোল জানতে চাইলে নিজে থেকেই খোঁজ নিতে হয়।',
    ],
  ],
  unhappy: [
    [
      'It started well, but the painting was patchy and it took four visits to get it right. The ' +
        'final cost was about 15% over the quote.',
      'শুরুটা ভালো ছিল, কিন্তু রঙের কাজ অসমান হয়েছে, ঠিক করাতে চারবার ডাকতে হয়েছে। শেষে খরচও কোটেশনের চেয়ে প্রায় ১৫% বেশি পড়েছে।',
    ],
    [
      'They missed two deadlines for our restaurant and we had to open late. The work itself is acceptable.',
      'আমাদের রেস্টুরেন্টের কাজে দুইবার সময়সীমা পার করেছে, ফলে দেরিতে চালু করতে হয়েছে। কাজের মান মোটামুটি।',
    ],
  ],
};

/** Firms' replies, as [English, Bengali]: thanks for praise, an answer to a complaint. */
export const RESPONSES: Record<'thanks' | 'sorry', [string, string][]> = {
  thanks: [
    [
      'Thank you for trusting us with your home. We are glad the family is enjoying the new space!',
      'আমাদের ওপর আস্থা রাখার জন্য ধন্যবাদ। নতুন ঘর আপনাদের ভালো লাগছে জেনে আমরা খুব খুশি!',
    ],
    ['Thanks a lot! It was a pleasure working with you.', 'অনেক ধন্যবাদ! আপনার সাথে কাজ করে আমাদেরও ভালো লেগেছে।'],
  ],
  sorry: [
    [
      'Thank you for the honest feedback. We have changed how we schedule our painters so a delay ' +
        'like this does not happen again.',
      'খোলামেলা মতামতের জন্য ধন্যবাদ। দেরির বিষয়টা আমরা গুরুত্ব দিয়ে দেখছি, রঙমিস্ত্রিদের সময়সূচি বদলেছি যাতে আর এমন না হয়।',
    ],
    [
      'We are sorry for the trouble and glad our team could fix it. Please call us any time within the warranty.',
      'অসুবিধার জন্য আমরা দুঃখিত। ওয়ারেন্টির মধ্যে যেকোনো সমস্যায় সরাসরি আমাদের ফোন করবেন।',
    ],
  ],
};
