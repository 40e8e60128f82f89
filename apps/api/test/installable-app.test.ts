import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from './helpers.ts';

/**
 * The installable app's files as the server sends them (issue 19, ADR 024): the service worker
 * and the manifests asked again on every visit, the worker allowed the whole site, and the page
 * linking the manifest in the reader's language.
 */
describe('serving the installable app', () => {
  let t: TestApp;
  let dist: Awaited<ReturnType<typeof tempDir>>;
  const worker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
  beforeAll(async () => {
    dist = await tempDir('ghorbari-dist-');
    await mkdir(path.join(dist.dir, 'assets'));
    await mkdir(path.join(dist.dir, 'icons'));
    await writeFile(
      path.join(dist.dir, 'index.html'),
      '<!doctype html><html lang="bn"><head><link rel="manifest" href="/manifest.webmanifest" />' +
        '<!--ssr-head--></head><div id="root"></div></html>',
    );
    await writeFile(path.join(dist.dir, 'sw.js'), worker);
    await writeFile(path.join(dist.dir, 'sw.js.br'), brotliCompressSync(worker));
    await writeFile(path.join(dist.dir, 'manifest.webmanifest'), JSON.stringify({ name: 'ঘরবাড়ি', lang: 'bn' }));
    await writeFile(path.join(dist.dir, 'manifest.en.webmanifest'), JSON.stringify({ name: 'Ghorbari', lang: 'en' }));
    await writeFile(path.join(dist.dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    t = await buildTestApp('pglite', { webDist: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  it('sends the service worker uncached, for the whole site, plain or precompressed', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toContain('javascript');
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
      expect(response.headers['service-worker-allowed'], encoding).toBe('/');
      expect(response.headers['content-encoding'], encoding).toBe(encoding === 'br' ? 'br' : undefined);
    }
  });

  it('sends each manifest as a web app manifest, asked again on every visit', async () => {
    for (const [url, name] of [
      ['/manifest.webmanifest', 'ঘরবাড়ি'],
      ['/manifest.en.webmanifest', 'Ghorbari'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.json<{ name: string }>().name, url).toBe(name);
    }
  });

  it('keeps icons for an hour, like the other files of the site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('links the manifest in the page’s language: Bengali unless the reader chose English', async () => {
    const page = (headers: Record<string, string>, url = '/faq') =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect((await page({})).body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect((await page({ cookie: 'lng=en' })).body).toContain(
      '<link rel="manifest" href="/manifest.en.webmanifest" />',
    );
    expect((await page({}, '/faq?lang=en')).body).toContain('href="/manifest.en.webmanifest"');
    expect((await page({ cookie: 'lng=bn' })).body).not.toContain('manifest.en.webmanifest');
  });

  it('answers a missing worker file with 404, never the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw-old.js' });
    expect(response.statusCode).toBe(404);
  });
});
