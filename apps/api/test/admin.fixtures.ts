import type { StaffRole } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database, DriverName } from '../src/db/client.ts';
import { createOrPromoteStaff } from '../src/modules/admin/create-staff.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, member, post, uniqueEmail } from './accounts.fixtures.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './helpers.ts';

/** A signed-in staff member with the given role, made the way `npm run create-admin` makes one. */
export async function staffMember(
  app: FastifyInstance,
  database: Database,
  role: StaffRole,
  name = role === 'admin' ? 'Nasrin Admin' : 'Tanvir Support',
) {
  const email = uniqueEmail(role);
  await createOrPromoteStaff(createRepositories(database.db), { email, password: 'staff1234', role, name });
  const login = await post(app, '/api/login', { email, password: 'staff1234' });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  return { email, token: login.json<{ userToken: string }>().userToken };
}

/** Who a staff-area test needs: support, an admin, and a member who is neither (for the 403s). */
export interface StaffCast {
  support: { email: string; token: string };
  admin: { email: string; token: string };
  memberToken: string;
}

/** A test app with its staff cast signed in. */
export async function buildStaffTestApp(driver: DriverName, options?: TestAppOptions): Promise<TestApp & StaffCast> {
  const t = await buildTestApp(driver, options);
  const support = await staffMember(t.app, t.database, 'support');
  const admin = await staffMember(t.app, t.database, 'admin');
  const { token: memberToken } = await member(t.database);
  return { ...t, support, admin, memberToken };
}

export const adminCall = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

/** A rejection at `rejectUrl` for the reason "other" without a note: refused (400), as that reason needs one. */
export async function rejectionWithoutNote(app: FastifyInstance, staffToken: string, rejectUrl: string) {
  const noNote = await adminCall(app, staffToken, 'POST', rejectUrl, { reason: 'other' });
  expect(noNote.statusCode).toBe(400);
  return noNote;
}

let trxIds = 0;
/** A bKash TrxID no other test of this run has used: a TrxID pays for one post only (issue 41). */
export const freshTrxId = (): string =>
  `T${process.pid.toString(36)}${(trxIds += 1).toString(36)}${Date.now().toString(36)}`.toUpperCase();

/** A payment as support confirms one: bKash, the first package at its price, a fresh TrxID unless given. */
export const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  method: 'bkash',
  amountTaka: 500,
  package: 'featured-7',
  trxId: freshTrxId(),
  ...overrides,
});

/** Approves a post as support would: a paid post gets its call and payment recorded first. */
export async function approvePost(app: FastifyInstance, staffToken: string, postId: string): Promise<void> {
  let answer = await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/approve`);
  if (answer.statusCode === 409 && answer.json<{ message: string }>().message.includes('payment')) {
    await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/call`, { note: 'Spoke to the owner' });
    await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/payment`, paymentBody());
    answer = await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/approve`);
  }
  if (answer.statusCode !== 200) throw new Error(`approve ${postId}: ${answer.body}`);
}
