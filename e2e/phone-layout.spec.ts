import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { mailedCode } from './members.ts';

/**
 * What sits on top of a phone's page (issue 31, item 14), in Bengali: the scroll-to-top button
 * leaves the comments' dates and "reply" readable, the toasts after registration leave the
 * heading readable, and the signed-out menu button is a full touch target off the screen's edge.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the comments' lines of text on screen: names, dates, comments, replies, buttons. */
const commentTextBoxes = (page: Page) =>
  page.getByTestId('comment-threads').evaluate((threads) => {
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    const walker = document.createTreeWalker(threads, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const { x, y, width, height, bottom, top } of Array.from(range.getClientRects()))
        if (width > 0 && bottom > 0 && top < window.innerHeight) boxes.push({ x, y, width, height });
    }
    return boxes;
  });

test('the scroll-to-top button never lies over the comments’ text, their dates or replies', async ({ page, visit }) => {
  // A demo article in Bengali with comments and replies.
  await visit('/BlogPostDetails/5', 'bn');
  const threads = page.getByTestId('comment-threads');
  await expect(threads.locator('time').first()).toBeAttached();
  const toTop = page.getByRole('button', { name: 'একদম উপরে যান' });

  // Reading down through the comments to the end of the article, a few lines at a time.
  await threads.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 400));
  const end = await threads.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  let checked = 0;
  while ((await page.evaluate(() => window.scrollY + window.innerHeight)) < end + 200) {
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollBy(0, 60));
    if ((await page.evaluate(() => window.scrollY)) === before) break;
    const button = (await toTop.count()) > 0 ? await toTop.boundingBox() : null;
    for (const text of await commentTextBoxes(page)) {
      checked += 1;
      if (button) expect(overlap(button, text), JSON.stringify({ button, text })).toBe(false);
    }
  }
  expect(checked).toBeGreaterThan(20);

  // Heading back up, the button is there, and takes the reader to the top.
  await page.evaluate(() => window.scrollBy(0, -120));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the toasts after registration leave the page heading uncovered', async ({ page, visit }) => {
  const email = `phone-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await visit('/Register', 'bn');
  await page.getByRole('textbox', { name: 'ইমেইল ঠিকানা' }).fill(email);
  await page.getByRole('button', { name: 'কোড পাঠান' }).click();
  await page.getByLabel('৬ অঙ্কের কোড').fill(await mailedCode(email));
  await page.getByRole('button', { name: 'কোড যাচাই করুন' }).click();
  await page.getByLabel('পুরো নাম').fill('মো. আব্দুল হাকিম');
  await page.getByLabel('মোবাইল নম্বর').fill('01712345670');
  await page.getByRole('radio', { name: 'পুরুষ' }).check();
  const birthDate = page.getByRole('group', { name: 'জন্মতারিখ' });
  for (const select of await birthDate.getByRole('combobox').all()) await select.selectOption({ index: 3 });
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret123');
  await page.getByLabel('পাসওয়ার্ড আবার লিখুন').fill('secret123');
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();

  await expect(page).toHaveURL(/\/user\/profile$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('আমার প্রোফাইল');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'নিবন্ধন সফল হয়েছে' })).toBeVisible();
  // The code was sent, checked, and the account made: a toast for each, none over the heading.
  const toasts = page.locator('[data-sonner-toast]');
  const headingBox = (await heading.boundingBox())!;
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    if (box) expect(overlap(box, headingBox), JSON.stringify({ box, headingBox })).toBe(false);
  }
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
