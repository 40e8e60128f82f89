import type { Page } from '@playwright/test';
import {
  approveAsSupport,
  bengaliStamp,
  expect,
  openSignedIn,
  seriousA11yViolations,
  test,
  tokenFor,
} from './fixtures.ts';
import { photoFile } from './photos.ts';
import { currentStep, nextStep, openRentForm, ownPost, sendAsFreePost } from './post-form.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * A landlord posts and edits a rent ad on a phone, in Bengali (issue 12, defects 5, 6 and 9):
 * the rent typed as "২৫,০০০" is grouped as it is typed and accepted, the address keeps its
 * Bengali digits on the post's page, a rent form does not ask construction status or new/used,
 * bedrooms come with the type, and an edit opens on the step asked for and says when the post
 * should go live again, in words.
 */
const LANDLORD = demoAccount('seller4');
const LANDLORD_PHONE = '01611000004';

test.use({ viewport: { width: 390, height: 844 } });

const photo = () => photoFile('flat.jpg', '#6688aa');

const rentField = (page: Page) => page.getByRole('textbox', { name: 'মাসিক ভাড়া (টাকা)', exact: true });
/** "সন্ধ্যা ৬:০৫": the part of the day and a 12-hour time in Bengali digits. */
const TIME = '(ভোর|সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত) [১-৯][০-৯]?:[০-৯]{2}';
const DAY = '(আজ|আগামীকাল)';
/** "আজ সন্ধ্যা ৬:০৫ থেকে আগামীকাল দুপুর ১:০৫-এর মধ্যে", or "আগামীকাল সকাল ১১:০০ থেকে বিকেল ৩:০০-এর মধ্যে". */
const WINDOW = new RegExp(
  `^বিজ্ঞাপনটি সম্ভবত ${DAY} ${TIME} থেকে (${DAY} )?${TIME}-এর মধ্যে লাইভ হবে \\(বাংলাদেশ সময়\\)।$`,
);

test('a rent of "২৫,০০০" is accepted and the address keeps its Bengali digits', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `মিরপুরে ফ্যামিলি ফ্ল্যাট ${bengaliStamp()}`;
  const token = await openRentForm(page, request, LANDLORD);

  // Step 1: a flat's bedrooms and bathrooms are asked with its type.
  await expect(page.getByLabel('বেডরুম')).toHaveCount(0);
  await page.getByLabel('প্রপার্টির ধরন').selectOption('apartment');
  await page.getByLabel('বেডরুম').fill('৩');
  await page.getByLabel('বাথরুম').fill('২');
  await page.getByLabel('শিরোনাম', { exact: true }).fill(title);
  await page.getByLabel('বিবরণ').fill('দক্ষিণমুখী, লিফট ও জেনারেটর আছে। শুধু পরিবারের জন্য।');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await nextStep(page);

  // Step 2: the profile's phone is there; the address is typed with Bengali digits.
  await expect(currentStep(page)).toContainText('ঠিকানা');
  await expect(page.getByLabel('ফোন নম্বর', { exact: true })).toHaveValue(LANDLORD_PHONE);
  await page.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
  await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
  await page.getByLabel('উপজেলা বা এলাকা').selectOption({ index: 1 });
  await page.getByLabel('রাস্তা বা এলাকার নাম').fill('রোড ৭');
  await page.getByRole('textbox', { name: 'বাড়ি ও রোড নম্বর (ঐচ্ছিক)' }).fill('বাড়ি ১২');
  await nextStep(page);

  // Step 3: a rent-sized example; the rent is grouped as it is typed, the caret staying put.
  await expect(currentStep(page)).toContainText('দাম');
  await expect(page.getByText('পুরো টাকায় লিখুন, যেমন ২৫,০০০')).toBeVisible();
  const rent = rentField(page);
  await rent.pressSequentially('25000');
  await expect(rent).toHaveValue('২৫,০০০');
  // Back three digits and type there: the commas move, the next digit lands beside the last one.
  for (let i = 0; i < 3; i++) await rent.press('ArrowLeft');
  await rent.pressSequentially('51');
  await expect(rent).toHaveValue('২৫,৫১,০০০');
  await rent.fill('');
  await rent.pressSequentially('২৫,০০০');
  await expect(rent).toHaveValue('২৫,০০০');
  await expect(page.getByText('২৫,০০০ টাকা / মাস')).toBeVisible();
  await expect(page.getByText('টাকায় সঠিক দাম লিখুন')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await nextStep(page);

  // Step 4: nothing about construction or new/used on a rent post.
  await expect(currentStep(page)).toContainText('বিস্তারিত');
  await expect(page.getByLabel('আসবাবপত্র')).toBeVisible();
  await expect(page.getByLabel('নির্মাণের অবস্থা')).toHaveCount(0);
  await expect(page.getByLabel('অবস্থা', { exact: false })).toHaveCount(0);
  await nextStep(page);

  await page.getByLabel('ছবি যোগ করুন').setInputFiles(await photo());
  await expect(page.getByRole('img', { name: 'ছবি ১' })).toBeVisible();
  await nextStep(page);

  // Last step: what a paid post costs is said where it is offered.
  await expect(page.getByText('খরচ ৫০০ টাকা')).toBeVisible();
  const postId = await sendAsFreePost(page);
  await expect(page.getByText(/^বিজ্ঞাপনটি সম্ভবত/)).toHaveText(WINDOW);
  expect(postId).toMatch(/^R-\d+$/);

  // The API stored the plain number; the post's page, once approved, shows the address as typed.
  expect(await ownPost(request, token, postId)).toMatchObject({
    price: 25_000,
    constructionStatus: null,
    rooms: { bedrooms: 3 },
  });
  await approveAsSupport(request, postId);
  await page.goto(`/Property-Rent-Details/${postId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const address = page.getByRole('region', { name: 'ঠিকানা' });
  await expect(address).toContainText('বাড়ি ১২');
  await expect(address).toContainText('রোড ৭');
  await expect(address).not.toContainText(/\d/);
  await expect(page.getByText('২৫,০০০ টাকা / মাস').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('an edit opens on the step asked for, the stepper jumps, and the new go-live window is said', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await tokenFor(request, LANDLORD);
  const title = `সম্পাদনার ফ্ল্যাট ${bengaliStamp()}`;
  const body = {
    type: 'rent',
    postTitle: title,
    description: 'মিরপুর ১০-এ তিন বেডরুমের ফ্ল্যাট।',
    primaryPhone: LANDLORD_PHONE,
    location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', street: 'রোড ৭' },
    // The API takes the amount as people write it, too.
    price: '২৫,০০০',
    priceUnits: 'total-price',
    propertyType: 'apartment',
    rooms: { bedrooms: 3, bathrooms: 2 },
    facilities: [],
    paid: false,
  };
  const created = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { data: JSON.stringify(body), images: await photo() },
  });
  expect(created.ok()).toBe(true);
  const { PostID } = (await created.json()) as { PostID: string };

  await openSignedIn(page, `/user/Edit-Rent-Post/${PostID}?step=price`, token);
  await expect(currentStep(page)).toContainText('দাম');
  await expect(rentField(page)).toHaveValue('২৫,০০০');
  await rentField(page).fill('২৮০০০');
  await expect(rentField(page)).toHaveValue('২৮,০০০');

  // Any step is a tap away while editing.
  const stepper = page.getByRole('list', { name: 'বিজ্ঞাপনের ধাপ' });
  await stepper.getByRole('button', { name: /ঠিকানা/ }).click();
  await expect(currentStep(page)).toContainText('ঠিকানা');
  await expect(page.getByLabel('রাস্তা বা এলাকার নাম')).toHaveValue('রোড ৭');
  await stepper.getByRole('button', { name: /প্রকাশ/ }).click();
  await expect(currentStep(page)).toContainText('প্রকাশ');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'বিজ্ঞাপন সফলভাবে হালনাগাদ হয়েছে' })).toBeVisible();
  await expect(page.getByText(/^বিজ্ঞাপনটি সম্ভবত/)).toHaveText(WINDOW);
  await expect(page.getByRole('link', { name: 'আমার প্রপার্টি দেখুন' })).toBeVisible();
  expect(await ownPost(request, token, PostID)).toMatchObject({ price: 28_000, status: 'pending' });
});
