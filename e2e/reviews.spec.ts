import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { bengaliStamp, expect, openSignedIn, seriousA11yViolations, settled, test, tokenFor } from './fixtures.ts';
import { DEMO_PASSWORD, SUPPORT, demoAccount } from './demo-accounts.ts';

/**
 * Reviews of design firms (issue 14, spec §2, §4, §5, §7, §8), on a phone in Bengali: a client
 * writes a review of firm I-1 with the code its owner issued; support approves it; it shows with
 * the verified-client badge and the photo; the owner replies; the client sees the reply, then
 * edits its text and stars, is turned down by support with a reason, and deletes it in My reviews.
 */
const OWNER = demoAccount('designer');
// A member whose notifications no other browser test counts (the owner's reply notifies them).
const MEMBER = demoAccount('seller4');
const FIRM = 'I-1';

test.use({ viewport: { width: 390, height: 844 } });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function issueCode(request: APIRequestContext): Promise<string> {
  const owner = await tokenFor(request, OWNER);
  const issued = await request.post(`/api/interior/${FIRM}/codes`, {
    headers: auth(owner),
    data: { clientName: 'Shirin Sultana', clientPhone: '01611000004', category: 'home' },
  });
  expect(issued.status()).toBe(201);
  return ((await issued.json()) as { code: string }).code;
}

/** The member's review with `text` in it, through spec §7's own list. */
async function myReviewId(request: APIRequestContext, token: string, text: string): Promise<string> {
  const mine = await request.get('/api/profile/getUserPostsReview', { headers: auth(token) });
  const { reviews } = (await mine.json()) as { reviews: { _id: string; review: string }[] };
  const found = reviews.find((review) => review.review.includes(text));
  expect(found, 'the new review in My reviews').toBeTruthy();
  return found!._id;
}

/** Switches this tab's session to another member, as signing in again would. */
async function becomes(page: Page, token: string, path: string): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('userToken', stored), token);
  await page.goto(path);
  await settled(page);
}

const summaryCard = (page: Page, label: string) =>
  page
    .getByTestId('review-summary')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

test.describe('a client reviews a firm', () => {
  test.use({ expectedApiErrors: [422] });

  test('writes, is approved, gets a reply, edits and deletes, in Bengali on a phone', async ({ page, request }) => {
    test.setTimeout(150_000);
    const code = await issueCode(request);
    const member = await tokenFor(request, MEMBER);
    const stamp = bengaliStamp();
    const words = `রিভিউ ${stamp}: বসার ঘর আর রান্নাঘরের কাজ সময়মতো শেষ হয়েছে, মিস্ত্রিরা যত্ন নিয়ে কাজ করেছেন। `;
    const ending = 'পরিচিত সবাইকে এদের কথা বলব।';
    const text = `${words}${'রং, আলো আর আসবাব সব মিলিয়ে ঘরটা এখন অনেক খোলামেলা লাগে। '.repeat(4)}${ending}`;
    expect(text.length).toBeGreaterThan(250);
    expect(text.length).toBeLessThanOrEqual(500);

    await openSignedIn(page, `/Interior-Details/${FIRM}`, member);
    const section = page.getByRole('region', { name: /রিভিউ/ }).first();
    await page.getByRole('button', { name: 'রিভিউ লিখুন' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'রিভিউ কোড দিন' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A wrong code is refused with the server's words; the right one goes on to the rating.
    const codeBox = dialog.getByRole('textbox', { name: 'রিভিউ কোড' });
    await codeBox.fill('ZZZZ9999');
    await dialog.getByRole('button', { name: 'পরবর্তী' }).click();
    await expect(dialog.getByText('এই কোডটি এই প্রতিষ্ঠানের জন্য সঠিক নয়')).toBeVisible();
    await codeBox.fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'পরবর্তী' }).click();

    // Rating: nothing chosen asks for one; the keyboard moves in half stars.
    await expect(dialog.getByRole('heading', { name: 'কাজের রেটিং দিন' })).toBeVisible();
    await dialog.getByRole('button', { name: 'পরবর্তী' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('আধা তারা থেকে ৫ তারার মধ্যে একটি রেটিং দিন');
    // Each of the ten choices, half stars too, is a finger wide on the phone (issue 31).
    const choices = dialog.getByTestId('rating-input').locator('label');
    await expect(choices).toHaveCount(10);
    for (const box of await choices.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect())))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // A tap on "4" gives 4 stars; the arrow key adds half a star.
    await dialog.locator('label', { has: page.getByRole('radio', { name: '৪ তারা' }) }).click();
    await expect(dialog.getByRole('radio', { name: '৪ তারা' })).toBeChecked();
    await dialog.getByRole('radio', { name: '৪ তারা' }).press('ArrowRight');
    await expect(dialog.getByText('৫-এর মধ্যে ৪.৫')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '৪.৫ তারা' })).toBeChecked();
    await dialog.getByRole('button', { name: 'পরবর্তী' }).click();

    // Text: too short is named, the counter counts.
    const textBox = dialog.getByRole('textbox', { name: 'আপনার রিভিউ' });
    await textBox.fill('ভালো');
    await dialog.getByRole('button', { name: 'পরবর্তী' }).click();
    await expect(dialog.getByText('রিভিউ কমপক্ষে ৫ অক্ষরের হতে হবে')).toBeVisible();
    await expect(dialog.getByTestId('review-counter')).toContainText('৪/৫০০');
    await textBox.fill(text);
    await expect(dialog.getByText('রিভিউ কমপক্ষে ৫ অক্ষরের হতে হবে')).toBeHidden();
    await dialog.getByRole('button', { name: 'পরবর্তী' }).click();

    // Photos: a document is refused (the message clears itself after 5 s); a camera photo is added.
    const picker = dialog.getByLabel('ছবি যোগ করুন');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(dialog.getByText('শুধু ছবির ফাইল আপলোড করুন।')).toBeVisible();
    await expect(dialog.getByText('শুধু ছবির ফাইল আপলোড করুন।')).toBeHidden({ timeout: 8_000 });
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#b3876b' } })
      .jpeg()
      .toBuffer();
    await picker.setInputFiles({ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'ছবি ১' })).toBeVisible();
    await dialog.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
    await expect(dialog.getByRole('heading', { name: 'আপনার মতামতের জন্য ধন্যবাদ।' })).toBeVisible();
    // The thank-you leads to My reviews, where the review can be followed (issue 31).
    await expect(dialog.getByRole('link', { name: 'আমার রিভিউ দেখুন' })).toHaveAttribute('href', '/user/my-reviews');
    await dialog.getByRole('button', { name: 'বন্ধ করুন' }).last().click();
    await expect(dialog).toBeHidden();

    // Pending until support approves it; then it shows, verified, with its photo.
    await expect(section.getByText(stamp)).toHaveCount(0);
    const reviewId = await myReviewId(request, member, stamp);
    const support = await tokenFor(request, SUPPORT);
    const approved = await request.post(`/api/admin/reviews/${reviewId}/approve`, { headers: auth(support) });
    expect(approved.ok()).toBe(true);

    await page.reload();
    await settled(page);
    const card = page.getByTestId('review-card').filter({ hasText: stamp });
    await expect(card).toBeVisible();
    await expect(card.getByText('যাচাইকৃত ক্লায়েন্ট')).toBeVisible();
    await expect(card.getByRole('img', { name: '৫-এর মধ্যে ৪.৫' })).toBeVisible();
    const thumb = card.getByRole('button', { name: /ছবি খুলুন/ });
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    expect(await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('customer-photos')).toBeVisible();
    await thumb.click();
    await expect(page.getByRole('dialog', { name: '১টির মধ্যে ১ নম্বর ছবি' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The owner replies, once, in public.
    const owner = await tokenFor(request, OWNER);
    await becomes(page, owner, `/Interior-Details/${FIRM}`);
    await expect(page.getByRole('button', { name: 'রিভিউ লিখুন' })).toHaveCount(0);
    const ownerCard = page.getByTestId('review-card').filter({ hasText: stamp });
    await ownerCard.getByRole('button', { name: /উত্তর দিন/ }).click();
    const reply = `ধন্যবাদ ${stamp}, আবার আপনার সঙ্গে কাজ করার অপেক্ষায় রইলাম।`;
    await ownerCard.getByRole('textbox', { name: 'আপনার উত্তর (সবাই দেখবেন)' }).fill(reply);
    await ownerCard.getByRole('button', { name: 'উত্তর প্রকাশ করুন' }).click();
    await expect(page.getByText('আপনার উত্তর প্রকাশিত হয়েছে')).toBeVisible();
    await expect(ownerCard.getByTestId('firm-response')).toContainText(reply);
    await expect(ownerCard.getByRole('button', { name: /উত্তর বদলান/ })).toBeVisible();

    // The client sees the reply under the review.
    await becomes(page, member, `/Interior-Details/${FIRM}`);
    await expect(page.getByTestId('review-card').filter({ hasText: stamp }).getByTestId('firm-response')).toContainText(
      reply,
    );

    // My reviews: the counts, the approved card, continue reading, the photo on demand.
    await page.goto('/user/my-reviews');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'আমার রিভিউ' })).toBeVisible();
    await expect(summaryCard(page, 'মোট রিভিউ')).toContainText('১');
    await expect(summaryCard(page, 'অনুমোদিত')).toContainText('১');
    await expect(summaryCard(page, 'অপেক্ষমাণ')).toContainText('০');
    await expect(summaryCard(page, 'প্রতিষ্ঠান')).toContainText('১');
    await expect(summaryCard(page, 'গড় রেটিং')).toContainText('৪.৫');
    await expect(page.getByRole('tab', { name: /রিভিউ/ })).toContainText('১');
    const mine = page.getByTestId('my-review-card');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('অনুমোদিত', { exact: true })).toBeVisible();
    // The firm's number in Bengali digits on a Bengali page (issue 39).
    await expect(mine.getByText('I-১', { exact: true })).toBeVisible();
    await expect(mine.getByText('প্রতিষ্ঠান নম্বর')).toBeVisible();
    await expect(mine.getByText(/পোস্ট/)).toHaveCount(0);
    const tail = ending;
    await expect(mine.getByText(tail)).toHaveCount(0);
    await mine.getByRole('button', { name: 'আরও পড়ুন' }).click();
    await expect(mine.getByText(tail)).toBeVisible();
    await mine.getByRole('button', { name: 'কম দেখান' }).click();
    await expect(mine.getByText(tail)).toHaveCount(0);
    await mine.getByRole('button', { name: /ছবি দেখুন/ }).click();
    await expect(mine.getByRole('img', { name: 'ছবি ১' })).toBeVisible();
    await mine.getByRole('button', { name: 'ছবি লুকান' }).click();
    await expect(mine.getByRole('img', { name: 'ছবি ১' })).toBeHidden();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Edit: closed with Escape, the focus is back on its button (WCAG 2.4.3, issue 39).
    const editButton = mine.getByRole('button', { name: /সম্পাদনা/ });
    await editButton.click();
    const edit = page.getByRole('dialog');
    await expect(edit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
    // Nothing changed says so; new stars and a new text go back to Pending.
    await editButton.click();
    await edit.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
    await expect(edit.getByText('রিভিউতে কোনো পরিবর্তন করা হয়নি')).toBeVisible();
    await expect(edit.getByRole('radio', { name: '৪.৫ তারা' })).toBeChecked();
    await edit.locator('label', { has: page.getByRole('radio', { name: '৩.৫ তারা' }) }).click();
    await expect(edit.getByText('৫-এর মধ্যে ৩.৫')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await edit
      .getByRole('textbox', { name: 'আপনার রিভিউ' })
      .fill(`${stamp}: কাজ ভালো, তবে শেষ করতে এক সপ্তাহ বেশি লেগেছে।`);
    await edit.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
    await expect(page.getByText('রিভিউ সফলভাবে হালনাগাদ হয়েছে!')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
    await expect(mine.getByText('অপেক্ষমাণ', { exact: true })).toBeVisible();
    await expect(summaryCard(page, 'অপেক্ষমাণ')).toContainText('১');
    await expect(mine.getByText('এক সপ্তাহ বেশি লেগেছে')).toBeVisible();
    await expect(mine.getByRole('img', { name: '৫-এর মধ্যে ৩.৫' })).toBeVisible();
    await expect(summaryCard(page, 'গড় রেটিং')).toContainText('৩.৫');

    // Support turns it down: the card says so, the reason first and support's note after it.
    const rejected = await request.post(`/api/admin/reviews/${reviewId}/reject`, {
      headers: auth(support),
      data: { reason: 'guideline-breach', note: 'রিভিউতে কাজের কথাই লিখুন।' },
    });
    expect(rejected.ok()).toBe(true);
    await page.reload();
    await settled(page);
    await expect(mine.getByText('প্রকাশ করা হয়নি: আমাদের নিয়ম মানা হয়নি')).toBeVisible();
    await expect(mine.getByText('রিভিউতে কাজের কথাই লিখুন।')).toBeVisible();
    await expect(mine.getByText('প্রকাশ করা হয়নি', { exact: true })).toHaveCount(2);
    await expect(mine.getByText('এখনো হয়নি')).toHaveCount(0);
    // Counted apart, so the cards add up to the total (issue 64).
    await expect(summaryCard(page, 'মোট রিভিউ')).toContainText('১');
    await expect(summaryCard(page, 'প্রকাশ করা হয়নি')).toContainText('১');
    // A rejected review is no part of the member's average (issue 44): it was their only one.
    await expect(summaryCard(page, 'গড় রেটিং')).toContainText('০.০');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete asks first; Cancel puts the focus back on Delete.
    const deleteButton = mine.getByRole('button', { name: /মুছুন/ });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText('রিভিউটি মুছবেন?')).toBeVisible();
    await confirm.getByRole('button', { name: 'বাতিল' }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'রিভিউ মুছুন' }).click();
    await expect(page.getByText('রিভিউ সফলভাবে মুছে ফেলা হয়েছে!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'আপনি এখনো কোনো রিভিউ লেখেননি' })).toBeVisible();
    // Its card is gone with it, and it was the only one: the focus is on the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'আমার রিভিউ' })).toBeFocused();
    await expect(summaryCard(page, 'মোট রিভিউ')).toContainText('০');
  });
});

test('a member with no reviews sees the empty state, without a single problem for axe', async ({ page, request }) => {
  const token = await tokenFor(request, demoAccount('seller1'));
  await openSignedIn(page, '/user/my-reviews', token);
  await expect(page.getByRole('heading', { level: 1, name: 'আমার রিভিউ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আপনি এখনো কোনো রিভিউ লেখেননি' })).toBeVisible();
  await expect(summaryCard(page, 'গড় রেটিং')).toContainText('০.০');
  await expect(page.getByRole('link', { name: 'ডিজাইন প্রতিষ্ঠান দেখুন' })).toHaveAttribute('href', '/Interior-Design');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('a refused session', () => {
  test.use({ expectedApiErrors: [401] });

  test('goes to sign in from My reviews, with the way back remembered', async ({ page }) => {
    await openSignedIn(page, '/user/my-reviews', 'not-a-real-token');
    await expect(page).toHaveURL(/\/SignIn\?next=%2Fuser%2Fmy-reviews/);
  });
});

test('a visitor who taps "Write a review" signs in and lands on the open dialog', async ({ page, visit }) => {
  await visit(`/Interior-Details/${FIRM}`, 'bn');
  await page.getByRole('button', { name: 'রিভিউ লিখুন' }).click();
  await expect(page).toHaveURL(`/SignIn?next=${encodeURIComponent(`/Interior-Details/${FIRM}?review=1`)}`);
  // Email is the second way in, after a mobile number (issue 40).
  await page.getByRole('tab', { name: 'ইমেইল' }).click();
  await page.getByLabel('ইমেইল ঠিকানা').fill('seller5@ghorbari.test');
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'সাইন ইন' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'রিভিউ কোড দিন' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/Interior-Details/${FIRM}$`));
});
