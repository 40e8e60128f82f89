import type { Route } from '@playwright/test';
import sharp from 'sharp';
import { bengaliStamp, expect, openSignedIn, seriousA11yViolations, test as base, tokenFor } from './fixtures.ts';
import { currentStep, latinDigits, nextStep } from './post-form.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * Photos over mobile data (issue 12, defect 4): a landlord on a phone, in Bengali, posts a rent
 * ad with two 4032×3024 camera photos of ~5 MB each. They go up as small JPEGs (upright, at
 * most 1600 px), each with its own progress bar; the first try is cut off, and "try again"
 * sends the same post without filling anything in again.
 */
const LANDLORD = demoAccount('seller5');
const MAX_PART_BYTES = 400 * 1024;

/**
 * The fixture's console check, letting through the one error this test provokes on purpose:
 * Chromium logs the cut-off upload ("Failed to load resource: net::ERR_INTERNET_DISCONNECTED").
 */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    let cutOff = 0;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const upload = new URL(message.location().url, 'http://localhost').pathname === '/api/posts';
      if (upload && message.text().includes('net::ERR_INTERNET_DISCONNECTED') && cutOff++ === 0) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A camera-like JPEG: 4032×3024 of fine grain at quality 95 (≥ 4.5 MB), held on its side with
 * the EXIF orientation tag a phone writes (6: turn 90° clockwise to show it upright).
 */
async function cameraPhoto(): Promise<Buffer> {
  const size = { width: 4032, height: 3024, channels: 3 } as const;
  const grain = await sharp({
    create: { ...size, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer();
  return sharp(grain, { raw: size }).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The image parts of a multipart body, read with the platform's own parser. */
async function imageParts(body: Buffer, contentType: string): Promise<File[]> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  return form.getAll('images').filter((part): part is File => typeof part !== 'string');
}

/** A gate the test opens when it has seen what it wants while the request is held. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('two 5 MB camera photos go up small with a bar each, and a cut-off upload is sent again as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThanOrEqual(4.5 * 1024 * 1024);
  const title = `ক্যামেরার ছবিসহ ফ্ল্যাট ${bengaliStamp()}`;
  await openSignedIn(page, '/add-rent-post', await tokenFor(request, LANDLORD));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ভাড়ার বিজ্ঞাপন দিন');

  // The steps, as a landlord fills them.
  await page.getByLabel('প্রপার্টির ধরন').selectOption('apartment');
  await page.getByLabel('বেডরুম').fill('3');
  await page.getByLabel('বাথরুম').fill('2');
  await page.getByLabel('শিরোনাম', { exact: true }).fill(title);
  await page.getByLabel('বিবরণ').fill('মিরপুরে দক্ষিণমুখী ফ্ল্যাট, পরিবারের জন্য।');
  await nextStep(page);
  await expect(currentStep(page)).toContainText('ঠিকানা');
  await page.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
  await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
  await page.getByLabel('উপজেলা বা এলাকা').selectOption({ index: 1 });
  await nextStep(page);
  await expect(currentStep(page)).toContainText('দাম');
  await page.getByRole('textbox', { name: 'মাসিক ভাড়া (টাকা)', exact: true }).fill('25000');
  await nextStep(page);
  await expect(currentStep(page)).toContainText('বিস্তারিত');
  await nextStep(page);
  await expect(currentStep(page)).toContainText('ছবি');
  await expect(page.getByText(/JPG, PNG বা WebP/)).toBeVisible();
  await page.getByLabel('ছবি যোগ করুন').setInputFiles([
    { name: 'IMG_20250101_101010.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'IMG_20250101_101020.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  await expect(page.getByRole('img', { name: 'ছবি ২' })).toBeVisible();
  // Both are made smaller on the phone as soon as they are chosen.
  await expect(page.getByText('প্রস্তুত হচ্ছে…')).toHaveCount(0, { timeout: 20_000 });
  await nextStep(page);
  await expect(currentStep(page)).toContainText('প্রকাশ');
  await page.getByRole('radio', { name: /ফ্রি বিজ্ঞাপন/ }).check();

  // The first try is held, then cut off as a phone losing its signal would be; the second goes through.
  const sent: { body: Buffer; contentType: string }[] = [];
  const holds = [gate(), gate()];
  await page.route('**/api/posts', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const attempt = sent.length;
    sent.push({
      body: route.request().postDataBuffer() ?? Buffer.alloc(0),
      contentType: (await route.request().headerValue('content-type')) ?? '',
    });
    await holds[attempt]?.opened;
    return attempt === 0 ? route.abort('internetdisconnected') : route.continue();
  });

  await page.getByRole('button', { name: 'বিজ্ঞাপন জমা দিন' }).click();
  const progress = page.getByRole('list', { name: 'ছবি পাঠানোর অগ্রগতি' });
  await expect(progress.getByRole('progressbar', { name: 'ছবি ১' })).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(progress.getByRole('progressbar', { name: 'ছবি ২' })).toBeVisible();
  await expect(page.getByText(/^ছবি [১২]\/২ পাঠানো হচ্ছে…$/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  holds[0]!.open();

  const failure = page.getByRole('alert').filter({ hasText: 'বিজ্ঞাপনটি পাঠানো যায়নি।' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('সব তথ্য ও ছবি রাখা আছে');
  await expect(progress).toHaveCount(0);
  // Nothing was lost: the choice on this step, and the photos and title on earlier ones.
  await expect(page.getByRole('radio', { name: /ফ্রি বিজ্ঞাপন/ })).toBeChecked();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'সাড়া পাওয়া যায়নি' });
  await expect(toast).toBeVisible();
  // The retry stays offered after the toast has gone (sonner's red-on-pink error toast is checked elsewhere).
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Each photo went up as a small upright JPEG, not as the 5 MB original.
  expect(sent).toHaveLength(1);
  const parts = await imageParts(sent[0]!.body, sent[0]!.contentType);
  expect(parts).toHaveLength(2);
  for (const part of parts) {
    expect(part.type).toBe('image/jpeg');
    expect(part.size).toBeLessThanOrEqual(MAX_PART_BYTES);
    const meta = await sharp(Buffer.from(await part.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1600]);
    expect(meta.exif).toBeUndefined();
  }

  // The retry goes over a slow uplink (~64 KB/s): photo 1 fills its bar, then photo 2 goes up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 256 * 1024,
    uploadThroughput: 64 * 1024,
  });
  await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(progress.getByRole('progressbar', { name: 'ছবি ২' })).toBeVisible();
  holds[1]!.open();
  await expect(progress.getByRole('progressbar', { name: 'ছবি ১' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(/^ছবি ২\/২ পাঠানো হচ্ছে…$/)).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'ছবি ২' })).not.toHaveAttribute('aria-valuenow', '100');
  const done = page.getByRole('status').filter({ hasText: 'বিজ্ঞাপন সফলভাবে জমা হয়েছে' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body.length).toBe(sent[0]!.body.length);

  // The post was stored once, with both photos.
  const postId = /R-\d+/.exec(latinDigits((await done.textContent()) ?? ''))?.[0];
  const mine = await request.get(`/api/posts/${postId}`, {
    headers: { authorization: `Bearer ${await tokenFor(request, LANDLORD)}` },
  });
  expect(mine.ok(), `${postId} ${mine.status()} ${await mine.text()}`).toBe(true);
  const stored = (await mine.json()) as { post: { postTitle: string; images: unknown[] } };
  expect(stored.post.postTitle).toBe(title);
  expect(stored.post.images).toHaveLength(2);
});
