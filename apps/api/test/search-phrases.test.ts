import { gunzipSync } from 'node:zlib';
import { SEARCH_PHRASES_VERSION, latinKey, type SearchPhrasesResponse } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romanKey } from '../src/modules/search/keys.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 29, item 6: the list the words box suggests from, fetched once and kept. It reads no
 * database, so the embedded driver is enough.
 */
describe('search phrases API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('offers Mirpur 10 in both scripts with the ids that make it a filter, and common phrases', async () => {
    const response = await get('/api/search/phrases');
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchPhrasesResponse>();
    expect(body.places).toContainEqual({
      bn: 'মিরপুর ১০',
      en: 'Mirpur 10',
      keys: ['mrpr 10'],
      kind: 'neighbourhood',
      place: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' },
    });
    expect(body.places).toContainEqual(
      expect.objectContaining({ bn: 'চট্টগ্রাম', en: 'Chittagong', kind: 'division', place: { division: 'chittagong' } }),
    );
    // A suburb where the city spills over is there; a rural upazila far from any city is not.
    expect(body.places.map((place) => place.en)).toContain('Savar');
    expect(body.places.map((place) => place.en)).not.toContain('Kushtia Sadar');
    expect(body.phrases).toContainEqual(expect.objectContaining({ bn: 'ফ্যামিলি ফ্ল্যাট', en: 'family flat' }));
    // "basa vara" typed in Banglish finds the phrase by its keys.
    expect(body.phrases.find((phrase) => phrase.en === 'house for rent')?.keys).toContain('bs vr');
  });

  it('is small: a few KB gzipped, however many times it is asked for', async () => {
    const response = await get('/api/search/phrases', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    // 12.5 KB until the place gazetteer (ADR 054) added the thanas and neighbourhoods of eleven
    // more cities and towns (about 17 KB), then the landmarks people name (issue 63: universities,
    // markets, EPZs; about 19 KB): still one small download per release, cached a day.
    expect(response.rawPayload.length).toBeLessThan(20 * 1024);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toMatchObject({ success: true });
  });

  it('may be kept a day by any cache, and answers 304 to a browser that holds it', async () => {
    const first = await get(`/api/search/phrases?v=${SEARCH_PHRASES_VERSION}`);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers['etag']);
    expect(etag).toContain(SEARCH_PHRASES_VERSION);

    const again = await get(`/api/search/phrases?v=${SEARCH_PHRASES_VERSION}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The route is in the API's documentation with both answers.
    const document = t.app.swagger() as { paths: Record<string, { get?: { responses: object } }> };
    expect(Object.keys(document.paths['/api/search/phrases']?.get?.responses ?? {})).toEqual(['200', '304']);

    // A page built for another version gets today's list, which no cache keeps under that address.
    const other = await get('/api/search/phrases?v=0000');
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('no-cache');
    const odd = await get('/api/search/phrases?v=%3Cb%3E', { 'accept-language': 'bn' });
    expect(odd.statusCode).toBe(400);
  });

  it('is the version the web app asks for, so a release that changes the list changes its address', async () => {
    const { version } = (await get('/api/search/phrases')).json<SearchPhrasesResponse>();
    expect(
      SEARCH_PHRASES_VERSION,
      `the list changed: set SEARCH_PHRASES_VERSION in packages/contracts/src/search-keys.ts to '${version}'`,
    ).toBe(version);
  });

  it("folds typed Latin letters as the server's Banglish keys do, so the browser's prefixes meet them", () => {
    for (const word of [
      'mirpor',
      'Mirpur',
      'dhanmondy',
      'bhara',
      'vara',
      'basha',
      'chottogram',
      'Uttara',
      'jomi',
      'zomi',
      '3bhk',
      'to-let',
      'Khilkhet',
      'shewrapara',
      'quality',
      'box',
    ]) {
      expect(latinKey(word), word).toBe(romanKey(word));
    }
  });
});
