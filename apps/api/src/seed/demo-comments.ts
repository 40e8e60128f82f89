import type { BlogCategory, Language } from '@ghorbari/contracts';
import type { CommentRow } from '../modules/blog/comments.repository.ts';
import type { Repositories } from '../repositories.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Who writes: the demo member and the five demo sellers. */
const PEOPLE = [
  'demo@ghorbari.test',
  'seller1@ghorbari.test',
  'seller2@ghorbari.test',
  'seller3@ghorbari.test',
  'seller4@ghorbari.test',
  'seller5@ghorbari.test',
] as const;
type Person = 0 | 1 | 2 | 3 | 4 | 5;

interface Reply {
  by: Person;
  text: string;
  /** Which comment it answers: 0 the thread's first, n the n-th reply. */
  to?: number;
}
interface Thread {
  by: Person;
  text: string;
  /** The author took it back after others had answered: it stays as "comment deleted". */
  deleted?: boolean;
  /** Members who reported it to staff as spam. */
  reportedBy?: Person[];
  replies?: Reply[];
}

/** A first comment by PEOPLE[by], with its replies. */
const thread = (by: Person, text: string, ...replies: Reply[]): Thread => ({ by, text, replies });
/** A reply by PEOPLE[by] to the thread's first comment, or to its `to`-th reply. */
const reply = (by: Person, text: string, to?: number): Reply => (to === undefined ? { by, text } : { by, text, to });

const BY_CATEGORY: Record<Language, Partial<Record<BlogCategory, Thread[]>>> = {
  bn: {
    buying: [
      thread(
        0,
        'ফ্ল্যাট কেনার আগে রাজউকের অনুমোদিত নকশা কীভাবে মিলিয়ে দেখব? ডেভেলপার শুধু ফটোকপি দেখাচ্ছে।',
        reply(3, 'রাজউকের অফিসে নকশার স্মারক নম্বর দিয়ে যাচাই করা যায়। মূল কপি না দেখালে বুকিংয়ের টাকা দেবেন না।'),
        reply(0, 'ধন্যবাদ ভাই, কালই একবার যাচ্ছি।', 1),
      ),
      thread(
        2,
        'ব্যাংক লোনে ফ্ল্যাট কিনলে রেজিস্ট্রির খরচও কি লোনের মধ্যে ধরা যায়?',
        reply(1, 'আমার বেলায় ব্যাংক ফ্ল্যাটের দামের ৭০ শতাংশ দিয়েছিল, রেজিস্ট্রির খরচ নিজের পকেট থেকেই গেছে।'),
      ),
    ],
    'land-documents': [
      thread(
        4,
        'নামজারি হতে এখন কত দিন লাগে? অনলাইনে আবেদন করেছি প্রায় দুই মাস হলো।',
        reply(5, 'আমার ৪৫ দিনের মতো লেগেছিল। শুনানির তারিখের এসএমএসটা খেয়াল রাখবেন।'),
        reply(4, 'এসএমএস এখনো আসেনি, তাহলে ভূমি অফিসে একবার খোঁজ নিই।', 1),
        reply(0, 'land.gov.bd-তে আবেদনের নম্বর দিয়ে এখন কোন ধাপে আছে দেখতে পারবেন।', 2),
      ),
      thread(
        0,
        'খতিয়ান আর দলিলে নামের বানান আলাদা হলে কী করতে হয়?',
        reply(2, 'এসি ল্যান্ড অফিসে সংশোধনের আবেদন করতে হয়, সঙ্গে জাতীয় পরিচয়পত্রের কপি দেবেন।'),
      ),
    ],
    renting: [
      thread(
        5,
        'বাড়িওয়ালা তিন মাসের ভাড়া অগ্রিম চাইছেন। এটা কি নিয়মের মধ্যে পড়ে?',
        reply(
          1,
          'বাড়ি ভাড়া নিয়ন্ত্রণ আইনে এক মাসের বেশি অগ্রিম নেওয়ার কথা নয়, যদিও অনেকে বেশি চান। যা-ই দিন, লিখিত চুক্তি আর রসিদ রাখবেন।',
        ),
      ),
    ],
  },
  en: {
    buying: [
      thread(
        1,
        'Should I ask the developer for the land papers too, or is the flat’s deed enough?',
        reply(
          3,
          'Ask for both. The flat’s deed rests on the land title, ' +
            'so check the mutation (namjari) and the latest khatian.',
        ),
        reply(1, 'Thanks, I will ask for copies before paying the booking money.', 1),
      ),
      thread(
        0,
        'Is 10% booking money normal in Dhaka now? A project in Bashundhara wants 20%.',
        reply(5, '10–15% is common. 20% is high unless they take something off the price.'),
      ),
    ],
    interior: [
      thread(
        4,
        'Roughly what does a simple false ceiling cost for a 1,200 sqft flat?',
        reply(2, 'We paid about 90 taka per sqft for gypsum board in Mirpur last year, lights extra.'),
      ),
    ],
  },
};

/** For articles whose category has no threads of its own: one in two gets these. */
const GENERAL: Record<Language, Thread[]> = {
  bn: [
    thread(1, 'খুব কাজের লেখা। এ রকম আরও লেখা চাই।', reply(3, 'একমত, বিশেষ করে খরচের হিসাবটা কাজে লাগবে।')),
    thread(
      2,
      'চট্টগ্রামে কি নিয়ম কিছু আলাদা? আমরা সিডিএ এলাকায় থাকি।',
      reply(0, 'সিডিএর নিয়ম কিছুটা আলাদা, ওদের ওয়েবসাইটে নির্দেশিকা দেওয়া আছে।'),
    ),
  ],
  en: [
    thread(
      2,
      'Very clear, thank you. Could you write one on the costs outside Dhaka too?',
      reply(0, 'Yes please, especially for Sylhet and Khulna.'),
    ),
    {
      ...thread(3, '', reply(1, 'If you mean the registration fee, it is in the table above.')),
      deleted: true,
    },
    {
      ...thread(5, 'BEST PLOTS cheapest price!!! 100% guaranteed profit, call now 01900000000'),
      reportedBy: [0, 1],
    },
  ],
};

/**
 * A few comment threads with replies, in Bengali and English, by the demo members on the demo
 * articles (issue 16); one first comment deleted with its reply kept, and one spam comment
 * reported to staff. Articles the previous step did not make are skipped.
 */
export async function seedDemoComments(repos: Repositories, now: Date): Promise<void> {
  const people = await Promise.all(PEOPLE.map((email) => repos.users.byEmail(email)));
  let spamPlaced = false;
  for (let number = 1; number <= 12; number++) {
    const article = await repos.articles.publishedByNumber(number);
    if (!article) continue;
    const language: Language = article.language === 'en' ? 'en' : 'bn';
    // General threads go under the Bengali articles without threads of their own, and under the
    // first such English article, with the spam comment staff find reported.
    const general = number % 2 === 1 || (language === 'en' && !spamPlaced);
    let threads = BY_CATEGORY[language][article.category] ?? (general ? GENERAL[language] : []);
    // The spam comment goes under one article only.
    if (spamPlaced) threads = threads.filter((thread) => !thread.reportedBy);
    if (threads.some((thread) => thread.reportedBy)) spamPlaced = true;

    const published = article.publishedAt?.getTime() ?? now.getTime() - 30 * DAY;
    const start = Math.max(published + HOUR, now.getTime() - 20 * DAY);
    const step = (now.getTime() - 2 * HOUR - start) / (threads.length + 1);
    for (const [index, thread] of threads.entries()) {
      const author = people[thread.by];
      if (!author) continue;
      const at = start + step * (index + 1);
      const first = await repos.comments.insert({
        articleId: article.id,
        authorId: author.id,
        body: thread.deleted ? '' : thread.text,
        state: thread.deleted ? 'deleted' : 'visible',
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
      const answered: CommentRow[] = [first];
      for (const [replyIndex, reply] of (thread.replies ?? []).entries()) {
        const replier = people[reply.by];
        const target = answered[reply.to ?? 0];
        if (!replier || !target) continue;
        const replyAt = new Date(
          Math.min(at + (replyIndex + 1) * 3 * HOUR, now.getTime() - HOUR + replyIndex * 60_000),
        );
        answered.push(
          await repos.comments.insert({
            articleId: article.id,
            authorId: replier.id,
            threadId: first.id,
            replyToId: target.id,
            replyToUserId: target.authorId,
            body: reply.text,
            createdAt: replyAt,
            updatedAt: replyAt,
          }),
        );
      }
      for (const reporter of thread.reportedBy ?? []) {
        const member = people[reporter];
        if (member)
          await repos.comments.report({ commentId: first.id, reporterId: member.id, reason: 'spam', note: null });
      }
    }
  }
}
