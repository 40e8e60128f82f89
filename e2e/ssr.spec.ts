import type { APIRequestContext } from '@playwright/test';
import { expect, settled, test } from './fixtures.ts';

/**
 * Issue 13: public pages arrive as HTML with their content (for a phone before its JavaScript
 * has run, and for share crawlers that run none), with real status codes and share tags, and
 * then hydrate into the app without a mismatch.
 */

interface ListedPost {
  PostID: string;
  postTitle: string;
  price: number;
  type: 'sell' | 'rent';
}

async function firstPost(request: APIRequestContext, type: 'sell' | 'rent'): Promise<ListedPost> {
  const response = await request.get(`/api/posts?type=${type}&page=1&limit=12`);
  const body = (await response.json()) as { posts: ListedPost[] };
  const post = body.posts[0];
  if (!post) throw new Error(`no approved ${type} post in the demo data`);
  return post;
}

/** What a share crawler (Facebook, WhatsApp) reads: the <meta property="og:…"> tags of the HTML. */
function openGraph(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z:_]+)" content="([^"]*)"/g)) {
    const [, key, value] = match;
    if (key && value !== undefined && !(key in tags)) tags[key] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return tags;
}

const grouped = (amount: number) => new Intl.NumberFormat('bn-BD').format(amount);

test.describe('server-rendered pages, without JavaScript', () => {
  test('a details page carries its title, price and share card for crawlers', async ({ request }) => {
    const post = await firstPost(request, 'sell');
    const response = await request.get(`/Property-Buy-Sell-Details/${post.PostID}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="bn"`);
    expect(html).toContain(post.postTitle);
    expect(html).toContain(grouped(post.price));

    const og = openGraph(html);
    expect(og['og:title']).toContain(post.postTitle);
    expect(og['og:description']).toContain(grouped(post.price));
    expect(og['og:url']).toMatch(new RegExp(`^https?://[^/]+/Property-Buy-Sell-Details/${post.PostID}$`));
    expect(og['twitter:card']).toBe('summary_large_image');
    const image = og['og:image'] ?? '';
    expect(image).toMatch(/^https?:\/\//);
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    const bytes = await picture.body();
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });

    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const listing = JSON.parse(jsonLd ?? '{}') as {
      name?: string;
      offers?: { price?: number; priceCurrency?: string };
    };
    expect(listing.name).toBe(post.postTitle);
    expect(listing.offers).toMatchObject({ price: post.price, priceCurrency: 'BDT' });
  });

  test('the English page is rendered in English, with hreflang addresses for both', async ({ request }) => {
    const post = await firstPost(request, 'rent');
    const html = await (await request.get(`/Property-Rent-Details/${post.PostID}?lang=en`)).text();
    expect(html).toContain(`<html lang="en"`);
    expect(html).toContain(`Tk ${new Intl.NumberFormat('en-US').format(post.price)}`);
    expect(html).toMatch(/<link rel="alternate" hreflang="bn" href="[^"]*\?lang=bn"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\?lang=en"/);
    const cookieHtml = await (
      await request.get(`/Property-Rent-Details/${post.PostID}`, { headers: { cookie: 'lng=en' } })
    ).text();
    expect(cookieHtml).toContain(`<html lang="en"`);
  });

  test('the sell listing arrives with its cards, the filters of its address applied', async ({ request }) => {
    const post = await firstPost(request, 'sell');
    const html = await (await request.get('/Property-Buy-Sell')).text();
    expect(html).toContain(post.postTitle);
    const rented = await (await request.get('/Property-Rent?bedrooms=2')).text();
    const api = (await (await request.get('/api/posts?type=rent&bedrooms=2&page=1&limit=12')).json()) as {
      posts: ListedPost[];
    };
    for (const card of api.posts.slice(0, 3)) expect(rented).toContain(card.postTitle);
  });

  test('a listing is rendered in rows for a narrow screen, and asks a browser that has not said its width', async ({
    request,
  }) => {
    const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const listing = async (headers: Record<string, string>) => {
      const response = await request.get('/Property-Rent', { headers: { 'user-agent': laptop, ...headers } });
      const view = /data-testid="post-cards" data-view="(\w+)"/.exec(await response.text())?.[1];
      return { view, asks: response.headers()['critical-ch'], accepts: response.headers()['accept-ch'] };
    };
    // Unsaid: cards for a laptop, and Chromium is asked to send the page again with the width.
    expect(await listing({})).toEqual({
      view: 'grid',
      asks: 'Sec-CH-Viewport-Width',
      accepts: 'Sec-CH-Viewport-Width',
    });
    // Said: a narrow window gets rows, a wide one cards, and neither is asked again.
    expect(await listing({ 'sec-ch-viewport-width': '390' })).toMatchObject({ view: 'list', asks: undefined });
    expect(await listing({ 'sec-ch-viewport-width': '1366' })).toMatchObject({ view: 'grid', asks: undefined });
    // A phone that has not said its width gets rows at once, not a second request.
    expect(await listing({ 'sec-ch-ua-mobile': '?1' })).toMatchObject({ view: 'list', asks: undefined });
    // A view the reader chose wins over the width, and then the width is not asked for.
    expect(await listing({ cookie: 'listingView=grid', 'sec-ch-ua-mobile': '?1' })).toMatchObject({
      view: 'grid',
      asks: undefined,
    });
    // A page whose layout does not depend on the width never asks.
    const home = await request.get('/', { headers: { 'user-agent': laptop } });
    expect(home.headers()['critical-ch']).toBeUndefined();
    expect(home.headers()['accept-ch']).toBe('Sec-CH-Viewport-Width');
  });

  test('unknown pages and posts answer 404 with the not-found page', async ({ request }) => {
    const missing = await request.get('/nope');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('data-testid="not-found"');
    const gone = await request.get('/Property-Buy-Sell-Details/S-999999');
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain('data-testid="post-unavailable"');
  });

  test('a rent post opened at the sell address moves to its own, permanently', async ({ request }) => {
    const post = await firstPost(request, 'rent');
    const response = await request.get(`/Property-Buy-Sell-Details/${post.PostID}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toContain(`/Property-Rent-Details/${post.PostID}`);
  });

  test('pages, scripts and styles go out brotli-compressed to browsers that accept it', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const script = /<script type="module" async crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
    const style = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const asset of [script, style]) {
      const response = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers()['content-encoding'], asset).toBe('br');
      expect(response.headers()['cache-control']).toContain('immutable');
    }
  });
});

test.describe('a slow phone draws the first screen whole (ADR 066)', () => {
  test('the page waits for its content, and the icons and the call bar come before the long parts', async ({
    request,
  }) => {
    const post = await firstPost(request, 'rent');
    const html = await (await request.get(`/Property-Rent-Details/${post.PostID}`)).text();
    // Drawn once the parser has read the footer, not piece by piece as the HTML arrives.
    expect(html).toContain('<link rel="expect" href="#page-end" blocking="render" />');
    const at = (marker: string) => {
      const index = html.indexOf(marker);
      expect(index, marker).toBeGreaterThan(-1);
      return index;
    };
    const main = at('<main');
    const footer = at('<footer id="page-footer"');
    // The icons' symbols before the page (an icon drawn blank until the last byte otherwise).
    expect(at('<symbol id=')).toBeLessThan(main);
    // The phone's call bar right after the title, before the description and the facts.
    expect(at('data-bottom-bar="true"')).toBeLessThan(at('id="post-description-title"'));
    expect(at('data-bottom-bar="true"')).toBeGreaterThan(at('<h1'));
    expect(main).toBeLessThan(footer);
    // The mark the first paint waits for closes the footer: its links are in the first layout.
    const end = at('<span id="page-end" hidden=""></span></footer>');
    expect(end).toBeGreaterThan(footer);
    // The first script does not hold DOMContentLoaded until it has arrived (ADR 069).
    expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  });
});

test.describe('hydration', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone with no JavaScript yet sees the heading and the first cards', async ({ page, request }) => {
    const post = await firstPost(request, 'rent');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Property-Rent');
    await expect(page.getByRole('heading', { level: 1, name: 'ভাড়ার প্রপার্টি' })).toBeVisible();
    await expect(page.getByRole('link', { name: post.postTitle }).first()).toBeVisible();
  });

  // Issue 64: a page the browser renders was white, titled "ঘরবাড়ি" in either language, until its code came.
  for (const [language, path, title] of [
    ['bn', '/SignIn', 'সাইন ইন – ঘরবাড়ি'],
    ['en', '/sellpost', 'Post a property for sale – Ghorbari'],
    ['bn', '/user/profile', 'আমার প্রোফাইল – ঘরবাড়ি'],
    ['en', '/admin', 'Dashboard – Ghorbari'],
  ] as const) {
    test(`a page the browser renders paints the header, a placeholder and its title: ${path} (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lng', value: language, url: baseURL ?? '' }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner').locator('a[href="/sellpost"]').first()).toBeAttached();
      await expect(page.getByTestId('shell-placeholder')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  }
});

test.describe('hydration with JavaScript', () => {
  for (const language of ['bn', 'en'] as const) {
    test(`pages hydrate without a mismatch (${language})`, async ({ page, request, context, baseURL }) => {
      // Any console error (React's hydration warnings are errors) fails the test (fixtures.ts).
      await context.addCookies([{ name: 'lng', value: language, url: baseURL ?? '' }]);
      const post = await firstPost(request, 'sell');
      for (const path of ['/', '/Property-Buy-Sell', `/Property-Buy-Sell-Details/${post.PostID}`, '/faq', '/nope']) {
        await page.goto(path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });
  }

  test('the browser does not ask again for what the server rendered the page from', async ({ page, request }) => {
    const post = await firstPost(request, 'sell');
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      // Similar homes (issue 19) are never server-rendered: they load once the reader nears them.
      if (pathname.endsWith('/similar')) return;
      if (pathname.startsWith('/api/posts') || pathname.startsWith('/api/locations')) asked.push(pathname);
    });
    for (const path of [`/Property-Buy-Sell-Details/${post.PostID}`, '/Property-Buy-Sell']) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(asked).toEqual([]);
  });

  test('an English reader who reloads gets English from the server, with no Bengali flash', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.getByTestId('language-toggle').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next home, in one place');
    const reload = await page.reload();
    const html = (await reload?.text()) ?? '';
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Your next home, in one place');
    expect(html).not.toContain('আপনার পরের ঠিকানা');
  });
});

/** A JPEG's width and height, from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}
