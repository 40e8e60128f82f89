import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets.ts';
import { createUsersRepository } from '../src/modules/accounts/users.repository.ts';
import { bearer, deleteAccount, post, userRow } from './accounts.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { routesOf } from './route-schemas.ts';

/**
 * Issue 28, item 4: a suspended member is refused by the API itself, not only by the web app's
 * guard. The rule is one hook's, the same on both drivers: tested once, on the embedded one.
 */
const SUSPENDED = {
  code: 'ACCOUNT_SUSPENDED',
  message: "Your Account is Suspended. You don't have access to this page.",
};

/** Writes that act for nobody in particular: signing in and out, registering, counting a visit. */
const VISITORS = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/auth/register/send-code',
  'POST /api/auth/register/verify-code',
  'POST /api/auth/register/complete',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/verify-code',
  'POST /api/auth/password/reset',
  // Whether a reset link still works (issue 62): the link is the key, nobody is signed in.
  'POST /api/auth/password/reset/check',
  // Accounts by mobile number (issue 40).
  'POST /api/auth/register/phone/send-code',
  'POST /api/auth/register/phone/verify-code',
  'POST /api/auth/login/phone/send-code',
  'POST /api/auth/password/phone/forgot',
  'POST /api/auth/password/phone/verify-code',
  'POST /api/dvd',
  'POST /api/posts/:postId/events',
  // The one-tap link of an SMS (issue 41): it signs nobody in, the post's own token is the key.
  'POST /api/posts/still-available',
]);
/**
 * What a suspended member may still write: leave with their data, keep their own inbox, and
 * choose the language the site writes to them in.
 */
const OPEN_TO_SUSPENDED = new Set([
  'DELETE /api/profile',
  'PUT /api/profile/language',
  'PUT /api/notifications/markNotificationAsRead/:id',
  'PUT /api/notifications/markAllAsRead',
  'PUT /api/notifications/markManyAsRead',
  'DELETE /api/notifications/deleteNotification/:id',
  'POST /api/notifications/deleteMany',
]);

describe('a suspended member and the API', () => {
  let t: TestApp;
  let member: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const users = createUsersRepository(t.database.db);
    const row = await users.insert(
      userRow({
        passwordHash: await hashPassword('demo1234'),
        status: 'suspended',
        suspendedUntil: new Date(Date.now() + 30 * 24 * 3600_000),
        bio: 'Flats in Mirpur',
      }),
    );
    const signedIn = await post(t.app, '/api/login', { email: row.email, password: 'demo1234' });
    expect(signedIn.statusCode).toBe(200);
    member = { id: row.id, token: signedIn.json<{ userToken: string }>().userToken };
  });
  afterAll(async () => t.close());

  it('refuses every write a member makes, on every route, with the spec’s message', async () => {
    const writes = routesOf(t.app).filter(
      ({ method, url }) => method !== 'GET' && !url.startsWith('/api/admin/') && !VISITORS.has(`${method} ${url}`),
    );
    const refused: string[] = [];
    const open: string[] = [];
    for (const { method, url } of writes) {
      const path = url.replace(/:[A-Za-z]+/g, () => randomUUID());
      const answer = await t.app.inject({
        method: method as 'POST',
        url: path,
        headers: bearer(member.token),
        payload: {},
      });
      const name = `${method} ${url}`;
      if (answer.statusCode === 403 && answer.json<{ code: string }>().code === SUSPENDED.code) {
        expect(answer.json(), name).toEqual({ success: false, ...SUSPENDED });
        refused.push(name);
      } else open.push(name);
    }
    // A route added tomorrow is refused unless it is put on the short list on purpose.
    expect(open.sort()).toEqual([...OPEN_TO_SUSPENDED].sort());
    expect(refused).toEqual(
      expect.arrayContaining([
        'PUT /api/profile/update',
        'POST /api/profile/picture',
        'POST /api/profile/savePost',
        'POST /api/saved-searches',
        'POST /api/group-interest',
        'POST /api/reports',
        'PUT /api/profile/updateSettings',
      ]),
    );
  });

  it('keeps the profile as it was when a new bio is refused, and still lets the member read it', async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: bearer(member.token),
      payload: {
        name: 'Sharmin Akter',
        phone: '01711223344',
        gender: 'female',
        birthDate: '1992-03-08',
        bio: 'Call 01999888777',
      },
    });
    expect(update.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(member.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ userData: { bio: 'Flats in Mirpur', status: 'suspended' } });
    const shown = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}` });
    expect(shown.body).not.toContain('01999888777');
  });

  it('lets the member keep their inbox, sign out and delete the account', async () => {
    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/markAllAsRead',
      headers: bearer(member.token),
    });
    expect(read.statusCode).toBe(200);
    const gone = await deleteAccount(t.app, member.token, 'demo1234');
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(member.token) })).statusCode).toBe(
      401,
    );
  });

  it('lets the member write again once the suspension’s date has passed', async () => {
    const users = createUsersRepository(t.database.db);
    const row = await users.insert(
      userRow({
        passwordHash: await hashPassword('demo1234'),
        status: 'suspended',
        suspendedUntil: new Date(Date.now() - 1000),
      }),
    );
    const signedIn = await post(t.app, '/api/login', { email: row.email, password: 'demo1234' });
    const { userToken } = signedIn.json<{ userToken: string }>();
    const saved = await post(
      t.app,
      '/api/saved-searches',
      { name: 'Mirpur flats', filters: { type: 'rent' } },
      bearer(userToken),
    );
    expect(saved.statusCode, saved.body).toBe(201);
  });
});
