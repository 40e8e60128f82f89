import type { APIRequestContext } from '@playwright/test';
import {
  createPost,
  approveEditAsSupport,
  bengaliStamp,
  expect,
  plainPhoto,
  provenPhoneOf,
  seriousA11yViolations,
  settled,
  signInAs,
  test,
} from './fixtures.ts';
import { registerMember } from './members.ts';
import { bengaliDigits } from './digits.ts';

/**
 * Price-drop alerts (issue 19): a new member saves another new member's flat, the owner lowers
 * its price with the edit form, support approves the edit, and the saver is told live and sees
 * the drop on the saved card — on a phone, in Bengali; and once in English.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A flat for sale at Tk 85 lakh, approved: its PostID and the body it was posted with. */
async function liveFlat(request: APIRequestContext, token: string, title: string) {
  const body = {
    type: 'sell',
    postTitle: title,
    description: 'দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে। মূল সড়ক থেকে পাঁচ মিনিট।',
    primaryPhone: await provenPhoneOf(request, token),
    location: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
    price: 8_500_000,
    priceUnits: 'total-price',
    size: 1350,
    propertyType: 'apartment',
    rooms: { bedrooms: 3, bathrooms: 2 },
    facilities: [],
    paid: false,
  };
  const postId = await createPost(request, token, body, {
    image: await plainPhoto('#6a7f5a'),
    name: 'flat.jpg',
    approve: true,
  });
  return { postId, body };
}

test('a saver is told live in Bengali when the owner lowers the price, and the saved card shows the drop', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [saver, owner] = await Promise.all([
    registerMember(request, 'নুসরাত জাহান', 'bn'),
    registerMember(request, 'কামরুল হাসান', 'bn'),
  ]);
  const title = `বোয়ালিয়ায় তিন শোবার ঘরের ফ্ল্যাট ${bengaliStamp()}`;
  const { postId } = await liveFlat(request, owner.token, title);

  // The saver saves the flat from its page.
  await signInAs(page, saver.token, 'bn');
  await page.goto(`/Property-Buy-Sell-Details/${postId}`);
  await settled(page);
  await page.getByRole('button', { name: 'পোস্টটি সংরক্ষণ করুন', pressed: false }).filter({ visible: true }).click();
  await expect(
    page.getByRole('button', { name: /সংরক্ষিত আছে/, pressed: true }).filter({ visible: true }),
  ).toBeVisible();
  await page.goto('/user/my-saved-posts');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('৮৫,০০,০০০ টাকা')).toBeVisible();
  await expect(card.getByTestId('price-drop')).toHaveCount(0);

  // The owner lowers the price to Tk 80 lakh with the edit form, on their own phone.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner.token, 'bn');
  await ownerPage.goto(`/user/Edit-Sell-Post/${postId}?step=price`);
  const price = ownerPage.getByRole('textbox', { name: 'দাম (টাকা)', exact: true });
  await expect(price).toHaveValue('৮৫,০০,০০০');
  await price.fill('৮০০০০০০');
  await ownerPage.getByRole('list', { name: 'বিজ্ঞাপনের ধাপ' }).getByRole('button', { name: /প্রকাশ/ }).click();
  await ownerPage.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(ownerPage.getByRole('heading', { level: 2, name: 'বিজ্ঞাপন সফলভাবে হালনাগাদ হয়েছে' })).toBeVisible();
  await ownerContext.close();

  // Support approves the edit: the saver, on the saved-posts page, is told at once.
  await approveEditAsSupport(request, postId);
  await expect(page.getByText('সংরক্ষিত প্রপার্টির দাম কমেছে').first()).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await settled(page);
  await expect(card.getByText('৮০,০০,০০০ টাকা')).toBeVisible();
  await expect(card.locator('s')).toHaveText('৮৫,০০,০০০ টাকা');
  await expect(card.getByTestId('price-drop')).toHaveText('দাম কমেছে ৬% (আগের চেয়ে ৫,০০,০০০ টাকা কম)');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The inbox keeps it, with the amounts as people say them and a link to the flat.
  await page.goto('/user/my-inbox');
  const notice = page.getByText(
    `আপনার সংরক্ষিত “${title}” (${bengaliDigits(postId)})-এর দাম ৮৫ লাখ টাকা থেকে কমে ৮০ লাখ টাকা হয়েছে।`,
  );
  await expect(notice).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('in English: the saved card and the inbox say the drop, and the mail switch is in the settings', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [saver, owner] = await Promise.all([
    registerMember(request, 'Farhana Islam', 'en'),
    registerMember(request, 'Mizanur Rahman', 'en'),
  ]);
  const title = `Boalia three-bed flat ${Date.now()}`;
  const { postId, body } = await liveFlat(request, owner.token, title);
  const saved = await request.post('/api/profile/savePost', {
    headers: bearer(saver.token),
    data: { type: 'sell', postId },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const mine = (await (await request.get(`/api/posts/${postId}`, { headers: bearer(owner.token) })).json()) as {
    post: { images: { large: string }[] };
  };
  const edited = await request.put(`/api/posts/${postId}`, {
    headers: bearer(owner.token),
    multipart: {
      data: JSON.stringify({ ...body, price: 8_000_000 }),
      keepImages: JSON.stringify(mine.post.images.map((image) => image.large)),
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  await approveEditAsSupport(request, postId);

  await signInAs(page, saver.token, 'en');
  await page.goto('/user/my-saved-posts');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.locator('s')).toHaveText('Tk 8,500,000');
  await expect(card.getByTestId('price-drop')).toHaveText('Price dropped 6% (Tk 500,000 less than before)');

  await page.goto('/user/my-inbox');
  await expect(
    page.getByText(`“${title}” (${postId}), which you saved: price dropped from Tk 85 lakh to Tk 80 lakh.`),
  ).toBeVisible();

  await page.goto('/user/profile-settings');
  const mail = page.getByRole('switch', { name: 'Email me when a saved post gets cheaper' });
  await expect(mail).not.toBeChecked();
  await mail.click();
  await expect(mail).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email me when a saved post gets cheaper' })).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
