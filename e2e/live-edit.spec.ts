import type { APIRequestContext } from '@playwright/test';
import {
  approveEditAsSupport,
  bengaliStamp,
  expect,
  postFlat,
  seriousA11yViolations,
  signInAs,
  test,
} from './fixtures.ts';
import { registerMember } from './members.ts';

/**
 * An edit keeps the approved version live (issue 41, item 1; ADR 048), on a phone in Bengali: a
 * landlord lowers the rent of his live flat; renters keep reading the page at its address with the
 * rent support approved, until support approves the edit; then the page shows the new rent.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A rent post of the member's at Tk 12,000 a month, approved: its PostID. */
async function liveRentPost(request: APIRequestContext, token: string, title: string): Promise<string> {
  return postFlat(request, token, { postTitle: title }, { photo: '#6b8f71', approve: true });
}

test('a live rent post edited by its owner keeps its old rent at its address until support approves the edit', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const landlord = await registerMember(request, 'মোস্তফা কামাল');
  const title = `রংপুরে ২ বেডরুমের ফ্ল্যাট ভাড়া ${bengaliStamp()}`;
  const postId = await liveRentPost(request, landlord.token, title);
  const address = `/Property-Rent-Details/${postId}`;

  // The landlord lowers the rent with the edit form, on his phone.
  await signInAs(page, landlord.token, 'bn');
  await page.goto(`/user/Edit-Rent-Post/${postId}?step=price`);
  await expect(page.getByText('সম্পাদনার সময় বিজ্ঞাপনটি লাইভ থাকবে', { exact: false })).toBeVisible();
  const rent = page.getByRole('textbox', { name: 'মাসিক ভাড়া (টাকা)', exact: true });
  await expect(rent).toHaveValue('১২,০০০');
  await rent.fill('১০০০০');
  await page.getByRole('list', { name: 'বিজ্ঞাপনের ধাপ' }).getByRole('button', { name: /প্রকাশ/ }).click();
  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'বিজ্ঞাপন সফলভাবে হালনাগাদ হয়েছে' })).toBeVisible();
  await expect(page.getByText('ততক্ষণ বিজ্ঞাপনটি আগের তথ্য নিয়েই লাইভ থাকবে।')).toBeVisible();

  // My properties: still live, marked "Edit under review".
  await page.getByRole('link', { name: 'আমার প্রপার্টি দেখুন' }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('লাইভ');
  await expect(card).toContainText('সম্পাদনা যাচাই হচ্ছে');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // A second edit starts from the waiting one.
  await page.goto(`/user/Edit-Rent-Post/${postId}?step=price`);
  await expect(rent).toHaveValue('১০,০০০');

  // A renter, signed out on another phone, reads the page at its address with the approved rent.
  const renterContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const renter = await renterContext.newPage();
  await renter.goto(address);
  await expect(renter.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(renter.getByText('১২,০০০ টাকা / মাস').first()).toBeVisible();
  await expect(renter.getByText('১০,০০০ টাকা / মাস')).toHaveCount(0);
  expect(await seriousA11yViolations(renter)).toEqual([]);

  // Support approves the edit: the same address now shows the new rent.
  await approveEditAsSupport(request, postId);
  await renter.reload();
  await expect(renter.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(renter.getByText('১০,০০০ টাকা / মাস').first()).toBeVisible();
  await expect(renter.getByText('১২,০০০ টাকা / মাস')).toHaveCount(0);
  await renterContext.close();
});
