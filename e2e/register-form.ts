import type { Page } from '@playwright/test';
import { latestCode } from './mail.ts';

/** The Bengali register form's first step by email (issue 40): the email tab, the address, the code mailed to it. */
export async function verifyEmailInBengali(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'ইমেইল' }).click();
  await page.getByRole('textbox', { name: 'ইমেইল ঠিকানা' }).fill(email);
  await page.getByRole('button', { name: 'কোড পাঠান' }).click();
  await page.getByLabel('৬ অঙ্কের কোড').fill(await latestCode(email));
  await page.getByRole('button', { name: 'কোড যাচাই করুন' }).click();
}

/**
 * The Bengali "complete your profile" step of a woman who registered by email: her name, mobile
 * number and birth date (day, month and year as the selects show them), a password; then the
 * account is opened.
 */
export async function completeProfileInBengali(
  page: Page,
  { name, phone, birth: [day, month, year] }: { name: string; phone: string; birth: [string, string, string] },
): Promise<void> {
  await page.getByLabel('পুরো নাম').fill(name);
  await page.getByLabel('মোবাইল নম্বর').fill(phone);
  await page.getByRole('radio', { name: 'নারী' }).check();
  const birthDate = page.getByRole('group', { name: 'জন্মতারিখ' });
  await birthDate.getByLabel('দিন').selectOption({ label: day });
  await birthDate.getByLabel('মাস').selectOption({ label: month });
  await birthDate.getByLabel('বছর').selectOption({ label: year });
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret123');
  await page.getByLabel('পাসওয়ার্ড আবার লিখুন').fill('secret123');
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন', exact: true }).click();
}
