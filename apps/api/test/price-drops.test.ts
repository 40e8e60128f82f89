import type { LiveNotification } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../src/modules/accounts/users.types.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { callAs, member as memberOf, userRow, type Member } from './accounts.fixtures.ts';
import { adminCall, approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { joinedClient, listenLocally, type LiveClient } from './live.fixtures.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';
import { startSmtp } from './smtp.ts';

interface Inbox {
  data: { title: string; message: string; link: string | null }[];
  totalNotify: number;
}
const DAY_AND_AN_HOUR_MS = 25 * 3600_000;
const englishDrop = (postId: string, from: string, to: string) =>
  `“3 bed flat near Boalia, Rajshahi” (${postId}), which you saved: price dropped from ${from} to ${to}.`;

const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
describe.each(ONE_DRIVER)('price-drop alerts on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let url: string;
  let support: { token: string };
  const open: LiveClient[] = [];
  const logs: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url, logLevel: 'error' }, { write: (line) => logs.push(line) });
    url = await listenLocally(t.app);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t?.close();
    await smtp?.close();
  });

  const member = (overrides: Partial<NewUser> = {}) => memberOf(t.database, overrides);
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, lang = 'en') =>
    callAs(t.app, token, method, path, payload, lang);
  /** A post support approved once: its price is live. */
  async function livePost(owner: Member, overrides: Partial<NewPost> = {}) {
    const row = await t.repos.posts.insert(
      postRow(owner.user.id, { price: 8_500_000, ...overrides }),
      postImagesFor('pd'),
    );
    const postId = publicPostId(row);
    await approvePost(t.app, support.token, postId);
    return { id: row.id, postId, type: row.type };
  }
  async function save(who: Member, post: { postId: string; type: string }) {
    const saved = await call(who.token, 'POST', '/api/profile/savePost', { type: post.type, postId: post.postId });
    expect(saved.statusCode).toBe(200);
  }
  /** The owner's edit as stored: new fields, back in review (the edit route is the posts tests' subject). */
  async function edit(post: { id: string }, changes: Partial<NewPost>) {
    const changed = await t.repos.posts.updateIf(post.id, ['approved'], {
      ...changes,
      status: 'pending',
      submittedAt: new Date(),
    });
    expect(changed).toBe(true);
  }
  async function approve(post: { postId: string }) {
    await approvePost(t.app, support.token, post.postId);
    await t.app.priceDropAlerts.settled();
  }
  /** An owner's edit that support approves: the new price goes live and savers are told of a drop. */
  async function editApproved(post: { id: string; postId: string }, changes: Partial<NewPost>) {
    await edit(post, changes);
    await approve(post);
  }
  const detailsPath = (post: { postId: string; type: string }) =>
    `${post.type === 'sell' ? '/Property-Buy-Sell-Details' : '/Property-Rent-Details'}/${post.postId}`;
  /**
   * The price-drop notices in a member's inbox, read in the member's language (the owner's own
   * approval notices link there too).
   */
  const dropsOf = async (who: Member, post: { postId: string; type: string }) =>
    (await call(who.token, 'GET', '/api/notifications/getUserNotifications?page=1', undefined, who.user.language))
      .json<Inbox>()
      .data.filter((notice) => notice.link === detailsPath(post) && /dropped|কমেছে/.test(notice.title));
  const changesOf = async (post: { id: string }) =>
    (
      await t.database.db.execute<{ old_price: string; new_price: string; alerted_at: string | null }>(
        sql`select old_price, new_price, alerted_at from post_price_changes
            where post_id = ${post.id} order by changed_at`,
      )
    ).rows.map((row) => ({ old: Number(row.old_price), new: Number(row.new_price), alerted: row.alerted_at !== null }));
  const savedCard = async (who: Member, post: { postId: string }) =>
    (await call(who.token, 'GET', '/api/profile/getSavePostForProfile?page=1&limit=20'))
      .json<{ SavedPosts: { postId: string; price: number; previousPrice?: number | null }[] }>()
      .SavedPosts.find((saved) => saved.postId === post.postId);
  const joined = (token: string) => joinedClient(url, token, open);
  const mailsTo = (who: Member) => smtp.mails.filter((mail) => mail.to.includes(who.user.email!)).length;

  it('tells every saver in their own language, live and in the inbox, and mails only those who asked', async () => {
    const owner = await member();
    const bengali = await member({ language: 'bn', mailPriceDrops: true });
    const english = await member({ language: 'en' });
    const stranger = await member();
    const suspended = await member();
    const post = await livePost(owner);
    for (const saver of [owner, bengali, english, suspended]) await save(saver, post);
    await t.repos.users.update(suspended.user.id, {
      status: 'suspended',
      suspendedUntil: new Date(Date.now() + 86_400_000),
    });
    expect(await changesOf(post)).toEqual([]);

    const socket = await joined(bengali.token);
    const arrival = new Promise<LiveNotification>((resolve) => socket.on('newNotification', resolve));
    await editApproved(post, { price: 8_000_000 });

    const live = await arrival;
    expect(live).toMatchObject({ title: 'সংরক্ষিত প্রপার্টির দাম কমেছে', link: detailsPath(post), isRead: false });
    expect(live.message).toBe(
      // The post's number in Bengali digits, as every number a Bengali reader sees (issue 62).
      `আপনার সংরক্ষিত “3 bed flat near Boalia, Rajshahi” (${bengaliDigits(post.postId)})-এর দাম ৮৫ লাখ টাকা থেকে কমে ৮০ লাখ টাকা হয়েছে।`,
    );
    expect(await dropsOf(bengali, post)).toEqual([expect.objectContaining({ message: live.message })]);
    expect(await dropsOf(english, post)).toEqual([
      expect.objectContaining({
        title: 'Price dropped on a property you saved',
        message: englishDrop(post.postId, 'Tk 85 lakh', 'Tk 80 lakh'),
      }),
    ]);
    expect(await dropsOf(owner, post)).toEqual([]);
    expect(await dropsOf(stranger, post)).toEqual([]);
    expect(await dropsOf(suspended, post)).toEqual([]);

    // Mail only to the saver who turned it on, with the link to the post.
    const mail = await smtp.mailTo(bengali.user.email!);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`${detailsPath(post)}`);
    expect(mailsTo(english)).toBe(0);
    expect(mailsTo(suspended)).toBe(0);

    // The change is recorded once, as told; the post and the saved card strike the old price through.
    expect(await changesOf(post)).toEqual([{ old: 8_500_000, new: 8_000_000, alerted: true }]);
    expect(await savedCard(english, post)).toMatchObject({ price: 8_000_000, previousPrice: 8_500_000 });
    const detail = await call(english.token, 'GET', `/api/posts/${post.postId}`);
    expect(detail.json()).toMatchObject({ post: { price: 8_000_000, previousPrice: 8_500_000 } });
  });

  it('says nothing for a price raised and lowered back in a day; a lower one counts from the lowest', async () => {
    const owner = await member();
    const saver = await member();
    const post = await livePost(owner);
    await save(saver, post);

    await editApproved(post, { price: 9_000_000 });
    await editApproved(post, { price: 8_500_000 });
    expect(await dropsOf(saver, post)).toEqual([]);
    expect(await savedCard(saver, post)).toMatchObject({ price: 8_500_000, previousPrice: null });

    await editApproved(post, { price: 8_000_000 });
    expect((await dropsOf(saver, post)).map((notice) => notice.message)).toEqual([
      englishDrop(post.postId, 'Tk 85 lakh', 'Tk 80 lakh'),
    ]);
    expect(await changesOf(post)).toEqual([
      { old: 8_500_000, new: 9_000_000, alerted: false },
      { old: 9_000_000, new: 8_500_000, alerted: false },
      { old: 8_500_000, new: 8_000_000, alerted: true },
    ]);
    expect(await savedCard(saver, post)).toMatchObject({ price: 8_000_000, previousPrice: 8_500_000 });
  });

  it('measures from the day before only: a raise more than a day old is the price to drop from', async () => {
    const owner = await member();
    const saver = await member();
    const post = await livePost(owner);
    await save(saver, post);
    await editApproved(post, { price: 9_000_000 });
    await t.database.db.execute(
      sql`update post_price_changes set changed_at = changed_at - ${`${DAY_AND_AN_HOUR_MS} milliseconds`}::interval
          where post_id = ${post.id}`,
    );
    await editApproved(post, { price: 8_600_000 });
    expect((await dropsOf(saver, post)).map((notice) => notice.message)).toEqual([
      expect.stringContaining('price dropped from Tk 90 lakh to Tk 86 lakh.'),
    ]);
  });

  it('words rent per month and a per-sqft price per sqft, in figures below a lakh', async () => {
    const owner = await member();
    const bengali = await member({ language: 'bn' });
    const english = await member();
    const rent = await livePost(owner, { type: 'rent', price: 25_000 });
    const shop = await livePost(owner, { price: 9_500, priceUnits: 'per-sqft', propertyType: 'shop' });
    for (const post of [rent, shop]) for (const saver of [bengali, english]) await save(saver, post);
    await edit(rent, { price: 22_000 });
    await approve(rent);
    await edit(shop, { price: 9_000 });
    await approve(shop);

    expect(await dropsOf(english, rent)).toEqual([
      expect.objectContaining({
        title: 'Rent dropped on a property you saved',
        message: expect.stringContaining('rent dropped from Tk 25,000 to Tk 22,000 a month.'),
      }),
    ]);
    expect((await dropsOf(bengali, rent))[0]?.message).toContain(
      '-এর মাসিক ভাড়া ২৫,০০০ টাকা থেকে কমে ২২,০০০ টাকা হয়েছে।',
    );
    expect((await dropsOf(english, shop))[0]?.message).toContain('price dropped from Tk 9,500 to Tk 9,000 per sqft.');
    expect((await dropsOf(bengali, shop))[0]?.message).toContain(
      '-এর দাম প্রতি বর্গফুট ৯,৫০০ টাকা থেকে কমে ৯,০০০ টাকা হয়েছে।',
    );
  });

  it('says two prices that read alike in lakh in full figures', async () => {
    const owner = await member();
    const saver = await member();
    const post = await livePost(owner, { price: 8_500_400 });
    await save(saver, post);
    await editApproved(post, { price: 8_499_900 });
    expect((await dropsOf(saver, post))[0]?.message).toContain('from Tk 8,500,400 to Tk 8,499,900.');
  });

  it('clears a struck-through price that a raise reaches, and keeps one still above the price', async () => {
    const owner = await member();
    const saver = await member();
    const post = await livePost(owner, { price: 8_000_000, previousPrice: 9_500_000 });
    await save(saver, post);
    await editApproved(post, { price: 9_000_000, previousPrice: 9_500_000 });
    expect(await savedCard(saver, post)).toMatchObject({ price: 9_000_000, previousPrice: 9_500_000 });
    await editApproved(post, { price: 9_800_000, previousPrice: 9_500_000 });
    expect(await savedCard(saver, post)).toMatchObject({ price: 9_800_000, previousPrice: null });
    expect(await dropsOf(saver, post)).toEqual([]);
  });

  it('records one change and tells once when two staff approve at the same moment', async () => {
    const owner = await member();
    const saver = await member();
    const post = await livePost(owner);
    await save(saver, post);
    const other = await staffMember(t.app, t.database, 'support', 'Second Support');
    await edit(post, { price: 7_900_000 });
    const answers = await Promise.all(
      [support.token, other.token].map((token) =>
        adminCall(t.app, token, 'POST', `/api/admin/posts/${post.postId}/approve`),
      ),
    );
    await t.app.priceDropAlerts.settled();
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await changesOf(post)).toEqual([{ old: 8_500_000, new: 7_900_000, alerted: true }]);
    expect(await dropsOf(saver, post)).toHaveLength(1);
  });

  it('answers the approval before telling, and tells savers beyond one batch', async () => {
    const owner = await member();
    const post = await livePost(owner);
    const savers: Member[] = [];
    for (let i = 0; i < 105; i++) {
      const user = await t.repos.users.insert(userRow({ language: 'en' }));
      await t.repos.savedPosts.save(user.id, 'sell', post.postId);
      savers.push({ user, token: '' });
    }
    await edit(post, { price: 8_200_000 });
    const answer = await adminCall(t.app, support.token, 'POST', `/api/admin/posts/${post.postId}/approve`);
    expect(answer.statusCode).toBe(200);
    await t.app.priceDropAlerts.settled();
    const told = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications
          where link = ${detailsPath(post)} and title_en like 'Price dropped%'`,
    );
    expect(Number(told.rows[0]?.n)).toBe(105);
  });

  it('keeps the approval and the new price when the savers cannot be told', async () => {
    const owner = await member();
    const saver = await member();
    const post = await livePost(owner);
    await save(saver, post);
    await edit(post, { price: 8_100_000 });
    // Every new notification fails from here on (existing rows are left alone).
    await t.database.db.execute(sql`alter table notifications add constraint refuse_drops check (false) not valid`);
    try {
      await approve(post);
    } finally {
      await t.database.db.execute(sql`alter table notifications drop constraint refuse_drops`);
    }
    expect(logs.join('\n')).toContain('notification not stored');
    expect(await dropsOf(saver, post)).toEqual([]);
    expect(await savedCard(saver, post)).toMatchObject({ price: 8_100_000, previousPrice: 8_500_000 });
    expect(await changesOf(post)).toEqual([{ old: 8_500_000, new: 8_100_000, alerted: true }]);
  });

  it('keeps the switch for mailed drops in the settings, off until turned on', async () => {
    const who = await member();
    const settings = await call(who.token, 'GET', '/api/profile/getSettings');
    expect(settings.json()).toMatchObject({ settings: { mailPriceDrops: false } });
    const on = await call(who.token, 'PUT', '/api/profile/updateSettings', {
      showEmail: false,
      showPhone: false,
      showAddress: false,
      birthDate: false,
      mailPriceDrops: true,
    });
    expect(on.statusCode).toBe(200);
    expect((await call(who.token, 'GET', '/api/profile/getSettings')).json()).toMatchObject({
      settings: { mailPriceDrops: true, notifyReplies: true },
    });
    // A client that does not send it leaves it as it is; a wrong value is a translated 400.
    await call(who.token, 'PUT', '/api/profile/updateSettings', {
      showEmail: true,
      showPhone: false,
      showAddress: false,
      birthDate: false,
    });
    expect((await call(who.token, 'GET', '/api/profile/getSettings')).json()).toMatchObject({
      settings: { showEmail: true, mailPriceDrops: true },
    });
    const wrong = await call(
      who.token,
      'PUT',
      '/api/profile/updateSettings',
      { showEmail: true, showPhone: false, showAddress: false, birthDate: false, mailPriceDrops: 'yes' },
      'bn',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
