import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The first tap on a server-rendered page works before the app has started (issue 30, ADR 038):
 * on a phone over a slow connection the page is on screen long before its JavaScript has
 * arrived, and a renter taps "call" the moment she sees it. Here the app's code is held back
 * (every request for `main`, or for a page of islands' `hydrate-islands`, ADR 059) until the test
 * lets it go, so "before the app has started" is certain, not a race; the connection and the
 * phone's processor are slowed as in the bench's slow profile (1.6 Mbps, 150 ms, 4× CPU).
 */
const PHONE = { width: 390, height: 844 };

// A first visit: no cached scripts, and a renderer of its own to slow down (ADR 061).
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, freshContext: true });

/**
 * Holds the app's code until `release()`; the page's first script and everything else load.
 * `asked` settles once that first script has asked for the app: it has run, so its early-tap
 * catcher is in place.
 */
async function holdTheApp(page: Page) {
  const held: Route[] = [];
  let released = false;
  let heard: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (heard = resolve));
  await page.route(/\/assets\/(?:main|hydrate-islands)-[\w-]+\.js$/, (route) => {
    heard();
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    asked,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens a page and returns once its first contentful paint is on screen and its first script has
 * run (the app held back, not started). A tap in the moment between the two is the browser's alone.
 */
async function openUntilFirstPaint(page: Page, path: string, app: { asked: Promise<void> }) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await app.asked;
}

const notLive = (page: Page) => expect(page.locator('html[data-app-ready]')).toHaveCount(0);

async function rentPostId(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/posts?type=rent&limit=12')).json()) as { posts: { PostID: string }[] };
  const first = list.posts[0];
  if (!first) throw new Error('the demo data has no rent post');
  return first.PostID;
}

test('call shows the number right after first paint, and the reveal is counted once the app starts', async ({
  page,
  request,
}) => {
  const postId = await rentPostId(request);
  const post = (await (await request.get(`/api/posts/${postId}`)).json()) as { post: { primaryPhone: string } };
  const app = await holdTheApp(page);
  await slowPhone(page);
  await openUntilFirstPaint(page, `/Property-Rent-Details/${postId}`, app);

  const bar = page.getByTestId('call-bar');
  await bar.locator('[data-first-tap="call"]').tap();
  const call = bar.locator(`a[href="tel:${post.post.primaryPhone}"]`);
  await expect(call).toBeVisible();
  await expect(call).toContainText(/^[০-৯]{11}$/);
  await notLive(page);
  // The answer is drawn from the page's inline rules: the full stylesheet, whose restyle of the
  // whole page held the first tap, applies once the islands' code is here (ADR 064).
  const fullSheet = page.locator('link[data-deferred-css]');
  await expect(fullSheet).toHaveAttribute('media', 'print');

  // The app arrives, takes the page over with the number still shown, and counts the reveal.
  const counted = page.waitForRequest(
    (sent) => sent.url().endsWith(`/api/posts/${postId}/events`) && sent.postDataJSON()?.kind === 'phone-reveal',
  );
  await app.release();
  await counted;
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await expect(fullSheet).toHaveAttribute('media', 'all');
  // Named by the server, fetched by the page's first script, and now in force (ADR 068).
  await expect
    .poll(() => fullSheet.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0))
    .toBeGreaterThan(10);
  await expect(call).toBeVisible();
  // Both places show the number now, as a reveal made after the start would.
  await expect(page.locator('details[data-phone-reveal]:not([open])')).toHaveCount(0);
});

test('search before the app starts lands on the results of the words', async ({ page }) => {
  const app = await holdTheApp(page);
  await slowPhone(page);
  await openUntilFirstPaint(page, '/', app);

  const form = page.getByRole('search', { name: 'এলাকা বা কথা লিখে খুঁজুন' });
  await form.getByLabel('কী খুঁজছেন').fill('মিরপুর ফ্ল্যাট');
  // The tap is heard at once: the bar along the top moves while the results page comes (issue 43).
  // Noted by the page itself, since this page is gone by the time the test could look.
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[role="progressbar"][data-page-loading]')!;
    new MutationObserver(() => {
      const shown = getComputedStyle(bar).display !== 'none' && bar.getBoundingClientRect().height > 0;
      if (shown) sessionStorage.setItem('bar shown', bar.getAttribute('aria-label') ?? '');
    }).observe(bar, { attributes: true });
  });
  await form.locator('[data-first-tap="search"]').tap();
  await page.waitForURL(/\/property-search\?/);
  expect(await page.evaluate(() => sessionStorage.getItem('bar shown'))).toBe('লোড হচ্ছে…');
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('মিরপুর ফ্ল্যাট');
  expect(url.searchParams.get('type')).toBe('rent');
  // The results page is the server's: its cards are there before any of the app's code.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main a[href^="/Property-Rent-Details/"]').first()).toBeVisible();
  await app.release();
});

/** Types the words in a search box while the app is held back, then lets the app start; the box. */
async function typeBeforeTheAppStarts(page: Page, path: string, boxName: string, words: string) {
  const app = await holdTheApp(page);
  await openUntilFirstPaint(page, path, app);
  const box = page.getByRole('searchbox', { name: boxName });
  await box.fill(words);
  await notLive(page);
  await app.release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  return box;
}

test('words typed in the blog search before the app starts are searched once it is live', async ({ page }) => {
  await typeBeforeTheAppStarts(page, '/Blog', 'ব্লগে খুঁজুন', 'নামজারি');
  // The app came alive around the words already in the box: they are what it searches.
  await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await page.waitForURL(/\/Blog\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('নামজারি');
});

test('words typed in a listing before it is live are the words it searches', async ({ page }) => {
  const box = await typeBeforeTheAppStarts(page, '/Property-Rent', 'এলাকা, ধরন বা পোস্ট আইডি দিয়ে খুঁজুন', 'ফ্ল্যাট');
  // The filters come alive when the phone is idle: Enter is held until then, or sent by them.
  await box.press('Enter');
  await page.waitForURL(/\/Property-Rent\?/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('ফ্ল্যাট');
  await expect(box).toHaveValue('ফ্ল্যাট');
});

test('save by a visitor before the app starts goes to sign-in and remembers the post', async ({ page, request }) => {
  const postId = await rentPostId(request);
  const app = await holdTheApp(page);
  await openUntilFirstPaint(page, `/Property-Rent-Details/${postId}`, app);

  await page.getByTestId('call-bar').locator('[data-first-tap="save"]').tap();
  await page.waitForURL(/\/SignIn\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/Property-Rent-Details/${postId}?save=1`);
  const pending = await page.evaluate(() => sessionStorage.getItem('pending-save'));
  expect(JSON.parse(pending ?? '{}')).toMatchObject({ postId });
  await app.release();
});

test('a button tapped before the app starts shows it heard, and is pressed once the app is live', async ({ page }) => {
  const app = await holdTheApp(page);
  await openUntilFirstPaint(page, '/', app);

  const menu = page.locator('header button[aria-controls][aria-label]');
  await expect(menu).toHaveAccessibleName('মেনু খুলুন');
  await menu.tap();
  await expect(menu).toHaveAttribute('data-early-tap', 'waiting');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await app.release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAccessibleName('মেনু বন্ধ করুন');
  await expect(menu).not.toHaveAttribute('data-early-tap');
});

test('the language switch before the app starts opens the page in English', async ({ page }) => {
  const app = await holdTheApp(page);
  await openUntilFirstPaint(page, '/Property-Rent', app);
  await page.getByTestId('language-toggle').first().tap();
  await page.waitForURL(/[?&]lang=en/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/rent/i);
  await app.release();
});
