import type { APIRequestContext } from '@playwright/test';
import {
  bengaliStamp,
  expect,
  openSignedIn,
  postFlat,
  seriousA11yViolations,
  settled,
  signInAs,
  test,
  tokenFor,
} from './fixtures.ts';
import { registerMember, type Member } from './members.ts';
import { SUPPORT } from './demo-accounts.ts';
import { bengaliDigits, latinDigits } from './digits.ts';
import { photoFile } from './photos.ts';
import { nextStep } from './post-form.ts';

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

  /**
   * Issue 64, item 4: a paid post says what was paid. The seller posts a paid flat with the
   * 15-day package through the form; the confirmation names the package, its price, the staff
   * call and paying by bKash. Support calls and confirms the payment; the seller's My properties
   * shows the record (method, TrxID, amount, package, until when) and the inbox says the same.
   */
  test('a paid post says what it costs and how to pay, then shows what was paid', async ({ page, request }) => {
    test.setTimeout(120_000);
    const owner = await registerMember(request, 'রাশেদ করিম', 'bn');
    const title = `উত্তরায় পেইড ফ্ল্যাট ${bengaliStamp()}`;
    await openSignedIn(page, '/sellpost', owner.token);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('বিক্রির বিজ্ঞাপন দিন');

    await page.getByLabel('প্রপার্টির ধরন').selectOption('apartment');
    await page.getByLabel('বেডরুম').fill('৩');
    await page.getByLabel('বাথরুম').fill('২');
    await page.getByLabel('শিরোনাম', { exact: true }).fill(title);
    await page.getByLabel('বিবরণ').fill('দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে।');
    await nextStep(page);
    await page.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
    await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
    await page.getByLabel('উপজেলা বা এলাকা').selectOption({ index: 1 });
    await nextStep(page);
    await page.getByRole('textbox', { name: 'দাম (টাকা)', exact: true }).fill('৮৫০০০০০');
    await page.getByLabel('আয়তন (বর্গফুট)').fill('১৩৫০');
    await nextStep(page);
    await nextStep(page);
    await page.getByLabel('ছবি যোগ করুন').setInputFiles([await photoFile('paid.jpg', '#7a5c3e')]);
    await expect(page.getByRole('img', { name: 'ছবি ১' })).toBeVisible();
    await nextStep(page);

    // One word for what is bought: the form says পেইড বিজ্ঞাপন and names the packages by their days.
    await page.getByRole('radio', { name: /পেইড বিজ্ঞাপন/ }).check();
    await page.getByRole('radio', { name: /১৫ দিনের প্যাকেজ/ }).check();
    await expect(page.getByText(/ফিচার্ড|বিশেষ/)).toHaveCount(0);
    await page.getByRole('button', { name: 'বিজ্ঞাপন জমা দিন' }).click();

    const paid = page.getByRole('region', { name: 'পেইড বিজ্ঞাপন: ১৫ দিনের প্যাকেজ, ৯০০ টাকা' });
    await expect(paid).toBeVisible();
    await expect(paid).toContainText(`আমাদের একজন কর্মী আপনার ${bengaliDigits(owner.phone)} নম্বরে ফোন করবেন`);
    await expect(paid).toContainText('কোন বিকাশ নম্বরে টাকা পাঠাতে হবে। ৯০০ টাকা পাঠানোর পর বিকাশের এসএমএসে আসা TrxID');
    await expect(paid).toContainText('সেদিন থেকে ১৫ দিন বিজ্ঞাপনটি তালিকার একদম ওপরে থাকবে');
    await expect(page.getByText(/^পেমেন্ট সময়মতো নিশ্চিত হলে বিজ্ঞাপনটি সম্ভবত .+ লাইভ হবে/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('paid-confirmation.png'), fullPage: true });
    const shownId = (await page.getByText(/^পোস্ট নম্বর: S-[০-৯]+$/).textContent()) ?? '';
    const postId = latinDigits(shownId.replace('পোস্ট নম্বর: ', ''));

    // Support calls and confirms: bKash, 900 taka, the 15-day package, the TrxID of the owner's SMS.
    const staff = { authorization: `Bearer ${await tokenFor(request, SUPPORT)}` };
    const trxId = `9C${Date.now().toString(36).toUpperCase()}`;
    const called = await request.post(`/api/admin/posts/${postId}/call`, {
      headers: staff,
      data: { note: 'মালিক বিকাশে ৯০০ টাকা পাঠিয়েছেন।' },
    });
    expect(called.ok(), await called.text()).toBe(true);
    const confirmed = await request.post(`/api/admin/posts/${postId}/payment`, {
      headers: staff,
      data: { method: 'bkash', amountTaka: 900, package: 'featured-15', trxId },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    await page.getByRole('link', { name: 'আমার প্রপার্টি দেখুন' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমার প্রপার্টি');
    const card = page.getByRole('article').filter({ hasText: title });
    const record = card.getByRole('region', { name: 'পেইড বিজ্ঞাপন: পেমেন্ট নিশ্চিত হয়েছে' });
    await expect(record).toBeVisible();
    const rows = record.getByRole('definition');
    await expect(record.getByRole('term')).toHaveText([
      'মাধ্যম',
      'TrxID',
      'টাকার পরিমাণ',
      'প্যাকেজ',
      'নিশ্চিত হয়েছে',
      'তালিকার ওপরে',
    ]);
    await expect(rows.nth(0)).toHaveText('বিকাশ');
    await expect(rows.nth(1)).toHaveText(trxId);
    await expect(rows.nth(2)).toHaveText('৯০০ টাকা');
    await expect(rows.nth(3)).toHaveText('১৫ দিনের প্যাকেজ');
    await expect(rows.nth(5)).toHaveText(/^[০-৯]+ \S+, [০-৯]{4} পর্যন্ত$/);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('paid-record.png') });

    // The inbox says the same, the TrxID as the SMS wrote it.
    await page.goto('/user/my-inbox');
    await expect(
      page.getByText(`পেমেন্ট আমরা নিশ্চিত করেছি: বিকাশ, TrxID ${trxId}, ৯০০ টাকা, ১৫ দিনের প্যাকেজ।`),
    ).toBeVisible();
  });
});
