import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories.ts';
import { DHANMONDI_HOUSE } from '../src/seed/demo-search-posts.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { bearer, post } from './accounts.fixtures.ts';
import { approvePost } from './admin.fixtures.ts';
import { buildDemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';

const TITLE = DHANMONDI_HOUSE.fields.title;

/**
 * Issue 28: on a fresh demo the price-drop alert works. The demo member saves the Dhanmondi
 * house (S-219), its seller lowers the price by a tenth, support approves, and the demo member is
 * told — which needs every live demo post to carry the snapshot an approval keeps.
 */

/** The number in Bengali digits, as every number a Bengali reader sees (issue 62). */
const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
describe.each(ONE_DRIVER)('the demo’s price-drop alert on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildDemoTestApp(driver)), 180_000);
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) => {
    const login = await post(t.app, '/api/login', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    return login.json<{ userToken: string }>().userToken;
  };
  // The demo member reads in Bengali.
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'bn' } });

  /** The demo's Dhanmondi house for sale, whichever demo seller owns it. */
  async function dhanmondiHouse(repos: ReturnType<typeof createRepositories>) {
    for (const n of [1, 2, 3, 4, 5]) {
      const seller = await repos.users.byEmail(`seller${n}@ghorbari.test`);
      const found = seller && (await repos.posts.ofOwner(seller.id)).find(({ post }) => post.title === TITLE);
      if (found) return found.post;
    }
    throw new Error('the demo has no Dhanmondi house');
  }

  it('tells the demo member who saved the Dhanmondi house when support approves a price cut of a tenth', async () => {
    const repos = createRepositories(t.database.db);
    const house = await dhanmondiHouse(repos);
    expect(house).toMatchObject({ status: 'approved', price: 180_000_000 });
    const postId = publicPostId(house);
    const demo = await signIn('demo@ghorbari.test', 'demo1234');
    const support = await signIn('support@ghorbari.test', 'support1234');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile/savePost',
      headers: bearer(demo),
      payload: { type: 'sell', postId },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The seller's edit as stored (the edit route is the posts tests' subject): back in review.
    const edited = await repos.posts.updateIf(house.id, ['approved'], {
      price: 162_000_000,
      status: 'pending',
      submittedAt: new Date(),
    });
    expect(edited).toBe(true);
    await approvePost(t.app, support, postId);
    await t.app.priceDropAlerts.settled();

    const inbox = (await get(demo, '/api/notifications/getUserNotifications?page=1')).json<{
      data: { title: string; message: string; link: string | null }[];
    }>().data;
    expect(inbox.filter((notice) => notice.link === `/Property-Buy-Sell-Details/${postId}`)).toEqual([
      expect.objectContaining({
        title: 'সংরক্ষিত প্রপার্টির দাম কমেছে',
        message: `আপনার সংরক্ষিত “${TITLE}” (${bengaliDigits(postId)})-এর দাম ১৮ কোটি টাকা থেকে কমে ১৬.২ কোটি টাকা হয়েছে।`,
      }),
    ]);
  });

  it('leaves no live demo post without the snapshot its next approval compares with', async () => {
    expect(await createRepositories(t.database.db).postBackfill.approvedWithoutSnapshot()).toEqual([]);
  });
});
