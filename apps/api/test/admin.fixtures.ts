import type { StaffRole } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { createOrPromoteStaff } from '../src/modules/accounts/create-staff.ts';
import { createRepositories } from '../src/repositories.ts';
import { bearer, post, uniqueEmail } from './accounts.fixtures.ts';

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

export const adminCall = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

/** Approves a post as support would: a paid post gets its call and payment recorded first. */
export async function approvePost(app: FastifyInstance, staffToken: string, postId: string): Promise<void> {
  let answer = await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/approve`);
  if (answer.statusCode === 409 && answer.json<{ message: string }>().message.includes('payment')) {
    await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/call`, { note: 'Spoke to the owner' });
    await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/payment`, { reference: 'BKASH-TEST-1' });
    answer = await adminCall(app, staffToken, 'POST', `/api/admin/posts/${postId}/approve`);
  }
  if (answer.statusCode !== 200) throw new Error(`approve ${postId}: ${answer.body}`);
}
