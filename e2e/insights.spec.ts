import type { APIRequestContext } from '@playwright/test';
import {
  drawnPhoto,
  bengaliStamp,
  expect,
  PHONE_SCREEN,
  phoneTab,
  postFlat,
  seriousA11yViolations,
  signInAs,
  test,
  touchedAndLive,
} from './fixtures.ts';
import { registerMember } from './members.ts';

/**
 * Insights for the lister (issue 19): a visitor opens a fresh member's approved post and reveals
 * the phone number; the owner opens the post's insights on a phone in Bengali and sees today's
 * numbers. /FastSellRent states the measured ratio of paid to free posts' views in both languages.
 */

const photo = () =>
  drawnPhoto(
    { r: 200, g: 190, b: 170 },
    `<rect x="${100 + (Date.now() % 500)}" y="200" width="500" height="400" fill="#4f6d7a"/>` +
      `<rect x="300" y="${300 + (Date.now() % 300)}" width="120" height="160" fill="#e0a458"/>`,
  );

/** A live sell flat of the member's; its PostID. */
async function livePost(request: APIRequestContext, token: string, title: string): Promise<string> {
  const fields = {
    type: 'sell',
    postTitle: title,
    description: 'রাজশাহীর বোয়ালিয়ায় দক্ষিণমুখী তিন রুমের ফ্ল্যাট, লিফট ও জেনারেটর আছে, সাহেব বাজারের কাছে।',
    location: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
    price: 6_200_000,
    size: 1300,
    rooms: { bedrooms: 3, bathrooms: 2, balconies: 2 },
  };
  return postFlat(request, token, fields, { photo: await photo(), name: 'IMG_0001.jpg', approve: true });
}

const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

test('a visitor reveals the number, and the owner sees it in the post’s insights on a phone', async ({
  browser,
  request,
}) => {
  const owner = await registerMember(request, 'রাশিদা বেগম');
  const title = `বোয়ালিয়ায় তিন রুমের ফ্ল্যাট ${bengaliStamp()}`;
  const postId = await livePost(request, owner.token, title);

  // A visitor, signed out, on a phone: opens the post and reveals the number.
  const visitor = await phoneTab(browser, 'bn');
  await visitor.goto(`/Property-Buy-Sell-Details/${postId}`);
  await touchedAndLive(visitor);
  const reported = visitor.waitForResponse(
    (response) => response.url().endsWith(`/api/posts/${postId}/events`) && response.request().method() === 'POST',
  );
  await visitor.locator('summary', { hasText: 'ফোন নম্বর দেখুন' }).first().click();
  expect((await reported).status()).toBe(204);
  await visitor.context().close();

  // The owner, on a phone in Bengali.
  const page = await phoneTab(browser, 'bn');
  await signInAs(page, owner.token, 'bn');
  await page.goto('/user/my-properties');
  await page.getByRole('button', { name: `${title} — পরিসংখ্যান` }).click();
  const dialog = page.getByRole('dialog', { name: 'আপনার বিজ্ঞাপনের সাড়া' });
  await expect(dialog.getByText('গত ৩০ দিন', { exact: true })).toBeVisible();
  const totals = dialog.getByRole('definition');
  await expect(totals).toHaveCount(4);
  // Today: the visitor's view (at least one) and one number revealed, in Bengali digits.
  await expect(totals.nth(0)).not.toHaveText('০');
  await expect(totals.nth(1)).toHaveText('১');
  await expect(dialog.getByRole('img', { name: /গত ৩০ দিনে প্রতিদিন কতবার দেখা হয়েছে/ })).toBeVisible();
  await dialog.getByText('প্রতিদিনের হিসাব দেখুন').click();
  const today = dialog.getByRole('table').getByRole('row').nth(1);
  await expect(today.getByRole('cell').nth(1)).toHaveText('১');
  await expect(dialog.getByRole('heading', { name: 'একই ধরনের বিজ্ঞাপনের সঙ্গে তুলনা' })).toBeVisible();
  // Everything fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SCREEN.width);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();
});

for (const language of ['bn', 'en'] as const) {
  test(`/FastSellRent states the measured ratio of paid to free posts’ views (${language})`, async ({
    browser,
    request,
  }) => {
    const measured = (await (await request.get('/api/stats/paid-views')).json()) as { ratio: number | null };
    // The demo data gives thirty days of views, paid posts seen more.
    expect(measured.ratio).not.toBeNull();
    const ratio = String(measured.ratio);
    const page = await phoneTab(browser, language);
    await page.goto('/FastSellRent');
    const note = page.getByTestId('paid-views');
    // Rendered on the server: in the page's HTML before any script runs.
    await expect(note).toBeVisible();
    await expect(note).toContainText(
      language === 'bn'
        ? `গত ৩০ দিনে ঘরবাড়িতে পেইড বিজ্ঞাপন ফ্রি বিজ্ঞাপনের চেয়ে ${bnDigits(ratio)} গুণ বেশি দেখা হয়েছে`
        : `Over the last 30 days, paid posts on Ghorbari were seen ${ratio} times as often as free ones`,
    );
    const html = await (await request.get('/FastSellRent', { headers: { cookie: `lng=${language}` } })).text();
    expect(html).toContain(language === 'bn' ? `${bnDigits(ratio)} গুণ` : `${ratio} times as often`);
    await touchedAndLive(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
}
