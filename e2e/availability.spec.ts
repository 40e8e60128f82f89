import type { APIRequestContext } from '@playwright/test';
import { bengaliStamp, expect, openSignedIn, postFlat, seriousA11yViolations, test } from './fixtures.ts';
import { registerMember, type Member } from './members.ts';

/**
 * Availability confirmed by the owner (issue 41, ADR 048), on a phone in Bengali: the browser
 * tests' server hands the availability sweep a clock days ahead, for this post only. Unconfirmed
 * for 22 days, the post is marked "নিশ্চিত নয়"; the owner confirms it from My properties and
 * the page says so; 36 days on without a word it is closed, and the owner reopens it, which uses
 * none of the two edits.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function liveFlat(request: APIRequestContext, owner: Member, title: string): Promise<string> {
  return postFlat(
    request,
    owner.token,
    {
      postTitle: title,
      description: 'দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে, বাজার কাছেই।',
      location: { division: 'khulna', district: 'khulna', subDistrict: 'khulna-rupsa' },
      price: 15_000,
      size: 1100,
      rooms: { bedrooms: 2, bathrooms: 2 },
    },
    { photo: '#4a6a7c', approve: true },
  );
}

/** The sweep as it would run `days` from now, on this post only (e2e/test-clock.ts). */
async function sweepAhead(request: APIRequestContext, postId: string, days: number) {
  const swept = await request.post('/api/e2e/availability-sweep', { data: { postId, days } });
  expect(swept.ok()).toBe(true);
  return (await swept.json()) as { asked: number; marked: number; closed: number };
}

test('an unconfirmed post is marked, confirmed by its owner, then closed and reopened', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await registerMember(request, 'Shirin Sultana');
  const title = `রূপসায় ২ বেডরুমের ফ্ল্যাট ${bengaliStamp()}`;
  const postId = await liveFlat(request, owner, title);
  const details = `/Property-Rent-Details/${postId}`;

  // A visitor: just approved, so just confirmed.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.addInitScript(() => localStorage.setItem('lng', 'bn'));
  await visitor.goto(details);
  const note = visitor.getByTestId('post-availability');
  await expect(note).toHaveText('খালি আছে — মালিক নিশ্চিত করেছেন এইমাত্র');

  // 22 days without a word: asked at 14, marked at 21.
  expect(await sweepAhead(request, postId, 22)).toMatchObject({ asked: 1, marked: 1, closed: 0 });
  await visitor.reload();
  await expect(note).toHaveText('নিশ্চিত নয় — মালিক অনেক দিন নিশ্চিত করেননি');

  // The owner confirms from My properties.
  await openSignedIn(page, '/user/my-properties', owner.token);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('বিজ্ঞাপনে “নিশ্চিত নয়” দেখাচ্ছে');
  await card.getByRole('button', { name: /^এখনো খালি আছে/ }).click();
  await expect(page.getByText('ধন্যবাদ! বিজ্ঞাপনে এখন দেখাবে যে আপনি আজ নিশ্চিত করেছেন')).toBeVisible();
  await expect(card).toContainText('শেষবার নিশ্চিত করেছেন এইমাত্র');
  await expect(card).not.toContainText('নিশ্চিত নয়');
  await visitor.reload();
  await expect(note).toHaveText('খালি আছে — মালিক নিশ্চিত করেছেন এইমাত্র');

  // 36 days on from that confirmation: closed, and the owner told.
  expect((await sweepAhead(request, postId, 36)).closed).toBe(1);
  await visitor.reload();
  await expect(visitor.getByTestId('post-closed')).toContainText(
    'মালিক অনেক দিন নিশ্চিত না করায় বিজ্ঞাপনটি বন্ধ হয়ে গেছে',
  );
  await visitor.close();

  await page.reload();
  await expect(card).toContainText('নিশ্চিত না করায় বন্ধ');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('button', { name: /^আবার চালু করুন/ }).click();
  await expect(page.getByText('বিজ্ঞাপনটি আবার চালু হয়েছে')).toBeVisible();
  await expect(card).toContainText('শেষবার নিশ্চিত করেছেন এইমাত্র');
  // Reopening is not an edit: none of the two used.
  await expect(card).toContainText('০/২');
});
