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

  test('works on a page of its own, and offers the green refinance for a small flat', async ({ page, visit }) => {
    await visit('/home-loan', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'হোম লোন ক্যালকুলেটর' })).toBeVisible();
    const loan = page.getByRole('region', { name: 'হোম লোনে মাসে কত কিস্তি' });
    // No post, no price: it asks for one.
    await expect(loan).toContainText('ঘরগুলো ঠিকমতো পূরণ করলে এখানে মাসিক কিস্তি দেখাবে।');
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
});
