import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInAs, tapSave, test, tokenFor } from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * The post's page on a phone (issue 12, defect 8): call, WhatsApp and save in a bar at the bottom
 * of the screen, the key facts right under the price, share and copy, and nothing floating over
 * the facts or the bar. Against the real server and its demo posts.
 */
const MEMBER = demoAccount('demo');
const PHONE = { width: 390, height: 844 };

interface Flat {
  PostID: string;
  postTitle: string;
  primaryPhone: string;
  rooms: { bedrooms: number; bathrooms: number };
  size: number;
}

/**
 * A rent flat of the demo data with bedrooms, bathrooms and a size, so every key fact has a value;
 * not one of the member's own (the owner sees his tools there instead of call and save, issue 31).
 */
async function rentFlat(request: APIRequestContext): Promise<Flat> {
  const list = (await (await request.get('/api/posts?type=rent&limit=48')).json()) as {
    posts: { PostID: string; bedrooms: number | null; bathrooms: number | null; size: number | null }[];
  };
  const profile = await request.get('/api/profile', {
    headers: { authorization: `Bearer ${await tokenFor(request, MEMBER)}` },
  });
  const memberId = ((await profile.json()) as { userData: { _id: string } }).userData._id;
  for (const card of list.posts.filter((post) => post.bedrooms && post.bathrooms && post.size)) {
    const { post } = (await (await request.get(`/api/posts/${card.PostID}`)).json()) as {
      post: Flat & { postedBy: { _id: string } };
    };
    if (post.postedBy._id !== memberId) return post;
  }
  throw new Error('the demo data has no rent flat with rooms and a size');
}

const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);
const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
const callBar = (page: Page) => page.getByRole('region', { name: 'মালিকের সঙ্গে দ্রুত যোগাযোগ' });

/** Where the element is drawn, once it is: the page may still be putting a part in after hydration. */
async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('a rent post on a phone', () => {
  test.use({ viewport: PHONE });

  test('keeps call, WhatsApp and save at the bottom, with the key facts under the price', async ({ page, request }) => {
    const flat = await rentFlat(request);
    await signInAs(page, await tokenFor(request, MEMBER), 'bn');
    await page.goto(`/Property-Rent-Details/${flat.PostID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat.postTitle);

    // The facts people ask first, in Bengali digits, under the price and on the first screen.
    const bar = callBar(page);
    const facts = page.getByRole('list', { name: 'এক নজরে' });
    await expect(facts.getByText(`${bn(flat.rooms.bedrooms)}টি বেডরুম`)).toBeVisible();
    await expect(facts.getByText(`${bn(flat.rooms.bathrooms)}টি বাথরুম`)).toBeVisible();
    await expect(facts.getByText(`${bn(flat.size)} বর্গফুট`)).toBeVisible();
    const price = await box(page.getByText(/^[০-৯,]+ টাকা \/ মাস$/).first());
    const factsBox = await box(facts);
    expect(factsBox.y).toBeGreaterThanOrEqual(price.y + price.height);
    expect(factsBox.y + factsBox.height).toBeLessThanOrEqual((await box(bar)).y);

    // Words for renting, not for buying.
    await expect(page.getByText(/^আগ্রহী ভাড়াটিয়ারা/)).toBeVisible();
    await expect(page.getByText(/ক্রেতা/)).toHaveCount(0);

    // The bar stays at the very bottom while the reader scrolls; the scroll-to-top button, there
    // past 200px as on every page (spec §2, issue 39), stands above the bar, not over its buttons.
    const table = page.getByRole('region', { name: 'প্রপার্টির বিস্তারিত' });
    await table.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    const scrollTop = page.getByRole('button', { name: 'একদম উপরে যান' });
    await expect(scrollTop).toBeVisible();
    const topButton = await box(scrollTop);
    expect(overlaps(topButton, barBox)).toBe(false);
    expect(topButton.y + topButton.height).toBeLessThanOrEqual(barBox.y - 8);

    // At the end of the page the last line of the footer is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await box(page.getByRole('contentinfo').getByText(/সর্বস্বত্ব সংরক্ষিত/));
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await box(bar)).y);

    // WhatsApp opens a chat with the owner's mobile number, the message naming the post and its link.
    const whatsApp = bar.getByRole('link', { name: /হোয়াটসঅ্যাপ/ });
    const chat = new URL((await whatsApp.getAttribute('href')) ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/88${flat.primaryPhone}`);
    expect(chat.pathname).toMatch(/^\/8801\d{9}$/);
    expect(chat.searchParams.get('text')).toContain(flat.postTitle);
    expect(chat.searchParams.get('text')).toContain(`/Property-Rent-Details/${flat.PostID}`);

    // Call reveals the number, as the panel does, and the link it becomes dials it.
    await expect(bar.locator('a[href^="tel:"]')).toBeHidden();
    await bar.locator('summary', { hasText: 'কল করুন' }).click();
    const call = bar.getByRole('link', { name: `${bnDigits(flat.primaryPhone)} নম্বরে ফোন করুন` });
    await expect(call).toHaveAttribute('href', `tel:${flat.primaryPhone}`);
    await expect(call).toBeFocused();

    expect(await seriousA11yViolations(page)).toEqual([]);

    // Save from the bar (the panel leaves saving to it on phones), kept after a reload.
    const save = bar.getByRole('button', { name: 'পোস্টটি সংরক্ষণ করুন' });
    await expect(page.getByRole('button', { name: 'পোস্টটি সংরক্ষণ করুন' })).toHaveCount(1);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await tapSave(page, save, 'saved');

    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await tapSave(page, save, 'removed');
  });

  test('copies the number and shares the post on WhatsApp', async ({ page, request, context, visit }) => {
    const flat = await rentFlat(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(`/Property-Rent-Details/${flat.PostID}`, 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat.postTitle);

    await page.locator('summary', { hasText: 'ফোন নম্বর দেখুন' }).click();
    const contact = page.getByRole('region', { name: /সঙ্গে যোগাযোগ$/ });
    await expect(contact.getByRole('link', { name: bnDigits(flat.primaryPhone) })).toBeFocused();
    const number = bnDigits(flat.primaryPhone);
    await contact.getByRole('button', { name: `নম্বর কপি করুন ${number}` }).click();
    await expect(contact.getByRole('button', { name: `কপি হয়েছে ${number}` })).toBeVisible();
    await expect(page.getByText('নম্বরটি কপি হয়েছে।')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(flat.primaryPhone);
    // Revealed in the panel, the number is ready to dial in the bar too.
    await expect(callBar(page).locator(`a[href="tel:${flat.primaryPhone}"]`)).toBeVisible();

    const share = page.getByRole('region', { name: 'শেয়ার করুন' });
    const whatsApp = new URL((await share.getByRole('link', { name: /হোয়াটসঅ্যাপ/ }).getAttribute('href')) ?? '');
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toContain(`/Property-Rent-Details/${flat.PostID}`);
    await expect(share.getByRole('link', { name: /ফেসবুক/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );
    await share.getByRole('button', { name: 'লিংক কপি করুন' }).click();
    await expect(page.getByText(/^লিংকটি কপি হয়েছে/)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/Property-Rent-Details/${flat.PostID}$`),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('on a desktop the contact panel stays beside the post and there is no call bar', async ({
  page,
  request,
  visit,
}) => {
  const flat = await rentFlat(request);
  await visit(`/Property-Rent-Details/${flat.PostID}`, 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat.postTitle);
  await expect(page.getByTestId('call-bar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'পোস্টটি সংরক্ষণ করুন' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'এক নজরে' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('button', { name: 'একদম উপরে যান' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
