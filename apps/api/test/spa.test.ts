import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from './helpers.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dist = await tempDir('ghorbari-dist-');
    await mkdir(path.join(dist.dir, 'assets'));
    await writeFile(path.join(dist.dir, 'index.html'), '<!doctype html><html lang="bn"><div id="root"></div></html>');
    await writeFile(path.join(dist.dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { webDist: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  it.each(['/', '/Home', '/faq', '/Property-Rent-Details/R-1001', '/nope'])(
    'answers %s with the app shell',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s, not the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    for (const url of ['/assets/old-chunk-123.js', '/favicon.ico', '/humans.txt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('does not answer a POST to a page path with the app shell', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/faq' });
    expect(response.statusCode).toBe(404);
  });
});
