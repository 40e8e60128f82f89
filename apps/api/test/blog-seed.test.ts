import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BLOG_CATEGORIES, DHAKA_OFFSET_MS, LIMITS, type StaffCommentsResponse } from '@ghorbari/contracts';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/modules/blog/blog.schema.ts';
import { renderArticle } from '../src/modules/blog/markdown.ts';
import { searchTerms } from '../src/text/fold.ts';
import { staffMember } from './admin.fixtures.ts';
import { commentsApi } from './blog-comments.fixtures.ts';
import { buildDemoTestApp, type DemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER } from './helpers.ts';

type Article = typeof articles.$inferSelect;

/** The site's own pages an article may link to. */
const INTERNAL = new Set([
  '/Property-Rent',
  '/Property-Buy-Sell',
  '/Interior-Design',
  '/Group-Wise-Building',
  '/Stay-Safe',
]);
const BENGALI = /[\u0980-\u09FF]/;
const DAY = 86_400_000;

/** Issue 16: the demo blog is real content, one guide per category in Bengali with its English twin. */
describe.each(ONE_DRIVER)('demo blog articles on %s', (driver) => {
  let t: DemoTestApp;
  let uploadsDir: string;
  let rows: Article[];
  let now: Date;
  beforeAll(async () => {
    t = await buildDemoTestApp(driver);
    now = t.seededAt;
    uploadsDir = `${t.config.dataDir}/uploads`;
    expect(t.seeded).toContain('blog-articles');
    rows = await t.database.db.select().from(articles).orderBy(asc(articles.number));
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('publishes seven Bengali originals and their English twins, numbered alternately, over three months', () => {
    expect(rows).toHaveLength(14);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((row) => row.language)).toEqual(rows.map((_, i) => (i % 2 === 0 ? 'bn' : 'en')));
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    const times = rows.map((row) => row.publishedAt!.getTime());
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 95 * DAY);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * DAY);
    // Newer numbers were published later, so the list's "newest first" reads the story backwards.
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Each pair on a day of its own, and twins on the same day in Bangladesh, so the date a reader
    // sees does not change with the language (issue 64).
    const dhakaDays = times.map((time) => new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 10));
    expect(new Set(dhakaDays).size).toBe(7);
    for (let pair = 0; pair < 14; pair += 2) expect(dhakaDays[pair + 1]).toBe(dhakaDays[pair]);
  });

  it('links every article to its twin in the other language, both ways, on the same topic', () => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const twin = byId.get(row.twinId ?? '');
      expect(twin, `#${row.number} has no twin`).toBeDefined();
      expect(twin!.language).not.toBe(row.language);
      expect(twin!.twinId).toBe(row.id);
      expect(twin!.category).toBe(row.category);
      expect(twin!.spotlight).toBe(row.spotlight);
    }
  });

  it('uses every category and puts the buying checklist in the spotlight, once per language', () => {
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(BLOG_CATEGORIES));
    const spotlight = rows.filter((row) => row.spotlight);
    expect(spotlight.map((row) => [row.language, row.category])).toEqual([
      ['bn', 'buying'],
      ['en', 'buying'],
    ]);
  });

  it('writes each article in its own language, within the form’s limits', () => {
    for (const row of rows) {
      const label = `#${row.number} ${row.title}`;
      expect(BENGALI.test(row.title), label).toBe(row.language === 'bn');
      expect(BENGALI.test(row.coverAlt), label).toBe(row.language === 'bn');
      expect(row.title.length, label).toBeLessThanOrEqual(LIMITS.blog.titleMaxLength);
      expect(row.summary.length, label).toBeGreaterThan(80);
      expect(row.summary.length, label).toBeLessThanOrEqual(LIMITS.blog.summaryMaxLength);
      expect(row.tags.length, label).toBeGreaterThanOrEqual(3);
      expect(row.tags.length, label).toBeLessThanOrEqual(6);
      expect(row.tags.every((tag) => tag.length <= LIMITS.blog.tagMaxLength)).toBe(true);
      expect(row.authorName.length, label).toBeGreaterThan(0);
      expect(row.coverAlt.length, label).toBeGreaterThan(20);
      expect(row.coverAlt.length, label).toBeLessThanOrEqual(LIMITS.blog.coverAltMaxLength);
    }
    expect(new Set(rows.map((row) => row.title)).size).toBe(14);
  });

  it('stores the sanitiser’s HTML: headings, tables in several, no raw HTML, only safe links', () => {
    for (const row of rows) {
      const label = `#${row.number} ${row.title}`;
      expect(row.bodyMarkdown, label).not.toMatch(/<\/?[a-z!]/i);
      const rendered = renderArticle(row.bodyMarkdown);
      expect(row.bodyHtml, label).toBe(rendered.html);
      expect(row.readingMinutes, label).toBe(rendered.readingMinutes);
      expect(row.readingMinutes, label).toBeGreaterThanOrEqual(2);
      expect(row.readingMinutes, label).toBeLessThanOrEqual(8);
      expect(rendered.text.split(/\s+/).length, label).toBeGreaterThanOrEqual(500);
      expect(row.bodyHtml.match(/<h2>/g)?.length ?? 0, label).toBeGreaterThanOrEqual(4);
      expect(row.bodyHtml, label).toMatch(/<(ul|ol)>/);
      expect(row.bodyHtml, label).not.toContain('&lt;');
      const hrefs = [...row.bodyHtml.matchAll(/<a href="([^"]+)"([^>]*)>/g)];
      const external = hrefs.filter(([, href]) => !href!.startsWith('/'));
      expect(external.length, label).toBeLessThanOrEqual(1);
      for (const [, href, rest] of external) {
        expect(href, label).toMatch(/^https:\/\/[a-z.]+\.gov\.bd$/);
        expect(rest, label).toContain('rel="noopener nofollow"');
      }
      const internal = hrefs.filter(([, href]) => href!.startsWith('/')).map(([, href]) => href!);
      expect(internal.length, label).toBeGreaterThanOrEqual(1);
      for (const href of internal) expect(INTERNAL.has(href), `${label}: ${href}`).toBe(true);
    }
    expect(rows.filter((row) => row.bodyHtml.includes('<table>')).length).toBeGreaterThanOrEqual(3);
  });

  it('makes the articles findable by the words a reader types, in both languages', () => {
    const find = (query: string) =>
      rows
        .filter((row) => searchTerms(query).every((term) => row.searchText.includes(term)))
        .map((row) => `${row.language}:${row.category}`);
    expect(find('খতিয়ান নামজারি')).toContain('bn:land-documents');
    expect(find('Khatian mutation')).toContain('en:land-documents');
    expect(find('রাজউক')).toContain('bn:buying');
    expect(find('ভাড়া নিয়ন্ত্রণ আইন ১৯৯১')).toEqual(['bn:renting']);
    expect(find('House Rent Control Act 1991')).toEqual(['en:renting']);
    expect(find('Rajshahi per square foot')).toContain('en:news');
  });

  it('gives every article its own drawn cover, as WebP card and large without EXIF', async () => {
    const files = rows.flatMap((row) => [row.coverCard, row.coverLarge]);
    expect(new Set(files).size).toBe(28);
    for (const row of rows) {
      for (const [stored, width] of [
        [row.coverCard, 640],
        [row.coverLarge, 1280],
      ] as const) {
        expect(stored, `#${row.number}`).toMatch(/^\/uploads\/blog\/[\w-]+-(card|large)\.webp$/);
        const file = path.join(uploadsDir, stored!.slice('/uploads/'.length));
        expect((await stat(file)).size).toBeGreaterThan(2_000);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 9) / 16);
        expect(meta.exif).toBeUndefined();
      }
    }
  });

  it('leaves staff one reported spam comment to decide, under an English article', async () => {
    const support = await staffMember(t.app, t.database, 'support');
    const response = await commentsApi(t.app).queue(support.token);
    expect(response.statusCode, response.body).toBe(200);
    const queue = response.json<StaffCommentsResponse>();
    expect(queue.comments).toHaveLength(1);
    const [spam] = queue.comments;
    expect(spam!.body).toContain('guaranteed profit');
    expect(spam!.reports.map((report) => report.reason)).toEqual(['spam', 'spam']);
    expect(rows.find((row) => row.number === spam!.article.id)?.language).toBe('en');
  });
});
