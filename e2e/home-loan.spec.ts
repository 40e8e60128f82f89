import type { APIRequestContext, Route } from '@playwright/test';
import type { RentOrBuy } from '@ghorbari/contracts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';

/**
 * A sell post's home-loan instalment (issue 44, ADR 063): a buyer on a phone, in Bengali, types a
 * Tk 80 lakh flat with 30% down at 12.5% for 20 years, in Bengali digits, and reads the monthly
 * instalment the standard formula gives (Tk 63,624; home-loan.test.ts checks the formula), the
 * interest over the loan's life and the year-by-year table; a down payment under 30% is refused.
 */
test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('works out the monthly instalment of a Tk 80 lakh flat and refuses a down payment under 30%', async ({
    page,
    request,
    visit,
  }) => {
    const { posts } = (await (await request.get('/api/posts?type=sell&page=1&limit=1')).json()) as {
      posts: { PostID: string }[];
    };
    await visit(`/Property-Buy-Sell-Details/${posts[0]!.PostID}`, 'bn');
    const loan = page.getByRole('region', { name: 'হোম লোনে মাসে কত কিস্তি' });
    await loan.scrollIntoViewIfNeeded();
    // The server worked it out for the post's own price: an instalment reads before any script.
    await expect(loan.getByTestId('home-loan-emi')).toContainText(/^[০-৯,]+ টাকা/);
    await expect(page.locator('[data-island="home-loan"][data-island-live]')).toHaveCount(1);

    await loan.getByLabel('দাম (টাকা)').fill('৮০০০০০০');
    await expect(loan.getByText('বাংলাদেশ ব্যাংকের নিয়মে দামের অন্তত ৩০%: ২৪,০০,০০০ টাকা')).toBeVisible();
    await loan.getByLabel('ডাউন পেমেন্ট (টাকা)').fill('২৪০০০০০');
    await loan.getByLabel('সুদের হার (বছরে %)').fill('১২.৫');
    await loan.getByLabel('মেয়াদ (বছর)').fill('২০');
    await expect(loan.getByTestId('home-loan-emi')).toHaveText('৬৩,৬২৪ টাকা / মাস');
    await expect(loan.getByTestId('home-loan-interest')).toHaveText('৯৬,৬৯,৭২৯ টাকা (৯৬.৭ লাখ)');
    await loan.locator('summary', { hasText: 'বছর ধরে হিসাব' }).click();
    const years = loan.getByRole('table', { name: 'বছর ধরে হিসাব' }).getByRole('row');
    // The head and twenty years; nothing is owed at the end.
    await expect(years).toHaveCount(21);
    await expect(years.last()).toContainText('২০');
    await expect(years.last().getByRole('cell').last()).toHaveText('০');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Less than 30% down: the field says why, and no instalment is shown.
    const downPayment = loan.getByLabel('ডাউন পেমেন্ট (টাকা)');
    await downPayment.fill('২০০০০০০');
    await expect(downPayment).toHaveAttribute('aria-invalid', 'true');
    await expect(loan).toContainText('ডাউন পেমেন্ট দামের অন্তত ৩০% হতে হবে, আর দামের চেয়ে কম');
    await expect(loan.getByTestId('home-loan-emi')).toHaveCount(0);
  });

  test('keeps the price, down payment, rate and years typed before the box came alive', async ({
    page,
    request,
    baseURL,
  }) => {
    const { posts } = (await (await request.get('/api/posts?type=sell&page=1&limit=1')).json()) as {
      posts: { PostID: string }[];
    };
    // The box's code is held back until the four boxes are typed (issue 64): "before it came alive"
    // is certain, not a race.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/later-islands-[\w-]+\.js$/, (route) => {
      if (released) void route.continue();
      else held.push(route);
    });
    await page.context().addCookies([{ name: 'lng', value: 'bn', url: baseURL! }]);
    await page.goto(`/Property-Buy-Sell-Details/${posts[0]!.PostID}`);
    const loan = page.getByRole('region', { name: 'হোম লোনে মাসে কত কিস্তি' });
    await loan.scrollIntoViewIfNeeded();
    const boxes = {
      'দাম (টাকা)': '৮০০০০০০',
      'ডাউন পেমেন্ট (টাকা)': '২৪০০০০০',
      'সুদের হার (বছরে %)': '১২.৫',
      'মেয়াদ (বছর)': '২০',
    };
    for (const [label, value] of Object.entries(boxes)) await loan.getByLabel(label).fill(value);
    await expect(page.locator('[data-island="home-loan"]:not([data-island-live])')).toHaveCount(1);

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.locator('[data-island="home-loan"][data-island-live]')).toHaveCount(1);
    for (const [label, value] of Object.entries(boxes)) await expect(loan.getByLabel(label)).toHaveValue(value);
    // The instalment is the typed loan's, not the post's price's.
    await expect(loan.getByTestId('home-loan-emi')).toHaveText('৬৩,৬২৪ টাকা / মাস');
    await expect(loan.getByLabel('ডাউন পেমেন্ট (টাকা)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('works on a page of its own, and offers the green refinance for a small flat', async ({ page, visit }) => {
    await visit('/home-loan', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'হোম লোন ক্যালকুলেটর' })).toBeVisible();
    const loan = page.getByRole('region', { name: 'হোম লোনে মাসে কত কিস্তি' });
    // No post, no price: it asks for one.
    await expect(loan).toContainText('ঘরগুলো ঠিকমতো পূরণ করলে এখানে মাসিক কিস্তি দেখাবে।');
    // Not yet typed is not a mistake: the empty price box is not marked wrong.
    await expect(loan.getByLabel('দাম (টাকা)')).not.toHaveAttribute('aria-invalid', 'true');
    await loan.getByLabel('দাম (টাকা)').fill('৪০০০০০০');
    await loan.getByLabel('ডাউন পেমেন্ট (টাকা)').fill('১২০০০০০');
    // Half the Tk 80 lakh flat's loan: half its instalment.
    await expect(loan.getByTestId('home-loan-emi')).toHaveText('৩১,৮১২ টাকা / মাস');
    const green = loan.getByText(/পুনঃঅর্থায়ন স্কিমে/);
    await expect(green).toHaveCount(0);
    const size = loan.getByLabel('ফ্ল্যাটের আয়তন (বর্গফুট)');
    await size.fill('৭০০');
    await expect(green).toBeVisible();
    await size.fill('৯০০');
    await expect(green).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('sets the rent of a flat like it in its area beside what buying it costs a month', async ({
    page,
    request,
    visit,
  }) => {
    // A 3-bedroom flat for sale in Dhaka whose area has rent posts like it.
    const chosen = await firstWith(
      request,
      'type=sell&district=dhaka&bedrooms=3&propertyType=apartment&page=1&limit=12',
      (rent) => Boolean(rent.serviceCharge),
    );
    const { medianRent, serviceCharge, count } = chosen.rent;
    await visit(`/Property-Buy-Sell-Details/${chosen.postId}`, 'bn');
    const box = page.getByTestId('rent-or-buy');
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('heading', { name: 'ভাড়া নেবেন, না কিনবেন?' })).toBeVisible();
    await expect(box.getByTestId('rent-or-buy-rent')).toHaveText(`${bn(medianRent)} টাকা / মাস`);
    await expect(box).toContainText(`${bn(count)}টি ভাড়ার বিজ্ঞাপনের হিসাবে`);
    // Buying: the instalment the calculator shows plus the area's service charge.
    const emi = latin(await page.getByTestId('home-loan-emi').innerText());
    const buying = emi + serviceCharge!;
    await expect(box.getByTestId('rent-or-buy-buy')).toHaveText(`${bn(buying)} টাকা / মাস`);
    await expect(box.getByTestId('rent-or-buy-verdict')).toHaveText(
      `কিনলে মাসে ${bn(Math.abs(buying - medianRent))} টাকা ${buying > medianRent ? 'বেশি' : 'কম'} লাগবে।`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("says when the rent is the district's figure, and how far the thana's own posts are from it", async ({
    page,
    request,
    visit,
  }) => {
    // A flat for sale whose thana has too few rent posts like it, but some of another size (issue 64).
    const chosen = await firstWith(
      request,
      'type=sell&propertyType=apartment&sort=price-desc&page=1&limit=48',
      (rent) => rent.subDistrict === null && rent.local !== null,
    );
    const { medianRent, local } = chosen.rent;
    await visit(`/Property-Buy-Sell-Details/${chosen.postId}`, 'bn');
    const line = page.getByTestId('rent-or-buy-district');
    await line.scrollIntoViewIfNeeded();
    await expect(line).toContainText('জেলার হিসাব');
    // One post has no median: its rent is said as it is.
    const median = local!.count === 1 ? '' : 'মাঝামাঝি ';
    await expect(line).toContainText(`${bn(local!.count)}টি বিজ্ঞাপনে ${median}ভাড়া ${bn(local!.medianRent)} টাকা`);
    const percent = Math.round((Math.abs(local!.medianRent - medianRent) / medianRent) * 100);
    if (percent > 0)
      await expect(line).toContainText(`জেলার চেয়ে ${bn(percent)}% ${local!.medianRent > medianRent ? 'বেশি' : 'কম'}`);
    // The home is a flat: once the loan is paid, the flat is yours.
    await expect(page.getByTestId('rent-or-buy')).toContainText('কিস্তি শেষ হলে ফ্ল্যাটটি আপনার');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/** The first sell post of a listing whose rent or buy answer passes `test`, with the answer. */
async function firstWith(
  request: APIRequestContext,
  query: string,
  test: (rent: RentOrBuy) => boolean,
): Promise<{ postId: string; rent: RentOrBuy }> {
  const { posts } = (await (await request.get(`/api/posts?${query}`)).json()) as { posts: { PostID: string }[] };
  for (const { PostID } of posts) {
    const answer = (await (await request.get(`/api/posts/${PostID}/rent-or-buy`)).json()) as {
      rentOrBuy: RentOrBuy | null;
    };
    if (answer.rentOrBuy && test(answer.rentOrBuy)) return { postId: PostID, rent: answer.rentOrBuy };
  }
  throw new Error(`no sell post of ${query} has such a rent or buy answer`);
}

const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);
/** The first whole number in a text of Bengali digits ("৯৯,৪১২ টাকা / মাস" → 99412). */
const latin = (text: string) =>
  Number(
    text
      .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
      .match(/[\d,]+/)![0]
      .replace(/,/g, ''),
  );
