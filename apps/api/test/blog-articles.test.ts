import type { ApiFailure, ArticleCard, ArticleDetail, BlogListResponse } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleComments } from '../src/modules/blog/blog.schema.ts';
import type { ArticleRow, NewArticle } from '../src/modules/blog/articles.repository.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { articleRow } from './blog-articles.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
const site = 'https://ghorbari.example';

describe.each(ONE_DRIVER)('the public blog on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  const a: Record<string, ArticleRow> = {};

  async function add(key: string, hours: number, overrides: Partial<NewArticle> & { bodyMarkdown?: string }) {
    a[key] = await repos.articles.insert(articleRow({ publishedAt: hoursAgo(hours), ...overrides }));
  }

  beforeAll(async () => {
    t = await buildTestApp(driver, { publicUrl: site });
    repos = createRepositories(t.database.db);
    // Bengali: six published, one of them the Bengali spotlight.
    await add('bnFlat', 10, {
      language: 'bn',
      category: 'buying',
      title: 'ফ্ল্যাট কেনার আগে যে ১০টি কাগজ দেখবেন',
      tags: ['ফ্ল্যাট', 'দলিল'],
      bodyMarkdown: 'রেজিস্ট্রেশন খরচ মোট দামের প্রায় ৭ শতাংশ।',
    });
    await add('bnMutation', 20, {
      language: 'bn',
      category: 'land-documents',
      title: 'জমির নামজারি: ধাপে ধাপে',
      tags: ['দলিল', 'খতিয়ান'],
      bodyMarkdown: 'নামজারি ছাড়া ফ্ল্যাট বা জমি বিক্রি করা কঠিন।',
    });
    await add('bnSpot', 30, {
      language: 'bn',
      category: 'renting',
      spotlight: true,
      title: 'ঢাকায় বাসা ভাড়ার চুক্তি',
      tags: ['ভাড়া'],
    });
    await add('bnBuy2', 40, { language: 'bn', category: 'buying', title: 'কিস্তিতে ফ্ল্যাট? হিসাবটা আগে করুন' });
    await add('bnInterior', 50, { language: 'bn', category: 'interior', title: 'ছোট ঘরে বড় জায়গার অনুভূতি' });
    await add('bnNews', 60, { language: 'bn', category: 'news', title: 'জমির দাম: মিরপুর ও উত্তরা' });
    // English: five published, one of them the English spotlight; the newest article of all.
    await add('enNewest', 1, { category: 'interior', title: 'Small rooms, more light' });
    await add('enFlat', 15, {
      title: 'Ten papers to check before buying a flat',
      tags: ['flat', 'documents'],
    });
    await add('enSpot', 25, {
      category: 'renting',
      spotlight: true,
      title: 'Rent agreements in Dhaka: 7 clauses to read',
    });
    await add('enLand', 35, {
      category: 'land-documents',
      title: 'Land mutation, step by step',
      tags: ['documents', 'mutation'],
      bodyMarkdown: 'Without mutation you cannot sell a flat or pay the land rent.',
    });
    await add('enNews', 45, { category: 'news', title: 'Flat prices in Mirpur and Uttara' });
    // Never public: a draft and an article taken down.
    await add('draft', 2, { language: 'bn', status: 'draft', publishedAt: null, title: 'খসড়া গোপনকথা' });
    await add('withdrawn', 3, { status: 'unpublished', title: 'Withdrawn guide to secretword' });
    await t.database.transaction(async (tx) => {
      await repos.articles.linkTwins(a.bnFlat!.id, a.enFlat!.id, tx);
      await repos.articles.linkTwins(a.bnMutation!.id, a.withdrawn!.id, tx);
    });
    await t.database.db.insert(articleComments).values([
      { articleId: a.bnFlat!.id, body: 'কাজের লেখা' },
      { articleId: a.bnFlat!.id, body: 'ধন্যবাদ' },
      { articleId: a.bnFlat!.id, body: 'hidden one', state: 'hidden', hiddenReason: 'spam link' },
      { articleId: a.bnFlat!.id, body: '', state: 'deleted' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '', lang: 'bn' | 'en' = 'bn', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/blog${query}`,
      headers: { 'accept-language': lang, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BlogListResponse>();
  };
  const keysOf = (cards: readonly ArticleCard[]) =>
    cards.map((card) => Object.keys(a).find((key) => a[key]!.number === card.id) ?? `#${card.id}`);
  const search = async (q: string, lang: 'bn' | 'en' = 'bn', extra = '') =>
    keysOf((await list(`?q=${encodeURIComponent(q)}${extra}`, lang)).articles);
  const page = (id: string | number, headers: Record<string, string> = { 'accept-language': 'en' }) =>
    t.app.inject({ method: 'GET', url: `/api/blog/${id}`, headers });

  it('leads with the reader’s spotlight, then their language newest first, then the other, nine a page', async () => {
    const first = await list();
    expect(first.spotlight && keysOf([first.spotlight])).toEqual(['bnSpot']);
    expect(keysOf(first.articles)).toEqual([
      'bnFlat',
      'bnMutation',
      'bnBuy2',
      'bnInterior',
      'bnNews',
      'enNewest',
      'enFlat',
      'enSpot',
      'enLand',
    ]);
    expect(first.pagination).toEqual({ page: 1, limit: 9, total: 10, totalPages: 2 });
    const second = await list('?page=2');
    expect(second.spotlight).toBeNull();
    expect(keysOf(second.articles)).toEqual(['enNews']);
    expect((await list('?page=3')).articles).toEqual([]);

    const english = await list('', 'en');
    expect(english.spotlight && keysOf([english.spotlight])).toEqual(['enSpot']);
    expect(keysOf(english.articles)).toEqual([
      'enNewest',
      'enFlat',
      'enLand',
      'enNews',
      'bnFlat',
      'bnMutation',
      'bnSpot',
      'bnBuy2',
      'bnInterior',
    ]);
    expect(keysOf((await list('?page=2', 'en')).articles)).toEqual(['bnNews']);
  });

  it('lists one language when asked, counting the other’s for the offer below (issue 31)', async () => {
    // A Bengali reader's list: Bengali only, the English twins and the rest offered below.
    const bengali = await list('?language=bn');
    expect(bengali.spotlight && keysOf([bengali.spotlight])).toEqual(['bnSpot']);
    expect(keysOf(bengali.articles)).toEqual(['bnFlat', 'bnMutation', 'bnBuy2', 'bnInterior', 'bnNews']);
    expect(bengali.pagination).toEqual({ page: 1, limit: 9, total: 5, totalPages: 1 });
    expect(bengali.otherLanguage).toEqual({ language: 'en', total: 5 });
    // On request: the English ones, with their own spotlight; the Bengali ones counted back.
    const english = await list('?language=en');
    expect(english.spotlight && keysOf([english.spotlight])).toEqual(['enSpot']);
    expect(keysOf(english.articles)).toEqual(['enNewest', 'enFlat', 'enLand', 'enNews']);
    expect(english.pagination.total).toBe(4);
    expect(english.otherLanguage).toEqual({ language: 'bn', total: 6 });
    // A topic and a search count each language apart, and show no spotlight.
    const land = await list('?language=bn&category=land-documents');
    expect(keysOf(land.articles)).toEqual(['bnMutation']);
    expect(land.otherLanguage).toEqual({ language: 'en', total: 1 });
    const found = await list(`?language=bn&q=${encodeURIComponent('mutation')}`);
    expect(found.spotlight).toBeNull();
    expect(keysOf(found.articles).every((key) => key.startsWith('bn'))).toBe(true);
    expect(found.pagination.total).toBe(found.articles.length);
    expect(found.otherLanguage?.total).toBeGreaterThan(0);
    // The plain call is as before: both languages, no offer.
    expect((await list()).otherLanguage).toBeNull();
    // A language the blog is not written in is refused, in the reader's words.
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/blog?language=fr',
      headers: { 'accept-language': 'bn' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a card with what the list needs, and never a draft or an article taken down', async () => {
    const everything = [...(await list()).articles, ...(await list('?page=2')).articles];
    expect(everything).toHaveLength(10);
    expect(keysOf(everything)).not.toContain('draft');
    expect(keysOf(everything)).not.toContain('withdrawn');
    const card = everything.find((item) => item.id === a.bnFlat!.number);
    expect(card).toEqual({
      id: a.bnFlat!.number,
      title: 'ফ্ল্যাট কেনার আগে যে ১০টি কাগজ দেখবেন',
      summary: 'An article made by a test factory.',
      category: 'buying',
      language: 'bn',
      tags: ['ফ্ল্যাট', 'দলিল'],
      cover: null,
      authorName: 'Factory Author',
      readingMinutes: 1,
      publishedAt: a.bnFlat!.publishedAt!.toISOString(),
      spotlight: false,
    });
  });

  it('does not repeat the spotlight in its other language among the cards', async () => {
    await t.database.transaction((tx) => repos.articles.linkTwins(a.bnSpot!.id, a.enSpot!.id, tx));
    try {
      const bengali = await list();
      expect(bengali.spotlight && keysOf([bengali.spotlight])).toEqual(['bnSpot']);
      const bengaliAll = [...bengali.articles, ...(await list('?page=2')).articles];
      expect(keysOf(bengaliAll)).not.toContain('enSpot');
      expect(bengali.pagination.total).toBe(9);
      const english = await list('', 'en');
      expect(english.spotlight && keysOf([english.spotlight])).toEqual(['enSpot']);
      expect(keysOf([...english.articles, ...(await list('?page=2', 'en')).articles])).not.toContain('bnSpot');
      // A search shows no spotlight, so both twins are found there.
      expect(await search('agreements', 'bn')).toContain('enSpot');
    } finally {
      await t.database.transaction((tx) => repos.articles.unlinkTwin(a.bnSpot!.id, tx));
    }
  });

  it('falls back to the other language’s spotlight, and shows none that is not published', async () => {
    await repos.articles.update(a.enSpot!.id, { spotlight: false });
    try {
      const english = await list('', 'en');
      expect(english.spotlight && keysOf([english.spotlight])).toEqual(['bnSpot']);
      expect(keysOf(english.articles)).not.toContain('bnSpot');
      expect(keysOf(english.articles)).toContain('enSpot');
      await repos.articles.update(a.bnSpot!.id, { status: 'unpublished' });
      expect((await list('', 'en')).spotlight).toBeNull();
      expect((await list('', 'bn')).spotlight).toBeNull();
    } finally {
      await repos.articles.update(a.enSpot!.id, { spotlight: true });
      await repos.articles.update(a.bnSpot!.id, { status: 'published' });
    }
  });

  it('finds Bengali words in titles first, then in the body; no spotlight above a search', async () => {
    const found = await list(`?q=${encodeURIComponent('ফ্ল্যাট')}`);
    expect(found.spotlight).toBeNull();
    // Titles first: the word itself (in English as "flat", the reader's language first), then a
    // title that says বাসা, the same meaning; bnBuy2 is older than bnMutation, but its title holds
    // the word. Then the bodies.
    const order = ['bnFlat', 'bnBuy2', 'enFlat', 'enNews', 'bnSpot', 'bnMutation', 'enLand'];
    expect(keysOf(found.articles)).toEqual(order);
    expect(found.pagination.total).toBe(7);
    // Typed with a joiner, as some keyboards do.
    expect(await search('ফ্ল\u200D্যাট')).toEqual(order);
  });

  it('matches Bengali and ASCII digits alike, and both spellings of ড়', async () => {
    expect(await search('10টি')).toEqual(['bnFlat']);
    expect(await search('১০টি কাগজ')).toEqual(['bnFlat']);
    expect(await search('7 শতাংশ')).toEqual(['bnFlat']);
    expect(await search('৭ clauses', 'en')).toEqual(['enSpot']);
    // ভাড়া is rent: the English articles that say it follow.
    expect(await search('ভা\u09A1\u09BCা')).toEqual(['bnSpot', 'enSpot', 'enLand']);
    expect(await search('ভা\u09DCা')).toEqual(['bnSpot', 'enSpot', 'enLand']);
  });

  it('finds English words whatever their case, both of two words required, title matches first', async () => {
    expect(await search('RENT AGREEMENT', 'en')).toEqual(['enSpot']);
    expect(await search('rent', 'en')).toEqual(['enSpot', 'bnSpot', 'enLand']);
    expect(await search('flat', 'en')).toEqual([
      'enFlat',
      'enNews',
      'bnFlat',
      'bnBuy2',
      'bnSpot',
      'enLand',
      'bnMutation',
    ]);
    // One word of four is not most of them.
    expect(await search('flat nothing-like-this', 'en')).toEqual([]);
    // A place in either script, and in Banglish.
    expect(await search('mirpur')).toEqual(['bnNews', 'enNews']);
    expect(await search('মিরপুর', 'en')).toEqual(['enNews', 'bnNews']);
  });

  it('never finds a draft or an article taken down', async () => {
    expect(await search('গোপনকথা')).toEqual([]);
    expect(await search('secretword', 'en')).toEqual([]);
    expect(await search('withdrawn', 'en')).toEqual([]);
  });

  it('takes search wildcards as plain text', async () => {
    const plain = await list();
    for (const q of ['%', '_', '%_\\', '100%'])
      expect((await list(`?q=${encodeURIComponent(q)}`)).pagination.total).toBe(q === '100%' ? 0 : 10);
    expect((await list(`?q=${encodeURIComponent('%')}`)).spotlight).toEqual(plain.spotlight);
  });

  it('filters by category, spotlight included in its place, and with a search', async () => {
    const renting = await list('?category=renting');
    expect(renting.spotlight).toBeNull();
    expect(keysOf(renting.articles)).toEqual(['bnSpot', 'enSpot']);
    expect(keysOf((await list('?category=renting', 'en')).articles)).toEqual(['enSpot', 'bnSpot']);
    expect(keysOf((await list('?category=news')).articles)).toEqual(['bnNews', 'enNews']);
    expect(await search('ফ্ল্যাট', 'bn', '&category=buying')).toEqual(['bnFlat', 'bnBuy2', 'enFlat']);
  });

  it('refuses a bad query with a translated 400 in Bengali and English', async () => {
    const cases: [string, string, string][] = [
      ['?category=castles', 'দেওয়া বিকল্পগুলো থেকে একটি বেছে নিন', 'Please choose one of the options'],
      [`?q=${'ক'.repeat(101)}`, 'খোঁজার কথা ১০০ অক্ষরের মধ্যে লিখুন', 'Search words must be under 100 characters'],
    ];
    for (const [query, bn, en] of cases) {
      for (const [lang, message] of [
        ['bn', bn],
        ['en', en],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/blog${query}`,
          headers: { 'accept-language': lang },
        });
        expect(response.statusCode).toBe(400);
        const body = response.json<ApiFailure>();
        expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(body.issues?.[0]?.message).toBe(message);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/blog?page=0' })).statusCode).toBe(400);
  });

  it('opens a published article with its body, published twin, three related articles and comment count', async () => {
    const response = await page(a.bnFlat!.number);
    expect(response.statusCode).toBe(200);
    const { article } = response.json<{ article: ArticleDetail }>();
    expect(article).toMatchObject({
      id: a.bnFlat!.number,
      language: 'bn',
      bodyHtml: '<p>রেজিস্ট্রেশন খরচ মোট দামের প্রায় ৭ শতাংশ।</p>\n',
      twin: { id: a.enFlat!.number, title: 'Ten papers to check before buying a flat', language: 'en' },
      commentCount: 2,
      updatedAt: a.bnFlat!.updatedAt.toISOString(),
    });
    // Same language, then the same category (bnBuy2), then tags in common (bnMutation), then the newest.
    expect(keysOf(article.related)).toEqual(['bnBuy2', 'bnMutation', 'bnSpot']);

    const english = (await page(a.enFlat!.number)).json<{ article: ArticleDetail }>().article;
    expect(english.twin?.id).toBe(a.bnFlat!.number);
    expect(english.commentCount).toBe(0);
    // Not itself, not its Bengali twin; English first, tags in common (enLand), then the newest.
    expect(keysOf(english.related)).toEqual(['enLand', 'enNewest', 'enSpot']);
  });

  it('hides a twin that is not published, and drafts and taken-down articles even from staff', async () => {
    const mutation = (await page(a.bnMutation!.number)).json<{ article: ArticleDetail }>().article;
    expect(mutation.twin).toBeNull();
    const staff = await staffMember(t.app, t.database, 'admin');
    for (const key of ['draft', 'withdrawn']) {
      for (const headers of [{ 'accept-language': 'en' }, bearer(staff.token)]) {
        const response = await page(a[key]!.number, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiFailure>()).toMatchObject({
          code: 'ARTICLE_UNAVAILABLE',
          message: 'This article is not available',
        });
      }
    }
    const bengali = await page(a.draft!.number, { 'accept-language': 'bn' });
    expect(bengali.json<ApiFailure>().message).toBe('লেখাটি পাওয়া যাচ্ছে না');
    for (const related of [...mutation.related]) expect(['draft', 'withdrawn']).not.toContain(keysOf([related])[0]);
  });

  it('answers 404, never 500, for an id that is no article', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999', '99999999999', '1e3', '%20', 'S-1', '12abc']) {
      const response = await page(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json<ApiFailure>().code, id).toBe('ARTICLE_UNAVAILABLE');
    }
  });

  it('lists the blog and each published article in the sitemap, twins as language versions', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain(`<loc>${site}/Blog</loc>`);
    const url = (key: string) => `${site}/BlogPostDetails/${a[key]!.number}`;
    for (const key of ['bnFlat', 'bnMutation', 'enNews', 'enSpot']) expect(body).toContain(`<loc>${url(key)}</loc>`);
    for (const key of ['draft', 'withdrawn']) expect(body).not.toContain(`<loc>${url(key)}</loc>`);
    const entry = body.split('<url>').find((item) => item.startsWith(`<loc>${url('enFlat')}</loc>`)) ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${url('enFlat')}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${url('bnFlat')}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url('bnFlat')}"/>`);
    // Its twin is taken down: no language versions.
    const alone = body.split('<url>').find((item) => item.startsWith(`<loc>${url('bnMutation')}</loc>`)) ?? '';
    expect(alone).not.toContain('hreflang');
  });
});
