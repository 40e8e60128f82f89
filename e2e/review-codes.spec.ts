import type { Page } from '@playwright/test';
import { bengaliStamp, expect, openSignedIn, seriousA11yViolations, settled, test, tokenFor } from './fixtures.ts';
import { registerMember } from './members.ts';
import { SUPPORT, demoAccount } from './demo-accounts.ts';

/**
 * Issue 41 item 6 (ADR 051), on a phone in Bengali: firm I-1 issues a review code for its client
 * Shirin's mobile number; another member, whose proven number is not Shirin's, enters it. The
 * form says the review will be checked by support; support sees "another number" in the queue;
 * once approved, the review is published without the "verified client" mark.
 */
const OWNER = demoAccount('designer');
const FIRM = 'I-1';
const CLIENT_NUMBER = '01611000004';

test.use({ viewport: { width: 390, height: 844 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Switches this tab's session to another member, as signing in again would. */
async function becomes(page: Page, token: string, path: string): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('userToken', stored), token);
  await page.goto(path);
  await settled(page);
}

test('a review code redeemed by another number is held for support and not marked verified', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await tokenFor(request, OWNER);
  const issued = await request.post(`/api/interior/${FIRM}/codes`, {
    headers: auth(owner),
    data: { clientName: 'Shirin Sultana', clientPhone: CLIENT_NUMBER, category: 'home' },
  });
  expect(issued.status()).toBe(201);
  const { code } = (await issued.json()) as { code: string };
  const reviewer = await registerMember(request, 'তাহমিনা আক্তার', 'bn');
  expect(reviewer.phone).not.toBe(CLIENT_NUMBER);

  await openSignedIn(page, `/Interior-Details/${FIRM}`, reviewer.token);
  await page.getByRole('button', { name: 'রিভিউ লিখুন' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'রিভিউ কোড' }).fill(code);
  await dialog.getByRole('button', { name: 'পরবর্তী' }).click();

  // The code step explains before any effort is spent: the code is for another number.
  const notice = dialog.getByTestId('code-other-number');
  await expect(notice).toContainText('কোডটি অন্য একটি নম্বরের জন্য দেওয়া');
  await expect(notice).toContainText('আমাদের সাপোর্ট টিম আগে সেটি যাচাই করবে');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'তবুও এগিয়ে যান' }).click();

  await expect(dialog.getByRole('heading', { name: 'কাজের রেটিং দিন' })).toBeVisible();
  await dialog.locator('label', { has: page.getByRole('radio', { name: '৫ তারা', exact: true }) }).click();
  await dialog.getByRole('button', { name: 'পরবর্তী' }).click();
  const stamp = bengaliStamp();
  await dialog.getByRole('textbox', { name: 'আপনার রিভিউ' }).fill(`রিভিউ ${stamp}: দারুণ কাজ, সবাইকে এদের কথা বলব।`);
  await dialog.getByRole('button', { name: 'পরবর্তী' }).click();
  await dialog.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
  await expect(dialog.getByText('আমাদের সাপোর্ট টিম রিভিউটি যাচাই করবে')).toBeVisible();
  await dialog.getByRole('button', { name: 'বন্ধ করুন' }).last().click();

  // Support sees on the review that its code was given for another number.
  const support = await tokenFor(request, SUPPORT);
  await becomes(page, support, '/admin/reviews');
  const held = page.getByTestId('moderation-review').filter({ hasText: stamp });
  await expect(held.getByTestId('review-code-match')).toContainText('অন্য নম্বর');
  await expect(held.getByTestId('review-code-match')).toContainText('০১৬১১০০০০০৪');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Approved, it is published, but not as a verified client's.
  const mine = await request.get('/api/profile/getUserPostsReview', { headers: auth(reviewer.token) });
  const { reviews } = (await mine.json()) as { reviews: { _id: string; review: string; verified: boolean }[] };
  const written = reviews.find((review) => review.review.includes(stamp));
  expect(written).toMatchObject({ verified: false });
  const approved = await request.post(`/api/admin/reviews/${written!._id}/approve`, { headers: auth(support) });
  expect(approved.ok()).toBe(true);
  await becomes(page, reviewer.token, `/Interior-Details/${FIRM}`);
  const card = page.getByTestId('review-card').filter({ hasText: stamp });
  await expect(card).toBeVisible();
  await expect(card.getByText('যাচাইকৃত ক্লায়েন্ট')).toHaveCount(0);
  await settled(page);
});
