import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  bengaliStamp,
  expect,
  open,
  seriousA11yViolations,
  signInAs,
  test,
  tokenFor,
  touchedAndLive,
} from './fixtures.ts';
import { registerMember } from './members.ts';
import { SUPPORT } from './demo-accounts.ts';

/**
 * The installable app (issue 19): the manifest and its icons, the service worker keeping the
 * static pages and opened posts for offline use, the offline page listing what was opened, the
 * install offer on /DownloadApp, and live notifications shown as system notifications.
 */

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Until this page has a service worker that is active (its files kept). */
async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The posts kept for the offline page (IndexedDB ghorbari-app / opened). */
const openedPosts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('ghorbari-app', 1);
        opening.onupgradeneeded = () => {
          opening.result.createObjectStore('opened', { keyPath: 'id' });
          opening.result.createObjectStore('settings');
        };
        opening.onsuccess = () => {
          const request = opening.result.transaction('opened').objectStore('opened').getAll();
          request.onsuccess = () => {
            resolve((request.result as { title: string }[]).map((post) => post.title));
            opening.result.close();
          };
        };
      }),
  );

/** Whether a cache of the app keeps this page. */
const keptPage = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (name.startsWith('ghorbari-app-') && (await (await caches.open(name)).match(wanted))) return true;
    }
    return false;
  }, path);

test('is installable: a manifest with icons in the reader’s language', async ({ page, request }) => {
  await open(page, '/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#006a4e');

  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    lang: 'bn',
    name: 'ঘরবাড়ি',
    short_name: 'ঘরবাড়ি',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#006a4e',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe('png');
  }

  // English readers get the English name.
  const english = (await (await request.get('/manifest.en.webmanifest')).json()) as Manifest;
  expect(english).toMatchObject({ lang: 'en', name: 'Ghorbari', short_name: 'Ghorbari', id: '/' });
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
});

test('keeps the static pages and opened posts for offline use, and says so offline in Bengali', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await open(page, '/Property-Buy-Sell');
  // A first visit installs nothing (one link on mobile data should cost no more); the second does.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
  await page.reload();
  await workerActive(page);
  // The first page is left alone; from the next one on, the worker answers.
  await page.reload();
  expect(await controlled(page)).toBe(true);

  const card = page.getByTestId('post-cards').locator(':scope > li').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/Property-Buy-Sell-Details\/S-\d+/);
  const postUrl = new URL(page.url()).pathname;
  // The listing stays on screen until the post page's code has arrived.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('বিক্রির প্রপার্টি');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  // The reader touches the post's page (it starts then: islands/start-on-touch.ts), which keeps it.
  await touchedAndLive(page);
  await expect.poll(() => openedPosts(page), { timeout: 10_000 }).toContain(title);
  // Opened inside the app (no page load): the worker asks for the page and keeps it.
  await expect.poll(() => keptPage(page, postUrl), { timeout: 10_000 }).toBe(true);

  await context.setOffline(true);
  // A static page, from the copy kept at install: the app still starts.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সাধারণ জিজ্ঞাসা');
  // The post opened before.
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // A page never opened: the offline page, listing the post.
  await page.goto('/Property-Rent', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আপনি এখন অফলাইনে');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const list = page.getByRole('region', { name: 'আগে দেখা বিজ্ঞাপন' });
  await expect(list.getByRole('link', { name: new RegExp(escapeRegExp(title)) })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Its link opens the kept page.
  await list.getByRole('link', { name: new RegExp(escapeRegExp(title)) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await context.setOffline(false);
  // Back online, pages come from the server again.
  await page.goto('/Property-Rent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ভাড়ার প্রপার্টি');
  // Offline, the app's calls to the API could not connect, and the offline page answers 503
  // (Service Unavailable): expected, and only those.
  const expected = /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 503/;
  const unexpected = consoleErrors.filter((error) => !expected.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('offers "Install Ghorbari" where the browser allows it (English)', async ({ page, visit }) => {
  await visit('/DownloadApp', 'en');
  const panel = page.getByTestId('install-app');
  await expect(panel.getByRole('heading', { name: 'Keep Ghorbari on your phone' })).toBeVisible();
  // No offer from the browser yet: which browsers can install it.
  await expect(panel.getByText('This browser cannot install it directly.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();

  // Chromium offers the install (a synthetic event: headless Chromium never fires its own).
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  const install = panel.getByRole('button', { name: 'Install Ghorbari' });
  await expect(install).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await install.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(panel.getByRole('status')).toHaveText('No problem — you can install it from here whenever you like.');
  await expect(install).toBeHidden();
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('explains Share → Add to Home Screen', async ({ page }) => {
    await open(page, '/DownloadApp');
    const panel = page.getByTestId('install-app');
    await expect(panel.getByRole('heading', { name: 'আইফোনে যেভাবে যোগ করবেন' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expect(panel.getByRole('listitem').nth(1)).toContainText('Add to Home Screen');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('shows a live notification as a system notification once the member allows them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'সিস্টেম নোটিফিকেশন');
  await context.grantPermissions(['notifications']);
  // Chromium drops a stored notification that getNotifications() reads before it is on screen
  // (it takes it for one the system closed), so the check below waits for showNotification().
  await page.addInitScript(() => {
    const show = ServiceWorkerRegistration.prototype.showNotification;
    const record = window as unknown as { notificationsShown?: number };
    record.notificationsShown = 0;
    ServiceWorkerRegistration.prototype.showNotification = function (...args) {
      return show.apply(this, args).then(() => {
        record.notificationsShown = (record.notificationsShown ?? 0) + 1;
      });
    };
  });
  await signInAs(page, member.token, 'bn');
  await page.goto('/user/my-inbox');
  await workerActive(page);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');

  const support = await tokenFor(request, SUPPORT);
  const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${member.token}` } });
  const userId = ((await profile.json()) as { userData: { _id: string } }).userData._id;
  const title = `আপনার বিজ্ঞাপন নিয়ে প্রশ্ন ${bengaliStamp()}`;
  const sent = await request.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${support}` },
    data: { userId, title, message: 'একজন ক্রেতা ফ্ল্যাটটি নিয়ে জানতে চেয়েছেন।', link: '/user/my-properties' },
  });
  expect(sent.status()).toBe(201);

  // The toast as before, and the system notification through the service worker.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { notificationsShown?: number }).notificationsShown))
    .toBe(1);
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      link: (notification.data as { link?: string } | null)?.link,
    }));
  });
  expect(shown).toContainEqual({ title, body: 'একজন ক্রেতা ফ্ল্যাটটি নিয়ে জানতে চেয়েছেন।', link: '/user/my-properties' });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
