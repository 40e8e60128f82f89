import type { APIRequestContext } from '@playwright/test';
import { expect, openSignedIn, seriousA11yViolations, settled, signInAs, test } from './fixtures.ts';
import { registerMember, type Member } from './members.ts';

/**
 * Dates as people here write them (issue 31, items 3 and 13): a birth date is chosen by day,
 * month by name and year in the reader's language, shown back day first, and the member's
 * public profile (/ProfileDetails) is a well-formed description list in both languages.
 */

const PHONE = { width: 390, height: 844 };

async function memberId(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.get('/api/profile', { headers: { authorization: `Bearer ${member.token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { userData: { _id: string } }).userData._id;
}

test.describe('on a phone in Bengali', () => {
  test.use({ viewport: PHONE });

  test('a member sets the date of birth by day, month name and year and sees it back day first', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'তানিয়া আক্তার');
    await openSignedIn(page, '/user/profileedit', member.token);
    const birthDate = page.getByRole('group', { name: 'জন্মতারিখ' });
    // The date registration gave (20 May 1994), in Bengali.
    await expect(birthDate.getByLabel('দিন').locator('option:checked')).toHaveText('২০');
    await expect(birthDate.getByLabel('মাস').locator('option:checked')).toHaveText('মে');
    await expect(birthDate.getByLabel('বছর').locator('option:checked')).toHaveText('১৯৯৪');

    // 6 January, which mm/dd/yyyy would have read as 1 June.
    await birthDate.getByLabel('দিন').selectOption({ label: '৬' });
    await birthDate.getByLabel('মাস').selectOption({ label: 'জানুয়ারি' });
    await birthDate.getByLabel('বছর').selectOption({ label: '১৯৮৫' });
    // A day the month does not have is asked for again rather than saved.
    await birthDate.getByLabel('দিন').selectOption({ label: '৩১' });
    await birthDate.getByLabel('মাস').selectOption({ label: 'ফেব্রুয়ারি' });
    await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
    await expect(birthDate.getByText('আপনার জন্মতারিখ নির্বাচন করুন')).toBeVisible();
    await expect(birthDate.getByLabel('দিন')).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await birthDate.getByLabel('দিন').selectOption({ label: '৬' });
    await birthDate.getByLabel('মাস').selectOption({ label: 'জানুয়ারি' });
    await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('region', { name: 'মৌলিক তথ্য' })).toContainText('৬ জানুয়ারি, ১৯৮৫');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const saved = await request.get('/api/profile', { headers: { authorization: `Bearer ${member.token}` } });
    expect(((await saved.json()) as { userData: { birthDate: string } }).userData.birthDate).toBe('1985-01-06');
  });
});

test('the public profile lists its details without accessibility problems in Bengali and English', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'সুমাইয়া ইসলাম');
  // Every detail shown, so the list holds all its kinds of rows.
  const shown = await request.put('/api/profile/updateSettings', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { showEmail: true, showPhone: true, showAddress: true, birthDate: true },
  });
  expect(shown.ok(), await shown.text()).toBe(true);
  const path = `/ProfileDetails/${await memberId(request, member)}`;

  await signInAs(page, member.token, 'bn');
  await page.goto(path);
  await settled(page);
  const details = page.getByRole('region', { name: 'যোগাযোগ ও তথ্য' });
  await expect(details).toContainText('২০ মে, ১৯৯৪');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await signInAs(page, member.token, 'en');
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Contact and details' })).toContainText('20 May 1994');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
