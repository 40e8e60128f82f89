import type { APIRequestContext } from '@playwright/test';
import { bengaliStamp, expect, postFlat, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';
import { registerMember, type Member } from './members.ts';
import { SUPPORT } from './demo-accounts.ts';

/**
 * Issue 41 item 5, on a phone in Bengali: support confirms a paid post's payment with a bKash
 * TrxID that already paid for another post, and is refused, with that post named under the field.
 */
test.describe('on a phone in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 }, expectedApiErrors: [409] });

  /** A paid flat for sale in Mirpur (featured for 7 days), waiting for support: its PostID. */
  function paidPost(request: APIRequestContext, owner: Member, title: string): Promise<string> {
    return postFlat(
      request,
      owner.token,
      {
        type: 'sell',
        postTitle: title,
        description: 'খোলামেলা দক্ষিণমুখী ফ্ল্যাট, লিফট ও গাড়ি রাখার জায়গা আছে।',
        location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur' },
        price: 9_500_000,
        size: 1200,
        rooms: { bedrooms: 3, bathrooms: 2 },
        paid: true,
        paidPackage: 'featured-7',
      },
      { photo: '#6b7f5a' },
    );
  }

  test('support enters a TrxID that already paid for another post and is told which post', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await registerMember(request, 'নাসরিন জাহান', 'bn');
    const first = await paidPost(request, owner, `মিরপুরে ৩ বেডরুমের ফ্ল্যাট ${bengaliStamp()}`);
    const second = await paidPost(request, owner, `মিরপুরে আরেকটি ফ্ল্যাট ${bengaliStamp()}`);
    const support = await tokenFor(request, SUPPORT);
    const staff = { authorization: `Bearer ${support}` };
    const trxId = `8N${Date.now().toString(36).toUpperCase()}`;
    for (const postId of [first, second]) {
      const called = await request.post(`/api/admin/posts/${postId}/call`, {
        headers: staff,
        data: { note: 'মালিক বিকাশে ৫০০ টাকা পাঠাবেন বলেছেন।' },
      });
      expect(called.ok()).toBe(true);
    }
    const paid = await request.post(`/api/admin/posts/${first}/payment`, {
      headers: staff,
      data: { method: 'bkash', amountTaka: 500, package: 'featured-7', trxId },
    });
    expect(paid.ok(), await paid.text()).toBe(true);

    await signInAs(page, support, 'bn');
    await page.goto(`/admin/posts/${second}`);
    await expect(page.getByLabel('কীভাবে টাকা দিয়েছেন')).toHaveValue('bkash');
    await expect(page.getByLabel('প্যাকেজ')).toHaveValue('featured-7');
    await page.getByLabel(/টাকার পরিমাণ/).fill('৫০০');
    // Typed as it reads in the SMS, lower-case and with a space after: the same TrxID.
    await page.getByLabel(/TrxID/).fill(`${trxId.toLowerCase()} `);
    await page.getByRole('button', { name: 'পেমেন্ট নিশ্চিত করুন' }).click();

    const bengaliId = first.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const field = page.getByLabel(/TrxID/);
    await expect(field).toHaveAccessibleDescription(
      new RegExp(`এই বিকাশ TrxID দিয়ে আগেই ${bengaliId} পোস্টের টাকা দেওয়া হয়েছে।`),
    );
    await expect(field).toBeFocused();
    await expect(page.getByText('পেমেন্ট নিশ্চিত হয়েছে')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
