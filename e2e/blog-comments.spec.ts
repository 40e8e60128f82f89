import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, open, seriousA11yViolations, settled, test, tokenFor, type Language } from './fixtures.ts';
import { registerMember, type Member } from './members.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * Comments and replies under a blog article (issue 16): two new members on phones, one comments,
 * the other replies, and the first sees the reply arrive live; edit, delete ("comment deleted"
 * keeps the thread), report; a visitor is asked to sign in; reply notices can be turned off.
 */

const PHONE = { width: 390, height: 844 };
/** Demo articles (helper seed): 5 is in Bengali, 6 in English. */
const BENGALI_ARTICLE = '/BlogPostDetails/5';
const ENGLISH_ARTICLE = '/BlogPostDetails/6';

/** A phone-sized tab of its own, signed in as `member`, in `language`. */
async function phoneTab(browser: Browser, member: Member | null, language: Language, baseURL: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, isMobile: true, hasTouch: true });
  await context.addInitScript(
    ([lng, token]) => {
      localStorage.setItem('lng', lng ?? 'bn');
      if (token) localStorage.setItem('userToken', token);
    },
    [language, member?.token ?? ''] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 409/.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

const commentWith = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text }).first();
const unread = async (request: APIRequestContext, member: Member) =>
  (
    (await (
      await request.get('/api/notifications/getUnreadCount', { headers: { authorization: `Bearer ${member.token}` } })
    ).json()) as { unreadCount: number }
  ).unreadCount;

type PhoneTab = Awaited<ReturnType<typeof phoneTab>>;

/**
 * `twoMembersOnPhones`: two new members, A and B, each signed in on a phone of their own, in one
 * language. Their tabs are closed when the test ends.
 */
const phonesTest = test.extend<{
  twoMembersOnPhones: (
    language: Language,
    names: [string, string],
  ) => Promise<{ a: Member; b: Member; tabA: PhoneTab; tabB: PhoneTab }>;
}>({
  twoMembersOnPhones: async ({ browser, request, baseURL }, use) => {
    const tabs: PhoneTab[] = [];
    await use(async (language, [nameA, nameB]) => {
      const [a, b] = await Promise.all([
        registerMember(request, nameA, language),
        registerMember(request, nameB, language),
      ]);
      const [tabA, tabB] = [
        await phoneTab(browser, a, language, baseURL!),
        await phoneTab(browser, b, language, baseURL!),
      ];
      tabs.push(tabA, tabB);
      return { a, b, tabA, tabB };
    });
    await Promise.all(tabs.map((tab) => tab.context.close()));
  },
});

test.describe('comments under an article', () => {
  phonesTest(
    'on phones in Bengali: A comments, B replies, A sees it live, edits, deletes; B reports',
    async ({ twoMembersOnPhones, request }) => {
      test.setTimeout(90_000);
      const stamp = Date.now();
      const { a, b, tabA, tabB } = await twoMembersOnPhones('bn', ['নাসরিন আক্তার', 'করিম মিয়া']);

      // A comments.
      await open(tabA.page, BENGALI_ARTICLE);
      const question = `চুক্তিতে ফ্ল্যাটের ভাগ কীভাবে লিখব? ${stamp}`;
      const box = tabA.page.getByRole('textbox', { name: 'আপনার মন্তব্য' });
      await box.fill(question);
      await expect(tabA.page.getByTestId('comment-counter')).toContainText('/১,০০০');
      await tabA.page.getByRole('button', { name: 'মন্তব্য করুন' }).click();
      await expect(commentWith(tabA.page, question)).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(tabA.page.getByRole('heading', { name: /^মন্তব্য \([০-৯,]+\)$/ })).toBeVisible();

      // B replies to it, addressed to A.
      await open(tabB.page, BENGALI_ARTICLE);
      await commentWith(tabB.page, question)
        .getByRole('button', { name: /^উত্তর দিন/ })
        .click();
      const answer = `ভাগের হার ফ্লোর ধরে আলাদা করে লিখুন। ${stamp}`;
      await tabB.page.getByRole('textbox', { name: `@${a.name}-কে উত্তর দিন` }).fill(answer);
      await tabB.page.getByRole('button', { name: 'উত্তর পাঠান' }).click();
      await expect(commentWith(tabB.page, answer)).toContainText(`@${a.name}`);

      // A sees the notice and the reply without a reload.
      await expect(tabA.page.getByText('আপনার মন্তব্যের উত্তর এসেছে')).toBeVisible({ timeout: 15_000 });
      await expect(commentWith(tabA.page, answer)).toBeVisible();
      await expect(commentWith(tabA.page, answer)).toContainText(b.name);
      expect(await unread(request, a)).toBe(1);

      // A edits the comment.
      const own = commentWith(tabA.page, question);
      await own.getByRole('button', { name: 'সম্পাদনা' }).click();
      const edited = `${question} (আপডেট)`;
      await tabA.page.getByRole('textbox', { name: 'মন্তব্য সম্পাদনা করুন' }).fill(edited);
      await tabA.page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
      await expect(commentWith(tabA.page, edited)).toContainText('সম্পাদিত');

      // B reports it (once: a second report is refused with its own message).
      await tabB.page.reload();
      await commentWith(tabB.page, edited)
        .getByRole('button', { name: /^রিপোর্ট/ })
        .click();
      const dialog = tabB.page.getByRole('dialog', { name: 'মন্তব্যটি রিপোর্ট করুন' });
      await dialog.getByRole('radio', { name: 'স্প্যাম বা বিজ্ঞাপন' }).check();
      await dialog.getByRole('textbox').fill('একই লেখা বারবার');
      await dialog.getByRole('button', { name: 'রিপোর্ট পাঠান' }).click();
      await expect(dialog).toBeHidden();
      await expect(commentWith(tabB.page, edited).getByRole('button', { name: 'রিপোর্ট করা হয়েছে' })).toBeDisabled();

      // A deletes it: with a reply under it, it stays as "comment deleted" and the reply stays.
      await commentWith(tabA.page, edited).getByRole('button', { name: 'মুছুন' }).click();
      const confirm = tabA.page.getByRole('dialog', { name: 'মন্তব্যটি মুছে ফেলবেন?' });
      await expect(confirm).toBeVisible();
      await tabA.page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await commentWith(tabA.page, edited).getByRole('button', { name: 'মুছুন' }).click();
      await confirm.getByRole('button', { name: 'মুছে ফেলুন' }).click();
      await expect(tabA.page.getByText(edited)).toHaveCount(0);
      const thread = tabA.page.getByRole('listitem').filter({ has: tabA.page.getByText(answer) });
      await expect(thread.getByText('মন্তব্যটি মুছে ফেলা হয়েছে')).toBeVisible();
      await tabA.page.reload();
      await expect(commentWith(tabA.page, answer)).toBeVisible();
      await expect(tabA.page.getByText('মন্তব্যটি মুছে ফেলা হয়েছে').first()).toBeVisible();

      expect(await seriousA11yViolations(tabA.page)).toEqual([]);
      expect(await seriousA11yViolations(tabB.page)).toEqual([]);
      expect([...tabA.errors, ...tabB.errors]).toEqual([]);
    },
  );

  phonesTest(
    'in English: the reply arrives live, and its notice link lands on the reply',
    async ({ twoMembersOnPhones }) => {
      test.setTimeout(90_000);
      const stamp = Date.now();
      const { a, tabA, tabB } = await twoMembersOnPhones('en', ['Nadia Islam', 'Karim Ahmed']);

      await open(tabA.page, ENGLISH_ARTICLE);
      const question = `Can the landowner sell their share before handover? ${stamp}`;
      await tabA.page.getByRole('textbox', { name: 'Your comment' }).fill(question);
      await tabA.page.getByRole('button', { name: 'Post comment' }).click();
      await expect(commentWith(tabA.page, question)).toBeVisible();

      await open(tabB.page, ENGLISH_ARTICLE);
      await commentWith(tabB.page, question)
        .getByRole('button', { name: `Reply to ${a.name}` })
        .click();
      const answer = `Only with the developer's written consent. https://example.com/x ${stamp}`;
      await tabB.page.getByRole('textbox', { name: `Reply to @${a.name}` }).fill(answer);
      await tabB.page.getByRole('button', { name: 'Post reply' }).click();
      await expect(commentWith(tabB.page, answer)).toBeVisible();
      // Links stay text.
      await expect(commentWith(tabB.page, answer).getByRole('link', { name: /example\.com/ })).toHaveCount(0);

      const toast = tabA.page.getByText('Someone replied to your comment');
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(commentWith(tabA.page, answer)).toBeVisible();

      // The notice's "View details" goes to the reply itself.
      await tabA.page.getByRole('button', { name: 'View details' }).click();
      await expect(tabA.page).toHaveURL(/#comment-[\w-]+$/);
      const target = tabA.page.locator(':target, [data-testid="comment"]:focus');
      await expect(target).toContainText(answer);

      expect(await seriousA11yViolations(tabA.page)).toEqual([]);
      expect([...tabA.errors, ...tabB.errors]).toEqual([]);
    },
  );

  test('turning reply notices off in privacy settings stops them', async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const [a, b] = await Promise.all([
      registerMember(request, 'Farhana Haque', 'en'),
      registerMember(request, 'Sabbir Hossain', 'en'),
    ]);
    const tabA = await phoneTab(browser, a, 'en', baseURL!);
    await tabA.page.goto('/user/profile-settings');
    const notices = tabA.page.getByRole('switch', { name: 'Tell me when someone replies to my comment' });
    await expect(notices).toBeChecked();
    await notices.click();
    await expect(notices).not.toBeChecked();
    await tabA.page.reload();
    await expect(notices).not.toBeChecked();
    expect(await seriousA11yViolations(tabA.page)).toEqual([]);

    const as = (member: Member) => ({ authorization: `Bearer ${member.token}` });
    const posted = await request.post('/api/blog/6/comments', {
      headers: as(a),
      data: { body: 'Is stamp duty shared?' },
    });
    expect(posted.status()).toBe(201);
    const { comment } = (await posted.json()) as { comment: { id: string } };
    const replied = await request.post('/api/blog/6/comments', {
      headers: as(b),
      data: { body: 'Usually the buyer pays it.', replyTo: comment.id },
    });
    expect(replied.status()).toBe(201);
    // A notice is stored before the reply is answered (comments.service notifyReply): none was.
    expect(await unread(request, a)).toBe(0);

    // The switch shows the new state at once; the reply waits until the server has stored it.
    const stored = tabA.page.waitForResponse((r) => r.url().endsWith('/api/profile/updateSettings') && r.ok());
    await notices.click();
    await expect(notices).toBeChecked();
    await stored;
    const again = await request.post('/api/blog/6/comments', {
      headers: as(b),
      data: { body: 'Check the deed to be sure.', replyTo: comment.id },
    });
    expect(again.status()).toBe(201);
    await expect.poll(() => unread(request, a)).toBe(1);
    expect(tabA.errors).toEqual([]);
    await tabA.context.close();
  });

  test('a visitor reads the comments and is asked to sign in, coming back to them', async ({ page, visit }) => {
    await page.setViewportSize(PHONE);
    await visit(BENGALI_ARTICLE, 'bn');
    const comments = page.getByTestId('comments');
    await expect(comments.getByRole('heading', { name: /^মন্তব্য \([০-৯,]+\)$/ })).toBeVisible();
    await expect(comments.getByRole('textbox')).toHaveCount(0);
    await comments.getByRole('link', { name: 'সাইন ইন করে মন্তব্য করুন' }).click();
    await expect(page).toHaveURL(/\/SignIn\?next=%2FBlogPostDetails%2F5%23comments$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a suspended member reads the comments but sees why they cannot write', async ({ page, request }) => {
    const token = await tokenFor(request, demoAccount('suspended'));
    await page.addInitScript((stored) => {
      localStorage.setItem('lng', 'en');
      localStorage.setItem('userToken', stored);
    }, token);
    await page.goto(ENGLISH_ARTICLE);
    await settled(page);
    await expect(page.getByTestId('comments-suspended')).toHaveText(
      "Your Account is Suspended. You don't have access to this page.",
    );
    await expect(page.getByTestId('comments').getByRole('textbox')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
