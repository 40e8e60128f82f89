import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, settled, test } from './fixtures.ts';
import { completeProfileInBengali, verifyEmailInBengali } from './register-form.ts';

/**
 * Issue 12's "done when", as a renter on a phone in Bengali: from the home page, find a
 * 3-bedroom family flat in Mirpur 10 under Tk 30,000 with its advance and service charge shown,
 * save it while signing up, and land back on it, saved. The demo data has such a flat
 * (seed step city-posts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const rows = (page: Page) => page.getByTestId('post-cards').locator(':scope > li');

test('a renter finds a family flat in Mirpur 10 under Tk 30,000, and saves it while signing up', async ({
  page,
  visit,
}) => {
  test.setTimeout(120_000);
  await visit('/', 'bn');
  // The home search: rent is the first choice; the place down to the neighbourhood.
  await expect(page.getByRole('radio', { name: 'ভাড়া' })).toBeChecked();
  await page.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
  await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
  await page.getByLabel('উপজেলা বা এলাকা', { exact: true }).selectOption('dhaka-mirpur');
  await page.getByLabel('এলাকা', { exact: true }).selectOption({ label: 'মিরপুর ১০' });
  await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await expect(page).toHaveURL(/\/property-search\?type=rent&.*neighbourhood=dhaka-mirpur-10/);
  // The rent listing has the finer filters (bedrooms, who may rent): the same place there.
  await page.goto(
    '/Property-Rent?division=dhaka&district=dhaka&subDistrict=dhaka-mirpur&neighbourhood=dhaka-mirpur-10',
  );
  await settled(page);

  // Narrow to 3 bedrooms, family, up to Tk 30,000 a month.
  await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
  await page.getByRole('group', { name: 'বেডরুম' }).getByText('৩', { exact: true }).click();
  await page.getByRole('textbox', { name: 'সর্বোচ্চ ভাড়া, টাকায়' }).fill('৩০,০০০');
  await page.getByLabel('কারা ভাড়া নিতে পারবেন').selectOption('family');
  await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
  await expect(page).toHaveURL(/bedrooms=3/);
  await expect(page).toHaveURL(/maxPrice=30000/);
  await expect(page).toHaveURL(/tenant=family/);
  const chips = page.getByRole('list', { name: 'যেসব ফিল্টার চালু আছে' });
  await expect(chips).toContainText('মিরপুর ১০');
  await expect(chips).toContainText('পরিবার');

  const flat = rows(page).filter({ hasText: 'পরিবারের জন্য ৩ বেডরুমের ফ্ল্যাট' }).first();
  await expect(flat).toContainText('মিরপুর ১০, ঢাকা');
  await expect(flat).toContainText('টাকা / মাস');
  // The filtered results are in (the previous ones stay dimmed until then).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const title = (await flat.getByRole('link').textContent()) ?? '';
  await flat.getByRole('link').click();
  await expect(page).toHaveURL(/\/Property-Rent-Details\/R-\d+$/);
  await expect(h1(page)).toHaveText(title);
  const path = new URL(page.url()).pathname;

  // What a renter asks first, under the rent: the advance and the service charge.
  const facts = page.getByRole('list', { name: 'এক নজরে' });
  await expect(facts).toContainText('মাসের অগ্রিম');
  await expect(facts).toContainText('সার্ভিস চার্জ');
  await expect(page.getByRole('region', { name: 'ভাড়ার শর্ত' })).toContainText('পরিবার');

  // Saving asks a visitor to sign in; she opens an account instead and comes back to the flat, saved.
  await page.getByRole('button', { name: 'পোস্টটি সংরক্ষণ করুন' }).first().click();
  await expect(h1(page)).toHaveText('পোস্টটি সংরক্ষণ করতে সাইন ইন করুন বা নতুন অ্যাকাউন্ট খুলুন');
  await page.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন', exact: true }).click();
  await expect(h1(page)).toHaveText('পোস্টটি সংরক্ষণ করতে অ্যাকাউন্ট খুলুন');
  const email = `family-${Date.now()}${Math.floor(Math.random() * 1000)}@ghorbari.test`;
  // Email is the second way in, after a mobile number (issue 40).
  await verifyEmailInBengali(page, email);
  await expect(page.getByRole('heading', { name: 'প্রোফাইল সম্পূর্ণ করুন' })).toBeVisible();
  await completeProfileInBengali(page, { name: 'নুসরাত জাহান', phone: '০১৭১৫৬৬৭৭৮৮', birth: ['১২', 'মার্চ', '১৯৯৪'] });

  await expect(page).toHaveURL(path);
  await expect(h1(page)).toHaveText(title);
  await expect(page.getByRole('button', { name: 'পোস্টটি সংরক্ষণ করুন' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/user/my-saved-posts');
  await expect(page.getByText(title).first()).toBeVisible();
});
