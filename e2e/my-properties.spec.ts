import type { APIRequestContext, Page } from '@playwright/test';
import {
  approveAsSupport,
  bengaliStamp,
  expect,
  postFlat,
  seriousA11yViolations,
  signInAs,
  test,
  tokenFor,
} from './fixtures.ts';
import { registerMember } from './members.ts';
import { SUPPORT } from './demo-accounts.ts';

/**
 * My properties on a phone, in Bengali (issue 31, item 8): support's approval arrives while the
 * page is open and the card moves to the approved tab without a reload; a rejected post shows
 * once, in its own tab. And the owner's own live post (item 9): owner tools in place of call and
 * save, which visitors still see. Each test has a new member, so its tabs and counts are its own.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A pending rent post of the member's; returns its PostID. */
async function rentPost(request: APIRequestContext, token: string, title: string): Promise<string> {
  const description = 'দুই বেডরুমের খোলামেলা ফ্ল্যাট, গ্যাস ও পানির সমস্যা নেই, বাজার কাছেই।';
  return postFlat(request, token, { postTitle: title, description }, { photo: '#5b7fa6' });
}

async function rejectAsSupport(request: APIRequestContext, postId: string): Promise<void> {
  const support = await tokenFor(request, SUPPORT);
  const rejected = await request.post(`/api/admin/posts/${postId}/reject`, {
    headers: { authorization: `Bearer ${support}` },
    data: { reason: 'untrue-information', note: 'ছবিগুলো অন্য বাসার, নিজের বাসার ছবি দিন।' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = (page: Page) => page.getByRole('tabpanel');
/** Resolves once the page has joined its live notification room (socket.io, websocket only). */
const liveJoined = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('joinNotificationRoom')) resolve();
      }),
    );
  });

test('an approval that arrives live moves the card to the approved tab; a rejected post shows once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'নাসরিন আক্তার');
  const waiting = `রংপুরে ২ বেডরুমের ফ্ল্যাট ${bengaliStamp()}`;
  const turnedDown = `জাহাজ কোম্পানি মোড়ে ফ্ল্যাট ভাড়া ${bengaliStamp()}`;
  const waitingId = await rentPost(request, member.token, waiting);
  await rejectAsSupport(request, await rentPost(request, member.token, turnedDown));

  await signInAs(page, member.token, 'bn');
  const joined = liveJoined(page);
  await page.goto('/user/my-properties');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমার প্রপার্টি');
  // Pending holds only what waits for support; the rejected post has its own tab.
  await expect(page.getByRole('tab')).toHaveText([/^অপেক্ষমাণ ভাড়া\s*১$/, /^বাতিল\s*১$/]);
  await expect(panel(page).getByRole('article')).toHaveCount(1);
  await expect(panel(page).getByRole('article').filter({ hasText: waiting })).toContainText('অপেক্ষমাণ');
  await tab(page, 'বাতিল').click();
  const rejectedCard = panel(page).getByRole('article');
  await expect(rejectedCard).toHaveCount(1);
  await expect(rejectedCard).toContainText(turnedDown);
  await expect(rejectedCard.getByRole('note', { name: 'পোস্টটি কেন বাতিল হয়েছে' })).toContainText('নিজের বাসার ছবি দিন');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Support approves while the owner looks at the pending tab.
  await tab(page, 'অপেক্ষমাণ ভাড়া').click();
  await joined;
  await approveAsSupport(request, waitingId);
  await expect(tab(page, 'অনুমোদিত ভাড়া'), 'the approval arrives without a reload').toHaveText(/^অনুমোদিত ভাড়া\s*১$/);
  await expect(panel(page)).toContainText('এই বিভাগে কোনো বিজ্ঞাপন নেই');
  await tab(page, 'অনুমোদিত ভাড়া').click();
  await expect(panel(page).getByRole('article').filter({ hasText: waiting })).toContainText('লাইভ');
});

test('the owner sees his tools on his live post; a visitor sees call and save', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'জাহিদ হাসান');
  const title = `ধাপে ফ্ল্যাট ভাড়া ${bengaliStamp()}`;
  const postId = await rentPost(request, member.token, title);
  await approveAsSupport(request, postId);
  const address = `/Property-Rent-Details/${postId}`;

  // The page the server renders (and caches) for visitors has no owner tools.
  const html = await (await request.get(address)).text();
  expect(html).toContain(title);
  expect(html).not.toContain('owner-tools');

  // A visitor on a phone has call and save, and no owner tools.
  await page.addInitScript(() => localStorage.setItem('lng', 'bn'));
  await page.goto(address);
  const bar = page.getByRole('region', { name: 'মালিকের সঙ্গে দ্রুত যোগাযোগ' });
  await expect(bar.getByText('কল করুন')).toBeVisible();
  await expect(bar.getByRole('button', { name: /সংরক্ষণ করুন/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'এটি আপনার বিজ্ঞাপন' })).toHaveCount(0);

  // The owner, signed in, has his tools in their place.
  await signInAs(page, member.token, 'bn');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const tools = page.getByRole('region', { name: 'এটি আপনার বিজ্ঞাপন' });
  await expect(tools).toContainText('অবস্থা: লাইভ');
  await expect(tools.getByRole('link', { name: 'সম্পাদনা' })).toHaveAttribute('href', `/user/Edit-Rent-Post/${postId}`);
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('কল করুন')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /সংরক্ষণ করুন/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Insights open as in My properties.
  await tools.getByRole('button', { name: /পরিসংখ্যান/ }).click();
  const insights = page.getByTestId('insights-dialog');
  await expect(insights).toBeVisible();
  await insights.getByRole('button', { name: 'পরিসংখ্যান বন্ধ করুন' }).click();

  // Marked rented from here: asked first, then the page says so and the tools leave.
  await tools.getByRole('button', { name: 'ভাড়া হয়ে গেছে' }).click();
  await page
    .getByRole('dialog', { name: 'বাসাটি কি ভাড়া হয়ে গেছে?' })
    .getByRole('button', { name: 'হ্যাঁ, ভাড়া হয়ে গেছে' })
    .click();
  await expect(page.getByText('ভাড়া হয়ে গেছে বলে জানানো হলো, বিজ্ঞাপনটি তালিকা থেকে সরে গেছে')).toBeVisible();
  await expect(tools).toContainText('অবস্থা: ভাড়া হয়ে গেছে');
  await expect(tools.getByRole('button', { name: 'ভাড়া হয়ে গেছে' })).toHaveCount(0);
  await expect(tools.getByRole('link', { name: 'সম্পাদনা' })).toHaveCount(0);
});

test('the focus goes back to a card’s options after its delete dialog, and to the next card once deleted', async ({
  page,
  request,
}) => {
  // WCAG 2.4.3 (issue 39): Escape, Cancel and Delete each leave the focus in a sensible place.
  const member = await registerMember(request, 'ফারহানা ইয়াসমিন');
  const first = `মিরপুরে ফ্ল্যাট ভাড়া ${bengaliStamp()}`;
  const second = `উত্তরায় ফ্ল্যাট ভাড়া ${bengaliStamp()}`;
  await rentPost(request, member.token, first);
  await rentPost(request, member.token, second);
  await signInAs(page, member.token, 'bn');
  await page.goto('/user/my-properties');
  await expect(panel(page).getByRole('article')).toHaveCount(2);
  const options = (title: string) => page.getByRole('button', { name: `${title} — অপশন` });
  const dialog = page.getByRole('dialog', { name: 'বিজ্ঞাপনটি মুছে ফেলবেন?' });
  // The cards are newest first: the second post's card, then the first's.
  const [top, next] = (await panel(page).getByRole('article').first().textContent())?.includes(second)
    ? [second, first]
    : [first, second];
  const askToDelete = async (title: string) => {
    await options(title).click();
    await page.getByRole('menuitem', { name: 'মুছে ফেলুন' }).click();
    await expect(dialog).toBeVisible();
  };

  await askToDelete(top);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(options(top)).toBeFocused();
  await askToDelete(top);
  await dialog.getByRole('button', { name: 'বাতিল' }).click();
  await expect(options(top)).toBeFocused();
  // Deleted, its card goes: the focus moves to the next card's options, not to the page.
  await askToDelete(top);
  await dialog.getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' }).click();
  await expect(page.getByText('বিজ্ঞাপন সরানো হয়েছে')).toBeVisible();
  await expect(panel(page).getByRole('article')).toHaveCount(1);
  await expect(options(next)).toBeFocused();
  // The last one deleted leaves the list's heading with the focus.
  await askToDelete(next);
  await dialog.getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'আমার প্রপার্টি' })).toBeFocused();
});
