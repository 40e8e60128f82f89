import { expect, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';

/**
 * Reused phone numbers (issue 18): support, on a phone in Bengali, sees in the queue that a new
 * account's post carries the number of an account disabled for fraud (the demo seed's Sohel
 * Rana, back as "Rana Properties"), opens it and finds that account named beside the number.
 */
const SUPPORT = { email: 'support@ghorbari.test', password: 'support1234' };
const FLAGGED_TITLE = 'ধানমন্ডিতে ডুপ্লেক্স বাড়ি বিক্রি';

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('support sees the number of a disabled account on a new post, and whose it was', async ({ page, request }) => {
    await signInAs(page, await tokenFor(request, SUPPORT), 'bn');
    await page.goto('/admin/queue');
    const flagged = page.getByRole('article').filter({ hasText: FLAGGED_TITLE });
    await expect(flagged.getByText('নিষ্ক্রিয় অ্যাকাউন্টের নম্বর')).toBeVisible();
    // The demo's other posts carry their owners' own numbers: nothing to flag there.
    await expect(page.getByRole('article').filter({ hasText: 'নিষ্ক্রিয় অ্যাকাউন্টের নম্বর' })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await flagged.getByRole('link', { name: FLAGGED_TITLE }).click();
    const signals = page.getByRole('region', { name: 'যা যাচাই করে দেখবেন' });
    await expect(signals).toContainText('০১৯৫৫৬৬৭৭৮৮ নম্বরটি আরও ১টি অ্যাকাউন্টের পোস্টে আছে');
    await expect(signals.getByText('সোহেল রানা')).toBeVisible();
    await expect(signals.getByText('নিষ্ক্রিয়', { exact: true })).toBeVisible();
    await expect(signals).toContainText('এই নম্বর একটি নিষ্ক্রিয় অ্যাকাউন্টেরও');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('in English on a desktop, a post whose numbers no one else uses says so', async ({ page, request }) => {
  await signInAs(page, await tokenFor(request, SUPPORT));
  await page.goto('/admin/queue');
  await page.getByRole('main').getByRole('link', { name: 'Shop for rent near New Market, Dhaka' }).click();
  const signals = page.getByRole('region', { name: 'Signs to check' });
  await expect(signals).toContainText('No other account’s posts carry this post’s phone numbers.');
});
