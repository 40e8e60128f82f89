import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newToken, sha256 } from '../src/auth/secrets.ts';
import type { Database } from '../src/db/client.ts';
import type { NewUser, UserRow, UsersRepository } from '../src/modules/accounts/users.types.ts';
import { createRepositories } from '../src/repositories.ts';
import { codeIn } from './smtp.ts';
import type { startSmtp } from './smtp.ts';
import type { TestApp } from './helpers.ts';

let counter = 0;
/** A fresh email per use, so tests on one database do not collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

export const profileFor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sharmin Akter',
  phone: '01711223344',
  gender: 'female',
  birthDate: '1992-03-08',
  password: 'secret123',
  confirmPassword: 'secret123',
  occupation: 'Teacher',
  address: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia', more: 'Shaheb Bazar' },
  ...overrides,
});

/** A different client address per call (benchmark range), so the per-address caps stay out of the way. */
const anyAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export const post = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: anyAddress(),
    payload: body as object,
    headers: { 'accept-language': 'en', ...headers },
  });

/**
 * Registers a user through the real flow, reading the code from the mail. Returns the session
 * token. Given a test app (not only its Fastify instance), the member has also proven the number
 * of their profile, as they must before posting with it (issue 40); that flow has its own tests
 * (accounts-phone.test.ts), so the proof is written straight to the database.
 */
export async function registerUser(
  appOrTest: FastifyInstance | Pick<TestApp, 'app' | 'repos'>,
  smtp: Awaited<ReturnType<typeof startSmtp>>,
  email = uniqueEmail(),
  overrides = {},
) {
  const test = 'repos' in appOrTest ? appOrTest : undefined;
  const app = test ? test.app : (appOrTest as FastifyInstance);
  const before = smtp.mails.length;
  const sent = await post(app, '/api/auth/register/send-code', { email });
  if (sent.statusCode !== 200) throw new Error(`send-code: ${sent.body}`);
  const code = codeIn(await smtp.mailTo(email, before));
  const verified = await post(app, '/api/auth/register/verify-code', { email, code });
  const { registrationToken } = verified.json<{ registrationToken: string }>();
  const done = await post(app, '/api/auth/register/complete', { registrationToken, ...profileFor(overrides) });
  if (done.statusCode !== 201) throw new Error(`complete: ${done.body}`);
  const user = test ? await test.repos.users.byEmail(email) : undefined;
  if (user?.phone) await test?.repos.users.recordProvenPhone(user.id, user.phone, new Date());
  return { email, token: done.json<{ userToken: string }>().userToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });

/** A request as a signed-in member, in the language given (English unless told otherwise). */
export const callAs = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
): Promise<LightMyRequestResponse> =>
  app.inject({ method, url, headers: { ...bearer(token), 'accept-language': lang }, ...(payload ? { payload } : {}) });

/** A multipart form (`multipartForm`, `postForm`…) sent as a signed-in member, with any further headers. */
export const sendForm = (
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  form: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  app.inject({ method, url, headers: { ...bearer(token), ...headers, ...form.headers }, payload: form.payload });

/** Deletes the member's own account, as the profile page does: the password confirms it. */
export const deleteAccount = (app: FastifyInstance, token: string, password: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(token), payload: { password } });

/**
 * An account row with a full profile, for tests that are not about registration (docs/conventions.md,
 * "Test data by factories"): insert it with the users repository. Its password hash is not a
 * real one, so it cannot sign in by password; `signInDirectly` gives it a session instead.
 */
export const userRow = (overrides: Partial<NewUser> = {}): NewUser => ({
  email: uniqueEmail(overrides.role ?? 'member'),
  passwordHash: 'not-a-password-hash',
  name: 'Sharmin Akter',
  phone: '01711223344',
  gender: 'female',
  birthDate: '1992-03-08',
  language: 'bn',
  ...overrides,
});

/** A live session for the account, as signing in would make: the bearer token to send. */
export async function signInDirectly(
  users: Pick<UsersRepository, 'createSession' | 'byId'>,
  userId: string,
): Promise<string> {
  const user = await users.byId(userId);
  if (!user) throw new Error(`no account ${userId}`);
  const token = newToken();
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await users.createSession({ userId, tokenHash: sha256(token), expiresAt, verifiedPasswordHash: user.passwordHash });
  return token;
}

/** A member with a session: their account row and the bearer token to send. */
export interface Member {
  user: UserRow;
  token: string;
}

/**
 * A member inserted as a row (English unless told otherwise) and signed in directly. They have
 * proven their number by SMS (issue 40), as a member must before posting with it.
 */
export async function member(database: Database, overrides: Partial<NewUser> = {}): Promise<Member> {
  const repos = createRepositories(database.db);
  const user = await repos.users.insert(userRow({ language: 'en', ...overrides }));
  if (user.phone) await repos.users.recordProvenPhone(user.id, user.phone, new Date());
  return { user, token: await signInDirectly(repos.users, user.id) };
}
