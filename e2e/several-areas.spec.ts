import type { Page } from '@playwright/test';
import { isInSubDistrict } from '@ghorbari/contracts/locations';
import { expect, PHONE_SCREEN, seriousA11yViolations, settled, test } from './fixtures.ts';

/**
 * Filters that take several (issue 63), as a renter meets them on a phone in Bengali: two areas
 * of Dhaka and two bedroom counts chosen in the filter panel are one search, in the address, as
 * chips, and in what is listed. Against the real server and its demo market.
 */
const AREAS = ['dhaka-mirpur', 'dhaka-mohammadpur'];
const rows = (page: Page) => page.getByTestId('post-cards').locator(':scope > li');

interface Listing {
  posts: {
    PostID: string;
    bedrooms: number | null;
    location: { subDistrict: string; neighbourhood: string | null };
  }[];
}

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: PHONE_SCREEN, isMobile: true, hasTouch: true });

  test('two areas and two bedroom counts chosen in the panel list homes of both, with those counts', async ({
    page,
    visit,
  }) => {
    await visit('/Property-Rent', 'bn');
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await page.getByLabel('বিভাগ').selectOption('dhaka');
    await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
    const areas = page.getByRole('button', { name: /^উপজেলা বা এলাকা/ });
    await areas.click();
    await expect(areas).toHaveAttribute('aria-expanded', 'true');
    const city = page.getByRole('group', { name: 'শহরের এলাকা' });
    await city.getByRole('checkbox', { name: 'মিরপুর', exact: true }).check();
    await city.getByRole('checkbox', { name: 'মোহাম্মদপুর', exact: true }).check();
    await expect(areas).toContainText('মিরপুর, মোহাম্মদপুর');
    const bedrooms = page.getByRole('group', { name: 'বেডরুম' });
    await bedrooms.getByText('২', { exact: true }).click();
    await bedrooms.getByText('৩', { exact: true }).click();
    await expect(bedrooms.getByRole('checkbox', { name: '২' })).toBeChecked();
    await expect(bedrooms.getByRole('checkbox', { name: '৩' })).toBeChecked();
    // The open list of areas, its checkboxes and hints, as a screen reader meets them.
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(/[?&]areas=dhaka-mirpur,dhaka-mohammadpur(&|$)/);
    await expect(page).toHaveURL(/[?&]bedrooms=2,3(&|$)/);
    await settled(page);

    // Each choice is a chip of its own.
    const chips = page.getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' });
    for (const name of ['মিরপুর', 'মোহাম্মদপুর', 'বেডরুম: ২', 'বেডরুম: ৩'])
      await expect(chips.getByRole('button', { name: `${name} বাদ দিন` })).toBeVisible();

    // What is listed: homes of 2 or 3 bedrooms, from both areas (a thana with the neighbourhoods
    // counted under it), as the API lists the same search.
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    for (const row of await rows(page).all()) await expect(row).toContainText(/[২৩]টি বেডরুম/);
    const answer = await page.request.get(
      `/api/posts?type=rent&division=dhaka&district=dhaka&areas=${AREAS.join(',')}&bedrooms=2,3&limit=48`,
    );
    expect(answer.ok()).toBe(true);
    const { posts } = (await answer.json()) as Listing;
    for (const post of posts) {
      expect([2, 3], post.PostID).toContain(post.bedrooms);
      expect(
        AREAS.some((area) => isInSubDistrict(area, post.location)),
        post.PostID,
      ).toBe(true);
    }
    for (const area of AREAS)
      expect(
        posts.some((post) => isInSubDistrict(area, post.location)),
        area,
      ).toBe(true);
    const shown = await rows(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => /[RS]-\d+/.exec(link.getAttribute('href') ?? '')?.[0]));
    const listed = new Set(posts.map((post) => post.PostID));
    for (const id of shown) expect(listed.has(id ?? ''), id).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A chip takes one choice away; the other area and count stay.
    await chips.getByRole('button', { name: 'বেডরুম: ২ বাদ দিন' }).click();
    await expect(page).toHaveURL(/[?&]bedrooms=3(&|$)/);
    await expect(page).toHaveURL(/[?&]areas=dhaka-mirpur,dhaka-mohammadpur(&|$)/);
  });
});

test.describe('before the page’s JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form sends each ticked bedroom count, and the server lists them all', async ({ page }) => {
    await page.goto(`/Property-Rent?division=dhaka&district=dhaka&areas=${AREAS.join(',')}`);
    const bedrooms = page.getByRole('group', { name: 'বেডরুম' });
    await bedrooms.getByText('২', { exact: true }).click();
    await bedrooms.getByText('৩', { exact: true }).click();
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    // Checkboxes of one name: the count repeated in the address, read as one list.
    await expect(page).toHaveURL(/[?&]bedrooms=2&bedrooms=3(&|$)/);
    await expect(page).toHaveURL(/[?&]areas=dhaka-mirpur%2Cdhaka-mohammadpur(&|$)/);
    await expect(bedrooms.getByRole('checkbox', { name: '২' })).toBeChecked();
    await expect(bedrooms.getByRole('checkbox', { name: '৩' })).toBeChecked();
    const chips = page.getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' });
    for (const name of ['বেডরুম: ২', 'বেডরুম: ৩'])
      await expect(chips.getByRole('button', { name: `${name} বাদ দিন` })).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThan(0);
    for (const row of await rows(page).all()) await expect(row).toContainText(/[২৩]টি বেডরুম/);
  });
});
