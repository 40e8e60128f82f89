import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { approveAsSupport, bengaliStamp, expect, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * A week after posting, the landlord marks the flat rented from My properties, on a phone, in
 * Bengali (issue 12): asked first, it leaves the rent listing and the approved tab (issue 31),
 * says so on its page, and the member who saved it is told.
 */
// Not seller2: e2e/notifications.spec.ts counts that account's notifications, and an approval adds one.
const LANDLORD = demoAccount('seller5');
const RENTER = demoAccount('seller3');

test.use({ viewport: { width: 390, height: 844 } });

/** A rent post of the landlord's, approved by support; returns its PostID. */
async function liveRentPost(request: APIRequestContext, token: string, title: string): Promise<string> {
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .toBuffer();
  const data = {
    type: 'rent',
    postTitle: title,
    description: 'দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে, বাজার ও স্কুল কাছেই।',
    primaryPhone: '01511000005',
    location: { division: 'rangpur', district: 'rangpur', subDistrict: 'rangpur-rangpur-sadar' },
    price: 14_000,
    priceUnits: 'total-price',
    size: 1100,
    propertyType: 'apartment',
    rooms: { bedrooms: 2, bathrooms: 2 },
    advanceMonths: 2,
    tenants: ['family'],
    paid: false,
  };
  const created = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { data: JSON.stringify(data), images: { name: 'flat.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  expect(created.status()).toBe(201);
  const { PostID } = (await created.json()) as { PostID: string };
  await approveAsSupport(request, PostID);
  return PostID;
}

test('the landlord marks a flat rented: it leaves the listing and whoever saved it is told', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `রংপুরে ২ বেডরুমের ফ্ল্যাট ${bengaliStamp()}`;
  const landlord = await tokenFor(request, LANDLORD);
  const postId = await liveRentPost(request, landlord, title);
  const renter = await tokenFor(request, RENTER);
  const saved = await request.post('/api/profile/savePost', {
    headers: { authorization: `Bearer ${renter}` },
    data: { type: 'rent', postId },
  });
  expect(saved.ok()).toBe(true);
  const inListing = async () => {
    const response = await request.get('/api/posts?type=rent&division=rangpur&limit=48');
    return ((await response.json()) as { posts: { PostID: string }[] }).posts.some((post) => post.PostID === postId);
  };
  expect(await inListing()).toBe(true);

  await signInAs(page, landlord, 'bn');
  await page.goto('/user/my-properties');
  await page.getByRole('tab', { name: /অনুমোদিত ভাড়া/ }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: `${title} — অপশন` }).click();
  // A post up for a week is not offered a repost yet.
  await expect(page.getByRole('menuitem', { name: 'আবার শুরুতে আনুন' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'ভাড়া হয়ে গেছে' }).click();

  const dialog = page.getByRole('dialog', { name: 'বাসাটি কি ভাড়া হয়ে গেছে?' });
  await expect(dialog).toContainText('যাঁরা এটি সংরক্ষণ করেছেন তাঁদের জানিয়ে দেওয়া হবে');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'হ্যাঁ, ভাড়া হয়ে গেছে' }).click();
  await expect(page.getByText('ভাড়া হয়ে গেছে বলে জানানো হলো, বিজ্ঞাপনটি তালিকা থেকে সরে গেছে')).toBeVisible();
  // It leaves the approved tab (issue 31) for the tab of posts rented or sold, where it says so.
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('tab', { name: /ভাড়া বা বিক্রি হয়ে গেছে/ }).click();
  await expect(card.getByText('ভাড়া হয়ে গেছে', { exact: true })).toBeVisible();

  expect(await inListing()).toBe(false);
  const inbox = await request.get('/api/notifications/getUserNotifications?page=1', {
    headers: { authorization: `Bearer ${renter}` },
  });
  const notices = ((await inbox.json()) as { data: { message: string; link: string }[] }).data;
  expect(notices.find((notice) => notice.message.includes(title))?.link).toBe(`/Property-Rent-Details/${postId}`);
});
