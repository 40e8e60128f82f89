import type { APIRequestContext } from '@playwright/test';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures.ts';
import { registerMember } from './members.ts';

/**
 * Issue 39: the saved list's kind filter and sort work on the whole list, not one page. A new
 * member (so no other spec moves the count) saves ten rent posts and then two design firms.
 */
async function listed(request: APIRequestContext, url: string, key: 'posts' | 'firms', n: number) {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const items = ((await response.json()) as Record<string, { PostID: string; name?: string }[]>)[key] ?? [];
  expect(items.length).toBeGreaterThanOrEqual(n);
  return items.slice(0, n);
}

test('filtering "Interior" on page 2 shows the first page of that kind, with its own count and pages', async ({
  page,
  request,
}) => {
  // A member of its own with twelve saves, and three loads of the list: more than a loaded machine does in 45 s.
  test.setTimeout(90_000);
  const member = await registerMember(request, 'Saved List Reader', 'en');
  const headers = { authorization: `Bearer ${member.token}` };
  const save = async (type: string, postId: string) =>
    expect((await request.post('/api/profile/savePost', { headers, data: { type, postId } })).ok()).toBe(true);
  for (const post of await listed(request, '/api/posts?type=rent&limit=10', 'posts', 10))
    await save('rent', post.PostID);
  const firms = await listed(request, '/api/interior?limit=2', 'firms', 2);
  for (const firm of firms) await save('interior', firm.PostID);

  await signInAs(page, member.token, 'en');
  // Newest saved first (the default): the two firms lead page 1, page 2 holds only rent posts.
  await page.goto('/user/my-saved-posts?limit=5');
  const summary = page.getByText(/saved posts? · page/);
  await expect(summary).toHaveText('12 saved posts · page 1 of 3');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(summary).toHaveText('12 saved posts · page 2 of 3');
  await expect(page).toHaveURL(/[?&]page=2/);

  await page.getByLabel('Show', { exact: true }).selectOption('interior');
  await expect(summary).toHaveText('2 saved posts · page 1 of 1');
  await expect(page).toHaveURL(/\/user\/my-saved-posts\?limit=5&type=interior$/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const firm of firms) await expect(cards.filter({ hasText: firm.name ?? firm.PostID })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Saved posts pages' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Reload keeps the filter; back returns to page 2 of everything.
  await page.reload();
  await expect(summary).toHaveText('2 saved posts · page 1 of 1');
  // Two items would fold the controls; a chosen kind keeps them open, showing what is chosen.
  await expect(page.getByLabel('Show', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('interior');
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/my-saved-posts\?limit=5&page=2$/);
  await expect(summary).toHaveText('12 saved posts · page 2 of 3');
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('all');

  // A kind with nothing saved: said for the whole list, and the controls stay to choose another.
  await page.getByLabel('Show', { exact: true }).selectOption('group');
  await expect(page.getByText('You have no saved items of this kind.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});
