import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  drawnPhoto,
  bengaliStamp,
  expect,
  phoneTab,
  postAsMember,
  seriousA11yViolations,
  signInAs,
  test,
  touchedAndLive,
  tokenFor,
} from './fixtures.ts';
import { registerMember } from './members.ts';
import { SUPPORT, demoAccount } from './demo-accounts.ts';

/**
 * Checked land documents (issue 18): an owner adds the deed of a land post on a phone in Bengali,
 * nobody else can open it, support views it and marks it checked, and every visitor then sees
 * "Documents checked by Ghorbari" with what it does and does not mean, in both languages.
 */

/** A photo of a paper, as a phone's camera would send it (a PNG here): lines of text and a seal. */
function deedPhoto(): Promise<Buffer> {
  const lines = Array.from(
    { length: 30 },
    (_, line) => `<rect x="80" y="${120 + line * 32}" width="${500 + (line % 5) * 50}" height="10" fill="#5b4a2f"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="100%" height="100%" fill="#f4eedc"/>${lines.join('')}
    <circle cx="720" cy="1050" r="70" fill="none" stroke="#8a1c1c" stroke-width="8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const scenery = () =>
  drawnPhoto(
    { r: 120, g: 170, b: 90 },
    '<rect y="500" width="1200" height="400" fill="#6b4f2a"/>' +
      `<circle cx="${200 + (Date.now() % 700)}" cy="180" r="90" fill="#f5d76e"/>`,
  );

/** A live land post of the owner's, for sale; returns its PostID. */
async function landPost(request: APIRequestContext, token: string, title: string): Promise<string> {
  const data = {
    type: 'sell',
    postTitle: title,
    description: 'সাভারে পাকা রাস্তার পাশে পাঁচ কাঠা আবাসিক জমি, নামজারি ও খাজনা হালনাগাদ।',
    location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-savar' },
    price: 7_500_000,
    priceUnits: 'total-price',
    landSize: 5,
    landUnits: 'katha',
    landCategory: 'residential',
    propertyType: 'land',
    paid: false,
  };
  return postAsMember(request, token, data, { photo: await scenery(), name: 'IMG_0001.jpg', approve: true });
}

/** A visitor's tab (no account) in a language, on a server-rendered page, once the app is live. */
async function visitorPage(browser: Browser, language: 'bn' | 'en', path: string): Promise<Page> {
  const page = await phoneTab(browser, language);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path);
  await touchedAndLive(page);
  expect(errors, 'console errors on the visitor’s page').toEqual([]);
  return page;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an owner adds the deed, support checks it, and the post shows the badge', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A new owner: their inbox hears of support's findings, and no other test's.
    const { token: owner } = await registerMember(request, 'রফিকুল ইসলাম', 'bn');
    const title = `সাভারে পাঁচ কাঠা জমি ${bengaliStamp()}`;
    const postId = await landPost(request, owner, title);

    // The owner, in Bengali, goes from their posts to the post's documents.
    await signInAs(page, owner, 'bn');
    await page.goto('/user/my-properties');
    await page.getByRole('tab', { name: /অনুমোদিত বিক্রি/ }).click();
    await page.getByRole('link', { name: `${title}-এর জমির কাগজপত্র` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'জমির কাগজপত্র' })).toBeVisible();
    await expect(page.getByText('এই ফাইলগুলো শুধু আপনি আর ঘরবাড়ির সাপোর্ট টিম দেখতে পারে')).toBeVisible();
    const deed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'দলিল', exact: true }) });
    await expect(deed.getByText('যোগ করা হয়নি')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const chooser = page.waitForEvent('filechooser');
    await deed.getByRole('button', { name: 'দলিল যোগ করুন' }).click();
    await (await chooser).setFiles({ name: 'dolil.png', mimeType: 'image/png', buffer: await deedPhoto() });
    await expect(deed.getByText('যাচাইয়ের অপেক্ষায়')).toBeVisible();
    await deed.getByRole('button', { name: 'দলিল দেখুন' }).click();
    const preview = page.getByRole('dialog', { name: 'দলিল' });
    await expect(preview.getByRole('img', { name: 'দলিল-এর ছবি' })).toBeVisible();
    expect(await preview.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(preview).toBeHidden();

    // The file is private: a visitor gets 401 and another member 403; only the list shows where it is.
    const list = await request.get(`/api/posts/${postId}/documents`, { headers: { authorization: `Bearer ${owner}` } });
    const { documents } = (await list.json()) as { documents: { kind: string; fileUrl: string }[] };
    const fileUrl = documents.find((document) => document.kind === 'deed')!.fileUrl;
    expect((await request.get(fileUrl)).status()).toBe(401);
    const stranger = await tokenFor(request, demoAccount('seller3'));
    expect((await request.get(fileUrl, { headers: { authorization: `Bearer ${stranger}` } })).status()).toBe(403);

    // Support, in Bengali, opens the post, views the deed and marks it checked.
    await signInAs(page, await tokenFor(request, SUPPORT), 'bn');
    await page.goto(`/admin/posts/${postId}`);
    const panel = page.getByRole('region', { name: 'জমির কাগজপত্র' });
    await expect(panel.getByText('যাচাইয়ের অপেক্ষায়')).toBeVisible();
    await panel.getByRole('button', { name: 'দলিল দেখুন' }).click();
    await expect(page.getByRole('dialog', { name: 'দলিল' }).getByRole('img', { name: 'দলিল-এর ছবি' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'দলিল যাচাই করা হয়েছে বলে চিহ্নিত করুন' }).click();
    await expect(panel.getByText('যাচাই করা হয়েছে', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ইতিহাস' })).toContainText('কাগজ যাচাই করা হয়েছে');

    // Any visitor now sees the badge, what was seen, and what it means.
    const visitor = await visitorPage(browser, 'bn', `/Property-Buy-Sell-Details/${postId}`);
    const badge = visitor.getByRole('region', { name: 'ঘরবাড়ি কাগজপত্র যাচাই করেছে' });
    await expect(badge.getByRole('listitem')).toHaveText(['দলিল']);
    await badge.getByText('এর মানে কী').click();
    await expect(badge).toContainText('এটি জমির মালিকানার নিশ্চয়তা নয়');
    await expect(badge).toContainText('কোনো টাকা দেওয়ার আগে নিজে ভূমি অফিসে');
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await visitor.context().close();

    const english = await visitorPage(browser, 'en', `/Property-Buy-Sell-Details/${postId}`);
    const badgeEn = english.getByRole('region', { name: 'Documents checked by Ghorbari' });
    await expect(badgeEn.getByRole('listitem')).toHaveText(['Deed (dolil)']);
    await badgeEn.getByText('What this means').click();
    await expect(badgeEn).toContainText('It does not prove who owns the land');
    expect(await seriousA11yViolations(english)).toEqual([]);
    await english.context().close();
  });
});

test('in English on a desktop, support marks a paper as not matching and the owner reads why', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token: owner } = await registerMember(request, 'Rafiqul Islam', 'en');
  const postId = await landPost(request, owner, `সাভারে জমি বিক্রি ${bengaliStamp()}`);
  const uploaded = await request.post(`/api/posts/${postId}/documents`, {
    headers: { authorization: `Bearer ${owner}` },
    multipart: { kind: 'khatian', file: { name: 'khatian.png', mimeType: 'image/png', buffer: await deedPhoto() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await signInAs(page, await tokenFor(request, SUPPORT));
  await page.goto(`/admin/posts/${postId}`);
  const panel = page.getByRole('region', { name: 'Land documents' });
  await panel.getByRole('button', { name: 'Mark Record of rights (khatian) as not matching' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record of rights (khatian) does not match?' });
  await dialog.getByRole('button', { name: 'Mark as not matching' }).click();
  // A note is required: the owner has to know what to fix.
  await expect(dialog.getByRole('textbox', { name: 'Note to the owner' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Note to the owner' }).fill('The khatian names another owner.');
  await dialog.getByRole('button', { name: 'Mark as not matching' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Does not match', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await signInAs(page, owner);
  await page.goto(`/user/post-documents/${postId}`);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Record of rights (khatian)' }) });
  await expect(row.getByText('Does not match', { exact: true })).toBeVisible();
  await expect(row).toContainText('The khatian names another owner.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The post shows no badge while a paper does not match.
  const detail = await request.get(`/api/posts/${postId}`);
  expect(((await detail.json()) as { post: { documentsChecked: string[] } }).post.documentsChecked).toEqual([]);
});
