import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../src/web/compression.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer, signInDirectly, userRow } from './accounts.fixtures.ts';
import { adminCall, approvePost, staffMember } from './admin.fixtures.ts';
import { DRIVERS, buildTestApp, tempDir, type TestApp } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

/** The time `ms` (ms since 1970) falls in, to the whole second, as the sitemap writes times. */
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** What a client gets back, decoded as the content-encoding says. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

/**
 * Fast over mobile data (issue 13): answers are compressed when the client accepts it, the built
 * app's files are sent as compressed at build time, photos are sent as they are.
 */
describe('compression', () => {
  let t: TestApp;
  let dist: Awaited<ReturnType<typeof tempDir>>;
  const script = `export const places = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `place-${i}`))};\n`;
  const shell =
    '<!doctype html><html lang="bn"><head><title>Ghorbari</title><!--ssr-head-->' +
    `<meta name="description" content="${'Flats, houses and land across Bangladesh. '.repeat(30)}"></head>` +
    '<body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dist = await tempDir('ghorbari-dist-');
    await mkdir(path.join(dist.dir, 'assets'));
    const write = async (file: string, content: string) => {
      await writeFile(path.join(dist.dir, file), content);
      // As the build writes them (apps/web/vite-precompress.ts).
      await writeFile(path.join(dist.dir, `${file}.br`), brotliCompressSync(content));
      await writeFile(path.join(dist.dir, `${file}.gz`), gzipSync(content, { level: 9 }));
    };
    await write('index.html', shell);
    await write(path.join('assets', 'app-abc123.js'), script);
    t = await buildTestApp('pglite', { webDist: dist.dir });
    await mkdir(path.join(t.config.dataDir, 'uploads', 'posts'), { recursive: true });
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4a7c59' } })
      .webp()
      .toBuffer();
    await writeFile(path.join(t.config.dataDir, 'uploads', 'posts', 'p-card.webp'), image);
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('compresses a large API answer with brotli or gzip, as the client accepts, and not otherwise', async () => {
    const plain = await get('/api/locations');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const response = await get('/api/locations', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers['vary'], accept).toContain('accept-encoding');
      expect(JSON.parse(decoded(response)), accept).toEqual(plain.json());
      if (expected) expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
    }
  });

  it('leaves small answers as they are', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });

  it('sends the precompressed build files by negotiation, with their own type and year-long cache', async () => {
    for (const [accept, encoding, file] of [
      ['br', 'br', 'app-abc123.js.br'],
      ['gzip, deflate, br', 'br', 'app-abc123.js.br'],
      ['gzip', 'gzip', 'app-abc123.js.gz'],
      ['identity', undefined, 'app-abc123.js'],
      [undefined, undefined, 'app-abc123.js'],
    ] as const) {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^(?:application|text)\/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(response.headers['vary'], accept).toContain('accept-encoding');
      // The very bytes the build wrote: nothing is compressed while the reader waits.
      expect(response.rawPayload.equals(await readFile(path.join(dist.dir, 'assets', file))), accept).toBe(true);
      expect(decoded(response), accept).toBe(script);
    }
  });

  it('keeps the app shell uncached when it is sent precompressed', async () => {
    const response = await get('/index.html', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the pages the server writes', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/faq',
        headers: { accept: 'text/html', 'accept-encoding': accept },
      });
      expect(response.headers['content-type'], accept).toContain('text/html');
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['vary'], accept).toContain('accept-encoding');
      expect(decoded(response), accept).toContain('<div id="root">');
    }
  });

  it('sends photos as they are', async () => {
    const response = await get('/uploads/posts/p-card.webp', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});

/** The same for answers written as streams, and for the not-found handler, which has no route. */
describe('compression of streamed and unrouted HTML', () => {
  const page = `<!doctype html><html><body>${'<p>ঘরবাড়ি: flats and land</p>'.repeat(200)}</body></html>`;
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/streamed', (_request, reply) => reply.type('text/html; charset=utf-8').send(Readable.from([page])));
    app.setNotFoundHandler((request, reply) => {
      const body = request.url === '/as-text' ? page : Readable.from([page.slice(0, 500), page.slice(500)]);
      return reply.status(404).type('text/html; charset=utf-8').send(body);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/streamed', '/as-text', '/as-stream'])(
    'compresses %s for the encodings the client accepts',
    async (url) => {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding'], accept).toBe(encoding);
        expect(response.headers['vary'], accept).toContain('accept-encoding');
        expect(decoded(response), accept).toBe(page);
      }
    },
  );
});

describe.each(DRIVERS)('robots.txt and sitemap.xml on %s', (driver) => {
  const site = 'https://ghorbari.example';
  let t: TestApp;
  let repos: Repositories;
  let admin: { token: string };
  let ownerId: string;
  let ownerToken: string;

  beforeAll(async () => {
    t = await buildTestApp(driver, { publicUrl: site });
    repos = createRepositories(t.database.db);
    admin = await staffMember(t.app, t.database, 'admin');
    ownerId = (await repos.users.insert(userRow())).id;
    ownerToken = await signInDirectly(repos.users, ownerId);
  });
  afterAll(async () => {
    await t.close();
  });

  async function newPost(overrides: Parameters<typeof postRow>[1] = {}): Promise<string> {
    const row = await repos.posts.insert(postRow(ownerId, overrides), postImagesFor(`p${Math.random()}`));
    return `${row.type === 'sell' ? 'S' : 'R'}-${row.number}`;
  }
  const detailsUrl = (postId: string) =>
    `${site}${postId.startsWith('S') ? '/Property-Buy-Sell-Details' : '/Property-Rent-Details'}/${postId}`;
  async function sitemap(): Promise<{ urls: string[]; lastmod: Map<string, string>; body: string }> {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const entries = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    return {
      urls: entries.map((match) => match[1] ?? ''),
      lastmod: new Map(entries.map((match) => [match[1] ?? '', match[2] ?? ''])),
      body: response.body,
    };
  }
  /** What a visitor gets for the post: the sitemap must list exactly the pages that open. */
  const publicStatus = async (postId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).statusCode;

  it('lets crawlers in everywhere but the private areas, and says where the sitemap is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/user', '/admin', '/api/', '/sellpost', '/add-rent-post', '/SignIn', '/Register'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow:')).join('\n')).not.toMatch(/Property|faq|uploads/);
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('lists the public static pages with their language versions', async () => {
    const { urls, body } = await sitemap();
    for (const page of ['/', '/Property-Buy-Sell', '/Property-Rent', '/faq', '/AboutUs', '/Privacy-Policy'])
      expect(urls).toContain(`${site}${page}`);
    expect(urls.some((url) => /SignIn|\/user|\/admin/.test(url))).toBe(false);
    expect(body).toContain(
      `<loc>${site}/faq</loc>` +
        `<xhtml:link rel="alternate" hreflang="bn" href="${site}/faq?lang=bn"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${site}/faq?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/faq"/>`,
    );
  });

  it('lists a post from its approval until it is removed, never while pending or rejected', async () => {
    const pending = await newPost({ title: 'Pending flat' });
    const rejected = await newPost({ type: 'rent', status: 'rejected', rejectionReason: 'duplicate' });
    let listed = await sitemap();
    expect(listed.urls).not.toContain(detailsUrl(pending));
    expect(listed.urls).not.toContain(detailsUrl(rejected));
    expect([await publicStatus(pending), await publicStatus(rejected)]).toEqual([404, 404]);

    const approving = Date.now();
    await approvePost(t.app, admin.token, pending);
    const approved = Date.now();
    listed = await sitemap();
    expect(listed.urls).toContain(detailsUrl(pending));
    expect(await publicStatus(pending)).toBe(200);
    // Its last change is its approval (the sitemap gives whole seconds).
    expect(Date.parse(listed.lastmod.get(detailsUrl(pending)) ?? '')).toBeGreaterThanOrEqual(wholeSecond(approving));
    expect(Date.parse(listed.lastmod.get(detailsUrl(pending)) ?? '')).toBeLessThanOrEqual(approved);
    expect(listed.body).toContain(`hreflang="en" href="${detailsUrl(pending)}?lang=en"`);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${pending}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode).toBe(200);
    expect((await sitemap()).urls).not.toContain(detailsUrl(pending));
    expect(await publicStatus(pending)).toBe(404);
  });

  it('keeps a rented post, whose page still opens and says so, with the closing as its last change', async () => {
    const at = new Date(Date.now() - 30 * 24 * 3600_000);
    const rent = await newPost({ type: 'rent', status: 'approved', approvedAt: at, listedAt: at, updatedAt: at });
    expect((await sitemap()).lastmod.get(detailsUrl(rent))).toBe(at.toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const closing = Date.now();
    const closed = await t.app.inject({ method: 'POST', url: `/api/posts/${rent}/close`, headers: bearer(ownerToken) });
    expect(closed.statusCode).toBe(200);
    const done = Date.now();
    const listed = await sitemap();
    expect(await publicStatus(rent)).toBe(200);
    expect(listed.urls).toContain(detailsUrl(rent));
    expect(Date.parse(listed.lastmod.get(detailsUrl(rent)) ?? '')).toBeGreaterThanOrEqual(wholeSecond(closing));
    expect(Date.parse(listed.lastmod.get(detailsUrl(rent)) ?? '')).toBeLessThanOrEqual(done);
  });

  it('drops the posts of a suspended account, as their pages close', async () => {
    const other = (await repos.users.insert(userRow())).id;
    const row = await repos.posts.insert(postRow(other, { status: 'approved' }), postImagesFor('suspended'));
    const postId = `S-${row.number}`;
    expect((await sitemap()).urls).toContain(detailsUrl(postId));

    const suspended = await adminCall(t.app, admin.token, 'POST', `/api/admin/users/${other}/suspend`, {
      until: null,
      reason: 'Spam posts',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await publicStatus(postId)).toBe(404);
    expect((await sitemap()).urls).not.toContain(detailsUrl(postId));
  });
});
