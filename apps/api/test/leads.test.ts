import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories.ts';
import { dhakaDay } from '../src/modules/group/group-interests.service.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { generalInterest, interest, interestApi, offerRow, type InterestApi } from './group-interests.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp, clockClearOfHourTurns } from './helpers.ts';

/** The app's clock and the tests' "now": half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();

interface Lead {
  id: string;
  offer: { PostID: string; title: string } | null;
  name: string;
  phone: string;
  division: string | null;
  location: string | null;
  member: { id: string; name: string } | null;
  status: string;
  note: string | null;
  createdAt: string;
}
interface LeadsPage {
  leads: Lead[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** Issue 15: support's leads — staff only, filtered, moved on with a note in the audit log, exported as CSV. */
describe.each(ONE_DRIVER)('leads for support on %s', (driver) => {
  let t: TestApp;
  let api: InterestApi;
  let support: { token: string };
  let admin: { token: string };
  let rahima: Member;
  let nobody: Member;
  let mirpur: { id: string; PostID: string; title: string };
  let agrabad: { id: string; PostID: string; title: string };
  const page = async (query = '', token = support.token) => {
    const answer = await api.leads(token, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<LeadsPage>();
  };
  const leadOf = async (phone: string) => (await page()).leads.find((lead) => lead.phone === phone)!;

  beforeAll(async () => {
    t = await buildTestApp(driver, { now });
    api = interestApi(t.app);
    support = await staffMember(t.app, t.database, 'support');
    admin = await staffMember(t.app, t.database, 'admin');
    rahima = await member(t.database, { name: 'Rahima Khatun' });
    nobody = await member(t.database, { name: 'Kamal Hossain' });
    mirpur = await offerRow(t.database, { title: 'Shapla Tower, Mirpur 10', division: 'dhaka' });
    agrabad = await offerRow(t.database, { title: 'Karnaphuli Heights, Agrabad', division: 'chittagong' });
    // Oldest first, so the list shows them the other way round.
    const sent = [
      api.send(interest({ offerId: mirpur.PostID, phone: '01711000001', name: 'রফিকুল ইসলাম' }), {
        token: rahima.token,
      }),
      api.send(interest({ offerId: mirpur.PostID, phone: '01711000002', occupation: '@SUM(A1)' })),
      api.send(interest({ offerId: agrabad.PostID, phone: '01811000003', name: 'Tahmina Akter' })),
      api.send(
        generalInterest({ phone: '01911000004', division: 'rajshahi', location: 'Kazla, near "Binodpur" gate' }),
      ),
      api.send(generalInterest({ phone: '01911000005', division: 'dhaka', location: '=1+2' })),
    ];
    for (const answer of sent) expect((await answer).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are shown to staff only: 401 without signing in, 403 for a member, even the one who sent the lead', async () => {
    const lead = await leadOf('01711000001');
    for (const token of [undefined, rahima.token, nobody.token]) {
      const expected = token ? 403 : 401;
      expect((await api.leads(token)).statusCode).toBe(expected);
      expect((await api.csv(token)).statusCode).toBe(expected);
      expect((await api.update(token, lead.id, { status: 'called' })).statusCode).toBe(expected);
    }
    expect((await api.leads(nobody.token)).json()).toMatchObject({ code: 'FORBIDDEN' });
    // Another member's own list holds nothing of Rahima's; her lead stays untouched.
    expect((await api.mine(nobody.token)).json<{ interests: unknown[] }>().interests).toEqual([]);
    expect((await leadOf('01711000001')).status).toBe('new');
    expect((await page('', admin.token)).pagination.total).toBe(5);
  });

  it('lists leads newest first with the offer, and the member who sent one while signed in', async () => {
    const { leads, pagination } = await page();
    expect(pagination).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });
    const times = leads.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(leads.find((lead) => lead.phone === '01711000001')).toMatchObject({
      offer: { PostID: mirpur.PostID, title: mirpur.title },
      name: 'রফিকুল ইসলাম',
      member: { id: rahima.user.id, name: 'Rahima Khatun' },
    });
    expect(leads.find((lead) => lead.phone === '01911000004')).toMatchObject({
      offer: null,
      division: 'rajshahi',
      location: 'Kazla, near "Binodpur" gate',
      member: null,
    });
  });

  it('filters by offer, the general form, division (the form’s or the offer’s) and status', async () => {
    const phones = async (query: string) => (await page(query)).leads.map((lead) => lead.phone).sort();
    expect(await phones(`?offer=${mirpur.PostID}`)).toEqual(['01711000001', '01711000002']);
    expect(await phones('?offer=general')).toEqual(['01911000004', '01911000005']);
    expect(await phones('?division=dhaka')).toEqual(['01711000001', '01711000002', '01911000005']);
    expect(await phones('?division=chittagong')).toEqual(['01811000003']);
    expect(await phones('?offer=general&division=dhaka')).toEqual(['01911000005']);
    expect(await phones('?offer=G-999999')).toEqual([]);
    expect(await phones('?status=not-interested')).toEqual([]);
    expect((await api.leads(support.token, '?status=maybe')).statusCode).toBe(400);
    expect((await api.leads(support.token, '?offer=S-12')).statusCode).toBe(400);
  });

  it('moves a lead on with a note, in one change with its audit entry; the member sees the new status', async () => {
    const lead = await leadOf('01711000001');
    const called = await api.update(support.token, lead.id, { status: 'called', note: 'Site visit on Friday' });
    expect(called.statusCode).toBe(200);
    expect(called.json()).toMatchObject({
      success: true,
      message: 'Lead updated',
      lead: { id: lead.id, status: 'called', note: 'Site visit on Friday' },
    });
    expect((await page('?status=called')).leads.map((entry) => entry.id)).toEqual([lead.id]);
    // A change of status alone keeps the note; an empty note clears it.
    const joined = await api.update(support.token, lead.id, { status: 'joined' });
    expect(joined.json<{ lead: Lead }>().lead).toMatchObject({ status: 'joined', note: 'Site visit on Friday' });
    const cleared = await api.update(support.token, lead.id, { status: 'joined', note: '' });
    expect(cleared.json<{ lead: Lead }>().lead.note).toBeNull();
    // The same again changes nothing and records nothing.
    await api.update(support.token, lead.id, { status: 'joined', note: '' });

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=lead.updated',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const entries = audit
      .json<{ entries: { targetType: string; targetId: string; details: Record<string, unknown> }[] }>()
      .entries.filter((entry) => entry.targetId === lead.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ from: 'joined', to: 'joined', note: null, previousNote: 'Site visit on Friday' }),
      expect.objectContaining({ from: 'called', to: 'joined', note: 'Site visit on Friday' }),
      expect.objectContaining({ from: 'new', to: 'called', note: 'Site visit on Friday', offerId: mirpur.PostID }),
    ]);
    expect(entries.every((entry) => entry.targetType === 'lead')).toBe(true);

    const mine = (await api.mine(rahima.token)).json<{ interests: { id: string; status: string }[] }>().interests;
    expect(mine).toEqual([expect.objectContaining({ id: lead.id, status: 'joined' })]);

    const unknown = await api.update(support.token, '00000000-0000-4000-8000-000000000000', { status: 'called' });
    expect(unknown.statusCode).toBe(404);
    expect((await api.update(support.token, lead.id, { status: 'maybe' })).statusCode).toBe(400);
    expect((await api.update(support.token, lead.id, { status: 'called', note: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
  });

  it('pages 20 at a time, and exports every page as CSV', async () => {
    const big = await offerRow(t.database, { title: 'Padma Residency, Rajshahi', division: 'rajshahi' });
    const repos = createRepositories(t.database.db);
    const start = now().getTime() - 3600_000;
    for (let i = 0; i < 21; i++) {
      const at = new Date(start + i * 60_000);
      await repos.groupInterests.insert({
        offerId: big.id,
        offerKey: big.id,
        name: `Buyer Number ${'abcdefghijklmnopqrstu'[i]}`,
        occupation: 'Teacher',
        phone: `0155500${String(i).padStart(4, '0')}`,
        division: 'rajshahi',
        day: dhakaDay(at),
        createdAt: at,
        updatedAt: at,
      });
    }
    const first = await page(`?offer=${big.PostID}`);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 21, totalPages: 2 });
    expect(first.leads[0]!.phone).toBe('01555000020');
    const second = await page(`?offer=${big.PostID}&page=2`);
    expect(second.leads.map((lead) => lead.phone)).toEqual(['01555000000']);

    const csv = await api.csv(support.token, `?offer=${big.PostID}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(22);
    expect(lines[1]).toContain('Buyer Number u');
    expect(lines[21]).toContain('Buyer Number a');
  });

  it('exports CSV for Excel: BOM, header in the reader’s language, Bengali intact, fields escaped', async () => {
    const answer = await api.csv(support.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="leads-${dhakaDay(now())}.csv"`);
    const raw = answer.rawPayload.toString('utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const lines = raw.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Offer ID,Offer,Name,Occupation,Phone,Division,Location,Status,Note');

    const line = (phone: string) => lines.find((entry) => entry.includes(phone))!;
    // The phone keeps its leading 0 in a spreadsheet, written the way people here write it.
    expect(line('01711-000001')).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,${mirpur.PostID},"Shapla Tower, Mirpur 10",রফিকুল ইসলাম,`),
    );
    expect(line('01711-000001')).toContain(',Dhaka,,Joined,');
    // Quotes doubled inside a quoted field; formulas a visitor typed are not run by the spreadsheet.
    expect(line('01911-000004')).toContain(',General (no particular offer),');
    expect(line('01911-000004')).toContain(',Rajshahi,"Kazla, near ""Binodpur"" gate",New,');
    expect(line('01911-000005')).toContain(",Dhaka,'=1+2,New,");
    expect(line('01711-000002')).toContain(",'@SUM(A1),01711-000002,");

    const bn = await api.csv(support.token, '?offer=general', 'bn');
    const bnLines = bn.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(bnLines[0]).toBe('তারিখ,অফার আইডি,অফার,নাম,পেশা,ফোন,বিভাগ,এলাকা,অবস্থা,নোট');
    expect(bnLines).toHaveLength(3);
    expect(bnLines.find((entry) => entry.includes('01911-000004'))).toContain(',রাজশাহী,');
  });

  it('keeps a note with a line break in one CSV field', async () => {
    const lead = await leadOf('01811000003');
    await api.update(support.token, lead.id, { status: 'not-interested', note: 'Called twice,\nno answer' });
    const csv = (await api.csv(support.token, `?offer=${agrabad.PostID}`)).body;
    expect(csv).toContain(',Not interested,"Called twice,\nno answer"\r\n');
  });
});
