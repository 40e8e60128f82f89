import type { Page } from '@playwright/test';
import { bengaliStamp, expect, openSignedIn, seriousA11yViolations, settled, test, tokenFor } from './fixtures.ts';
import { bengaliDigits } from './digits.ts';
import { registerMember } from './members.ts';
import { smsText } from './sms.ts';
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

/**
 * Issue 64, item 9 (ADR 082), on a phone in Bengali: a client who has no code asks firm I-1 for
 * one from its page with their name, their proven number and a note; the owner sees the request
 * on My firms and sends the code with one tap; the code reaches the client by SMS, shown to nobody
 * on the way; the SMS's link opens the review form, and the review is the verified client's.
 */
test('a client asks the firm for a code, the firm sends it by SMS with one tap, the client reviews with it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const client = await registerMember(request, 'নাসরিন জাহান', 'bn');
  const number = bengaliDigits(client.phone);

  // The client asks from the firm's page.
  await openSignedIn(page, `/Interior-Details/${FIRM}`, client.token);
  const panel = page.getByTestId('ask-code-panel');
  await expect(panel.getByRole('heading', { name: 'কোড পাননি?' })).toBeVisible();
  await panel.getByRole('button', { name: 'কোড চেয়ে নিন' }).click();
  const dialog = page.getByRole('dialog', { name: 'রিভিউ কোড চেয়ে নিন' });
  await expect(dialog.getByRole('textbox', { name: 'আপনার নাম' })).toHaveValue('নাসরিন জাহান');
  await expect(dialog.getByRole('textbox', { name: 'মোবাইল নম্বর' })).toHaveValue(client.phone);
  await expect(dialog.getByText('নম্বর যাচাই করা')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'কাজের ধরন' }).selectOption('home');
  await dialog.getByRole('button', { name: 'অনুরোধ পাঠান' }).click();
  await expect(dialog.getByText('প্রতিষ্ঠান কী কাজ করেছে, দু-এক কথায় লিখুন')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'প্রতিষ্ঠান কী কাজ করেছে' })
    .fill('ধানমন্ডির ফ্ল্যাটে বসার ঘর আর দুটি বেডরুমের কাজ, গত সপ্তাহে শেষ হয়েছে।');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'অনুরোধ পাঠান' }).click();
  const sent = dialog.getByTestId('ask-code-sent');
  await expect(sent.getByRole('heading', { name: 'অনুরোধ পাঠানো হয়েছে' })).toBeVisible();
  await expect(sent).toContainText(`${number} নম্বরে এসএমএস আসবে`);
  await sent.getByRole('button', { name: 'ঠিক আছে' }).click();
  await expect(panel.getByTestId('code-request-status')).toContainText(`${number} নম্বরে এসএমএসে পাবেন`);

  // The owner sees it on My firms and sends the code with one tap.
  const owner = await tokenFor(request, OWNER);
  await becomes(page, owner, '/user/my-firms');
  const row = page.getByTestId('code-request-row').filter({ hasText: number });
  await expect(row).toContainText('নাসরিন জাহান');
  await expect(row).toContainText('ধানমন্ডির ফ্ল্যাটে বসার ঘর');
  await expect(row.getByText('উত্তরের অপেক্ষায়')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const since = Date.now();
  await row.getByRole('button', { name: 'নাসরিন জাহান-কে কোড পাঠান' }).click();
  await expect(row.getByText('কোড পাঠানো হয়েছে')).toBeVisible();
  await expect(row).toContainText('তারিখে এসএমএসে পাঠানো হয়েছে');
  await expect(row.getByRole('button', { name: /কোড পাঠান/ })).toHaveCount(0);

  // The SMS reaches the client: the firm, the code and the link where the review is written.
  const sms = await smsText(client.phone, since);
  const code = /: ([A-HJKMNP-Z2-9]{8})।/.exec(sms)?.[1] ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  expect(sms).toContain('আপনাকে রিভিউ কোড দিয়েছে');
  expect(sms).toContain('৯০ দিনের মধ্যে রিভিউ লিখুন');
  const link = new URL(/https?:\/\/\S+/.exec(sms)![0]);
  expect(`${link.pathname}${link.search}`).toBe(`/Interior-Details/${FIRM}?review=1`);
  // Shown to nobody but the client: not on the owner's page.
  await expect(page.getByText(code)).toHaveCount(0);

  // The client opens the SMS's link: the review form is open; the code is theirs, so no hold.
  await becomes(page, client.token, `${link.pathname}${link.search}`);
  const write = page.getByRole('dialog');
  await write.getByRole('textbox', { name: 'রিভিউ কোড' }).fill(code);
  await write.getByRole('button', { name: 'পরবর্তী' }).click();
  await expect(write.getByRole('heading', { name: 'কাজের রেটিং দিন' })).toBeVisible();
  await expect(write.getByTestId('code-other-number')).toHaveCount(0);
  await write.locator('label', { has: page.getByRole('radio', { name: '৫ তারা', exact: true }) }).click();
  await write.getByRole('button', { name: 'পরবর্তী' }).click();
  const stamp = bengaliStamp();
  await write.getByRole('textbox', { name: 'আপনার রিভিউ' }).fill(`রিভিউ ${stamp}: সময়মতো কাজ শেষ করেছে, খুশি।`);
  await write.getByRole('button', { name: 'পরবর্তী' }).click();
  await write.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
  await expect(write.getByRole('heading', { name: 'আপনার মতামতের জন্য ধন্যবাদ।' })).toBeVisible();
  await write.getByRole('button', { name: 'বন্ধ করুন' }).last().click();
  await expect(page.getByTestId('code-request-status')).toContainText('আপনার রিভিউ কোড এসএমএসে');

  const mine = await request.get('/api/profile/getUserPostsReview', { headers: auth(client.token) });
  const { reviews } = (await mine.json()) as { reviews: { review: string; verified: boolean }[] };
  expect(reviews.find((review) => review.review.includes(stamp))).toMatchObject({ verified: true });
  await settled(page);
});
