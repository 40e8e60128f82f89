import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, settled, test } from './fixtures.ts';
import { freshMobileNumber, smsCode, typedInBengali } from './sms.ts';
import { bengaliDigits } from './digits.ts';

/**
 * An account by mobile number (issue 40), on a phone in Bengali, as the man who gave up on the
 * email box would now go: his number typed his way (+880, a space, a dash, Bengali digits), the
 * code from the SMS, his details; then signing in with the number and its password, and again
 * with a code by SMS. Codes are read from the server's SMS outbox (e2e/sms.ts).
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The phone menu's account part: the name and what stands under it. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  return page.locator('header nav').last();
}

async function signOut(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'লগ আউট' }).click();
  await expect(page).toHaveURL(/\/$/);
  await settled(page);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a member registers with a mobile number and signs in with its password and with an SMS code', async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const phone = freshMobileNumber();
  const shown = bengaliDigits(phone);

  await visit('/Register', 'bn');
  await expect(h1(page)).toHaveText('নতুন অ্যাকাউন্ট খুলুন');
  const tabs = page.getByRole('tablist', { name: 'কী দিয়ে অ্যাকাউন্ট খুলবেন' });
  await expect(tabs.getByRole('tab', { name: 'মোবাইল নম্বর' })).toHaveAttribute('aria-selected', 'true');
  const number = page.getByRole('textbox', { name: 'মোবাইল নম্বর' });
  await expect(number).toHaveAttribute('type', 'tel');
  expect(await seriousA11yViolations(page)).toEqual([]);

  let since = Date.now();
  await number.fill(typedInBengali(phone));
  await page.getByRole('button', { name: 'কোড পাঠান' }).click();
  await expect(page.getByRole('heading', { name: 'কোডটি লিখুন' })).toBeVisible();
  await expect(page.getByText(`${shown} নম্বরে এসএমএসে পাঠানো ৬ অঙ্কের কোডটি দিন।`)).toBeVisible();
  await expect(page.getByText(/কোডটির মেয়াদ আর (১০:০০|৯:[০-৯]{2}) মিনিট/)).toBeVisible();
  const codeBox = page.getByRole('textbox', { name: '৬ অঙ্কের কোড' });
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Typed as a Bengali keyboard types it.
  await codeBox.fill(bengaliDigits(await smsCode(phone, since)));
  await page.getByRole('button', { name: 'কোড যাচাই করুন' }).click();

  await expect(page.getByRole('heading', { name: 'প্রোফাইল সম্পূর্ণ করুন' })).toBeVisible();
  await expect(page.getByText(`${shown} নম্বরটি যাচাই হয়েছে।`, { exact: false })).toBeVisible();
  const proven = page.getByRole('textbox', { name: 'মোবাইল নম্বর' });
  await expect(proven).toHaveValue(shown);
  await expect(proven).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'ইমেইল ঠিকানা' })).toHaveCount(0);
  await page.getByLabel('পুরো নাম').fill('করিম মিয়া');
  await page.getByRole('radio', { name: 'পুরুষ' }).check();
  const birthDate = page.getByRole('group', { name: 'জন্মতারিখ' });
  await birthDate.getByLabel('দিন').selectOption({ label: '৭' });
  await birthDate.getByLabel('মাস').selectOption({ label: 'মার্চ' });
  await birthDate.getByLabel('বছর').selectOption({ label: '১৯৮৪' });
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('mobile123');
  await page.getByLabel('পাসওয়ার্ড আবার লিখুন').fill('mobile123');
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(h1(page)).toHaveText('আমার প্রোফাইল');
  await expect(page.getByRole('region', { name: 'মৌলিক তথ্য' })).toContainText(`${shown}নম্বর যাচাই করা`);
  // The menu names the account by its number, in Bengali digits, where an email would stand.
  const menu = await openMenu(page);
  await expect(menu.getByRole('listitem').filter({ hasText: 'করিম মিয়া' })).toContainText(shown);
  await page.getByRole('button', { name: 'মেনু বন্ধ করুন' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await signOut(page);

  // With the number, written another way this time, and its password.
  await visit('/SignIn', 'bn');
  await expect(page.getByRole('tab', { name: 'মোবাইল নম্বর' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(`880${phone.slice(1)}`);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('mobile123');
  await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(h1(page)).toHaveText('আমার প্রোফাইল');
  await signOut(page);

  // With a code by SMS, no password.
  await visit('/SignIn', 'bn');
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(shown);
  since = Date.now();
  await page.getByRole('button', { name: 'কোড দিয়ে ঢুকুন' }).click();
  await expect(page.getByRole('heading', { name: 'কোডটি লিখুন' })).toBeVisible();
  await page.getByRole('textbox', { name: '৬ অঙ্কের কোড' }).fill(await smsCode(phone, since));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(h1(page)).toHaveText('আমার প্রোফাইল');
  await expect(page.getByRole('region', { name: 'মৌলিক তথ্য' })).toContainText(shown);
});
