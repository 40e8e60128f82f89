import { type ApiFailure, LIMITS } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupInterests } from '../src/modules/group/group.schema.ts';
import { dhakaDay } from '../src/modules/group/group-interests.service.ts';
import { member } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import {
  freshAddress,
  generalInterest,
  interest,
  interestApi,
  offerRow,
  type InterestApi,
} from './group-interests.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp, clockClearOfHourTurns } from './helpers.ts';

/** The app's clock and the tests' "now": half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();

interface MyInterest {
  id: string;
  offer: { PostID: string; title: string } | null;
  division: string | null;
  location: string | null;
  phone: string;
  status: string;
}

/** Issue 15: interest in group-wise building, for an offer or in general, by anyone, once a day per phone. */

/** The number in Bengali digits, as every number a Bengali reader sees (issue 62). */
const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
describe.each(ONE_DRIVER)('interest in group building on %s', (driver) => {
  let t: TestApp;
  let api: InterestApi;
  let support: { token: string };
  let offer: { id: string; PostID: string; title: string };
  beforeAll(async () => {
    t = await buildTestApp(driver, { now });
    api = interestApi(t.app);
    support = await staffMember(t.app, t.database, 'support');
    offer = await offerRow(t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  let phoneCounter = 0;
  /** A phone number no other test uses. */
  const freshPhone = () => `0171${String(5_000_000 + ++phoneCounter).padStart(7, '0')}`;
  const rowsOf = (phone: string) => t.database.db.select().from(groupInterests).where(eq(groupInterests.phone, phone));

  it('thanks a visitor in their language, saying support calls within office hours, and stores the lead', async () => {
    const phone = freshPhone();
    const bn = await api.send(interest({ offerId: offer.PostID, name: 'রফিকুল ইসলাম', phone }), { language: 'bn' });
    expect(bn.statusCode).toBe(201);
    expect(bn.json()).toEqual({
      success: true,
      message: 'ধন্যবাদ! আমাদের টিম সকাল ১০টা থেকে সন্ধ্যা ৭টার মধ্যে আপনাকে ফোন করবে।',
    });
    const en = await api.send(generalInterest({ phone: freshPhone() }));
    expect(en.json<{ message: string }>().message).toBe('Thank you! Our team will call you between 10 AM and 7 PM.');

    const leads = (await api.leads(support.token, `?offer=${offer.PostID}`)).json<{
      leads: { name: string; phone: string; division: string | null; status: string; member: unknown }[];
    }>().leads;
    expect(leads.find((lead) => lead.phone === phone)).toMatchObject({
      name: 'রফিকুল ইসলাম',
      // An offer's lead carries the offer's division, so staff can filter by it.
      division: 'dhaka',
      status: 'new',
      member: null,
    });
  });

  it('refuses a wrong form field by field, with translated messages', async () => {
    const cases: [object, string, string][] = [
      [interest({ offerId: offer.PostID, name: 'Ab' }), 'name', 'Name must be at least 4 characters'],
      [
        interest({ offerId: offer.PostID, name: 'Rafiq 2nd' }),
        'name',
        "A name takes letters, with dots, hyphens or apostrophes as in Md., Abu-Bakr or O'Neil",
      ],
      [interest({ offerId: offer.PostID, occupation: '' }), 'occupation', 'Please enter your occupation'],
      [interest({ offerId: offer.PostID, occupation: undefined }), 'occupation', 'Please enter your occupation'],
      [interest({ offerId: offer.PostID, phone: '1712345678' }), 'phone', 'Please enter a valid phone number'],
      [interest({ offerId: offer.PostID, phone: '01712-34567' }), 'phone', 'Please enter a valid phone number'],
      [interest({ offerId: offer.PostID, phone: '+880171234567' }), 'phone', 'Please enter a valid phone number'],
      [generalInterest({ division: undefined }), 'division', 'Please choose a division'],
      [generalInterest({ location: '   ' }), 'location', 'Please say where you would like to build'],
      [generalInterest({ division: 'atlantis' }), 'division', 'Please choose one of the options'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await api.send(body);
      expect(answer.statusCode, `${path}: ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json<ApiFailure>().issues, path).toContainEqual({ path, message });
    }
    const bn = await api.send(interest({ offerId: offer.PostID, phone: '12345' }), { language: 'bn' });
    expect(bn.json<ApiFailure>().issues).toContainEqual({ path: 'phone', message: 'সঠিক মোবাইল নম্বর দিন' });
    expect(await rowsOf('1712345678')).toHaveLength(0);
  });

  it('records one phone once a day per offer and once for the general form; the next day again', async () => {
    const phone = freshPhone();
    expect((await api.send(interest({ offerId: offer.PostID, phone }))).statusCode).toBe(201);
    const again = await api.send(interest({ offerId: offer.PostID, phone, name: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INTEREST_ALREADY_RECORDED',
      message: 'Your interest is already recorded today. Our team will call you.',
    });
    const bn = await api.send(interest({ offerId: offer.PostID, phone }), { language: 'bn' });
    expect(bn.json<ApiFailure>().message).toBe('আজ আপনার আগ্রহ আগেই জমা হয়েছে। আমাদের টিম আপনাকে ফোন করবে।');

    // Another offer, and the general form, are other things to be interested in.
    const other = await offerRow(t.database, { title: 'Eight families on 6 katha in Uttara', division: 'dhaka' });
    expect((await api.send(interest({ offerId: other.PostID, phone }))).statusCode).toBe(201);
    expect((await api.send(generalInterest({ phone }))).statusCode).toBe(201);
    expect((await api.send(generalInterest({ phone, division: 'khulna' }))).statusCode).toBe(409);
    expect(await rowsOf(phone)).toHaveLength(3);

    // The same interest recorded yesterday (Dhaka time) does not stand in the way today.
    const yesterday = dhakaDay(new Date(now().getTime() - 24 * 3600_000));
    await t.database.db.update(groupInterests).set({ day: yesterday }).where(eq(groupInterests.phone, phone));
    expect((await api.send(interest({ offerId: offer.PostID, phone }))).statusCode).toBe(201);
    expect(await rowsOf(phone)).toHaveLength(4);
  });

  it('stores one row of two submits sent at once; the other hears it is already recorded', async () => {
    const phone = freshPhone();
    const answers = await Promise.all([
      api.send(interest({ offerId: offer.PostID, phone })),
      api.send(interest({ offerId: offer.PostID, phone })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(phone)).toHaveLength(1);
  });

  it('caps the interests one address records an hour, even when they arrive together', async () => {
    const address = freshAddress();
    const cap = LIMITS.group.interestsPerHourPerAddress;
    const phones = Array.from({ length: cap * 2 }, freshPhone);
    const answers = await Promise.all(
      phones.map((phone) => api.send(interest({ offerId: offer.PostID, phone }), { address })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(cap);
    expect(codes.filter((code) => code === 429)).toHaveLength(cap);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const stored = await Promise.all(phones.map(rowsOf));
    expect(stored.flat()).toHaveLength(cap);

    // Another address is not held back; an hour later this one may send again.
    expect((await api.send(interest({ offerId: offer.PostID, phone: freshPhone() }))).statusCode).toBe(201);
    const hourAgo = new Date(now().getTime() - 3600_000 - 1000);
    for (const phone of phones) {
      await t.database.db.update(groupInterests).set({ createdAt: hourAgo }).where(eq(groupInterests.phone, phone));
    }
    expect((await api.send(interest({ offerId: offer.PostID, phone: freshPhone() }), { address })).statusCode).toBe(
      201,
    );
  });

  it('accepts interest in an open or filled offer only: an unknown or closed one is not available', async () => {
    const filled = await offerRow(t.database, { status: 'filled', sharesLeft: 0 });
    const closed = await offerRow(t.database, { status: 'closed' });
    expect((await api.send(interest({ offerId: filled.PostID, phone: freshPhone() }))).statusCode).toBe(201);
    for (const offerId of [closed.PostID, 'G-999999']) {
      const answer = await api.send(interest({ offerId, phone: freshPhone() }));
      expect(answer.statusCode, offerId).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'GROUP_OFFER_UNAVAILABLE',
        message: 'This offer is no longer available',
      });
    }
    const malformed = await api.send(interest({ offerId: 'S-12', phone: freshPhone() }));
    expect(malformed.statusCode).toBe(400);
  });

  it('links a signed-in member, tells them in their inbox and lists their own interests, newest first', async () => {
    const rahima = await member(t.database, { name: 'Rahima Khatun', language: 'bn' });
    const other = await member(t.database, { name: 'Kamal Hossain' });
    const phone = freshPhone();
    expect(
      (await api.send(generalInterest({ phone, location: 'Uposhohor' }), { token: rahima.token })).statusCode,
    ).toBe(201);
    expect((await api.send(interest({ offerId: offer.PostID, phone }), { token: rahima.token })).statusCode).toBe(201);
    // Someone else with a phone of their own, and a visitor: never in Rahima's list.
    expect((await api.send(generalInterest({ phone: freshPhone() }), { token: other.token })).statusCode).toBe(201);
    expect((await api.send(interest({ offerId: offer.PostID, phone: freshPhone() }))).statusCode).toBe(201);

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/getUserNotifications?page=1',
      headers: { authorization: `Bearer ${rahima.token}` },
    });
    const notices = inbox.json<{ data: { title: string; message: string; link: string }[] }>().data;
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => notice.title)).toEqual(['আপনার আগ্রহ আমরা পেয়েছি', 'আপনার আগ্রহ আমরা পেয়েছি']);
    const [offerNotice, generalNotice] = notices;
    expect(offerNotice!.link).toBe(`/Group-Wise-Building-Details/${offer.PostID}`);
    expect(offerNotice!.message).toContain(`“${offer.title}” (${bengaliDigits(offer.PostID)})`);
    expect(offerNotice!.message).toContain('সকাল ১০টা থেকে সন্ধ্যা ৭টার মধ্যে');
    // The phone in Bengali digits, as a Bengali reader reads numbers.
    expect(offerNotice!.message).toContain(phone.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!));
    expect(generalNotice!.link).toBe('/Group-Wise-Building');
    expect(generalNotice!.message).toContain('রাজশাহী বিভাগে (Uposhohor)');

    const mine = await api.mine(rahima.token);
    expect(mine.statusCode).toBe(200);
    const interests = mine.json<{ interests: MyInterest[] }>().interests;
    expect(interests).toHaveLength(2);
    expect(interests[0]).toMatchObject({ offer: { PostID: offer.PostID, title: offer.title }, phone, status: 'new' });
    expect(interests[1]).toMatchObject({ offer: null, division: 'rajshahi', location: 'Uposhohor', phone });
    expect(interests[0]).not.toHaveProperty('note');
    expect((await api.mine(other.token)).json<{ interests: MyInterest[] }>().interests).toHaveLength(1);
    expect((await api.mine()).statusCode).toBe(401);
  });

  it('takes interest from a visitor whose sign-in has expired, without linking or telling anyone', async () => {
    const phone = freshPhone();
    const answer = await api.send(interest({ offerId: offer.PostID, phone }), { token: 'x'.repeat(43) });
    expect(answer.statusCode).toBe(201);
    const [row] = await rowsOf(phone);
    expect(row?.userId).toBeNull();
  });
});
