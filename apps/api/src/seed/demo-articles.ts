import { DHAKA_OFFSET_MS, type BlogCategory, type Language } from '@ghorbari/contracts';
import { renderArticle } from '../modules/blog/markdown.ts';
import { articleSearchColumns } from '../modules/blog/search-text.ts';
import type { Repositories } from '../repositories.ts';
import { writeArticleCover, type CoverScene } from './demo-article-covers.ts';
import { BN_ARTICLES } from './demo-article-texts-bn.ts';
import { EN_ARTICLES } from './demo-article-texts-en.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * The demo blog (issue 16): one guide per category, each written in Bengali (the original) and
 * English (its twin), the pair linked both ways. Covers are drawn per topic; every article owns
 * its own files, so staff can replace one twin's cover without touching the other's.
 */
export type DemoTopic = CoverScene & BlogCategory;

export interface DemoArticleText {
  title: string;
  summary: string;
  tags: string[];
  authorName: string;
  coverAlt: string;
  /** Markdown, headings from ##. */
  body: string;
}

interface DemoPair {
  topic: DemoTopic;
  /** Days before `now` the Bengali original was published; the English twin follows the same day. */
  daysAgo: number;
  spotlight?: boolean;
}

/** Oldest first, so article numbers grow with the publishing date: Bengali 1, English 2, and so on. */
const PAIRS: DemoPair[] = [
  { topic: 'land-documents', daysAgo: 88 },
  { topic: 'renting', daysAgo: 74 },
  { topic: 'group-building', daysAgo: 61 },
  { topic: 'selling', daysAgo: 47 },
  { topic: 'interior', daysAgo: 33 },
  { topic: 'buying', daysAgo: 19, spotlight: true },
  { topic: 'news', daysAgo: 6 },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight in Bangladesh (UTC+6, no summer time) of the day `time` falls on there. */
const dhakaMidnight = (time: number) => Math.floor((time + DHAKA_OFFSET_MS) / DAY) * DAY - DHAKA_OFFSET_MS;

export async function seedDemoArticles(repos: Repositories, now: Date, storage: Storage): Promise<void> {
  const staff = await repos.users.byEmail('support@ghorbari.test');
  for (const [index, pair] of PAIRS.entries()) {
    const ids: string[] = []; // [bn, en]
    for (const language of ['bn', 'en'] as const satisfies Language[]) {
      const text = (language === 'bn' ? BN_ARTICLES : EN_ARTICLES)[pair.topic];
      const rendered = renderArticle(text.body);
      const cover = await writeArticleCover(pair.topic, storage);
      // Twins on one day in Bangladesh, so a reader of either sees the same date (issue 64: the
      // English one came a day later): the original in the morning, the English two hours on;
      // pairs at slightly different hours.
      const hour = 10 + (index % 3) + (language === 'en' ? 2 : 0);
      const publishedAt = new Date(dhakaMidnight(now.getTime() - pair.daysAgo * DAY) + hour * HOUR);
      const row = await repos.articles.insert({
        language,
        title: text.title,
        summary: text.summary,
        bodyMarkdown: text.body,
        bodyHtml: rendered.html,
        coverCard: cover.card,
        coverLarge: cover.large,
        coverAlt: text.coverAlt,
        category: pair.topic,
        tags: text.tags,
        authorName: text.authorName,
        status: 'published',
        spotlight: pair.spotlight ?? false,
        readingMinutes: rendered.readingMinutes,
        ...articleSearchColumns({
          title: text.title,
          summary: text.summary,
          tags: text.tags,
          text: rendered.text,
        }),
        publishedAt,
        createdById: staff?.id ?? null,
        updatedById: staff?.id ?? null,
        createdAt: new Date(publishedAt.getTime() - 2 * DAY),
        updatedAt: publishedAt,
        // The English twin names its Bengali original as it is stored; the original is pointed back below.
        twinId: ids[0] ?? null,
      });
      ids.push(row.id);
    }
    // The step runs in one transaction (demo.ts), and these rows are new: a plain update links them both ways.
    await repos.articles.update(ids[0]!, { twinId: ids[1]! });
  }
}
