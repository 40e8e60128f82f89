import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * The firm directory never ends in a dead end (issue 63, item 7). The tester searched home
 * interiors in Chattogram for at most Tk 1,000 a sqft on a phone, in Bengali, and met "no firm
 * found" with nothing else, the chosen category scrolled out of sight. Now the page offers the
 * nearest firms (the city's above the budget, each with its budget; the division's other
 * districts, each with where it is based) and keeps every filter in sight as a chip that is a
 * link. Against the real server and its demo firms.
 */
const PHONE = { width: 390, height: 844 };
const SEARCH = '/property-search?type=interior&division=chittagong&district=chittagong&category=home&maxBudget=1000';

interface Alternative {
  kind: string;
  total: number;
  firms: {
    name: string;
    budgetPerSqft: { min: number } | null;
    location: { district: string };
    distanceKm: number | null;
  }[];
}

const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);

async function alternativesOf(request: APIRequestContext): Promise<Alternative[]> {
  const response = await request.get(`/api/interior/alternatives?${SEARCH.split('?')[1]}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { alternatives: Alternative[] }).alternatives;
}

const group = (page: Page, kind: string) => page.locator(`[data-testid="firm-alternative"][data-kind="${kind}"]`);

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('home interiors in Chattogram under Tk 1,000 a sqft: the nearest firms and the category in sight', async ({
    page,
    visit,
    request,
  }) => {
    const offered = await alternativesOf(request);
    const overBudget = offered.find((entry) => entry.kind === 'budget')!;
    const nearby = offered.find((entry) => entry.kind === 'nearby')!;
    expect(overBudget.firms.length).toBeGreaterThan(0);
    expect(nearby.firms.length).toBeGreaterThan(0);

    await visit(SEARCH, 'bn');
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByRole('heading', { level: 2 }).first()).toHaveText(
      'আপনার খোঁজের সঙ্গে মেলে এমন কোনো ডিজাইন প্রতিষ্ঠান পাওয়া যায়নি',
    );

    // The chosen work, place and budget stay in sight above the answer, each a link that drops it.
    const chips = page.getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' }).first();
    const category = chips.getByRole('link', { name: 'ফিল্টার সরান: কাজের ধরন: বাসা' });
    await expect(category).toBeInViewport();
    await expect(chips.getByRole('link', { name: 'ফিল্টার সরান: চট্টগ্রাম' })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'ফিল্টার সরান: প্রতি বর্গফুট ১,০০০ টাকার মধ্যে' })).toBeVisible();

    // The city's firms above the budget, nearest first, each with its budget in Bengali digits.
    const city = group(page, 'budget');
    await expect(city.getByRole('heading', { level: 3 })).toHaveText('চট্টগ্রামে, তবে বাজেটের বেশি');
    const first = overBudget.firms[0]!;
    await expect(city.getByTestId('firm-alternative-reason').first()).toHaveText(
      `বাজেটের বেশি: প্রতি বর্গফুট ${bn(first.budgetPerSqft!.min)} টাকা থেকে`,
    );
    await expect(city.getByRole('link', { name: first.name })).toBeVisible();

    // Firms of the division's other districts within the budget, each saying where it is based.
    const division = group(page, 'nearby');
    await expect(division.getByRole('heading', { level: 3 })).toHaveText('চট্টগ্রাম বিভাগের অন্য জেলায়');
    await expect(division.getByRole('link', { name: nearby.firms[0]!.name })).toBeVisible();
    const nearest = nearby.firms[0]!;
    if (nearest.location.district === 'cumilla')
      await expect(division.getByTestId('firm-alternative-reason').first()).toHaveText(
        `অফিস কুমিল্লায়, প্রায় ${bn(nearest.distanceKm!)} কিমি দূরে`,
      );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Any budget" is the wider search itself: it lists what it said it would.
    await city.getByRole('link', { name: `যেকোনো বাজেটের ${bn(overBudget.total)}টি প্রতিষ্ঠান দেখুন` }).click();
    await expect(page).toHaveURL(/type=interior&division=chittagong&district=chittagong&category=home$/);
    await expect(page.getByTestId('result-count')).toHaveText(`${bn(overBudget.total)}টি প্রতিষ্ঠান পাওয়া গেছে`);

    // A chip is a link: dropping the category keeps the rest.
    await page
      .getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' })
      .first()
      .getByRole('link', { name: 'ফিল্টার সরান: কাজের ধরন: বাসা' })
      .click();
    await expect(page).toHaveURL(/type=interior&division=chittagong&district=chittagong$/);
  });
});

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the nearest firms and the chips as links', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lng', value: 'en', url: baseURL ?? '' }]);
    await page.goto(SEARCH);
    await expect(group(page, 'budget').getByRole('heading', { level: 3 })).toHaveText(
      'In Chittagong, above your budget',
    );
    await page.getByRole('link', { name: 'Remove filter: Up to Tk 1,000 per sqft' }).click();
    await expect(page).toHaveURL(/type=interior&division=chittagong&district=chittagong&category=home$/);
    await expect(page.getByRole('link', { name: 'Remove filter: Work: Home' })).toBeVisible();
  });
});
