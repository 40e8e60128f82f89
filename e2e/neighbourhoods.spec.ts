import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * A Dhaka renter searches by neighbourhood, below the thana (issue 12): Mirpur 10 rather than
 * all of Mirpur. On a phone, in Bengali.
 */
const cards = (page: Page) => page.getByTestId('post-cards').locator(':scope > li');
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const MIRPUR_10 = /subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10/;

/** Waits until the cards on screen are the new results: every one of them says `text`. */
async function everyCardSays(page: Page, text: string) {
  const texts = () => cards(page).allTextContents();
  await expect
    .poll(async () => {
      const all = await texts();
      return all.length > 0 && all.every((card) => card.includes(text));
    })
    .toBe(true);
  return (await texts()).length;
}

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('narrows Mirpur to Mirpur 10, shows it on the chip and every card, and keeps it in the URL', async ({
    page,
    visit,
  }) => {
    await visit('/Property-Rent', 'bn');
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await page.getByLabel('বিভাগ', { exact: true }).selectOption({ label: 'ঢাকা' });
    await page.getByLabel('জেলা', { exact: true }).selectOption({ label: 'ঢাকা' });
    const neighbourhood = page.getByLabel('এলাকা', { exact: true });
    await expect(neighbourhood).toHaveCount(0);
    // The areas are a list of choices (issue 63): one ticked is that thana, with its neighbourhoods to choose from.
    const areas = page.getByRole('button', { name: /^উপজেলা বা এলাকা/ });
    await areas.click();
    await page
      .getByRole('group', { name: 'শহরের এলাকা' })
      .getByRole('checkbox', { name: 'মিরপুর', exact: true })
      .check();
    await areas.click();

    // All of Mirpur first: its flats are not all in Mirpur 10.
    await expect(neighbourhood.locator('option').first()).toHaveText('পুরো মিরপুর');
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(/subDistrict=dhaka-mirpur/);
    await settled(page);
    await expect(cards(page).filter({ hasNotText: 'মিরপুর ১০' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await neighbourhood.selectOption({ label: 'মিরপুর ১০' });
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(MIRPUR_10);
    await settled(page);
    const chips = page.getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' });
    await expect(chips.getByRole('button', { name: 'মিরপুর ১০, ঢাকা বাদ দিন' })).toBeVisible();
    const count = await everyCardSays(page, 'মিরপুর ১০, ঢাকা');
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A shared or reloaded link, and the way back from a post, keep the neighbourhood.
    await page.reload();
    await settled(page);
    await expect(chips.getByRole('button', { name: 'মিরপুর ১০, ঢাকা বাদ দিন' })).toBeVisible();
    expect(await everyCardSays(page, 'মিরপুর ১০')).toBe(count);
    await cards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/Property-Rent-Details\/R-\d+/);
    await page.getByRole('link', { name: 'ভাড়ার প্রপার্টিতে ফিরে যান' }).click();
    await expect(page).toHaveURL(MIRPUR_10);

    // Removing the place chip widens the search to everywhere again.
    await chips.getByRole('button', { name: 'মিরপুর ১০, ঢাকা বাদ দিন' }).click();
    await expect(page).not.toHaveURL(/neighbourhood=/);
    await expect(page).not.toHaveURL(/subDistrict=/);
  });
});
