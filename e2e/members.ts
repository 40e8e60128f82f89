import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Language } from './fixtures.ts';
import { plainText } from './mail.ts';
import { freshMobileNumber, smsCode } from './sms.ts';

/**
 * New members for browser tests that count or receive something of their own (notifications,
 * reports, comments, saved searches): a demo account is shared by every spec running at once,
 * so a count on it can move under a test's feet.
 */
export interface Member {
  name: string;
  email: string;
  /** The member's mobile number (01…), proven by its SMS code: a post may carry it (issue 40). */
  phone: string;
  token: string;
}

let client = 0;
/** Each registration as a client of its own address: the API caps registrations per address. */
const clientAddress = () => `198.19.${(process.pid + 11) % 250}.${(++client % 250) + 1}`;

/**
 * The newest code mailed to `email`. Several test servers may run on this machine, each with its
 * own outbox in a temporary folder: the address is unique, so every outbox is searched.
 */
export async function mailedCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        for (const dir of readdirSync(tmpdir()).filter((name) => name.startsWith('ghorbari-e2e-'))) {
          const outbox = path.join(tmpdir(), dir, 'outbox');
          let files: string[] = [];
          try {
            files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
          } catch {
            continue;
          }
          for (const file of files.sort().reverse()) {
            const mail = readFileSync(path.join(outbox, file), 'utf8');
            if (!mail.includes(`To: ${email}`)) continue;
            code = /^\s*(\d{6})\s*$/m.exec(plainText(mail))?.[1] ?? '';
            if (code) return code;
          }
        }
        return '';
      },
      { message: `a code mail to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A new member, registered through the API as the registration form does (code from the outbox);
 * with an email of the test's choosing when it is about the address (unique: others run at once).
 */
export async function registerMember(
  request: APIRequestContext,
  name: string,
  language: Language = 'bn',
  email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
): Promise<Member> {
  const phone = freshMobileNumber();
  const headers = { 'x-forwarded-for': clientAddress(), 'accept-language': language };
  const sent = await request.post('/api/auth/register/send-code', { data: { email }, headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const verified = await request.post('/api/auth/register/verify-code', {
    data: { email, code: await mailedCode(email) },
    headers,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { registrationToken } = (await verified.json()) as { registrationToken: string };
  const completed = await request.post('/api/auth/register/complete', {
    headers,
    data: {
      registrationToken,
      name,
      phone,
      gender: 'female',
      birthDate: '1994-05-20',
      password: 'member1234',
      confirmPassword: 'member1234',
    },
  });
  expect(completed.status(), await completed.text()).toBe(201);
  const token = ((await completed.json()) as { userToken: string }).userToken;
  // The member proves their number from the profile, as they must before posting with it (issue 40).
  const signedIn = { ...headers, authorization: `Bearer ${token}` };
  const since = Date.now();
  const asked = await request.post('/api/profile/phone/send-code', { data: { phone }, headers: signedIn });
  expect(asked.ok(), await asked.text()).toBe(true);
  // The code goes with the challenge id its request was answered (issue 62).
  const { challengeId } = (await asked.json()) as { challengeId: string };
  const proven = await request.post('/api/profile/phone/verify', {
    data: { phone, code: await smsCode(phone, since), challengeId },
    headers: signedIn,
  });
  expect(proven.ok(), await proven.text()).toBe(true);
  return { name, email, phone, token };
}
