import type { Page } from '@playwright/test';
import { bengaliStamp, expect, postFlat, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';
import { registerMember } from './members.ts';
import { SUPPORT } from './demo-accounts.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A number as a caller reads it out and support types it: +880, Bengali digits, a space and a dash. */
const asSpoken = (phone: string) =>
  `+৮৮০ ${phone.slice(1, 5)}-${phone.slice(5)}`.replace(/[0-9]/g, (digit) =>
    String.fromCharCode(0x09e6 + Number(digit)),
  );

/**
 * Issue 41 item 7 (ADR 053), on a phone in Bengali: a caller reports a scam and gives the number.
 * Support finds the poster's post in the queue by its ID, then the account by the number as it was
 * said, sees its posts, and suspends it with a reason; the member is suspended from then on.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('support finds an account by phone and suspends it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = 'রুবিনা ইয়াসমিন';
    const member = await registerMember(request, name);
    const title = `রংপুরে সস্তায় ফ্ল্যাট ভাড়া ${bengaliStamp()}`;
    const postId = await postFlat(request, member.token, { postTitle: title }, { photo: '#7a3d5c' });

    await signInAs(page, await tokenFor(request, SUPPORT), 'bn');
    // The queue, searched by the post ID as it is typed.
    await page.goto('/admin/queue');
    await page.getByLabel('পোস্ট আইডি বা ফোন নম্বর দিয়ে খুঁজুন').fill(postId.toLowerCase());
    await page.getByRole('button', { name: 'খুঁজুন' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(title) })).toHaveCount(1);

    // The account, found by the number as the caller said it.
    await page.goto('/admin/users');
    await expect(h1(page)).toHaveText('ব্যবহারকারী');
    await page.getByLabel('ফোন নম্বর, পোস্ট আইডি, নাম বা ইমেইল দিয়ে খুঁজুন').fill(asSpoken(member.phone));
    await page.getByRole('button', { name: 'খুঁজুন' }).click();
    await expect(page.getByText('১টি অ্যাকাউন্ট পাওয়া গেছে')).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(h1(page)).toHaveText(name);
    await expect(page.getByRole('region', { name: 'পোস্ট (১)' }).getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'পোস্টের বিরুদ্ধে রিপোর্ট' })).toBeVisible();
    // Support is offered the suspension only: disabling and roles stay with admins.
    const actions = page.getByRole('region', { name: 'ব্যবস্থা' });
    await expect(actions.getByRole('button')).toHaveText(['স্থগিত করুন']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await actions.getByRole('button', { name: 'স্থগিত করুন' }).click();
    const dialog = page.getByRole('dialog', { name: `${name}-এর অ্যাকাউন্ট স্থগিত করবেন?` });
    await dialog.getByRole('radio', { name: 'অনির্দিষ্টকালের জন্য' }).check();
    await dialog.getByLabel('কারণ').fill('ভাড়ার আগেই অগ্রিম টাকা চাওয়ার অভিযোগ, নম্বরে ফোন ধরেননি।');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'অ্যাকাউন্ট স্থগিত করুন' }).click();
    await expect(toast(page, 'অ্যাকাউন্ট স্থগিত করা হয়েছে')).toBeVisible();
    const facts = page.getByRole('region', { name: 'অ্যাকাউন্টের তথ্য' });
    await expect(facts.getByRole('definition').filter({ hasText: /^স্থগিত/ })).toHaveText(/অনির্দিষ্টকালের জন্য/);
    await expect(actions.getByRole('button')).toHaveText(['আবার চালু করুন']);

    // The member's next request is refused as suspended.
    const next = await request.post('/api/profile/phone/send-code', {
      data: { phone: member.phone },
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'bn' },
    });
    const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${member.token}` } });
    expect(((await profile.json()) as { userData: { status: string } }).userData.status).toBe('suspended');
    expect(next.ok()).toBe(false);
  });
});
