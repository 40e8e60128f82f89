import type { Page } from '@playwright/test';
import {
  expect,
  readerTest,
  seriousA11yViolations,
  tapSave,
  test,
  visibleTextOutsideOtherLanguages,
} from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * Browsing sell and rent posts (issue 4): the listing with its filters in the URL, page numbers,
 * the detail page with its gallery and phone reveal, and saving, against the real server and
 * its demo posts.
 */
const DEMO = demoAccount('demo');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByTestId('post-cards').locator(':scope > li');
const firstTitle = (page: Page) => cards(page).first().getByRole('heading').innerText();

readerTest.describe('the sell listing', () => {
  readerTest('shows a page of cards and moves between pages', async ({ read }) => {
    const page = await read('/Property-Buy-Sell', 'en');
    await expect(h1(page)).toHaveText('Properties for sale');
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ properties found$/ })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const card = cards(page).first();
    await expect(card.getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(card.getByText(/^Tk [\d,]+( \/ sqft)?$/)).toBeVisible();
    const pageOneTitle = await firstTitle(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/Property-Buy-Sell\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => firstTitle(page)).not.toBe(pageOneTitle);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/Property-Buy-Sell$/);
    await expect.poll(() => firstTitle(page)).toBe(pageOneTitle);
  });

  // A tab of its own (not a reader's tab): it reloads and goes back, and in a tab kept from earlier
  // tests that walk ended in a hydration mismatch about 1 time in 4, which a new tab never showed.
  test('narrows to one division, keeps the filter in the URL, and clears it', async ({ page, visit }) => {
    await visit('/Property-Buy-Sell', 'en');
    const count = page.getByRole('status').filter({ hasText: /properties found$/ });
    const total = await count.innerText();
    await page.getByLabel('Division', { exact: true }).selectOption('sylhet');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?division=sylhet$/);
    await expect(count).not.toHaveText(total);
    // Every card names the division (or its district of the same name).
    expect(await cards(page).filter({ hasText: 'Sylhet' }).count()).toBe(await cards(page).count());

    await page.reload();
    await expect(page.getByLabel('Division', { exact: true })).toHaveValue('sylhet');
    await expect(count).not.toHaveText(total);

    await page.goBack();
    await expect(page).toHaveURL(/\/Property-Buy-Sell$/);
    await expect(count).toHaveText(total);
    await expect(page.getByLabel('Division', { exact: true })).toHaveValue('');
  });

  readerTest('says when nothing matches and offers to clear the filters', async ({ read }) => {
    const page = await read('/Property-Buy-Sell?minPrice=999999999999', 'en');
    await expect(page.getByRole('heading', { name: 'No properties match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/Property-Buy-Sell$/);
    await expect(cards(page)).toHaveCount(12);
  });

  readerTest('reads in Bengali with Bengali digits', async ({ read }) => {
    const page = await read('/Property-Buy-Sell', 'bn');
    await expect(h1(page)).toHaveText('বিক্রির প্রপার্টি');
    await expect(page.getByRole('status').filter({ hasText: /^[০-৯,]+টি প্রপার্টি পাওয়া গেছে$/ })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByText(/^[০-৯,]+ টাকা( \/ বর্গফুট)?$/),
    ).toBeVisible();
    const text = await visibleTextOutsideOtherLanguages(page, 'bn');
    expect(text.match(/[0-9]/g) ?? []).toEqual([]);
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  readerTest('reads in English, with the Bengali titles marked as Bengali', async ({ read }) => {
    const page = await read('/Property-Rent', 'en');
    await expect(h1(page)).toHaveText('Properties for rent');
    await expect(
      cards(page)
        .first()
        .getByText(/^Tk [\d,]+ \/ month$/),
    ).toBeVisible();
    // Owners write in Bengali mostly, some in English (issue 42): the Bengali titles are marked, the English not.
    const titles = cards(page).getByRole('heading');
    await expect(titles.filter({ hasText: /[\u0980-\u09FF]/ }).first()).toHaveAttribute('lang', 'bn');
    // The demo's first page holds English titles among the Bengali ones (about one in four).
    const english = titles.filter({ hasNotText: /[\u0980-\u09FF]/ });
    await expect(english.first()).toBeVisible();
    await expect(english.first()).not.toHaveAttribute('lang', 'bn');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('a post', () => {
  readerTest('opens from a card, shows its photos, and reveals the phone number as a call link', async ({ read }) => {
    const page = await read('/Property-Rent', 'en');
    // A card of the page whose post has several photos (as the list says), so the viewer can move on.
    const listed = await (await page.request.get('/api/posts?type=rent')).json();
    const several = (listed as { posts: { PostID: string; imageUrls: number }[] }).posts.find(
      (post) => post.imageUrls > 1,
    );
    expect(several, 'a listed rent post with several photos').toBeDefined();
    const card = cards(page).filter({ has: page.locator(`a[href$="/Property-Rent-Details/${several!.PostID}"]`) });
    await expect(card).toHaveCount(1);
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/Property-Rent-Details/${several!.PostID}$`));
    await expect(h1(page)).toHaveText(title);

    const gallery = page.getByTestId('gallery');
    await expect(gallery.getByRole('img').first()).toBeVisible();
    await gallery.getByRole('button', { name: /^Open photo 1 of \d full screen$/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('heading', { name: /^Photo 1 of \d$/ })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('heading', { name: /^Photo 2 of \d$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The phone's call bar (hidden on this screen) carries its own copy of the link, earlier in the page.
    const shownNumber = page.locator('a[href^="tel:0"]:visible');
    await expect(page.locator('a[href^="tel:"]:visible')).toHaveCount(0);
    await page.locator('summary:visible', { hasText: 'Show phone number' }).click();
    await expect(shownNumber.first()).toBeVisible();
    await expect(shownNumber.first()).toHaveText(/^01\d{9}$/);
    await expect(page.getByRole('link', { name: /Back to properties for rent/ })).toHaveAttribute(
      'href',
      '/Property-Rent',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('sends a signed-out visitor who saves it to sign in, remembering the post', async ({ page, visit }) => {
    await visit('/Property-Buy-Sell-Details/S-8', 'en');
    await page.getByRole('button', { name: 'Save this post' }).click();
    // The way back carries the save, to be finished there (issue 12), and the page says why.
    await expect(page).toHaveURL(/\/SignIn\?next=%2FProperty-Buy-Sell-Details%2FS-8%3Fsave%3D1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in or create an account to save this post');
  });

  test('is saved and unsaved by a signed-in member, and stays so after a reload', async ({ page, visit }) => {
    await visit('/SignIn?next=%2FProperty-Buy-Sell-Details%2FS-10', 'en');
    // Email is the second way in, after a mobile number (issue 40).
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email address').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/Property-Buy-Sell-Details\/S-10$/);

    const save = page.getByRole('button', { name: 'Save this post' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    const views = page.getByText(/^\d[\d,]* views?$/);
    const seenBefore = await views.textContent();
    // Saving must not fetch the post again: that would count another view.
    const refetch = page.waitForRequest((request) => /\/api\/posts\/S-10$/.test(request.url()), { timeout: 1500 });
    await tapSave(page, save, 'saved');
    await expect(refetch).rejects.toThrow();
    await expect(views).toHaveText(seenBefore ?? '');
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await tapSave(page, save, 'removed');
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  readerTest.describe('that is gone', () => {
    readerTest.use({ expectedApiErrors: [404] });

    readerTest('shows the not-available page with the way back', async ({ read }) => {
      const page = await read('/Property-Buy-Sell-Details/S-999999', 'en');
      await expect(h1(page)).toHaveText('Post No Longer Available');
      await expect(page.getByRole('link', { name: 'Back to properties for sale' })).toHaveAttribute(
        'href',
        '/Property-Buy-Sell',
      );
    });

    readerTest('says so in Bengali too', async ({ read }) => {
      const page = await read('/Property-Rent-Details/R-999999', 'bn');
      await expect(h1(page)).toHaveText('পোস্টটি আর পাওয়া যাচ্ছে না');
      await expect(page.getByRole('link', { name: 'ভাড়ার প্রপার্টিতে ফিরে যান' })).toHaveAttribute(
        'href',
        '/Property-Rent',
      );
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows one card per row, fits the screen, and opens the filters on demand', async ({ page, visit }) => {
    await visit('/Property-Buy-Sell', 'bn');
    const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(first && second && first.x === second.x && second.y > first.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const division = page.getByLabel('বিভাগ', { exact: true });
    await expect(division).toBeHidden();
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await expect(division).toBeVisible();
    await division.selectOption('khulna');
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(/\?division=khulna$/);
    // Other tests' new posts may put a Khulna card first already: wait for Khulna's own page to load.
    await page.waitForLoadState('load');
    await expect(page.getByLabel('বিভাগ', { exact: true })).toHaveValue('khulna');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const text of await cards(page).allTextContents()) expect(text).toContain('খুলনা');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
