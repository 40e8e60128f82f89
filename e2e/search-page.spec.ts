import { neighbourhoodsOf } from '@ghorbari/contracts/locations';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * The search page (issues 17 and 29, spec §2: Search): a new reader searches from the home page
 * in Bengali on a phone, in Banglish and in Bengali, and gets the same Mirpur rent flats; types a
 * sentence whose words choose the rent tab and come back as chips; switches to the design firms
 * and orders them; looks at group-building offers; arrives from the not-found page; and the page
 * is there before any JavaScript. Against the real server and its demo data.
 */
const PHONE = { width: 390, height: 844 };
const TITLE_BN = 'পছন্দের এলাকায় পছন্দের প্রপার্টি খুঁজুন';
const TITLE_EN = 'Find your favourite property in your favourite location';
/** Mirpur and the neighbourhoods it lists (Monipur, Mirpur 11 in Pallabi…), as a card may name them. */
const MIRPUR = new RegExp(['মিরপুর', ...neighbourhoodsOf('dhaka-mirpur').map((place) => place.bn)].join('|'));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The words box of the sale and rent tabs: the listings' own. */
const WORDS_BN = 'এলাকা, ধরন বা পোস্ট আইডি দিয়ে খুঁজুন';
const postCards = (page: Page) => page.getByTestId('post-cards').getByRole('article');
/** The PostIDs the page shows, in order (each card links to its post). */
const shownPostIds = async (page: Page) =>
  (
    await page
      .getByTestId('post-cards')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  ).map((href) => href?.split('/').pop() ?? '');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the home search finds the Mirpur rent flats typed in Banglish and in Bengali alike', async ({
    page,
    visit,
    request,
  }) => {
    await visit('/', 'bn');
    await expect(page.getByRole('radio', { name: 'ভাড়া', exact: true })).toBeChecked();
    await page.getByLabel('কী খুঁজছেন', { exact: true }).fill('mirpur flat vara');
    await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();

    await expect(page).toHaveURL(/\/property-search\?type=rent&q=mirpur\+flat\+vara$/);
    await expect(h1(page)).toHaveText(TITLE_BN);
    const tabs = page.getByRole('navigation', { name: 'কী খুঁজছেন' });
    await expect(tabs.getByRole('link', { name: 'ভাড়া' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel(WORDS_BN)).toHaveValue('mirpur flat vara');
    await expect(postCards(page).first()).toBeVisible();
    await settled(page);

    // Every card is a rent post in Mirpur as people count it (its neighbourhoods, and Pallabi's
    // Mirpur 11 and 12, too), and the page shows what the API answers.
    const banglish = await api<{ posts: { PostID: string }[]; pagination: { total: number } }>(
      request,
      '/api/posts?type=rent&q=mirpur+flat+vara&sort=relevance&limit=12',
    );
    expect(banglish.pagination.total).toBeGreaterThan(0);
    expect(await shownPostIds(page)).toEqual(banglish.posts.map((post) => post.PostID));
    for (const card of await postCards(page).all()) {
      await expect(card).toContainText(MIRPUR);
      await expect(card).toContainText('/ মাস');
    }
    const count = await page.getByTestId('result-count').textContent();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same words in Bengali find the same flats.
    const first = await shownPostIds(page);
    await page.getByLabel(WORDS_BN).fill('মিরপুর ফ্ল্যাট ভাড়া');
    await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
    await expect(page).toHaveURL(/q=%E0%A6%AE/);
    await settled(page);
    await expect(page.getByTestId('result-count')).toHaveText(count ?? '');
    expect((await shownPostIds(page)).sort()).toEqual([...first].sort());
  });

  test('switches to the design firms, orders them, and finds group-building offers', async ({
    page,
    visit,
    request,
  }) => {
    await visit('/property-search?type=rent&division=dhaka&q=flat', 'bn');
    const tabs = page.getByRole('navigation', { name: 'কী খুঁজছেন' });

    // The place goes along to the firms; the words about flats do not.
    await tabs.getByRole('link', { name: 'ইন্টেরিয়র' }).click();
    await expect(page).toHaveURL(/\/property-search\?type=interior&division=dhaka$/);
    await expect(page.getByTestId('firm-card').first()).toBeVisible();
    const sort = page.getByLabel('সাজান');
    await expect(sort).toHaveValue('best-rated');
    await sort.selectOption({ label: 'সবচেয়ে বেশি রিভিউ' });
    await expect(page).toHaveURL(/sort=most-reviewed/);
    await settled(page);
    await sort.selectOption({ label: 'সেরা রেটিং' });
    await expect(page).not.toHaveURL(/sort=/);
    await settled(page);
    const best = await api<{ firms: { name: string }[] }>(
      request,
      '/api/interior?division=dhaka&sort=best-rated&limit=12',
    );
    await expect
      .poll(() => page.getByTestId('firm-card').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(best.firms.map((firm) => firm.name));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A taka budget per sqft (issue 44): out of bounds is refused under the box, then "১,০০০" applies.
    const budget = page.getByLabel('বর্গফুটে সর্বোচ্চ বাজেট (টাকা)');
    // Folded away on a phone with the other filters.
    await page.getByRole('button', { name: /^আরও ফিল্টার/ }).click();
    await budget.fill('২০');
    await page.getByRole('button', { name: 'ফিল্টার করুন' }).click();
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('৫০ থেকে ১,০০,০০০ টাকার মধ্যে একটি সংখ্যা লিখুন')).toBeVisible();
    await budget.fill('১,০০০');
    await page.getByRole('button', { name: 'ফিল্টার করুন' }).click();
    await expect(page).toHaveURL(/maxBudget=1000/);
    await settled(page);
    const affordable = await api<{ firms: { name: string; budgetPerSqft: { min: number } | null }[] }>(
      request,
      '/api/interior?division=dhaka&maxBudget=1000&sort=best-rated&limit=12',
    );
    expect(affordable.firms.length).toBeGreaterThan(0);
    expect(affordable.firms.every((firm) => (firm.budgetPerSqft?.min ?? Infinity) <= 1000)).toBe(true);
    await expect
      .poll(() => page.getByTestId('firm-card').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(affordable.firms.map((firm) => firm.name));

    // Group building: offers with no keyword box (offers are found by place, price and size).
    await tabs.getByRole('link', { name: 'দলগত ভবন' }).click();
    await expect(page).toHaveURL(/type=group/);
    await expect(page.getByTestId('group-card').first()).toBeVisible();
    await expect(page.getByLabel(WORDS_BN)).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toContainText('অফার');
  });

  test('a sentence lands on rent, shows its chips, and the results start on the first screen', async ({
    page,
    visit,
  }) => {
    // The sale tab is asked for, but a renter's words decide (issue 29).
    await visit(`/property-search?type=sell&q=${encodeURIComponent('মিরপুরে ৩ বেডের ফ্যামিলি ফ্ল্যাট')}`, 'bn');
    const tabs = page.getByRole('navigation', { name: 'কী খুঁজছেন' });
    await expect(tabs.getByRole('link', { name: 'ভাড়া' })).toHaveAttribute('aria-current', 'page');
    // The sale tab leaves the renter's word behind, so it can be chosen.
    await expect(tabs.getByRole('link', { name: 'বিক্রি' })).not.toHaveAttribute('href', /%E0%A6%AB%E0%A7%8D%E0%A6%AF/);
    const understood = page.getByRole('list', { name: 'আপনার লেখা থেকে বোঝা গেছে:' });
    const beds = understood.getByRole('link', { name: '৩ বেডরুম বাদ দিন' });
    await expect(beds).toBeVisible();
    // What was found (or the word that nothing was) starts on the first screen of a phone.
    const results = page.getByTestId('result-count').or(page.getByTestId('search-empty'));
    await expect(results).toBeVisible();
    expect((await results.boundingBox())?.y ?? PHONE.height).toBeLessThan(PHONE.height);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The filters are folded behind one button; open, they offer what the listings offer.
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await expect(page.getByRole('group', { name: 'বেডরুম' })).toBeVisible();
    await expect(page.getByLabel('কারা ভাড়া নিতে পারবেন')).toBeVisible();
    await expect(page.getByRole('group', { name: 'জমির পরিমাণ' })).toBeVisible();
    await page.getByRole('button', { name: 'ফিল্টার লুকান' }).click();

    // Removing a chip takes its words out of the search.
    await beds.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('মিরপুরে ফ্যামিলি ফ্ল্যাট');
    await expect(page.getByLabel(WORDS_BN)).toHaveValue('মিরপুরে ফ্যামিলি ফ্ল্যাট');
  });

  test('the not-found page’s search lands on the search page with the words', async ({ page, visit }) => {
    await visit('/no-such-page', 'bn');
    await expect(page.getByTestId('not-found')).toBeVisible();
    const words = page.getByLabel('কী খুঁজছেন', { exact: true });
    await words.fill('মিরপুর');
    // The suggestions open over the button, as they would under a thumb: closed first.
    await expect(page.getByRole('listbox', { name: 'খোঁজার পরামর্শ' })).toBeVisible();
    await words.press('Escape');
    await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
    await expect(page).toHaveURL(/\/property-search\?type=rent&q=%E0%A6%AE/);
    await expect(h1(page)).toHaveText(TITLE_BN);
    await expect(page.getByLabel(WORDS_BN)).toHaveValue('মিরপুর');
    await expect(postCards(page).first()).toBeVisible();
  });
});

test.describe('in English on a desktop', () => {
  test('narrows by price and land, orders by price, and widens a search that finds nothing', async ({
    page,
    visit,
    request,
  }) => {
    await visit('/property-search?type=sell', 'en');
    await expect(h1(page)).toHaveText(TITLE_EN);
    await expect(postCards(page).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An upside-down range is refused in place, with the contracts' message.
    const price = page.getByRole('group', { name: 'Price (Tk)' });
    await price.getByLabel('Minimum price in taka').fill('9000000');
    await price.getByLabel('Maximum price in taka').fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(price.getByRole('alert')).toHaveText('The lowest price cannot be more than the highest');
    await price.getByLabel('Minimum price in taka').fill('');
    await price.getByLabel('Maximum price in taka').fill('50,000,000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/type=sell&maxPrice=50000000$/);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await settled(page);
    const cheapest = await api<{ posts: { PostID: string }[] }>(
      request,
      '/api/posts?type=sell&maxPrice=50000000&sort=price-asc&limit=12',
    );
    // The cards change once the sorted answer arrives; until then the previous order may show.
    await expect.poll(() => shownPostIds(page)).toEqual(cheapest.posts.map((post) => post.PostID));

    // Words that match nothing: the wider searches that do find something, each with its count.
    await visit('/property-search?type=sell&division=dhaka&q=zzqxv', 'en');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('Nothing found for “zzqxv”');
    const wider = empty.getByRole('region', { name: 'Change the search a little and you will find:' });
    const withoutWord = wider.getByRole('link', { name: /^\d[\d,]* without the word “zzqxv”$/ });
    await expect(withoutWord).toHaveAttribute('href', '/property-search?type=sell&division=dhaka');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await withoutWord.click();
    await expect(page).toHaveURL(/\/property-search\?type=sell&division=dhaka$/);
    await expect(postCards(page).first()).toBeVisible();
  });
});

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the heading, the tabs and the first cards, and the tabs and form work', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lng', value: 'bn', url: baseURL ?? '' }]);
    await page.goto('/property-search?type=rent&q=%E0%A6%AE%E0%A6%BF%E0%A6%B0%E0%A6%AA%E0%A7%81%E0%A6%B0');
    await expect(h1(page)).toHaveText(TITLE_BN);
    await expect(postCards(page).first()).toBeVisible();
    await expect(postCards(page).first()).toContainText('মিরপুর');
    await page.getByRole('navigation', { name: 'কী খুঁজছেন' }).getByRole('link', { name: 'ইন্টেরিয়র' }).click();
    await expect(page.getByTestId('firm-card').first()).toBeVisible();
    // The form is a plain GET form underneath.
    await page.getByLabel('প্রতিষ্ঠানের নাম').fill('ডিজাইন');
    await page.getByLabel('প্রতিষ্ঠানের নাম').press('Enter');
    await expect(page).toHaveURL(/type=interior&q=/);
    await expect(h1(page)).toHaveText(TITLE_BN);
  });
});
