import type { z } from 'zod';
import type { LoginBody, phoneBodySchema } from '@ghorbari/contracts';
import { apiPost } from '../../../lib/api-client.ts';
import type { CodeSent } from './register.ts';

export type { LoginBody };

/**
 * POST /api/login (spec §7): with an email and password, or (issue 40) a mobile number and its
 * password or an SMS code. A token to store, or 401 with the server's message.
 */
export const login = (body: LoginBody) =>
  apiPost<{ userToken: string }>('/api/login', body, { anonymous: true }).then((data) => data.userToken);

/**
 * POST /api/auth/login/phone/send-code (issue 40) — also the resend. The server answers the same
 * whether or not the number has an account, so the page cannot tell either.
 */
export const sendLoginCode = (body: z.output<typeof phoneBodySchema>) =>
  apiPost<CodeSent>('/api/auth/login/phone/send-code', body, { anonymous: true });
