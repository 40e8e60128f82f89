import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test, tokenFor } from './fixtures.ts';
import { demoAccount, SUPPORT } from './demo-accounts.ts';
import { latinDigits } from './post-form.ts';

/**
 * An edit erases no fact (issue 62), on a phone in Bengali: the owner of a live rent flat of the
 * demo data (ready, used) opens its edit from My properties, changes only the rent and saves.
 * Support's "changes since approval" then lists the rent alone, and the waiting edit still says
 * ready and used; before, both went to "not given" and the approved edit erased them from the ad.
 * No approval: an approval would add to seller2's notifications, which notifications.spec.ts counts.
 */
test.use({ viewport: { width: 390, height: 844 } });

const OWNER = demoAccount('seller2');

interface Detail {
  PostID: string;
  postTitle: string;
  price: number;
  constructionStatus: string | null;
  condition: string | null;
  [fact: string]: unknown;
}
interface Card {
  PostID: string;
  propertyType: string;
  updateCount: number;
  closedAt: string | null;
  editWaiting?: boolean;
}

const bengali = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
const authorised = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** The owner's own reading of a post: the live version, and the edit waiting beside it. */
async function ownView(request: APIRequestContext, token: string, postId: string) {
  const answer = await request.get(`/api/posts/${postId}`, authorised(token));
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { post: Detail; waitingEdit?: Detail };
}

/** A live rent flat of the owner's, never edited, that says its construction status and condition. */
async function liveRentFlat(request: APIRequestContext, token: string): Promise<Detail> {
  const mine = await request.get('/api/profile/getUserPosts', authorised(token));
  expect(mine.ok()).toBe(true);
  const { userPosts } = (await mine.json()) as { userPosts: { approvedUserRentPosts: Card[] } };
  const flats = userPosts.approvedUserRentPosts.filter(
    (card) => card.propertyType === 'apartment' && card.updateCount === 0 && !card.closedAt && !card.editWaiting,
  );
  for (const card of flats) {
    const { post } = await ownView(request, token, card.PostID);
    if (post.constructionStatus && post.condition) return post;
  }
  throw new Error('the demo owner has no live rent flat that says it is ready and used');
}

test('an edit of the rent alone changes the rent alone: the flat stays ready and used', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await tokenFor(request, OWNER);
  const flat = await liveRentFlat(request, token);
  const rent = flat.price - 1_500;

  // My properties → the approved rent tab → the flat's options → Edit.
  await signInAs(page, token, 'bn');
  await page.goto('/user/my-properties');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমার প্রপার্টি');
  await page.getByRole('tab', { name: /^অনুমোদিত ভাড়া/ }).click();
  const card = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: `${bengali(flat.PostID)} ·` });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `${flat.postTitle} — অপশন` }).click();
  await page.getByRole('menuitem', { name: 'সম্পাদনা' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/Edit-Rent-Post/${flat.PostID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('বিজ্ঞাপন সম্পাদনা');

  // The rent, and nothing else; saved from the last step.
  const steps = page.getByRole('list', { name: 'বিজ্ঞাপনের ধাপ' });
  await steps.getByRole('button', { name: /দাম/ }).click();
  const rentBox = page.getByRole('textbox', { name: 'মাসিক ভাড়া (টাকা)', exact: true });
  // The rent as stored, in Bengali digits ("৩৪,৫০০").
  await expect(rentBox).not.toHaveValue('');
  expect(latinDigits(await rentBox.inputValue()).replace(/,/g, '')).toBe(String(flat.price));
  await rentBox.fill(bengali(String(rent)));
  await steps.getByRole('button', { name: /প্রকাশ/ }).click();
  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'বিজ্ঞাপন সফলভাবে হালনাগাদ হয়েছে' })).toBeVisible();

  // The waiting edit reads as the live flat but for its rent.
  const { post, waitingEdit } = await ownView(request, token, flat.PostID);
  expect(waitingEdit).toMatchObject({
    price: rent,
    constructionStatus: flat.constructionStatus,
    condition: flat.condition,
  });
  const facts = ({ price: _, updateCount: __, lastUpdated: ___, ...rest }: Detail) => rest;
  expect(facts(waitingEdit!)).toEqual(facts(post));

  // Support's "changes since approval": the rent alone, from the old to the new.
  const support = await tokenFor(request, SUPPORT);
  const review = await request.get(`/api/admin/posts/${flat.PostID}`, authorised(support));
  expect(review.ok()).toBe(true);
  const { changes } = (await review.json()) as { changes: { field: string; before: unknown; after: unknown }[] };
  expect(changes).toEqual([{ field: 'price', before: flat.price, after: rent }]);
  // As support reads it on a phone.
  await signInAs(page, support, 'bn');
  await page.goto(`/admin/posts/${flat.PostID}`);
  const table = page.getByRole('table', { name: 'অনুমোদনের পর যা বদলেছে' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toHaveText(['দাম']);
});
