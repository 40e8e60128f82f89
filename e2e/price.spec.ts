import { expect, signInAs, readerTest, test, tokenFor } from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * Issue 10: a price reads one way on every screen. Shops, showrooms and offices for sale are
 * quoted per square foot (the demo data has such posts); their "/ sqft" must not go missing on
 * the listing, the details page, My properties or Saved posts, and large amounts also read in
 * lakh and crore.
 */
const SELLERS = [1, 2, 3, 4, 5].map((n) => demoAccount(`seller${n}`));
const SAVER = demoAccount('demo');

interface Card {
  PostID: string;
  postTitle: string;
  priceUnits: string;
  status: string;
}

test('a per-sqft sale price shows "/ sqft" on every card, and rent shows "/ month"', async ({ page, request }) => {
  // A per-sqft post and the seller who owns it.
  let owner: { token: string; post: Card } | undefined;
  for (const seller of SELLERS) {
    const token = await tokenFor(request, seller);
    const response = await request.get('/api/profile/getUserPosts', { headers: { authorization: `Bearer ${token}` } });
    const { userPosts } = (await response.json()) as { userPosts?: { approvedUserSellPosts: Card[] } };
    const post = userPosts?.approvedUserSellPosts.find((card) => card.priceUnits === 'per-sqft');
    if (post) {
      owner = { token, post };
      break;
    }
  }
  if (!owner) throw new Error('the demo data has no per-sqft sale post');
  const { post } = owner;
  const perSqft = /^Tk [\d,]+ \/ sqft$/;

  await signInAs(page, owner.token, 'en');
  await page.goto('/user/my-properties');
  await page.getByRole('tab', { name: /^Allowed sell/ }).click();
  const mine = page.getByRole('article').filter({ hasText: post.postTitle }).first();
  await expect(mine.getByText(perSqft)).toBeVisible();

  await page.goto(`/Property-Buy-Sell-Details/${post.PostID}`);
  await expect(page.getByText(perSqft).first()).toBeVisible();

  const saver = await tokenFor(request, SAVER);
  const saved = await request.post('/api/profile/savePost', {
    headers: { authorization: `Bearer ${saver}` },
    data: { type: 'sell', postId: post.PostID },
  });
  expect(saved.ok()).toBe(true);
  await signInAs(page, saver, 'en');
  await page.goto('/user/my-saved-posts');
  const savedCard = page.getByRole('article').filter({ hasText: post.postTitle }).first();
  await expect(savedCard.getByText(perSqft)).toBeVisible();
  await request.delete(`/api/profile/deleteUserSavedPost/${((await saved.json()) as { _id: string })._id}`, {
    headers: { authorization: `Bearer ${saver}` },
  });

  await page.goto('/Property-Rent');
  await expect(
    page
      .getByTestId('post-cards')
      .locator(':scope > li')
      .first()
      .getByText(/^Tk [\d,]+ \/ month$/),
  ).toBeVisible();
});

readerTest('a large price also reads in lakh or crore, in Bengali digits in Bengali', async ({ read }) => {
  const page = await read('/Property-Buy-Sell?propertyType=land', 'bn');
  const first = page.getByTestId('post-cards').locator(':scope > li').first();
  await expect(first.getByText(/^[০-৯,]+ টাকা$/)).toBeVisible();
  await expect(first.getByText(/^[০-৯.]+ (লাখ|কোটি)$/)).toBeVisible();
});
