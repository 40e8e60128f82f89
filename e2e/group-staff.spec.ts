import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { bengaliStamp, expect, openSignedIn, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';
import { photoFile } from './photos.ts';
import { widePage } from './staff.ts';
import { ADMIN, SUPPORT, demoAccount } from './demo-accounts.ts';
import { bengaliDigits, latinDigits } from './digits.ts';

/**
 * Group-wise building in the staff area (issue 15, ADR 017): support publishes an offer on a
 * phone in Bengali, edits it and marks it filled; a visitor's interest becomes a lead that
 * support calls and notes, in the audit log and the CSV export; a member sees their own
 * interest on their dashboard and cannot open the leads.
 */
// Not seller2 or seller4: other browser tests count their notifications and reviews.
const MEMBER = demoAccount('seller5');

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const offerRow = (page: Page, title: string) => page.getByTestId('staff-group-offer').filter({ hasText: title });
const leadOf = (page: Page, name: string) => page.getByTestId('lead').filter({ hasText: name });

/** A photo of an offer's building or plot, 1200×800. */
const offerPhoto = (name: string, colour: string) => photoFile(name, colour, { width: 1200, height: 800 });

/** A phone number no other test uses: 017 and the clock's last eight digits. */
const uniquePhone = () => `017${String(Date.now()).slice(-8)}`;

let client = 0;
/** Interest as the public form sends it, from an address of its own (the API caps each address per hour). */
async function registerInterest(
  request: APIRequestContext,
  body: Record<string, string>,
  token?: string,
): Promise<void> {
  client += 1;
  const response = await request.post('/api/group-interest', {
    data: body,
    headers: { 'x-forwarded-for': `198.19.${process.pid % 250}.${(client % 250) + 1}`, ...(token ? auth(token) : {}) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test.describe('support publishes a group building offer and works its leads', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone in Bengali: publish, fix a mistake, edit, mark filled, call a lead, export it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `পল্লবীতে আট তলা গ্রুপ বিল্ডিং ${bengaliStamp()}`;
    const support = await tokenFor(request, SUPPORT);
    await openSignedIn(page, '/admin/group-offers', support);
    await expect(page.getByRole('heading', { level: 1, name: 'দলগত ভবনের অফার' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'নতুন অফার' }).first().click();
    await expect(page).toHaveURL(/\/admin\/group-offers\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'দলগত ভবনের নতুন অফার' })).toBeVisible();
    // Bengali first; the English twin is for readers of the English site (ADR 039).
    await page.getByLabel('শিরোনাম (বাংলা)').fill(title);
    await page.getByLabel(/^শিরোনাম \(ইংরেজি\)/).fill('Eight-storey group building in Pallabi');
    await page.getByLabel('ডেভেলপার বা জমির মালিক').fill('নির্মাণ হোমস লিমিটেড');
    await page.getByLabel('ডেভেলপারের ফোন নম্বর').fill('০১৭১৫০০০০০১');
    await page.getByLabel('বিভাগ', { exact: true }).selectOption('dhaka');
    await page.getByLabel('জেলা', { exact: true }).selectOption('dhaka');
    await page.getByLabel('উপজেলা বা এলাকা', { exact: true }).selectOption('dhaka-mirpur');
    await page.getByLabel('রোড বা রাস্তা').fill('রোড ৩, ব্লক ডি, পল্লবী');
    await page.getByLabel('জমির পরিমাণ').fill('১.৫');
    await page.getByRole('radio', { name: 'বিঘা' }).check();
    // 1.5 bigha is 30 katha (spec §1: land is shown in katha).
    await expect(page.getByText('= ৩০ কাঠা')).toBeVisible();
    await page.getByLabel('তলা', { exact: true }).fill('৮');
    await page.getByLabel('প্রতি শেয়ারে ফ্লোরের আয়তন (বর্গফুট)').fill('১২০০');
    // A slip: the largest flat smaller than the smallest.
    await page.getByLabel('ছোট ফ্ল্যাট (বর্গফুট)').fill('১৪০০');
    await page.getByLabel('বড় ফ্ল্যাট (বর্গফুট)').fill('১০০০');
    await page.getByLabel('মোট শেয়ার').fill('১২');
    await page.getByLabel('বাকি শেয়ার').fill('১০');
    await page.getByLabel('প্রতি শেয়ারের দাম (টাকা)').fill('৪৫,০০,০০০');
    await expect(page.getByText('৪৫,০০,০০০ টাকা')).toBeVisible();
    await page.getByLabel('বুকিং মানি (টাকা)').fill('৫,০০,০০০');
    await page.getByLabel('কিস্তির সংখ্যা').fill('৩৬');
    // Months by name and year (issue 31): March 2026 to December 2028.
    for (const [name, month, year] of [
      ['কাজ শুরু', '3', '2026'],
      ['হস্তান্তর', '12', '2028'],
    ] as const) {
      const group = page.getByRole('group', { name: new RegExp(`^${name}`) });
      await group.getByLabel('মাস').selectOption(month);
      await group.getByLabel('বছর').selectOption(year);
    }
    await page.getByRole('checkbox', { name: 'জেনারেটর' }).check();
    await page
      .getByLabel('বিবরণ (বাংলা)')
      .fill('পল্লবীর শান্ত এলাকায় দেড় বিঘা জমিতে আট তলা ভবন। জমির মালিক দুটি ফ্ল্যাট রাখবেন, বাকিগুলো শেয়ারে।');
    await page
      .getByLabel('ছবি যোগ করুন')
      .setInputFiles([await offerPhoto('front.jpg', '#b08968'), await offerPhoto('plot.jpg', '#7f5539')]);
    await expect(page.getByTestId('offer-photo')).toHaveCount(2);

    await page.getByRole('button', { name: 'অফার প্রকাশ করুন' }).click();
    await expect(page.getByText('বড় ফ্ল্যাট ছোট ফ্ল্যাটের চেয়ে ছোট হতে পারে না')).toBeVisible();
    await expect(page.getByLabel('বড় ফ্ল্যাট (বর্গফুট)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/group-offers\/new$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('বড় ফ্ল্যাট (বর্গফুট)').fill('১৬০০');
    await page.getByRole('button', { name: 'অফার প্রকাশ করুন' }).click();
    await expect(page).toHaveURL(/\/admin\/group-offers$/);
    await expect(toasts(page).filter({ hasText: 'অফার সংরক্ষিত হয়েছে' })).toBeVisible();
    const row = offerRow(page, title);
    await expect(row).toContainText('শেয়ার নেওয়া যাচ্ছে');
    await expect(row).toContainText('১২টির মধ্যে ১০টি বাকি');
    // The staff page writes the offer's ID in Bengali digits (G-১২), as every number in Bengali.
    const offerId = latinDigits(/G-[০-৯]+/.exec((await row.textContent()) ?? '')?.[0] ?? '');
    expect(offerId).toMatch(/^G-\d+$/);

    // It is public at once, with the land in katha and the numbers as typed.
    const published = await request.get(`/api/group-offers/${offerId}`);
    expect(published.ok()).toBe(true);
    const { offer } = (await published.json()) as {
      offer: { landKatha: number; flatSizeMax: number; pricePerShare: number; images: { id: string }[] };
    };
    expect(offer).toMatchObject({
      landKatha: 30,
      flatSizeMax: 1600,
      pricePerShare: 4_500_000,
      titleEn: 'Eight-storey group building in Pallabi',
      descriptionEn: null,
    });
    expect(offer.images).toHaveLength(2);
    await page.goto('/Group-Wise-Building');
    await expect(page.getByText(title).first()).toBeVisible();

    // Two families joined: support brings the shares left down, and puts the plot photo first.
    await page.goto('/admin/group-offers');
    await row.getByRole('link', { name: `${bengaliDigits(offerId)} সম্পাদনা করুন` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'অফার সম্পাদনা' })).toBeVisible();
    await expect(page.getByLabel('শিরোনাম (বাংলা)')).toHaveValue(title);
    await expect(page.getByRole('radio', { name: 'বিঘা' })).toBeChecked();
    await page.getByLabel('বাকি শেয়ার').fill('৯');
    await page.getByRole('button', { name: 'ছবি ২ আগে আনুন' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
    await expect(page).toHaveURL(/\/admin\/group-offers$/);
    await expect(row).toContainText('১২টির মধ্যে ৯টি বাকি');
    const edited = (await (await request.get(`/api/group-offers/${offerId}`)).json()) as {
      offer: { sharesLeft: number; images: { id: string }[] };
    };
    expect(edited.offer.sharesLeft).toBe(9);
    expect(edited.offer.images.map((image) => image.id)).toEqual([offer.images[1]!.id, offer.images[0]!.id]);

    // Every share taken: support marks it filled, after a question.
    await row.getByRole('button', { name: 'শেয়ার শেষ চিহ্নিত করুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'সব শেয়ার বুক হয়ে গেছে বলে চিহ্নিত করবেন?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'শেয়ার শেষ চিহ্নিত করুন' }).click();
    await expect(toasts(page).filter({ hasText: 'অফারের অবস্থা বদলানো হয়েছে' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('সব শেয়ার বুক হয়ে গেছে');

    // A visitor asks to join; support finds the lead under this offer and calls.
    const phone = uniquePhone();
    await registerInterest(request, { offerId, name: 'সাবরিনা ইয়াসমিন', occupation: 'স্কুলশিক্ষক', phone });
    await row.getByRole('link', { name: /নতুন আগ্রহী/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?offer=${offerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'আগ্রহীদের তালিকা' })).toBeVisible();
    await expect(page.getByLabel('অফার', { exact: true })).toHaveValue(offerId);
    const lead = leadOf(page, 'সাবরিনা ইয়াসমিন');
    await expect(lead).toHaveCount(1);
    await expect(lead).toContainText('স্কুলশিক্ষক');
    await expect(lead).toContainText('নতুন');
    await expect(lead.getByRole('link', { name: bengaliDigits(phone) })).toHaveAttribute('href', `tel:${phone}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await lead.getByLabel(/অবস্থা/).selectOption('called');
    await lead.getByLabel(/নোট/).fill('রবিবার সাইট দেখতে আসবেন');
    await lead.getByRole('button', { name: /সংরক্ষণ করুন/ }).click();
    await expect(toasts(page).filter({ hasText: 'আগ্রহী ব্যক্তির তথ্য হালনাগাদ হয়েছে' })).toBeVisible();
    await expect(lead).toContainText('ফোন করা হয়েছে');
    await expect(lead.getByLabel(/নোট/)).toHaveValue('রবিবার সাইট দেখতে আসবেন');

    // The filters stay in the address: only called leads of this offer.
    await page.getByLabel('অবস্থা', { exact: true }).selectOption('called');
    await expect(page).toHaveURL(new RegExp(`offer=${offerId}.*status=called|status=called.*offer=${offerId}`));
    await expect(lead).toHaveCount(1);

    // The CSV of the same filters, fetched with the token and saved as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'তালিকা ডাউনলোড (সিএসভি)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('সাবরিনা ইয়াসমিন');
    expect(csv).toContain(`${phone.slice(0, 5)}-${phone.slice(5)}`);
    expect(csv).toContain('রবিবার সাইট দেখতে আসবেন');

    // The audit log keeps each change, for an admin.
    const admin = await widePage(browser, await tokenFor(request, ADMIN), '/admin/audit?action=lead.updated');
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entry = (text: string) => admin.locator('ol > li').filter({ hasText: text });
    const called = entry(`সাবরিনা ইয়াসমিন (${offerId})`);
    await expect(called).toContainText(/From:\s*New/);
    await expect(called).toContainText(/To:\s*Called/);
    await expect(called).toContainText('রবিবার সাইট দেখতে আসবেন');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await admin.goto('/admin/audit?action=group.updated');
    await expect(entry(title)).toContainText(/Shares left: 10 → 9/);
    await expect(entry(title)).toContainText('order changed');
    await admin.goto('/admin/audit?action=group.status-changed');
    await expect(entry(title)).toContainText('Open → All shares taken');
    await admin.goto('/admin/audit?action=group.created');
    await expect(entry(title)).toHaveCount(1);
    await expect(entry(title).getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/admin/group-offers/${offerId}/edit`,
    );
    await admin.context().close();
  });

  test('in English: a general lead, marked not interested, and the staff list of offers', async ({ page, request }) => {
    test.setTimeout(90_000);
    const phone = uniquePhone();
    await registerInterest(request, {
      name: 'Tanvir Hasan',
      occupation: 'Pharmacist',
      phone,
      division: 'rajshahi',
      location: 'Near Shaheb Bazar',
    });
    const support = await tokenFor(request, SUPPORT);
    await signInAs(page, support, 'en');
    await page.goto('/admin/leads?offer=general&division=rajshahi');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    const lead = leadOf(page, phone);
    await expect(lead).toContainText('General: Rajshahi — Near Shaheb Bazar');
    await expect(lead.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    await expect(lead).toContainText('Not a member');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await lead.getByLabel(/Status/).selectOption('not-interested');
    await lead.getByRole('button', { name: /Save/ }).click();
    await expect(toasts(page).filter({ hasText: 'Lead updated' })).toBeVisible();
    await expect(lead).toContainText('Not interested');

    // The toast sits over the staff menu (top-center) for its five seconds; a pointer resting on it
    // holds it there, so the next link is followed once it has gone, as a person would.
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('link', { name: /Group offers/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Group building offers' })).toBeVisible();
    await page.getByRole('link', { name: 'Closed', exact: true }).click();
    await expect(page).toHaveURL(/status=closed/);
    // The previous tab's offers stay, faded, until the closed ones arrive.
    await expect(page.getByTestId('staff-group-offer').filter({ hasNotText: 'Closed' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('a member and group building', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sees their own interest on their dashboard and cannot open the leads', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await tokenFor(request, MEMBER);
    const offers = (await (await request.get('/api/group-offers')).json()) as {
      offers: { PostID: string; title: string }[];
    };
    const offer = offers.offers[0]!;
    await registerInterest(
      request,
      { offerId: offer.PostID, name: 'সেলিনা পারভীন', occupation: 'ব্যবসায়ী', phone: uniquePhone() },
      member,
    );

    await openSignedIn(page, '/user/profile', member);
    const section = page.getByRole('region', { name: 'দলগত ভবনে আমার আগ্রহ' });
    await expect(section).toBeVisible();
    const interest = section.getByTestId('my-interest').filter({ hasText: offer.title }).first();
    await expect(interest.getByRole('link', { name: offer.title })).toHaveAttribute(
      'href',
      `/Group-Wise-Building-Details/${offer.PostID}`,
    );
    await expect(interest).toContainText('নতুন');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'শুধু স্টাফদের জন্য' })).toBeVisible();
    await expect(page.getByTestId('lead')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
