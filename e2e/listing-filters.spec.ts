import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, readerTest, test } from './fixtures.ts';

/**
 * The rent listing as a Dhaka renter uses it on a phone (issue 12): rooms filters, applied
 * filters as removable chips, the sort, compact rows, a few paid posts on top, and the words
 * of renting, not of buying.
 */
const BACK_TO_RENT = 'ভাড়ার প্রপার্টিতে ফিরে যান';
const rows = (page: Page) => page.getByTestId('post-cards').locator(':scope > li');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const bengaliNumber = (text: string) =>
  Number(text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/[^\d]/g, ''));
/** The monthly rent each row shows, as numbers. */
const rents = async (list: Locator) =>
  (await list.getByText(/টাকা \/ মাস$/).allInnerTexts()).map((text) => bengaliNumber(text));

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  readerTest('narrows to 3 bedrooms, shows it as a chip that removes it, and sorts by rent', async ({ read }) => {
    const page = await read('/Property-Rent?division=dhaka', 'bn');
    const chips = page.getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' });
    // What applies is seen without opening the folded filters.
    await expect(chips.getByRole('button', { name: 'ঢাকা বাদ দিন' })).toBeVisible();

    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await expect(page.getByRole('group', { name: 'মাসিক ভাড়া (টাকা)' })).toBeVisible();
    await page.getByRole('group', { name: 'বেডরুম' }).getByText('৩', { exact: true }).click();
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(/bedrooms=3/);
    await settled(page);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) await expect(rows(page).nth(index)).toContainText('৩টি বেডরুম');
    // Compact rows: several posts on one phone screen.
    const third = await rows(page)
      .nth(Math.min(2, count - 1))
      .boundingBox();
    expect(third && third.y + third.height).toBeLessThan(844 * 2);

    // A post opened from here leads back here, filters kept.
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/Property-Rent-Details\/R-\d+/);
    await page.getByRole('link', { name: BACK_TO_RENT }).click();
    await expect(page).toHaveURL(/\/Property-Rent\?division=dhaka&bedrooms=3$/);

    await chips.getByRole('button', { name: 'বেডরুম: ৩ বাদ দিন' }).click();
    await expect(page).not.toHaveURL(/bedrooms=/);
    await expect(page).toHaveURL(/division=dhaka/);
    await expect(chips.getByRole('button', { name: /বেডরুম/ })).toHaveCount(0);

    await page.getByLabel('সাজান').selectOption({ label: 'ভাড়া: কম থেকে বেশি' });
    await expect(page).toHaveURL(/sort=price-asc/);
    // The new order arrives after the address changes: wait for it rather than for a quiet moment.
    await expect
      .poll(async () => {
        const shown = await rents(page.getByTestId('post-cards'));
        return shown.length > 3 && shown.every((rent, index) => index === 0 || shown[index - 1]! <= rent);
      })
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('remembers cards or rows on this phone', async ({ page, visit }) => {
    await visit('/Property-Rent', 'bn');
    const view = page.getByRole('group', { name: 'যেভাবে দেখবেন' });
    await expect(view.getByRole('radio', { name: 'তালিকা' })).toBeChecked();
    const rowHeight = (await rows(page).first().boundingBox())?.height ?? 0;
    await view.getByTitle('কার্ড').click();
    await expect(view.getByRole('radio', { name: 'কার্ড' })).toBeChecked();
    await expect.poll(async () => (await rows(page).first().boundingBox())?.height ?? 0).toBeGreaterThan(rowHeight * 2);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'কার্ড' })).toBeChecked();
  });

  readerTest('a rent page speaks to renters, never to buyers', async ({ read }) => {
    const page = await read('/Property-Rent', 'bn');
    const buyerWords = /ক্রেতা|কিনতে|কিনুন|বিক্রি/;
    await expect(page.locator('main')).not.toContainText(buyerWords);
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/Property-Rent-Details\/R-\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(buyerWords);
  });
});

test.describe('on a laptop, in English', () => {
  readerTest('shows at most 3 paid posts above the newest posts', async ({ read }) => {
    const page = await read('/Property-Rent', 'en');
    const featured = page.getByTestId('featured-posts');
    // The spec's word for them, as the posting form says it (issue 64).
    await expect(featured.getByRole('heading', { name: 'Paid posts' })).toBeVisible();
    const paid = page.getByTestId('featured-cards').locator(':scope > li');
    expect(await paid.count()).toBeGreaterThan(0);
    expect(await paid.count()).toBeLessThanOrEqual(3);
    for (const card of await paid.all()) await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Monthly rent (Tk)' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/buyer|for sale/i);
    await expect(rows(page)).toHaveCount(12);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
