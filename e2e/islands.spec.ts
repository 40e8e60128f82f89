import { expect, openSignedIn, test, tokenFor } from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

const DEMO = demoAccount('demo');

/**
 * The home page is a page of islands (issue 43, ADR 059): only the navbar, the search box and the
 * page's extras come alive, each on its own, with no router and no i18next of their own. A member
 * who opens it finds what the single-page app gave them: the bell with its live count, the
 * account menu in their language, and a log-out that leaves them signed out on the home page.
 */
test('a member on the home page has the bell, the account menu and log-out', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO);
  await openSignedIn(page, '/', token);
  await expect(page.locator('[data-island="navbar"]')).toHaveCount(1);
  await expect(page.getByTestId('notification-bell')).toBeVisible();

  const account = page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' });
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Rahim Uddin');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();

  await account.click();
  // On a page of islands, going home after log-out loads the home page afresh.
  const homeLoaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'লগ আউট' }).click();
  await homeLoaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'সাইন ইন' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
});

test('the home search box sends the words and the place to the search page', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'এলাকা বা কথা লিখে খুঁজুন' });
  // The choice is a segmented control: its label is what a finger taps.
  await form.locator('label', { hasText: 'কেনা' }).click();
  await expect(form.getByRole('radio', { name: 'কেনা' })).toBeChecked();
  await form.getByLabel('কী খুঁজছেন').fill('উত্তরা ফ্ল্যাট');
  // The suggestions open under the words; the reader closes them to pick a place instead.
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await form.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
  await expect(form.getByLabel('জেলা', { exact: true })).toBeEnabled();
  await form.getByRole('button', { name: 'খুঁজুন' }).click();
  await expect(page).toHaveURL(/\/property-search\?type=sell&division=dhaka&q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('উত্তরা ফ্ল্যাট');
});

/**
 * The firm directory is a page of islands too (issue 43): its filters, its order and the chips of
 * what applies come alive without the router, and each choice loads the directory's address with it.
 */
test('the firm directory applies its filters, order and chips by loading the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/Interior-Design');
  await expect(page.locator('[data-island="firm-filters"]')).toHaveCount(1);
  await expect(page.locator('[data-island="firm-sort"]')).toHaveCount(1);

  await page.locator('select[name="budget"]').selectOption('luxury');
  await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
  // The island's address, not the plain form's: only what is chosen.
  await expect(page).toHaveURL(/\/Interior-Design\?budget=luxury$/);
  await page.getByLabel('সাজান').selectOption('most-reviewed');
  await expect(page).toHaveURL(/\/Interior-Design\?budget=luxury&sort=most-reviewed$/);
  await page.getByTestId('active-filters').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/Interior-Design\?sort=most-reviewed$/);
  await expect(page.getByTestId('active-filters')).toHaveCount(0);
  expect(scripts.filter((script) => /\/router-/.test(script))).toEqual([]);
});

/**
 * On a page of islands only the islands come alive: a button in the server's HTML outside every
 * island would do nothing when tapped. Each page of islands is checked for one (a plain form's
 * submit button, which the browser sends by itself, is not one).
 */
test('no page of islands has a button outside its islands', async ({ page, request }) => {
  const first = async (api: string) =>
    (await (await request.get(api)).json()) as { posts?: { PostID: string }[]; firms?: { PostID: string }[] };
  const land = (await first('/api/posts?type=sell&propertyType=land&limit=1')).posts![0]!.PostID;
  const rent = (await first('/api/posts?type=rent&limit=1')).posts![0]!.PostID;
  const firm = (await first('/api/interior?page=1&limit=1')).firms![0]!.PostID;
  const offers = (await (await request.get('/api/group-offers?limit=1')).json()) as { offers: { PostID: string }[] };
  const blog = (await (await request.get('/api/blog')).json()) as { articles: { id: number }[] };
  const pages = [
    '/',
    '/Property-Buy-Sell',
    '/Property-Rent?q=zzqxw',
    `/Property-Buy-Sell-Details/${land}`,
    `/Property-Rent-Details/${rent}`,
    '/Interior-Design',
    `/Interior-Details/${firm}`,
    `/Interior-Image-Gallery/${firm}`,
    `/BlogPostDetails/${blog.articles[0]!.id}`,
    '/property-search?type=rent&q=mirpur',
    '/property-search?type=interior&division=dhaka',
    '/property-search?type=group&division=sylhet&minPrice=999999999',
    '/Group-Wise-Building',
    '/Group-Wise-Building?division=sylhet&minPrice=999999999',
    `/Group-Wise-Building-Details/${offers.offers[0]!.PostID}`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('[data-island]').first(), path).toBeAttached();
    const dead = await page.evaluate(() =>
      Array.from(document.querySelectorAll('button'))
        .filter((button) => !button.closest('[data-island]'))
        .filter((button) => !(button.type === 'submit' && button.form?.hasAttribute('action')))
        .map((button) => button.outerHTML.slice(0, 120)),
    );
    expect(dead, path).toEqual([]);
  }
});
