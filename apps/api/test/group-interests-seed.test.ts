import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoTestApp, demoMember, type DemoTestApp } from './demo.fixtures.ts';
import { interestApi } from './group-interests.fixtures.ts';
import { ONE_DRIVER } from './helpers.ts';

interface Lead {
  offer: { PostID: string } | null;
  status: string;
  note: string | null;
  createdAt: string;
}

/** Issue 15: the demo leads give support's list, its filters and the demo member's dashboard something to show. */
describe.each(ONE_DRIVER)('demo leads on %s', (driver) => {
  let t: DemoTestApp;
  beforeAll(async () => {
    t = await buildDemoTestApp(driver);
    expect(t.seeded.indexOf('group-interests')).toBeGreaterThan(t.seeded.indexOf('group-offers'));
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const tokenOf = async (email: string) => (await demoMember(t.database, email)).token;

  it('gives support about twenty leads over offers and the general form, in every state', async () => {
    const api = interestApi(t.app);
    const support = await tokenOf('support@ghorbari.test');
    const answer = await api.leads(support);
    const { leads, pagination } = answer.json<{ leads: Lead[]; pagination: { total: number } }>();
    expect(pagination.total).toBeGreaterThanOrEqual(18);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['new', 'called', 'joined', 'not-interested']));
    expect(leads.some((lead) => lead.offer === null)).toBe(true);
    expect(new Set(leads.flatMap((lead) => lead.offer?.PostID ?? [])).size).toBeGreaterThan(3);
    const times = leads.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(Date.parse(times[0]!)).toBeLessThan(Date.now());

    const csv = await api.csv(support, '', 'bn');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(pagination.total + 1);
  });

  it('shows the demo member their own interests', async () => {
    const mine = await interestApi(t.app).mine(await tokenOf('demo@ghorbari.test'));
    expect(mine.json<{ interests: unknown[] }>().interests).toHaveLength(2);
  });
});
