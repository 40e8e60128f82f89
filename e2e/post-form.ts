import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openSignedIn, tokenFor } from './fixtures.ts';
import type { Credentials } from './demo-accounts.ts';

/** The stepped posting form (sell and rent), in Bengali, as the posting specs walk it. */

/** The step the form is on, as its stepper marks it. */
export const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'বিজ্ঞাপনের ধাপ' }).locator('[aria-current="step"]');

/** On to the next step ("Next"). */
export const nextStep = (page: Page) => page.getByRole('button', { name: 'পরের ধাপ' }).click();

/** How many steps the posting form has (basics, place, price, details, photos, publish). */
const FORM_STEPS = 6;

/**
 * From the step the form is on to its last, with "Next" (`next`, the button's name in the page's
 * language), each step's arrival awaited on the stepper; `onStep(index)` runs on each step
 * passed (0 is the first step of the form) before moving on. On the last step there is no "Next".
 */
export async function toLastStep(
  page: Page,
  { next = 'পরের ধাপ', onStep }: { next?: string; onStep?: (index: number) => Promise<void> } = {},
): Promise<void> {
  const steps = page.getByTestId('step-indicator').getByRole('listitem');
  await expect(steps).toHaveCount(FORM_STEPS);
  await expect(steps.and(page.locator('[aria-current="step"]'))).toHaveCount(1);
  const from = await steps.evaluateAll((items) =>
    items.findIndex((item) => item.getAttribute('aria-current') === 'step'),
  );
  for (let index = from; index < FORM_STEPS - 1; index += 1) {
    await onStep?.(index);
    await page.getByRole('button', { name: next, exact: true }).click();
    await expect(steps.nth(index + 1)).toHaveAttribute('aria-current', 'step');
  }
  await expect(page.getByRole('button', { name: next, exact: true })).toHaveCount(0);
}

/** The rent form, opened in Bengali as the landlord: their session token. */
export async function openRentForm(page: Page, request: APIRequestContext, landlord: Credentials): Promise<string> {
  const token = await tokenFor(request, landlord);
  await openSignedIn(page, '/add-rent-post', token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ভাড়ার বিজ্ঞাপন দিন');
  return token;
}

/**
 * Sends the form, on its last step, as a free post: the post's number, which the confirmation
 * shows in Bengali digits ("R-১২"), as the API knows it ("R-12").
 */
export async function sendAsFreePost(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /ফ্রি বিজ্ঞাপন/ }).check();
  await page.getByRole('button', { name: 'বিজ্ঞাপন জমা দিন' }).click();
  const shown = (await page.getByText(/^পোস্ট নম্বর: [RS]-[০-৯]+$/).textContent()) ?? '';
  return latinDigits(shown.replace('পোস্ট নম্বর: ', ''));
}

/** A number as a Bengali page shows it ("R-১২"), in the digits the API and the addresses use ("R-12"). */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** A post as its owner reads it from the API. */
export async function ownPost(request: APIRequestContext, token: string, postId: string): Promise<unknown> {
  const answer = await request.get(`/api/posts/${postId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { post: unknown }).post;
}
