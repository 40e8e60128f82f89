import { approveAsSupport, bengaliStamp, expect, seriousA11yViolations, test } from './fixtures.ts';
import { photoFile } from './photos.ts';
import { currentStep, nextStep, openRentForm, ownPost, sendAsFreePost } from './post-form.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * What a rent ad must say (issue 12): a landlord posts a flat on a phone, in Bengali, with its
 * advance, service charge, gas, who may rent and from when; a renter sees those terms on the
 * post's page; once the landlord marks it rented, the page says so and offers no call.
 */
// Not seller2: e2e/notifications.spec.ts counts that account's notifications, and an approval adds one.
const LANDLORD = demoAccount('seller5');

test.use({ viewport: { width: 390, height: 844 } });

const photo = () => photoFile('flat.jpg', '#88aa66');

/** Next month as the picker names it ("ডিসেম্বর ২০২৬") and as the API stores it ("2026-12"). */
function nextMonth(): { label: string; value: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month, 1));
  return {
    label: new Intl.DateTimeFormat('bn-BD', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first),
    value: first.toISOString().slice(0, 7),
  };
}

test('a landlord’s rent terms reach the renter, and a rented flat says so with no call bar', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `মিরপুরে পরিবারের জন্য ফ্ল্যাট ${bengaliStamp()}`;
  const month = nextMonth();
  const token = await openRentForm(page, request, LANDLORD);

  await page.getByLabel('প্রপার্টির ধরন').selectOption('apartment');
  await page.getByLabel('বেডরুম').fill('৩');
  await page.getByLabel('বাথরুম').fill('২');
  await page.getByLabel('শিরোনাম', { exact: true }).fill(title);
  await page.getByLabel('বিবরণ').fill('দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে।');
  await nextStep(page);

  // Who is posting: the owner.
  await expect(currentStep(page)).toContainText('ঠিকানা');
  await page.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
  await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
  await page.getByLabel('উপজেলা বা এলাকা').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'মালিক', exact: true }).check();
  await nextStep(page);

  // The rent, then the terms of the let, typed as a landlord types them.
  await expect(currentStep(page)).toContainText('দাম');
  await page.getByRole('textbox', { name: 'মাসিক ভাড়া (টাকা)', exact: true }).pressSequentially('২৫০০০');
  const terms = page.getByRole('group', { name: 'ভাড়ার শর্ত' });
  await terms.getByLabel('অগ্রিম (কত মাসের ভাড়া)').fill('২');
  const charge = terms.getByLabel('মাসিক সার্ভিস চার্জ (টাকা)');
  await charge.pressSequentially('৩০০০');
  await expect(charge).toHaveValue('৩,০০০');
  await expect(terms.getByText('৩,০০০ টাকা / মাস')).toBeVisible();
  await terms.getByRole('radio', { name: 'আলাদা দেবেন' }).check();
  await terms.getByRole('radio', { name: 'লাইনের গ্যাস' }).check();
  await terms.getByRole('checkbox', { name: 'পরিবার', exact: true }).check();
  const from = terms.getByLabel('কবে থেকে ওঠা যাবে');
  await expect(from.locator('option').nth(1)).toHaveText('এখনই');
  await from.selectOption({ label: month.label });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await nextStep(page);

  await expect(currentStep(page)).toContainText('বিস্তারিত');
  await page.getByRole('radio', { name: 'আছে', exact: true }).check();
  await nextStep(page);
  await page.getByLabel('ছবি যোগ করুন').setInputFiles(await photo());
  await expect(page.getByRole('img', { name: 'ছবি ১' })).toBeVisible();
  await nextStep(page);
  const postId = await sendAsFreePost(page);
  expect(postId).toMatch(/^R-\d+$/);

  expect(await ownPost(request, token, postId)).toMatchObject({
    price: 25_000,
    listedBy: 'owner',
    parking: true,
    advanceMonths: 2,
    serviceCharge: 3000,
    billsIncluded: false,
    gas: 'line',
    tenants: ['family'],
    availableFrom: month.value,
  });

  // The edit form opens with the terms as they were given.
  await page.goto(`/user/Edit-Rent-Post/${postId}?step=price`);
  await expect(currentStep(page)).toContainText('দাম');
  const editTerms = page.getByRole('group', { name: 'ভাড়ার শর্ত' });
  await expect(editTerms.getByLabel('মাসিক সার্ভিস চার্জ (টাকা)')).toHaveValue('৩,০০০');
  await expect(editTerms.getByLabel('কবে থেকে ওঠা যাবে')).toHaveValue(month.value);
  await expect(editTerms.getByRole('radio', { name: 'লাইনের গ্যাস' })).toBeChecked();
  await expect(editTerms.getByRole('checkbox', { name: 'পরিবার', exact: true })).toBeChecked();

  // A renter, signed out, reads the terms on the post's page.
  await approveAsSupport(request, postId);
  await page.evaluate(() => localStorage.removeItem('userToken'));
  await page.goto(`/Property-Rent-Details/${postId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const card = page.getByRole('region', { name: 'ভাড়ার শর্ত' });
  await expect(card).toContainText('২ মাসের ভাড়া অগ্রিম');
  await expect(card).toContainText('৩,০০০ টাকা/মাস');
  await expect(card).toContainText('বিদ্যুৎ, গ্যাস ও পানির বিল আলাদা');
  await expect(card).toContainText('লাইনের গ্যাস');
  await expect(card).toContainText('পরিবার');
  await expect(card).toContainText(`${month.label} থেকে`);
  await expect(page.getByText('মালিক নিজে পোস্ট করেছেন')).toBeVisible();
  const details = page.getByRole('region', { name: 'প্রপার্টির বিস্তারিত' });
  await expect(details.getByText('গাড়ি পার্কিং')).toBeVisible();
  await expect(page.getByTestId('call-bar')).toBeVisible();
  await expect(page.getByTestId('post-closed')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The landlord marks it rented: the page says so first, and offers no call.
  const closed = await request.post(`/api/posts/${postId}/close`, { headers: { authorization: `Bearer ${token}` } });
  expect(closed.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const notice = page.getByTestId('post-closed');
  await expect(notice).toContainText('এই বাসাটি ভাড়া হয়ে গেছে');
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole('link', { name: 'ভাড়ার অন্য প্রপার্টি দেখুন' })).toHaveAttribute('href', '/Property-Rent');
  await expect(page.getByTestId('call-bar')).toHaveCount(0);
  await expect(page.getByText('ফোন নম্বর দেখুন')).toHaveCount(0);
  await expect(page.getByText('কল করুন', { exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
