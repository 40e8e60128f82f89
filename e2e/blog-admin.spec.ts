import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { bengaliStamp, expect, openSignedIn, seriousA11yViolations, signInAs, test, tokenFor } from './fixtures.ts';
import { registerMember } from './members.ts';
import { ADMIN, SUPPORT } from './demo-accounts.ts';

/**
 * The blog in the staff area (issue 16, ADR 018): support writes an article on a phone in
 * Bengali with a cover and a table, previews the server's rendering, publishes it, reads it on
 * the site and takes it down again; hides a comment a member reported (and meets a colleague's
 * decision made first); the same pages once in English on a wide screen.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const articleRow = (page: Page, title: string) => page.getByTestId('staff-article').filter({ hasText: title });
const commentCard = (page: Page, text: string) => page.getByTestId('staff-comment').filter({ hasText: text });

async function coverFile() {
  const buffer = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#2f6f4f' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name: 'dolil.jpg', mimeType: 'image/jpeg', buffer };
}

/** A published article to comment on (the demo data has a dozen). */
async function anyArticleId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/blog')).json()) as { articles: { id: number }[] };
  expect(list.articles.length).toBeGreaterThan(0);
  // The oldest on the first page, one the seed wrote: the newest may be the article the test
  // beside this one publishes and takes down meanwhile (its comments then answer 404).
  return list.articles.at(-1)!.id;
}

/** A member's comment on the article, reported by another member; its id. */
async function reportedComment(request: APIRequestContext, articleId: number, text: string): Promise<string> {
  const writer = (await registerMember(request, 'মাহমুদা আক্তার')).token;
  const reporter = (await registerMember(request, 'তানভীর হাসান')).token;
  const posted = await request.post(`/api/blog/${articleId}/comments`, { data: { body: text }, headers: auth(writer) });
  expect(posted.status(), await posted.text()).toBeLessThan(300);
  const { comment } = (await posted.json()) as { comment: { id: string } };
  const reported = await request.post(`/api/blog/comments/${comment.id}/report`, {
    data: { reason: 'abusive', note: 'অন্য পাঠককে গালি দেওয়া হয়েছে' },
    headers: auth(reporter),
  });
  expect(reported.status(), await reported.text()).toBeLessThan(300);
  return comment.id;
}

/**
 * The comments a visitor reads. The browser tests share one server and one address, so a read may
 * be turned away for a moment (a 429 or a 503 under load): it is asked again until it is answered.
 */
const publicBodies = async (request: APIRequestContext, articleId: number): Promise<string[]> => {
  let bodies: string[] | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/blog/${articleId}/comments`);
      if (!response.ok()) return response.status();
      const data = (await response.json()) as { threads: { body: string; replies: { body: string }[] }[] };
      bodies = data.threads.flatMap((thread) => [thread.body, ...thread.replies.map((reply) => reply.body)]);
      return 200;
    })
    .toBe(200);
  return bodies ?? [];
};

test.describe('support writes and moderates the blog on a phone in Bengali', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('writes an article with a cover and a table, previews, publishes, reads it and takes it down', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = bengaliStamp();
    const title = `নামজারি করার ধাপগুলো ${stamp}`;
    const support = await tokenFor(request, SUPPORT);
    await openSignedIn(page, '/admin/blog', support);
    await expect(page.getByRole('heading', { level: 1, name: 'ব্লগের লেখা' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'নতুন লেখা' }).first().click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'নতুন লেখা' })).toBeVisible();
    await page.getByLabel('শিরোনাম', { exact: true }).fill(title);
    await page.getByLabel('বিষয়', { exact: true }).selectOption('land-documents');
    await expect(page.getByRole('radio', { name: 'বাংলা' })).toBeChecked();
    const body = page.getByLabel('লেখা (মার্কডাউন)');
    await body.fill('জমি কেনার পর নিজের নামে নামজারি না করলে খাজনা দেওয়া যায় না।\n\n## কী কী লাগবে');
    // The toolbar puts a table on lines of its own, its first heading selected: typing replaces it.
    await page.getByRole('button', { name: 'টেবিল যোগ করুন' }).click();
    // The selection is set on the next frame: typing starts once it is there, as a person's would.
    await expect
      .poll(() => body.evaluate((area: HTMLTextAreaElement) => area.selectionEnd - area.selectionStart))
      .toBeGreaterThan(0);
    await page.keyboard.type('কাগজ');
    await expect(body).toHaveValue(/\| কাগজ \| কলাম ২ \|\n\| --- \| --- \|/);
    const tags = page.getByRole('textbox', { name: 'ট্যাগ (ঐচ্ছিক)' });
    await tags.fill('নামজারি');
    await tags.press('Enter');
    await tags.fill('খতিয়ান');
    await page.getByRole('button', { name: 'যোগ করুন', exact: true }).click();
    await expect(page.getByRole('button', { name: '“খতিয়ান” ট্যাগটি সরান' })).toBeVisible();
    await page.getByLabel('ছবি বেছে নিন').setInputFiles(await coverFile());
    await expect(page.getByRole('img', { name: 'প্রচ্ছদের প্রিভিউ' })).toBeVisible();
    await page.getByLabel('ছবির বর্ণনা').fill('টেবিলের ওপর জমির দলিল ও খতিয়ানের কাগজ');

    // The summary was forgotten: the form says so at the field, in Bengali, and sends nothing.
    await page.getByRole('button', { name: 'প্রকাশ করুন' }).click();
    await expect(page.getByText('ছোট করে একটা সারাংশ লিখুন')).toBeVisible();
    await expect(page.getByLabel('সারসংক্ষেপ')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await page
      .getByLabel('সারসংক্ষেপ')
      .fill('দলিল হাতে পাওয়ার পর এসি ল্যান্ড অফিসে নামজারির আবেদন থেকে খতিয়ান পাওয়া পর্যন্ত।');
    await expect(page.getByText('৮২ / ৩০০')).toBeVisible();

    // The preview is the server's rendering: a real table, and the reading time.
    await page.getByRole('tab', { name: 'প্রিভিউ' }).click();
    const preview = page.getByTestId('article-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'কী কী লাগবে' })).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'কাগজ' })).toBeVisible();
    await expect(page.getByText('পড়তে ১ মিনিট')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Leaving with unsaved work asks first; staying keeps everything.
    await page.getByRole('link', { name: 'লেখার তালিকায় ফিরুন' }).click();
    const leave = page.getByRole('dialog', { name: 'সংরক্ষণ না করেই চলে যাবেন?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'না, থাক' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    await page.getByRole('button', { name: 'প্রকাশ করুন' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(toasts(page).filter({ hasText: 'লেখা প্রকাশিত হয়েছে' })).toBeVisible();
    const row = articleRow(page, title);
    await expect(row).toContainText('প্রকাশিত');
    await expect(row).toContainText('জমি ও দলিল');

    // Readers find it, with the cover and the table.
    const viewLink = row.getByRole('link', { name: /সাইটে দেখুন/ });
    const articlePath = (await viewLink.getAttribute('href')) ?? '';
    expect(articlePath).toMatch(/^\/BlogPostDetails\/\d+$/);
    const articleId = Number(articlePath.split('/').pop());
    const published = (await (await request.get(`/api/blog/${articleId}`)).json()) as {
      article: { title: string; bodyHtml: string; cover: { alt: string } | null; tags: string[] };
    };
    expect(published.article).toMatchObject({ title, tags: ['নামজারি', 'খতিয়ান'] });
    expect(published.article.cover?.alt).toBe('টেবিলের ওপর জমির দলিল ও খতিয়ানের কাগজ');
    expect(published.article.bodyHtml).toContain('<table>');
    await viewLink.click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Taken down: gone from the blog's list and from its address.
    await page.goto('/admin/blog');
    await articleRow(page, title).getByRole('button', { name: 'সরিয়ে নিন' }).click();
    const confirm = page.getByRole('dialog', { name: 'লেখাটি সরিয়ে নেবেন?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'সরিয়ে নিন' }).click();
    await expect(toasts(page).filter({ hasText: 'লেখা সরিয়ে নেওয়া হয়েছে' })).toBeVisible();
    await expect(articleRow(page, title)).toContainText('সরিয়ে নেওয়া');
    expect((await request.get(`/api/blog/${articleId}`)).status()).toBe(404);
    const search = (await (await request.get(`/api/blog?q=${encodeURIComponent(stamp)}`)).json()) as {
      spotlight: { id: number } | null;
      articles: { id: number }[];
    };
    expect([search.spotlight, ...search.articles].some((article) => article?.id === articleId)).toBe(false);
  });

  test.describe('reported comments', () => {
    test.use({ expectedApiErrors: [409] });

    test('hides a reported comment with a reason, and learns when a colleague decided first', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const articleId = await anyArticleId(request);
      const rude = `এই লেখক কিছুই জানেন না, বাজে কথা ${bengaliStamp()}`;
      const commentId = await reportedComment(request, articleId, rude);
      expect(await publicBodies(request, articleId)).toContain(rude);

      const support = await tokenFor(request, SUPPORT);
      await openSignedIn(page, '/admin/blog-comments', support);
      await expect(page.getByRole('heading', { level: 1, name: 'রিপোর্ট করা মন্তব্য' })).toBeVisible();
      const card = commentCard(page, rude);
      await expect(card).toContainText('মাহমুদা আক্তার');
      await expect(card).toContainText('গালিগালাজ বা বিদ্বেষ');
      await expect(card).toContainText('অন্য পাঠককে গালি দেওয়া হয়েছে');
      await expect(card.getByRole('link').first()).toHaveAttribute(
        'href',
        `/BlogPostDetails/${articleId}#comment-${commentId}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      await card.getByRole('button', { name: 'লুকান' }).click();
      const dialog = page.getByRole('dialog', { name: 'মন্তব্যটি লুকাবেন?' });
      await dialog.getByLabel('লুকানোর কারণ').fill('গালি');
      await dialog.getByRole('button', { name: 'লুকান' }).click();
      await expect(dialog.getByText('কারণ লিখুন (কমপক্ষে ৫ অক্ষর)।')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByLabel('লুকানোর কারণ').fill('অন্য পাঠককে ব্যক্তিগত আক্রমণ');
      await dialog.getByRole('button', { name: 'লুকান' }).click();
      await expect(toasts(page).filter({ hasText: 'মন্তব্যটি লুকানো হয়েছে' })).toBeVisible();
      await expect(card).toHaveCount(0);
      // The focus is not lost with the card: it is on the next card's title or the page's heading.
      await expect(page.locator(':focus')).toHaveAttribute('tabindex', '-1');
      expect(await publicBodies(request, articleId)).not.toContain(rude);

      await page.getByRole('link', { name: 'লুকানো' }).click();
      await expect(commentCard(page, rude)).toContainText('অন্য পাঠককে ব্যক্তিগত আক্রমণ');

      // Two staff at once: an admin hides the next one while support still has it on screen.
      const second = `বিজ্ঞাপন: সস্তায় প্লট কিনুন ${bengaliStamp()}`;
      const secondId = await reportedComment(request, articleId, second);
      await page.getByRole('link', { name: /^রিপোর্ট করা/ }).click();
      await page.reload();
      const secondCard = commentCard(page, second);
      await expect(secondCard).toBeVisible();
      const admin = await tokenFor(request, ADMIN);
      const first = await request.post(`/api/admin/blog-comments/${secondId}/hide`, {
        data: { reason: 'স্প্যাম বিজ্ঞাপন' },
        headers: auth(admin),
      });
      expect(first.ok()).toBe(true);
      await secondCard.getByRole('button', { name: 'রেখে দিন' }).click();
      await expect(toasts(page).filter({ hasText: 'অন্য কেউ আগেই সিদ্ধান্ত নিয়েছেন' })).toBeVisible();
      await expect(secondCard).toHaveCount(0);
    });
  });
});

test.describe('in English on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('finds an article by search and language, previews it, and the three pages pass axe', async ({
    page,
    request,
  }) => {
    const support = await tokenFor(request, SUPPORT);
    await signInAs(page, support, 'en');
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog articles' })).toBeVisible();
    await page.getByLabel('Language').selectOption('en');
    await expect(page).toHaveURL(/language=en/);
    const rows = page.getByTestId('staff-article');
    await expect(rows.first()).toContainText('English');
    await expect(rows.filter({ hasText: 'Bengali' })).toHaveCount(0);
    const firstTitle = (await rows.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
    await page.getByLabel('Search titles and text').fill(firstTitle.split(' ').slice(0, 3).join(' '));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(rows.filter({ hasText: firstTitle })).toHaveCount(1);
    // The found list, no longer the previous one dimmed while it loads.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await rows
      .filter({ hasText: firstTitle })
      .getByRole('link', { name: /^Edit \(article/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit the article' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(firstTitle);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take down' })).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByTestId('article-preview')).toBeVisible();
    await expect(page.getByText(/min read$/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/admin/blog-comments');
    await expect(page.getByRole('heading', { level: 1, name: 'Reported comments' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Reported/ })).toHaveAttribute('aria-current', 'page');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
