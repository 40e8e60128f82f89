import { LIMITS } from '@ghorbari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets.ts';
import { notifications } from '../src/modules/notifications/notifications.schema.ts';
import { reviewCodeRequests, reviewCodes } from '../src/modules/review-codes/review-codes.schema.ts';
import { bearer, member, type Member } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, clockClearOfHourTurns, freshAddress, type TestApp } from './helpers.ts';
import { firmOf, reviewsApi, type ReviewsApi } from './reviews.fixtures.ts';
import { startSmpp, type Smpp } from './smpp.ts';

/** The app's clock: half an hour clear of any hour's turn (issue 32). */
const now = clockClearOfHourTurns();
const DAY = 24 * 3600_000;

let numbers = 0;
/** A mobile number of its own for each client of the run, so each one's SMS is told apart. */
const uniqueNumber = () => `018${String(Date.now() % 1e6).padStart(6, '0')}${String(numbers++ % 100).padStart(2, '0')}`;

interface FirmRequest {
  id: string;
  status: string;
  clientName: string;
  clientPhone: string;
  note: string;
  smsSentAt: string | null;
  remindedAt: string | null;
}

/**
 * Issue 64, item 9 (ADR 082): a client asks a firm for a review code with their name, a proven
 * number, the kind of work and a note; the owner issues it with one tap and it reaches the client
 * by SMS through the site's budget, shown to nobody; or the owner declines. Asks are capped per
 * client and firm by one statement, answers guarded, and an unanswered request is reminded once
 * after 7 days, on a handed-in clock.
 */
describe.each(ONE_DRIVER)('requests for review codes on %s', (driver) => {
  let t: TestApp;
  let smsc: Smpp;
  let api: ReviewsApi;
  let owner: Member;
  let firm: { id: string; PostID: string };
  const logs: string[] = [];
  beforeAll(async () => {
    smsc = await startSmpp();
    t = await buildTestApp(
      driver,
      { now, smsUrl: smsc.url(), publicUrl: 'https://ghorbari.example', logLevel: 'info' },
      { write: (line) => void logs.push(line) },
    );
    api = reviewsApi(t.app);
    owner = await member(t.database, { name: 'Nadia Karim', phone: '01911000111', language: 'en' });
    firm = await firmOf(t.database, owner.user.id, { name: 'Nakshi Interiors' });
  });
  afterAll(async () => {
    await t.close();
    await smsc.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: object, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
      remoteAddress: freshAddress(),
      ...(body ? { payload: body } : {}),
    });
  const base = (firmId = firm.PostID) => `/api/interior/${firmId}/code-requests`;
  const ask = (client: Member, body: object = {}, firmId = firm.PostID, language = 'en') =>
    call(
      'POST',
      base(firmId),
      client.token,
      {
        clientName: client.user.name,
        clientPhone: client.user.phone,
        category: 'home',
        note: 'Our flat in Mirpur: false ceiling and kitchen cabinets, finished last month.',
        ...body,
      },
      language,
    );
  const list = async (token = owner.token) =>
    (await call('GET', base(), token)).json<{ requests: FirmRequest[] }>().requests;
  const answer = (requestId: string, what: 'issue' | 'decline', token = owner.token, language = 'en') =>
    call('POST', `${base()}/${requestId}/${what}`, token, undefined, language);
  const client = async (name = 'Farhana Rahman', language: 'bn' | 'en' = 'en') =>
    member(t.database, { name, phone: uniqueNumber(), language });
  const noticesOf = async (userId: string, key: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.key, key)))
    ).length;
  const expectFailure = (answered: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(answered.statusCode).toBe(status);
    expect(answered.json()).toMatchObject({ success: false, message });
  };

  it('takes an ask with a proven number and tells the owner, who sees it; the client sees where it is', async () => {
    const farhana = await client();
    const asked = await ask(farhana, { clientName: '  Farhana   Rahman ' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      success: true,
      message: 'Your request has gone to the firm. When it gives you a code, it comes to you by SMS.',
      request: { status: 'open', clientPhone: farhana.user.phone, category: 'home', smsSentAt: null },
    });
    expect(await noticesOf(owner.user.id, 'reviewCodeRequested')).toBeGreaterThanOrEqual(1);

    const mine = await call('GET', `${base()}/mine`, farhana.token);
    expect(mine.json()).toMatchObject({ request: { status: 'open', answeredAt: null } });
    const stranger = await client('Jamal Uddin');
    expect((await call('GET', `${base()}/mine`, stranger.token)).json()).toEqual({ success: true, request: null });

    const requests = await list();
    expect(requests.find((request) => request.clientPhone === farhana.user.phone)).toMatchObject({
      clientName: 'Farhana Rahman',
      note: 'Our flat in Mirpur: false ceiling and kitchen cabinets, finished last month.',
      status: 'open',
    });
  });

  it('refuses what is not valid with 4xx and translated messages, never 500', async () => {
    const farhana = await client();
    expect((await call('POST', base(), undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `${base()}/mine`)).statusCode).toBe(401);
    expect((await call('GET', base())).statusCode).toBe(401);

    const empty = await call('POST', base(), farhana.token, {}, 'bn');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/[\u0980-\u09FF]/);
    const fields = (await ask(farhana, { clientName: 'A1', clientPhone: '123', category: 'castle', note: 'ok' })).json<{
      issues: { path: string; message: string }[];
    }>().issues;
    expect([...new Set(fields.map((issue) => issue.path))].sort()).toEqual([
      'category',
      'clientName',
      'clientPhone',
      'note',
    ]);
    expectFailure(await ask(farhana, { note: '   ' }), 400, 'Write a few words about the work the firm did');
    expectFailure(await ask(farhana, { note: 'tile' }), 400, 'Write at least 5 characters about the work');
    expectFailure(
      await ask(farhana, { note: 'x'.repeat(LIMITS.reviewCodeRequest.noteMaxLength + 1) }),
      400,
      'The note can be at most 300 characters',
    );
    // A number the client has not proven: the code would go to someone else's phone.
    const unproven = await ask(farhana, { clientPhone: '01311000999' }, firm.PostID, 'bn');
    expectFailure(unproven, 400, 'এই নম্বরটি আগে যাচাই করুন: প্রতিষ্ঠানের কোড এই নম্বরেই এসএমএসে যাবে।');
    expect(unproven.json<{ issues: { path: string }[] }>().issues).toEqual([
      expect.objectContaining({ path: 'clientPhone' }),
    ]);
    // As people write it: +880, Bengali digits, spaces.
    const typed = `+৮৮০ ${farhana.user.phone!.slice(1)}`.replace(/[0-9]/g, (d) =>
      String.fromCharCode(0x09e6 + Number(d)),
    );
    expect((await ask(farhana, { clientPhone: typed })).statusCode).toBe(201);

    expectFailure(await ask(farhana, {}, 'I-999999'), 404, 'This firm is not listed right now');
    expectFailure(await ask(farhana, {}, 'nonsense'), 400, 'We could not find what you were looking for');
    const waiting = await firmOf(t.database, owner.user.id, { status: 'pending', approvedAt: null });
    expectFailure(await ask(farhana, {}, waiting.PostID), 404, 'This firm is not listed right now');
    expectFailure(await ask(owner), 403, 'You cannot ask your own firm for a review code');

    // Answers: only the owner, only a request of this firm, only a real id.
    const [open] = (await list()).filter((request) => request.status === 'open');
    expect((await answer(open!.id, 'issue', '')).statusCode).toBe(401);
    expectFailure(await answer(open!.id, 'issue', farhana.token), 403, 'You do not have permission to do this');
    expectFailure(await answer(open!.id, 'decline', farhana.token), 403, 'You do not have permission to do this');
    expect((await call('GET', base(), farhana.token)).statusCode).toBe(403);
    expectFailure(await answer('not-an-id', 'issue'), 400, 'This code request was not found');
    expectFailure(
      await answer('00000000-0000-4000-8000-000000000000', 'issue'),
      404,
      'This code request was not found',
    );
    const otherOwner = await client('Borno Decor Owner');
    const otherFirm = await firmOf(t.database, otherOwner.user.id, { name: 'Borno Decor' });
    const foreign = await call('POST', `${base(otherFirm.PostID)}/${open!.id}/issue`, otherOwner.token);
    expectFailure(foreign, 404, 'This code request was not found');
  });

  it('issues with one tap: the code goes by SMS to the client’s number, bound to it, in no answer or log', async () => {
    const shirin = await client('Shirin Sultana', 'bn');
    const asked = (await ask(shirin)).json<{ request: { id: string } }>().request;
    const before = smsc.received.length;
    const issued = await answer(asked.id, 'issue', owner.token, 'bn');
    expect(issued.statusCode).toBe(200);
    const body = issued.json<{ message: string; request: FirmRequest }>();
    expect(body.message).toBe('কোডটি এসএমএসে ক্লায়েন্টের কাছে পাঠানো হয়েছে');
    expect(body.request).toMatchObject({ status: 'issued', smsSentAt: expect.any(String) });

    const sms = await smsc.messageAfter(`88${shirin.user.phone}`, before);
    const code = /: ([A-Z0-9]{8})।/.exec(sms.text)?.[1];
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(sms.text).toBe(
      `ঘরবাড়ি: “Nakshi Interiors” আপনাকে রিভিউ কোড দিয়েছে: ${code}। ৯০ দিনের মধ্যে রিভিউ লিখুন: ` +
        `https://ghorbari.example/Interior-Details/${firm.PostID}?review=1`,
    );
    // Shown to nobody: not in the answer, not in the owner's lists, not in any log line.
    expect(issued.body).not.toContain(code);
    expect((await call('GET', base())).body).not.toContain(code);
    expect((await api.codes(owner.token, firm.PostID)).body).not.toContain(code);
    expect(logs.join('')).not.toContain(code);
    const [row] = await t.database.db
      .select()
      .from(reviewCodes)
      .where(eq(reviewCodes.codeHash, sha256(code!)));
    expect(row).toMatchObject({ clientName: 'Shirin Sultana', clientPhone: shirin.user.phone, forNumber: true });

    // The client sees it went; the code opens a review marked as theirs.
    const mine = (await call('GET', `${base()}/mine`, shirin.token)).json<{ request: FirmRequest }>().request;
    expect(mine).toMatchObject({ status: 'issued', smsSentAt: body.request.smsSentAt });
    expect((await api.check(shirin.token, firm.PostID, code!)).json()).toMatchObject({ match: 'matched' });

    // A second tap, or a decline after it, finds it answered.
    expectFailure(await answer(asked.id, 'issue'), 409, 'This request has already been answered.');
    expectFailure(await answer(asked.id, 'decline'), 409, 'This request has already been answered.');
    expect(smsc.received.slice(before).filter((one) => one.destinationAddr === `88${shirin.user.phone}`)).toHaveLength(
      1,
    );
  });

  it('declines and tells the client; asked up to 3 times in 30 days, then 429 until the window turns', async () => {
    const rafiq = await client('Rafiqul Islam');
    const first = (await ask(rafiq)).json<{ request: { id: string } }>().request;
    expectFailure(await ask(rafiq), 409, 'You have already asked this firm for a code. Please wait for its answer.');
    const declined = await answer(first.id, 'decline');
    expect(declined.json()).toMatchObject({ message: 'Request declined', request: { status: 'declined' } });
    expect(await noticesOf(rafiq.user.id, 'reviewCodeRequestDeclined')).toBe(1);
    expect((await call('GET', `${base()}/mine`, rafiq.token)).json()).toMatchObject({
      request: { status: 'declined' },
    });

    // A new ask is a new request: the old id answers nothing.
    const second = (await ask(rafiq)).json<{ request: { id: string } }>().request;
    expect(second.id).not.toBe(first.id);
    expectFailure(await answer(first.id, 'issue'), 404, 'This code request was not found');
    await answer(second.id, 'decline');
    const third = (await ask(rafiq)).json<{ request: { id: string } }>().request;
    await answer(third.id, 'decline');
    const fourth = await ask(rafiq, {}, firm.PostID, 'bn');
    expectFailure(fourth, 429, 'গত ৩০ দিনে আপনি এই প্রতিষ্ঠানের কাছে ৩ বার কোড চেয়েছেন। কিছুদিন পর আবার চেষ্টা করুন।');
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(29 * 24 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(30 * 24 * 3600);

    // Once the window is 30 days old, the count starts again.
    await t.database.db
      .update(reviewCodeRequests)
      .set({ windowStartedAt: new Date(now().getTime() - 30 * DAY - 1000) })
      .where(eq(reviewCodeRequests.clientId, rafiq.user.id));
    const fifth = await ask(rafiq);
    expect(fifth.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ asks: reviewCodeRequests.asks })
      .from(reviewCodeRequests)
      .where(eq(reviewCodeRequests.clientId, rafiq.user.id));
    expect(row?.asks).toBe(1);
  });

  it('makes one request of asks fired together, and one code and one SMS of taps fired together', async () => {
    const mitu = await client('Mitu Chowdhury');
    const asks = await Promise.all(Array.from({ length: 8 }, () => ask(mitu)));
    const statuses = asks.map((one) => one.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const rows = await t.database.db
      .select()
      .from(reviewCodeRequests)
      .where(eq(reviewCodeRequests.clientId, mitu.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.asks).toBe(1);

    const before = smsc.received.length;
    const codesBefore = await t.database.db.$count(reviewCodes, eq(reviewCodes.firmId, firm.id));
    const taps = await Promise.all(Array.from({ length: 5 }, () => answer(rows[0]!.id, 'issue')));
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    await smsc.messageAfter(`88${mitu.user.phone}`, before);
    expect(smsc.received.slice(before).filter((one) => one.destinationAddr === `88${mitu.user.phone}`)).toHaveLength(1);
    expect(await t.database.db.$count(reviewCodes, eq(reviewCodes.firmId, firm.id))).toBe(codesBefore + 1);
  });

  it('sends within the SMS budget: past it, 503 and the request stays open with no code; later it goes', async () => {
    const nasrin = await client('Nasrin Jahan');
    const asked = (await ask(nasrin)).json<{ request: { id: string } }>().request;
    const codesBefore = await t.database.db.$count(reviewCodes, eq(reviewCodes.firmId, firm.id));
    // The hour's notices have spent their share of the budget.
    const share = Math.floor(t.config.smsHourlyBudget / 2);
    await t.database.db.execute(
      sql`insert into sms_sends (kind, phone, created_at)
          select 'notice', '01711000000', ${now().toISOString()}::timestamptz from generate_series(1, ${share})`,
    );
    const refused = await answer(asked.id, 'issue', owner.token, 'bn');
    expectFailure(refused, 503, 'এই মুহূর্তে এসএমএসে কোড পাঠানো যাচ্ছে না। কিছুক্ষণ পর আবার চেষ্টা করুন।');
    expect(await t.database.db.$count(reviewCodes, eq(reviewCodes.firmId, firm.id))).toBe(codesBefore);
    expect((await list()).find((request) => request.id === asked.id)).toMatchObject({
      status: 'open',
      smsSentAt: null,
    });

    await t.database.db.execute(sql`delete from sms_sends where phone = '01711000000'`);
    const before = smsc.received.length;
    expect((await answer(asked.id, 'issue')).statusCode).toBe(200);
    // In the client's language: English goes in the GSM alphabet, one septet a character.
    const sms = await smsc.messageAfter(`88${nasrin.user.phone}`, before);
    expect(sms.dataCoding).toBe(0);
    expect(sms.text).toMatch(
      new RegExp(
        '^Ghorbari: "Nakshi Interiors" sent you a review code: [A-Z0-9]{8}\\. Write your review within 90 days: ' +
          `https://ghorbari\\.example/Interior-Details/${firm.PostID}\\?review=1$`,
      ),
    );
  });

  it('reminds the owner once of a request unanswered for 7 days, and not of answered ones', async () => {
    const days = LIMITS.reviewCodeRequest.remindAfterDays;
    const due = await client('Kamrul Hasan');
    const answered = await client('Sumi Akter');
    const dueRequest = (await ask(due)).json<{ request: { id: string; askedAt: string } }>().request;
    const answeredRequest = (await ask(answered)).json<{ request: { id: string } }>().request;
    await answer(answeredRequest.id, 'decline');
    const askedAt = new Date(dueRequest.askedAt).getTime();
    const reminders = () => noticesOf(owner.user.id, 'reviewCodeRequestReminder');
    const start = await reminders();

    await t.app.codeRequestReminders.runOnce(new Date(askedAt + days * DAY - 60_000));
    expect(await reminders()).toBe(start);
    const round = await t.app.codeRequestReminders.runOnce(new Date(askedAt + days * DAY + 60_000));
    expect(round.reminded).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toBeGreaterThan(start);
    const afterFirst = await reminders();
    expect((await list()).find((request) => request.id === dueRequest.id)?.remindedAt).not.toBeNull();
    expect((await list()).find((request) => request.id === answeredRequest.id)?.remindedAt).toBeNull();
    // Two instances sweeping at once remind nobody twice.
    const again = await Promise.all([
      t.app.codeRequestReminders.runOnce(new Date(askedAt + (days + 1) * DAY)),
      t.app.codeRequestReminders.runOnce(new Date(askedAt + (days + 1) * DAY)),
    ]);
    expect(again.map((one) => one.reminded)).toEqual([0, 0]);
    expect(await reminders()).toBe(afterFirst);

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'reviewCodeRequestReminder')));
    expect(notice).toMatchObject({
      title: 'একজন ক্লায়েন্ট রিভিউ কোডের অপেক্ষায়',
      titleEn: 'A client is waiting for a review code',
      link: '/user/my-firms',
    });
    expect(notice?.message).toContain('৭ দিন আগে');
    expect(notice?.messageEn).toContain('7 days ago');
  });
});
