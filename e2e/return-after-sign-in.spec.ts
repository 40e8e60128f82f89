import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { completeProfileInBengali, verifyEmailInBengali } from './register-form.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * The way back (issue 12, defect 3), as a renter meets it on a phone in Bengali: a visitor taps
 * Save on a rent post, is asked to sign in (the heading says why), registers instead, and lands
 * back on the post, saved; a member who simply signs in comes back with the post saved too.
 */
test.use({ viewport: { width: 390, height: 844 } });

const DEMO = demoAccount('demo');
const SAVE = 'পোস্টটি সংরক্ষণ করুন';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const saveButton = (page: Page) => page.getByRole('button', { name: SAVE });
const savedToast = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'পোস্টটি সংরক্ষণ করা হয়েছে' });

/** Opens the rent listing and the `index`-th post on it, as a visitor finds one; returns its path and title. */
async function openRentPost(page: Page, visit: (path: string, language: 'bn') => Promise<void>, index: number) {
  await visit('/Property-Rent', 'bn');
  const link = page.locator('a[href^="/Property-Rent-Details/R-"]').nth(index);
  const path = (await link.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/Property-Rent-Details\/R-\d+$/);
  await page.goto(path);
  const title = (await h1(page).textContent()) ?? '';
  expect(title).not.toBe('');
  return { path, title };
}

/** Taps Save as a visitor: the sign-in page says why, and remembers the post. */
async function saveSignedOut(page: Page, path: string) {
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  await saveButton(page).click();
  await expect(page).toHaveURL(`/SignIn?next=${encodeURIComponent(`${path}?save=1`)}`);
  await expect(h1(page)).toHaveText('পোস্টটি সংরক্ষণ করতে সাইন ইন করুন বা নতুন অ্যাকাউন্ট খুলুন');
}

test('a visitor who saves a post, then registers, lands back on it saved', async ({ page, visit }) => {
  test.setTimeout(90_000);
  const { path, title } = await openRentPost(page, visit, 0);
  await saveSignedOut(page, path);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন', exact: true }).click();
  await expect(page).toHaveURL(/\/Register\?next=/);
  await expect(h1(page)).toHaveText('পোস্টটি সংরক্ষণ করতে অ্যাকাউন্ট খুলুন');
  // The way to sign in instead keeps the way back too.
  await expect(page.getByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute(
    'href',
    `/SignIn?next=${encodeURIComponent(`${path}?save=1`)}`,
  );

  const email = `renter-${Date.now()}${Math.floor(Math.random() * 1000)}@ghorbari.test`;
  // Email is the second way in, after a mobile number (issue 40).
  await verifyEmailInBengali(page, email);

  await expect(page.getByRole('heading', { name: 'প্রোফাইল সম্পূর্ণ করুন' })).toBeVisible();
  // Still saying why, after the code step.
  await expect(h1(page)).toHaveText('পোস্টটি সংরক্ষণ করতে অ্যাকাউন্ট খুলুন');
  await completeProfileInBengali(page, { name: 'তানিয়া আক্তার', phone: '০১৭১১২২৩৩৪৪', birth: ['২১', 'আগস্ট', '১৯৯৬'] });

  // Back on the same post, without the flag in the address, and saved.
  await expect(page).toHaveURL(path);
  await expect(h1(page)).toHaveText(title);
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(savedToast(page)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/user/my-saved-posts');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a visitor who saves a post and signs in comes back with it saved', async ({ page, visit }) => {
  const { path } = await openRentPost(page, visit, 1);
  await saveSignedOut(page, path);
  await page.getByRole('tab', { name: 'ইমেইল' }).click();
  await page.getByLabel('ইমেইল ঠিকানা').fill(DEMO.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();

  await expect(page).toHaveURL(path);
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(savedToast(page)).toBeVisible();
  // Saved once, and kept after a reload; the reload saves nothing more.
  await page.reload();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

  // Leave the demo member's saved posts as they were.
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the sign-in page says so when the visitor came to post an ad', async ({ page, visit }) => {
  await visit('/add-rent-post', 'bn');
  await expect(page).toHaveURL(`/SignIn?next=${encodeURIComponent('/add-rent-post')}`);
  await expect(h1(page)).toHaveText('বিজ্ঞাপন দিতে সাইন ইন করুন বা নতুন অ্যাকাউন্ট খুলুন');
  await expect(page.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন', exact: true })).toHaveAttribute(
    'href',
    `/Register?next=${encodeURIComponent('/add-rent-post')}`,
  );
});
