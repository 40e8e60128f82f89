import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInAs, readerTest, test, tokenFor } from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * Issue 12 on a 390×844 phone in Bengali: the "post an ad" button from every page (defect 1),
 * the home search that lands on a listing (defect 2), and My properties and saved posts whose
 * cards open the post and name the area (defect 10).
 */
const DEMO = demoAccount('demo');
// A seller that no other spec saves posts with: this file gives it a saved list and empties it again.
const SAVER = demoAccount('seller1');
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

interface Card {
  PostID: string;
  postTitle: string;
  location: { division: string; district: string; subDistrict: string };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const headerPostButton = (page: Page) => page.getByTestId('post-ad-header');

async function rentPosts(request: APIRequestContext, limit: number): Promise<Card[]> {
  const response = await request.get(`/api/posts?type=rent&limit=${limit}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { posts: Card[] }).posts;
}

/** The Bengali name of a post's sub-district, from the same location data the app reads. */
async function subDistrictName(request: APIRequestContext, { district, subDistrict }: Card['location']) {
  const response = await request.get(`/api/locations/districts/${district}/sub-districts`);
  const { subDistricts } = (await response.json()) as { subDistricts: { id: string; bn: string }[] };
  const name = subDistricts.find((entry) => entry.id === subDistrict)?.bn;
  expect(name).toBeTruthy();
  return name ?? '';
}

/** Wholly inside the phone's screen, sideways. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** A place name as the start of the card's place line ("মিরপুর, ঢাকা"). */
const placeLine = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('the post button', () => {
  test('is in the header of home, a listing and a post; rent leads through sign-in to the rent form', async ({
    page,
    visit,
    request,
  }) => {
    const [post] = await rentPosts(request, 1);
    for (const path of ['/', '/Property-Rent', `/Property-Rent-Details/${post!.PostID}`]) {
      await visit(path, 'bn');
      await expect(h1(page)).toBeVisible();
      const button = headerPostButton(page);
      await expect(button).toHaveText('বিজ্ঞাপন দিন');
      await expectOnScreen(button);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const sell = page.getByRole('link', { name: /^বিক্রি করুন/ });
      const rent = page.getByRole('link', { name: /^ভাড়া দিন/ });
      await expect(sell).toHaveAttribute('href', '/sellpost');
      await expect(rent).toHaveAttribute('href', '/add-rent-post');
      await expectOnScreen(sell);
      for (const part of [page.getByTestId('language-toggle'), page.getByRole('button', { name: 'মেনু খুলুন' })])
        await expectOnScreen(part);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Escape closes the choice and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(sell).toBeHidden();
      await expect(button).toBeFocused();
    }

    // On the post's page, choose rent while signed out: sign-in first, then the rent form.
    await headerPostButton(page).click();
    await page.getByRole('link', { name: /^ভাড়া দিন/ }).click();
    await expect(page).toHaveURL(/\/SignIn\?next=%2Fadd-rent-post$/);
    // Its own client address, so the per-address sign-in cap of other tests does not apply.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.19.12.1' });
    // Email is the second way in, after a mobile number (issue 40).
    await page.getByRole('tab', { name: 'ইমেইল' }).click();
    await page.getByLabel('ইমেইল ঠিকানা').fill(DEMO.email);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
    await expect(page).toHaveURL(/\/add-rent-post$/);
    await expect(h1(page)).toHaveText('ভাড়ার বিজ্ঞাপন দিন');
  });

  test('works from the keyboard and is in the phone menu too', async ({ page, visit }) => {
    await visit('/', 'bn');
    const button = headerPostButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^বিক্রি করুন/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^ভাড়া দিন/ })).toBeFocused();
    // Leaving the choice with the keyboard folds it.
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const menu = page.locator('header nav[id]');
    await expect(menu.getByRole('link', { name: 'বিক্রির বিজ্ঞাপন দিন' })).toHaveAttribute('href', '/sellpost');
    const rent = menu.getByRole('link', { name: 'ভাড়ার বিজ্ঞাপন দিন' });
    await expect(rent).toHaveAttribute('href', '/add-rent-post');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await rent.click();
    await expect(page).toHaveURL(/\/SignIn\?next=%2Fadd-rent-post$/);
  });

  test('a member’s header still fits with bell and language; the profile and My properties offer posting', async ({
    page,
    request,
  }) => {
    await signInAs(page, await tokenFor(request, DEMO), 'bn');
    await page.goto('/user/profile');
    await expect(h1(page)).toHaveText('আমার প্রোফাইল');
    const header = page.getByTestId('navbar');
    for (const part of [
      headerPostButton(page),
      header.getByTestId('language-toggle'),
      header.getByTestId('notification-bell'),
      header.getByRole('button', { name: 'মেনু খুলুন' }),
    ])
      await expectOnScreen(part);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'বিজ্ঞাপন দিন' }).click();
    await main.getByRole('link', { name: /^ভাড়া দিন/ }).click();
    await expect(page).toHaveURL(/\/add-rent-post$/);
    await expect(h1(page)).toHaveText('ভাড়ার বিজ্ঞাপন দিন');

    await page.goto('/user/my-properties');
    await expect(h1(page)).toHaveText('আমার প্রপার্টি');
    await expect(page.getByRole('article').first()).toBeVisible();
    await main.getByRole('button', { name: 'বিজ্ঞাপন দিন' }).click();
    const sell = main.getByRole('link', { name: /^বিক্রি করুন/ });
    await expectOnScreen(sell);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await sell.click();
    await expect(page).toHaveURL(/\/sellpost$/);
    await expect(h1(page)).toHaveText('বিক্রির বিজ্ঞাপন দিন');
  });
});

test.describe('My properties and saved posts', () => {
  test('a card names its area and opens its post; the options menu still works', async ({ page, request }) => {
    const token = await tokenFor(request, DEMO);
    const mine = (await (
      await request.get('/api/profile/getUserPosts', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { userPosts: { approvedUserRentPosts: Card[] } };
    const post = mine.userPosts.approvedUserRentPosts[0]!;
    const area = await subDistrictName(request, post.location);

    await signInAs(page, token, 'bn');
    await page.goto('/user/my-properties');
    await page.getByRole('tab', { name: /^অনুমোদিত ভাড়া/ }).click();
    const card = page.getByRole('article').filter({ hasText: post.postTitle }).first();
    await expect(card.getByText(placeLine(area))).toBeVisible();

    await card.getByRole('button', { name: `${post.postTitle} — অপশন` }).click();
    await expect(page.getByRole('menuitem', { name: 'মুছে ফেলুন' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'মুছে ফেলুন' })).toHaveCount(0);

    // A tap on the photo, not only on the title, opens the post.
    await card.click({ position: { x: 120, y: 80 } });
    await expect(page).toHaveURL(new RegExp(`/Property-Rent-Details/${post.PostID}$`));
    await expect(h1(page)).toHaveText(post.postTitle);
  });

  test('saved posts: the area on the card, the controls folded when few, the sort fully readable', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, SAVER);
    const headers = { authorization: `Bearer ${token}` };
    const clear = async () => {
      const list = (await (await request.get('/api/profile/getSavePostForProfile?limit=20', { headers })).json()) as {
        SavedPosts: { _id: string }[];
        notFoundIds: { _id: string }[];
      };
      for (const { _id } of [...list.SavedPosts, ...list.notFoundIds])
        await request.delete(`/api/profile/deleteUserSavedPost/${_id}`, { headers });
    };
    const save = async (posts: Card[]) => {
      for (const post of posts) {
        const saved = await request.post('/api/profile/savePost', {
          headers,
          data: { type: 'rent', postId: post.PostID },
        });
        expect(saved.ok()).toBe(true);
      }
    };
    await clear();
    const posts = await rentPosts(request, 6);
    await save(posts.slice(0, 2));
    try {
      await signInAs(page, token, 'bn');
      await page.goto('/user/my-saved-posts');
      await expect(h1(page)).toHaveText('সংরক্ষিত বিজ্ঞাপন');
      const newest = posts[1]!;
      const card = page.getByRole('article').filter({ hasText: newest.postTitle }).first();
      // The place line (the details' first line may start with the place too).
      const place = placeLine(await subDistrictName(request, newest.location));
      await expect(card.getByText(place).and(page.locator('span'))).toBeVisible();

      // Two items: nothing to sort through, so the controls start folded.
      const controls = page.getByTestId('saved-controls');
      const sort = page.getByLabel('সাজান', { exact: true });
      await expect(controls).not.toHaveAttribute('open');
      await expect(sort).toBeHidden();
      await controls.getByText('সাজানো ও বাছাই').click();
      await expect(sort).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Every sort name fits in its box on the phone (the select shows no clipped words).
      for (const value of ['Desc', 'Asc', 'Recent']) {
        await sort.selectOption(value);
        const room = await sort.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
          // What the text may use: the inner width less the native arrow's ~20px.
          const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return inner - text;
        });
        expect(room, `room left for sort "${value}"`).toBeGreaterThan(0);
      }

      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/Property-Rent-Details/${newest.PostID}$`));
      await expect(h1(page)).toHaveText(newest.postTitle);

      // Six items: the controls are open from the start.
      await save(posts.slice(2, 6));
      await page.goto('/user/my-saved-posts');
      await expect(page.getByRole('article')).toHaveCount(6);
      await expect(controls).toHaveAttribute('open');
      await expect(sort).toBeVisible();
    } finally {
      await clear();
    }
  });
});

test.describe('the home search', () => {
  readerTest('with "ভাড়া" and a division lands on the search page’s rent tab in that division', async ({ read }) => {
    const page = await read('/', 'bn');
    const rent = page.getByRole('radio', { name: 'ভাড়া', exact: true });
    await expect(rent).toBeChecked();
    await page.getByLabel('বিভাগ', { exact: true }).selectOption('sylhet');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();

    await expect(page).toHaveURL(/\/property-search\?type=rent&division=sylhet$/);
    await expect(h1(page)).toHaveText('পছন্দের এলাকায় পছন্দের প্রপার্টি খুঁজুন');
    const cards = page.getByTestId('post-cards').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    // Each card names its place; in Sylhet division every one ends in "সিলেট".
    await expect.poll(() => cards.filter({ hasText: 'সিলেট' }).count()).toBe(count);
  });

  readerTest('with "কেনা" and a district lands on the search page’s sale tab there', async ({ read }) => {
    const page = await read('/', 'bn');
    await page.getByText('কেনা', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'কেনা', exact: true })).toBeChecked();
    await page.getByLabel('বিভাগ', { exact: true }).selectOption('rajshahi');
    await page.getByLabel('জেলা', { exact: true }).selectOption('rajshahi');
    await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
    await expect(page).toHaveURL(/\/property-search\?type=sell&division=rajshahi&district=rajshahi$/);
    await expect(h1(page)).toHaveText('পছন্দের এলাকায় পছন্দের প্রপার্টি খুঁজুন');
  });

  readerTest('the not-found page leads to the search page too', async ({ read }) => {
    const page = await read('/no-such-page', 'bn');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'বিক্রির প্রপার্টি দেখুন' })).toHaveAttribute(
      'href',
      '/property-search?type=sell',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'ভাড়ার প্রপার্টি দেখুন' }).click();
    await expect(page).toHaveURL(/\/property-search\?type=rent$/);
    await expect(h1(page)).toHaveText('পছন্দের এলাকায় পছন্দের প্রপার্টি খুঁজুন');
  });
});

readerTest('footer links are at least 44px tall', async ({ read }) => {
  const page = await read('/', 'bn');
  const links = page.getByRole('contentinfo').getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  const heights = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
