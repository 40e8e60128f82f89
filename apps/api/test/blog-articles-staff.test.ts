import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { articleBodySchema, type ApiFailure, type StaffArticle, type StaffBlogListResponse } from '@ghorbari/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleComments } from '../src/modules/blog/blog.schema.ts';
import { bearer, sendForm } from './accounts.fixtures.ts';
import { adminCall, buildStaffTestApp, type StaffCast } from './admin.fixtures.ts';
import {
  articleData,
  articleForm,
  cameraPhoto,
  expectInert,
  fileForm,
  XSS_CORPUS,
  type FormFile,
} from './blog-articles.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';

interface Saved {
  message: string;
  article: StaffArticle;
}
type Lang = 'bn' | 'en';

describe.each(ONE_DRIVER)('writing and publishing articles on %s', (driver) => {
  let t: TestApp & StaffCast;
  beforeAll(async () => void (t = await buildStaffTestApp(driver)));
  afterAll(() => t.close());

  const headersOf = (token: string | null, lang: Lang) => ({
    ...(token ? bearer(token) : {}),
    'accept-language': lang,
  });
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    data: unknown,
    cover?: FormFile,
    token: string | null = t.support.token,
    lang: Lang = 'en',
  ) => {
    const form = articleForm(data, cover);
    return t.app.inject({
      method,
      url,
      headers: { ...headersOf(token, lang), ...form.headers },
      payload: form.payload,
    });
  };
  const create = (data: unknown, cover?: FormFile, token: string | null = t.support.token, lang: Lang = 'en') =>
    send('POST', '/api/admin/blog', data, cover, token, lang);
  const edit = (id: number | string, data: unknown, cover?: FormFile, token: string | null = t.support.token) =>
    send('PUT', `/api/admin/blog/${id}`, data, cover, token);
  const setStatus = (id: number, status: string, token = t.support.token) =>
    adminCall(t.app, token, 'POST', `/api/admin/blog/${id}/status`, { status });
  const staffGet = async (id: number) => {
    const response = await adminCall(t.app, t.support.token, 'GET', `/api/admin/blog/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ article: StaffArticle }>().article;
  };
  const publicStatus = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/blog/${id}` })).statusCode;
  const storedFiles = async () =>
    (await readdir(path.join(t.config.dataDir, 'uploads', 'blog')).catch(() => [])).sort();
  const fileOf = (publicPath: string) => path.join(t.config.dataDir, 'uploads', publicPath.slice('/uploads/'.length));
  const exists = async (publicPath: string) => (await storedFiles()).includes(path.basename(publicPath));

  async function written(data: Record<string, unknown> = {}, cover?: FormFile): Promise<StaffArticle> {
    const response = await create(articleData(data), cover);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Saved>().article;
  }
  /** The article's data as its edit form sends it back (its fields as the body schema reads them), with `overrides`. */
  const dataOf = (article: StaffArticle, overrides: Record<string, unknown> = {}) => ({
    ...articleBodySchema.parse({ ...article, coverAlt: article.cover?.alt ?? '', twinId: article.twin?.id ?? null }),
    ...overrides,
  });

  it('refuses each invalid article with its own message, in English and Bengali, and stores nothing', async () => {
    const before = await storedFiles();
    const { total } = (await adminCall(t.app, t.support.token, 'GET', '/api/admin/blog')).json<StaffBlogListResponse>()
      .pagination;
    const refused = async (data: unknown, lang: Lang, cover?: FormFile) => {
      const response = await create(data, cover, t.support.token, lang);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response.json<ApiFailure>();
    };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ title: '  ' }, 'title', 'Please write a title', 'শিরোনাম লিখুন'],
      [{ title: 'ক'.repeat(151) }, 'title', 'The title must be under 150 characters', 'শিরোনাম ১৫০ অক্ষরের মধ্যে রাখুন'],
      [{ summary: undefined }, 'summary', 'Please write a short summary', 'ছোট করে একটা সারাংশ লিখুন'],
      [
        { summary: 'x'.repeat(301) },
        'summary',
        'The summary must be under 300 characters',
        'সারাংশ ৩০০ অক্ষরের মধ্যে রাখুন',
      ],
      [{ bodyMarkdown: '' }, 'bodyMarkdown', 'Please write the article', ''],
      [{ bodyMarkdown: 'x'.repeat(60_001) }, 'bodyMarkdown', 'The article is too long (at most 60,000 characters)', ''],
      [{ category: 'castles' }, 'category', 'Please choose one of the options', 'দেওয়া বিকল্পগুলো থেকে একটি বেছে নিন'],
      [{ language: 'fr' }, 'language', 'Please choose one of the options', 'দেওয়া বিকল্পগুলো থেকে একটি বেছে নিন'],
      [{ tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) }, 'tags', 'At most 8 tags', 'সর্বোচ্চ ৮টি ট্যাগ দেওয়া যায়'],
      [{ tags: ['ok', ''] }, 'tags.1', 'Each tag must be 1 to 30 characters', 'প্রতিটি ট্যাগ ১ থেকে ৩০ অক্ষরের হতে হবে'],
      [{ authorName: '' }, 'authorName', 'Please write the author’s name (up to 80 characters)', ''],
      [{ coverAlt: 'x'.repeat(201) }, 'coverAlt', 'The picture description must be under 200 characters', ''],
    ];
    for (const [overrides, field, en, bn] of cases) {
      const english = await refused(articleData(overrides), 'en');
      expect(english, field).toMatchObject({ code: 'VALIDATION_FAILED', message: en });
      expect(english.issues, field).toEqual([{ path: field, message: en }]);
      const bengali = await refused(articleData(overrides), 'bn');
      expect(bengali.issues?.[0]?.path).toBe(field);
      expect(bengali.message).toMatch(/[\u0980-\u09FF]/);
      if (bn) expect(bengali.message).toBe(bn);
    }
    expect((await refused('{not json', 'en')).message).toBe('The form could not be read. Please send it again.');
    expect((await refused('{not json', 'bn')).message).toBe('ফর্মটি পড়া যায়নি। অনুগ্রহ করে আবার পাঠান।');
    expect((await refused(articleData({ title: 'nul\u0000byte' }), 'en')).code).toBe('VALIDATION_FAILED');
    const text = { content: Buffer.from('not a picture at all'), name: 'cover.jpg' };
    expect((await refused(articleData(), 'en', text)).message).toBe('Please choose a JPEG, PNG or WebP image');
    expect((await refused(articleData(), 'bn', text)).message).toBe('JPG, PNG বা WebP ছবি বেছে নিন');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(t.support.token),
      payload: articleData(),
    });
    expect(json.statusCode).toBe(415);

    expect(await storedFiles()).toEqual(before);
    const after = (await adminCall(t.app, t.support.token, 'GET', '/api/admin/blog')).json<StaffBlogListResponse>();
    expect(after.pagination.total).toBe(total);
  });

  it('lets only support and admin in: no sign-in is 401, a member is 403', async () => {
    const article = await written();
    const calls = (token: string | null) => {
      const headers = token ? bearer(token) : {};
      return [
        t.app.inject({ method: 'GET', url: '/api/admin/blog', headers }),
        t.app.inject({ method: 'GET', url: `/api/admin/blog/${article.id}`, headers }),
        t.app.inject({
          method: 'POST',
          url: `/api/admin/blog/${article.id}/status`,
          headers,
          payload: { status: 'published' },
        }),
        t.app.inject({ method: 'POST', url: '/api/admin/blog/preview', headers, payload: { bodyMarkdown: '# Hi' } }),
        (async () => {
          const image = fileForm('image', { content: await cameraPhoto() });
          return t.app.inject({
            method: 'POST',
            url: '/api/admin/blog/images',
            headers: { ...headers, ...image.headers },
            payload: image.payload,
          });
        })(),
      ];
    };
    for (const token of [null, t.memberToken]) {
      const expected = token ? 403 : 401;
      for (const call of calls(token)) expect((await call).statusCode).toBe(expected);
      expect((await create(articleData(), undefined, token)).statusCode).toBe(expected);
      expect((await edit(article.id, articleData({ title: 'Taken over' }), undefined, token)).statusCode).toBe(
        expected,
      );
    }
    const still = await staffGet(article.id);
    expect(still).toMatchObject({ status: 'draft', title: article.title });
    expect((await adminCall(t.app, t.admin.token, 'GET', `/api/admin/blog/${article.id}`)).statusCode).toBe(200);
    expect((await create(articleData(), undefined, t.admin.token)).statusCode).toBe(201);
  });

  it('saves a draft with its HTML made safe, its reading time, and a cover without EXIF in two sizes', async () => {
    const photo = await cameraPhoto('#336699', 2000, 1500);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const body =
      '# Before you pay\n\nRead [RAJUK’s rules](https://rajuk.gov.bd) first. <script>alert(1)</script>\n\n' +
      Array.from({ length: 450 }, () => 'word').join(' ');
    const response = await create(articleData({ bodyMarkdown: body }), { content: photo });
    expect(response.statusCode, response.body).toBe(201);
    const { message, article } = response.json<Saved>();
    expect(message).toBe('Article saved');
    expect(article).toMatchObject({ status: 'draft', publishedAt: null, readingMinutes: 2, commentCount: 0 });
    expect(article.bodyHtml).toContain('<h2>Before you pay</h2>');
    expect(article.bodyHtml).toContain(
      '<a href="https://rajuk.gov.bd" target="_blank" rel="noopener nofollow">RAJUK’s rules</a>',
    );
    expect(article.bodyHtml).toContain('&lt;script&gt;');
    expect(article.bodyMarkdown).toBe(body);
    expect(article.cover?.alt).toBe('Papers on a desk');

    const card = await sharp(fileOf(article.cover!.card)).metadata();
    const large = await sharp(fileOf(article.cover!.large)).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 640, 360]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 1280, 960]);
    expect(card.exif).toBeUndefined();
    expect(large.exif).toBeUndefined();
    // The cover is served where the API says.
    const served = await t.app.inject({ method: 'GET', url: article.cover!.card });
    expect(served.statusCode).toBe(200);

    // A draft is nowhere public.
    expect(await publicStatus(article.id)).toBe(404);
    const bengali = await create(articleData({ language: 'bn', title: 'খসড়া' }), undefined, t.support.token, 'bn');
    expect(bengali.json<Saved>().message).toBe('লেখা সংরক্ষণ হয়েছে');
  });

  it('edits an article: renders it again, keeps, replaces or removes the cover and deletes old files', async () => {
    const article = await written({}, { content: await cameraPhoto('#aa3300') });
    const first = article.cover!;
    const renamed = await edit(
      article.id,
      dataOf(article, { title: 'Six papers to check', bodyMarkdown: 'Ask for the **khatian** now.' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const kept = renamed.json<Saved>();
    expect(kept.message).toBe('Article saved');
    expect(kept.article).toMatchObject({ title: 'Six papers to check', cover: first });
    expect(kept.article.bodyHtml).toBe('<p>Ask for the <strong>khatian</strong> now.</p>\n');

    const replaced = (
      await edit(article.id, dataOf(kept.article), { content: await cameraPhoto('#0033aa') })
    ).json<Saved>().article;
    expect(replaced.cover?.card).not.toBe(first.card);
    expect(await exists(first.card)).toBe(false);
    expect(await exists(first.large)).toBe(false);
    expect(await exists(replaced.cover!.card)).toBe(true);

    const removed = (await edit(article.id, dataOf(replaced, { removeCover: true }))).json<Saved>().article;
    expect(removed.cover).toBeNull();
    expect(await exists(replaced.cover!.card)).toBe(false);
    expect(await exists(replaced.cover!.large)).toBe(false);

    // The new words are what search finds once it is published.
    await setStatus(article.id, 'published');
    const found = await t.app.inject({ method: 'GET', url: '/api/blog?q=khatian' });
    expect(found.json<{ articles: { id: number }[] }>().articles.map((card) => card.id)).toEqual([article.id]);

    for (const id of ['999999', 'abc', '0']) {
      const missing = await edit(id, articleData());
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json<ApiFailure>().code).toBe('ARTICLE_UNAVAILABLE');
      expect((await adminCall(t.app, t.support.token, 'GET', `/api/admin/blog/${id}`)).statusCode).toBe(404);
      expect((await setStatus(Number(id) || 999_999, 'published')).statusCode).toBe(404);
    }
  });

  it('publishes (the publish time once), takes down and publishes again, each in the audit log', async () => {
    const article = await written({ title: 'Rent law in brief' });
    const before = Date.now();
    const published = await setStatus(article.id, 'published');
    const after = Date.now();
    expect(published.statusCode).toBe(200);
    const first = published.json<Saved>();
    expect(first.message).toBe('Article published');
    expect(first.article.status).toBe('published');
    // Stamped when it was published.
    expect(Date.parse(first.article.publishedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(first.article.publishedAt ?? '')).toBeLessThanOrEqual(after);
    expect(await publicStatus(article.id)).toBe(200);

    const down = await setStatus(article.id, 'unpublished', t.admin.token);
    expect(down.json<Saved>()).toMatchObject({ message: 'Article taken down', article: { status: 'unpublished' } });
    expect(await publicStatus(article.id)).toBe(404);
    const bengali = await t.app.inject({
      method: 'POST',
      url: `/api/admin/blog/${article.id}/status`,
      headers: { ...bearer(t.support.token), 'accept-language': 'bn' },
      payload: { status: 'published' },
    });
    expect(bengali.json<Saved>().message).toMatch(/[\u0980-\u09FF]/);
    expect(bengali.json<Saved>().article.publishedAt).toBe(first.article.publishedAt);
    expect(await publicStatus(article.id)).toBe(200);
    // The same status again changes nothing and logs nothing.
    expect((await setStatus(article.id, 'published')).statusCode).toBe(200);

    const entries = await t.repos.audit.ofTarget('article', String(article.id));
    expect(entries.map((entry) => [entry.action, entry.targetLabel])).toEqual([
      ['article.published', 'Rent law in brief'],
      ['article.unpublished', 'Rent law in brief'],
      ['article.published', 'Rent law in brief'],
    ]);

    const draft = await written();
    const conflict = await setStatus(draft.id, 'unpublished');
    expect(conflict.statusCode).toBe(409);
    expect((await staffGet(draft.id)).status).toBe('draft');
    const bad = await setStatus(draft.id, 'draft');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiFailure>().message).toBe('Please choose one of the options');
  });

  it('links the other-language twin both ways, moves the link, and refuses a twin in the same language', async () => {
    const bn = await written({ language: 'bn', title: 'ভাড়ার চুক্তি' });
    const en1 = await written({ title: 'Rent agreement' });
    const en2 = await written({ title: 'Tenancy agreement' });

    const linked = await edit(bn.id, dataOf(bn, { twinId: en1.id }));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<Saved>().article.twin).toEqual({ id: en1.id, title: 'Rent agreement', language: 'en' });
    expect((await staffGet(en1.id)).twin).toEqual({ id: bn.id, title: 'ভাড়ার চুক্তি', language: 'bn' });

    // Moving the link unlinks the old twin.
    await edit(bn.id, dataOf(bn, { twinId: en2.id }));
    expect((await staffGet(en1.id)).twin).toBeNull();
    expect((await staffGet(en2.id)).twin?.id).toBe(bn.id);
    expect((await staffGet(bn.id)).twin?.id).toBe(en2.id);
    // Linking from the other side, or to nothing, keeps it both ways.
    await edit(en1.id, dataOf(await staffGet(en1.id), { twinId: bn.id }));
    expect((await staffGet(bn.id)).twin?.id).toBe(en1.id);
    expect((await staffGet(en2.id)).twin).toBeNull();
    await edit(bn.id, dataOf(await staffGet(bn.id), { twinId: null }));
    expect((await staffGet(en1.id)).twin).toBeNull();

    for (const twinId of [en2.id + 1000, bn.id]) {
      const refused = await edit(bn.id, dataOf(bn, { twinId }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ApiFailure>()).toMatchObject({
        code: 'ARTICLE_TWIN_INVALID',
        message: 'The other-language version must be an article in the other language',
      });
    }
    const sameLanguage = await create(articleData({ twinId: en2.id }), undefined, t.support.token, 'bn');
    expect(sameLanguage.statusCode).toBe(422);
    expect(sameLanguage.json<ApiFailure>().message).toMatch(/[\u0980-\u09FF]/);
    expect((await edit(bn.id, dataOf(bn, { twinId: 'three' }))).statusCode).toBe(400);
  });

  const spotlights = async (language: Lang) =>
    (await adminCall(t.app, t.support.token, 'GET', `/api/admin/blog?language=${language}`))
      .json<StaffBlogListResponse>()
      .articles.filter((article) => article.spotlight)
      .map((article) => article.id);

  it('keeps one spotlight per language: setting it takes it from the other article', async () => {
    const first = await written({ language: 'bn', spotlight: true });
    const english = await written({ language: 'en', spotlight: true });
    expect(await spotlights('bn')).toEqual([first.id]);
    const second = await written({ language: 'bn' });
    const moved = await edit(second.id, dataOf(second, { spotlight: true }));
    expect(moved.json<Saved>().article.spotlight).toBe(true);
    expect(await spotlights('bn')).toEqual([second.id]);
    expect((await staffGet(first.id)).spotlight).toBe(false);
    expect(await spotlights('en')).toEqual([english.id]);
  });

  it('ends with one spotlight, and no error, when two staff set it on two articles at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [one, two] = await Promise.all([written({ language: 'bn' }), written({ language: 'bn' })]);
      const answers = await Promise.all([
        edit(one!.id, dataOf(one!, { spotlight: true })),
        edit(two!.id, dataOf(two!, { spotlight: true }), undefined, t.admin.token),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const left = await spotlights('bn');
      expect(left).toHaveLength(1);
      expect([one!.id, two!.id]).toContain(left[0]);
    }
    // And two new articles written as spotlight at once.
    const both = await Promise.all([
      create(articleData({ language: 'bn', spotlight: true })),
      create(articleData({ language: 'bn', spotlight: true }), undefined, t.admin.token),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await spotlights('bn')).toHaveLength(1);
  });

  it('lists articles for staff by status, language and words, with twins and comments counted', async () => {
    const word = `zebracrossing${Date.now()}`;
    const draft = await written({ title: `Draft about ${word}`, language: 'en' });
    const live = await written({ title: `বাসা ${word}`, language: 'bn', twinId: draft.id });
    await setStatus(live.id, 'published');
    const row = await t.repos.articles.byNumber(live.id);
    await t.database.db.insert(articleComments).values([
      { articleId: row!.id, body: 'one' },
      { articleId: row!.id, body: 'two' },
    ]);
    const get = async (query: string) =>
      (await adminCall(t.app, t.support.token, 'GET', `/api/admin/blog?${query}`)).json<StaffBlogListResponse>();
    const found = await get(`q=${word}`);
    expect(found.articles.map((article) => article.id)).toEqual([live.id, draft.id]);
    expect(found.articles[0]).toMatchObject({
      status: 'published',
      commentCount: 2,
      twin: { id: draft.id, language: 'en' },
    });
    expect(found.articles[0]).not.toHaveProperty('bodyMarkdown');
    expect((await get(`q=${word}&status=draft`)).articles.map((article) => article.id)).toEqual([draft.id]);
    expect((await get(`q=${word}&language=bn`)).articles.map((article) => article.id)).toEqual([live.id]);
    expect((await get(`q=${word.toUpperCase()}&status=published&language=en`)).articles).toEqual([]);
    const all = await get('page=1');
    expect(all.pagination.limit).toBe(20);
    const bad = await adminCall(t.app, t.support.token, 'GET', '/api/admin/blog?status=archived');
    expect(bad.statusCode).toBe(400);
  });

  it('previews the Markdown as readers will see it, every XSS payload inert, without saving', async () => {
    const { total } = (await adminCall(t.app, t.support.token, 'GET', '/api/admin/blog')).json<StaffBlogListResponse>()
      .pagination;
    const preview = await adminCall(t.app, t.support.token, 'POST', '/api/admin/blog/preview', {
      bodyMarkdown: '# Title\n\n[out](https://example.com) <img src=x onerror=alert(1)>',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      success: true,
      html:
        '<h2>Title</h2>\n<p><a href="https://example.com" target="_blank" rel="noopener nofollow">out</a> ' +
        '&lt;img src=x onerror=alert(1)&gt;</p>\n',
      readingMinutes: 1,
    });
    for (const bodyMarkdown of XSS_CORPUS) {
      const answer = await adminCall(t.app, t.support.token, 'POST', '/api/admin/blog/preview', { bodyMarkdown });
      expectInert(answer.json<{ html: string }>().html);
    }
    // Saved, the stored HTML is just as inert.
    expectInert((await written({ bodyMarkdown: XSS_CORPUS.join('\n\n') })).bodyHtml);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog/preview',
      headers: { ...bearer(t.support.token), 'accept-language': 'bn' },
      payload: { bodyMarkdown: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiFailure>().issues?.[0]?.path).toBe('bodyMarkdown');
    expect(empty.json<ApiFailure>().message).toMatch(/[\u0980-\u09FF]/);
    const after = (await adminCall(t.app, t.support.token, 'GET', '/api/admin/blog')).json<StaffBlogListResponse>();
    expect(after.pagination.total).toBe(total + 1);
  });

  it('uploads a picture for the body as one WebP up to 1280 wide, without EXIF, usable in the Markdown', async () => {
    const upload = async (file: FormFile | null, field = 'image') => {
      const form = file ? fileForm(field, file) : fileForm('other', { content: Buffer.alloc(0) });
      return sendForm(t.app, t.support.token, 'POST', '/api/admin/blog/images', form);
    };
    const response = await upload({ content: await cameraPhoto('#228833', 1800, 1200) });
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/blog\/[\w-]+-body\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 853]);
    expect(meta.exif).toBeUndefined();
    const small = (await upload({ content: await cameraPhoto('#228833', 600, 400) })).json<{ url: string }>();
    expect((await sharp(fileOf(small.url)).metadata()).width).toBe(600);

    const preview = await adminCall(t.app, t.support.token, 'POST', '/api/admin/blog/preview', {
      bodyMarkdown: `![Site plan](${url})`,
    });
    expect(preview.json<{ html: string }>().html).toContain(`<img src="${url}" alt="Site plan"`);

    const text = await upload({ content: Buffer.from('GIF89a but not really'), name: 'x.gif' });
    expect(text.statusCode).toBe(400);
    expect(text.json<ApiFailure>().message).toBe('Please choose a JPEG, PNG or WebP image');
    const gif = await upload({
      content: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    });
    expect(gif.statusCode).toBe(415);
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json<ApiFailure>().issues?.[0]?.path).toBe('image');
  });
});
