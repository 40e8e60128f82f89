import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * What sits on top of a phone's page, in Bengali: the scroll-to-top button after 200px of scroll,
 * as on wider screens (spec §2; issue 39 reversed issue 31's scroll-up-only button, ADR 040; the
 * toasts' place is checked on a phone in chrome.spec.ts), and the signed-out menu button is a full
 * touch target off the screen's edge.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the scroll-to-top button shows once the reader has scrolled 200px down, clear of the navbar', async ({
  page,
  visit,
}) => {
  // Spec §2 on a phone too (issue 39, ADR 040): not only while scrolling back up. A long Bengali article.
  await visit('/BlogPostDetails/5', 'bn');
  const toTop = page.getByRole('button', { name: 'একদম উপরে যান' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(toTop).toHaveCount(0);
  // Reading down, a screen's worth: it is there, and stays while the reader reads on.
  await page.evaluate(() => window.scrollBy(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(toTop).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-hidden', 'true');
  await expect(toTop).toBeVisible();
  // In the bottom corner, above the phone's home bar; the navbar, back on the way up, is clear of it.
  const button = (await toTop.boundingBox())!;
  expect(PHONE.height - (button.y + button.height)).toBeGreaterThanOrEqual(16);
  expect(PHONE.width - (button.x + button.width)).toBeGreaterThanOrEqual(16);
  await page.evaluate(() => window.scrollBy(0, -40));
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toHaveAttribute('data-hidden', 'false');
  expect(overlap((await toTop.boundingBox())!, (await navbar.boundingBox())!)).toBe(false);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the signed-out menu button is a full touch target, off the screen’s edge', async ({ page, visit }) => {
  await visit('/', 'bn');
  const menu = page.getByRole('button', { name: 'মেনু খুলুন' });
  const box = (await menu.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(PHONE.width - (box.x + box.width)).toBeGreaterThanOrEqual(8);
  expect(box.x).toBeGreaterThan(PHONE.width / 2);
  await menu.click();
  await expect(page.getByRole('button', { name: 'মেনু বন্ধ করুন' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
