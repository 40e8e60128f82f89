import type { addEmailBodySchema, codeSentResponseSchema, UserData } from '@ghorbari/contracts';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * An email added later to an account made with a mobile number (issue 40), proven by a code
 * mailed to it: the member's fresh data comes back with the email set.
 */

export type EmailCodeSent = z.output<typeof codeSentResponseSchema>;
export type AddEmailBody = z.input<typeof addEmailBodySchema>;

/**
 * POST /api/profile/email/send-code (also the resend): a 6-digit code to the address. An address
 * another account has is refused (409 EMAIL_ALREADY_REGISTERED), as is an account that has an
 * email already (409 CONFLICT); a resend too soon is 429.
 */
export const sendAddEmailCode = (email: string) => apiPost<EmailCodeSent>('/api/profile/email/send-code', { email });

/** POST /api/profile/email/verify → the member's fresh data, the email now the account's. */
export const addEmail = (body: AddEmailBody) =>
  apiPost<{ message: string; userData: UserData }>('/api/profile/email/verify', body);
