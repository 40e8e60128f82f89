import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * What a reader types before a page's islands come alive is what they search (issue 64, ADR 081):
 * on each page of islands with a form, the boxes are typed while the islands' code is held back,
 * the code is let go, and once the island is live the form is sent: the address carries every
 * value typed. (The loan box, which sends nothing, has its own test in home-loan.spec.ts.)
 */
test.use({ viewport: { width: 1366, height: 900 }, freshContext: true });

/** Holds the islands' runtime until `release()`: "before it came alive" is certain, not a race. */
async function holdIslands(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/hydrate-islands-[\w-]+\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/**
 * The page's first script has run (the load event comes after it, it is async): a reader's touch
 * before it would go unheard, and the islands would never start.
 */
const firstScriptRan = (page: Page) => page.waitForLoadState('load');

const latin = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

interface Case {
  path: string;
  island: string;
  /** Box name (its `name`) → what is typed; the address must carry each (digits as Latin). */
  boxes: Record<string, string>;
  /** A select (its `name`) → the option chosen. */
  selects?: Record<string, string>;
}

const CASES: Case[] = [
  { path: '/', island: 'home-search', boxes: { q: 'মিরপুর ফ্ল্যাট' } },
  {
    path: '/Property-Rent',
    island: 'post-filters',
    boxes: { q: 'ধানমন্ডি', minPrice: '১৫০০০', maxPrice: '৩০০০০' },
    selects: { propertyType: 'apartment' },
  },
  { path: '/Interior-Design', island: 'firm-filters', boxes: { q: 'কিচেন', maxBudget: '২০০০' } },
  { path: '/Group-Wise-Building', island: 'group-filters', boxes: { minPrice: '২০০০০০০', maxPrice: '৫০০০০০০' } },
];

for (const { path, island, boxes, selects = {} } of CASES) {
  test(`${island} on ${path}: what was typed before it came alive is what it searches`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lng', value: 'bn', url: baseURL! }]);
    const release = await holdIslands(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await firstScriptRan(page);
    const root = page.locator(`[data-island="${island}"]`);
    for (const [name, value] of Object.entries(boxes)) await root.locator(`[name="${name}"]`).first().fill(value);
    for (const [name, value] of Object.entries(selects))
      await root.locator(`select[name="${name}"]`).first().selectOption(value);
    await expect(page.locator(`[data-island="${island}"][data-island-live]`)).toHaveCount(0);

    await release();
    // Its code, strings and start on a busy 2-core machine: a page's worth of chunks.
    await expect(page.locator(`[data-island="${island}"][data-island-live]`)).toHaveCount(1, { timeout: 20_000 });
    for (const [name, value] of Object.entries(boxes))
      await expect(root.locator(`[name="${name}"]`).first()).toHaveValue(value);
    // Sent by the live island: the address holds every value typed.
    const first = Object.keys(boxes)[0]!;
    const from = page.url();
    await root.locator(`[name="${first}"]`).first().press('Enter');
    await page.waitForURL((url) => url.href !== from);
    const sent = new URL(page.url()).searchParams;
    for (const [name, value] of Object.entries(boxes)) expect(latin(sent.get(name) ?? ''), name).toBe(latin(value));
    for (const [name, value] of Object.entries(selects)) expect(sent.get(name), name).toBe(value);
  });
}

/** The order beside a list, chosen before it came alive, is the order the page then loads in. */
for (const [path, island, order] of [
  ['/Property-Rent', 'post-results-actions', 'price-asc'],
  ['/Interior-Design', 'firm-sort', 'newest'],
  ['/Group-Wise-Building', 'group-sort', 'handover'],
] as const) {
  test(`${island} on ${path}: an order chosen before it came alive is the order it loads`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lng', value: 'bn', url: baseURL! }]);
    const release = await holdIslands(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await firstScriptRan(page);
    const select = page.locator(`[data-island="${island}"] select`).first();
    await select.selectOption(order);
    await release();
    await page.waitForURL((url) => url.searchParams.get('sort') === order);
    await expect(page.locator(`[data-island="${island}"] select`).first()).toHaveValue(order);
  });
}

test('the general interest form keeps what was typed before it came alive, and goes on with it', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lng', value: 'bn', url: baseURL! }]);
  const release = await holdIslands(page);
  await page.goto('/Group-Wise-Building', { waitUntil: 'domcontentloaded' });
  await firstScriptRan(page);
  const form = page.getByTestId('general-interest');
  await form.scrollIntoViewIfNeeded();
  await form.locator('select[name="division"]').selectOption('rajshahi');
  await form.locator('[name="phone"]').fill('০১৭১২৩৪৫৬৭৮');
  await form.locator('[name="location"]').fill('রাজশাহী শহরের কাছে');
  await release();
  await expect(page.locator('[data-island="group-interest"][data-island-live]')).toHaveCount(1, { timeout: 20_000 });
  await form.getByRole('button', { name: 'আমি আগ্রহী' }).click();
  // Every box was heard: none is marked missing, and the form goes on to the interest dialog.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible();
});
