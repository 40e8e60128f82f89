import type { APIRequestContext } from '@playwright/test';
import { bengaliStamp, expect, postFlat, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';
import { registerMember } from './members.ts';
import { SUPPORT } from './demo-accounts.ts';
import { bengaliDigits } from './digits.ts';

/**
 * Reports of listings (issue 18): a visitor reports a post from its page, support finds it in
 * /admin/reports and asks the owner to correct it, and the owner reads support's note in the inbox.
 */

/** A live sell post of `token`'s (posted and approved through the API). */
async function livePost(request: APIRequestContext, token: string, title: string): Promise<string> {
  const shade = Date.now() % 200;
  return postFlat(
    request,
    token,
    {
      type: 'sell',
      postTitle: title,
      description: 'দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে, বাজার ও স্কুল কাছেই।',
      location: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
      price: 4_800_000,
      size: 1100,
      rooms: { bedrooms: 3, bathrooms: 2 },
    },
    { photo: `rgb(${40 + shade}, 120, ${240 - shade})`, approve: true },
  );
}

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor reports a post, support asks the owner to correct it, the owner reads the note', async ({
    page,
    request,
    visit,
  }) => {
    test.setTimeout(90_000);
    const title = `বোয়ালিয়ায় ৩ বেডরুমের ফ্ল্যাট ${bengaliStamp()}`;
    // A new owner: the inbox read below is theirs alone, whatever other tests send at the same time.
    const owner = await registerMember(request, 'নাজমুল হক', 'bn');
    const postId = await livePost(request, owner.token, title);

    // A visitor, not signed in.
    await visit(`/Property-Buy-Sell-Details/${postId}`, 'bn');
    const report = page.getByRole('button', { name: 'রিপোর্ট করুন' });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'বিজ্ঞাপনটি রিপোর্ট করুন' });
    await expect(dialog).toContainText(title);
    await expect(dialog.getByRole('radio')).toHaveCount(7);
    await dialog.getByRole('button', { name: 'রিপোর্ট পাঠান' }).click();
    await expect(dialog.getByText('দেওয়া বিকল্পগুলো থেকে একটি বেছে নিন')).toBeVisible();
    // "Something else" needs a few words.
    await dialog.getByRole('radio', { name: 'অন্য কিছু' }).check();
    await dialog.getByRole('button', { name: 'রিপোর্ট পাঠান' }).click();
    await expect(dialog.getByText('কী সমস্যা, দুই-এক কথায় লিখুন।')).toBeVisible();

    await dialog.getByRole('radio', { name: 'অগ্রিম টাকা চেয়েছে' }).check();
    const details = 'দেখার আগেই বিকাশে ৫,০০০ টাকা অগ্রিম চাইলেন।';
    await dialog.getByRole('textbox', { name: 'বিস্তারিত' }).fill(details);
    await expect(dialog).toContainText('৪৩ / ৫০০');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'রিপোর্ট পাঠান' }).click();
    const outcome = dialog.getByRole('status');
    await expect(outcome).toContainText('রিপোর্ট করার জন্য ধন্যবাদ');
    await expect(outcome).toContainText('আমাদের সাপোর্ট টিম বিজ্ঞাপনটি দেখবে');
    await expect(outcome).toContainText('এরপর কী হবে');
    await dialog.getByRole('button', { name: 'ঠিক আছে' }).click();
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();

    // Support finds it among the open reports and asks the owner to correct the listing.
    await signInAs(page, await tokenFor(request, SUPPORT), 'bn');
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('রিপোর্ট করা বিজ্ঞাপন');
    const group = page.getByTestId('report-group').filter({ hasText: bengaliDigits(postId) });
    await expect(group.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/Property-Buy-Sell-Details/${postId}`,
    );
    await expect(group).toContainText('অগ্রিম টাকা চেয়েছে');
    await expect(group).toContainText(details);
    await expect(group).toContainText('একজন দর্শক (লগইন ছাড়া)');
    await expect(group).toContainText('সাইটে আছে');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await group.getByRole('button', { name: 'মালিককে ঠিক করতে বলুন' }).click();
    const ask = page.getByRole('dialog', { name: 'মালিককে বিজ্ঞাপনটি ঠিক করতে বলবেন?' });
    await ask.getByRole('button', { name: 'মালিককে ঠিক করতে বলুন' }).click();
    await expect(ask.getByText('কারণ লিখুন (কমপক্ষে ৫ অক্ষর)।')).toBeVisible();
    const note = `অগ্রিম টাকা চাওয়া যাবে না; দাম ও ঠিকানা আবার মিলিয়ে দেখুন ${bengaliStamp()}`;
    await ask.getByRole('textbox', { name: 'মালিকের জন্য নোট' }).fill(note);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'মালিককে ঠিক করতে বলুন' }).click();
    await expect(ask).toBeHidden();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'মালিককে বিজ্ঞাপনটি ঠিক করতে বলা হয়েছে।' }),
    ).toBeVisible();
    await expect(group).toHaveCount(0);

    // The owner reads support's note in the inbox, and sees no Report button on their own post.
    await signInAs(page, owner.token, 'bn');
    await page.goto('/user/my-inbox');
    const notice = page.getByTestId('notification-item').filter({ hasText: note });
    await expect(notice).toContainText('আপনার বিজ্ঞাপনটি ঠিক করুন');
    await expect(notice).toContainText(bengaliDigits(postId));
    await page.goto(`/Property-Buy-Sell-Details/${postId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: 'রিপোর্ট করুন' })).toHaveCount(0);
  });
});

test('in English, the report dialog of a group offer is keyboard-usable and needs words for “Something else”', async ({
  page,
  visit,
}) => {
  await visit('/Group-Wise-Building-Details/G-2', 'en');
  const report = page.getByRole('button', { name: 'Report', exact: true });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  // The first reason has the focus; the arrow keys move through them.
  await expect(dialog.getByRole('radio', { name: 'Already sold or rented' })).toBeFocused();
  for (const name of ['Wrong price or place', 'Fake or copied photos', 'Asked for advance money', 'Offensive']) {
    await expect(dialog.getByRole('radio', { name })).toBeVisible();
  }
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us in a few words what is wrong.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Details' })).toBeFocused();
  await page.keyboard.type('The developer’s phone number on the offer does not answer.');
  await expect(dialog).toContainText('58 / 500');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();

  await report.click();
  await dialog.getByRole('radio', { name: 'A broker posing as the owner' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you for reporting');
  await expect(dialog.getByRole('status')).toContainText('What happens next');
});
