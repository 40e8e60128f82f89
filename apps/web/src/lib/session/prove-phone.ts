import {
  normalPhone,
  type codeSentResponseSchema,
  type provePhoneBodySchema,
  type UserData,
} from '@ghorbari/contracts';
import type { z } from 'zod';
import { apiPost } from '../api-client.ts';

/**
 * Numbers a member proves by an SMS code (issue 40): their account's number, or a post's primary
 * contact number, which must be one of them. The session's user carries the list
 * (`verifiedPhones`), so every screen reads it from there.
 */

export type PhoneCodeSent = z.output<typeof codeSentResponseSchema>;
export type ProvePhoneBody = z.input<typeof provePhoneBodySchema>;

/**
 * POST /api/profile/phone/send-code (also the resend): an SMS code to the number, or
 * `alreadyVerified` and no SMS when the member proved it before. For the account's own number
 * (`account`), one another account signs in with is refused before any SMS.
 */
export const sendPhoneProofCode = (phone: string, account: boolean) =>
  apiPost<PhoneCodeSent>('/api/profile/phone/send-code', { phone, account });

/** POST /api/profile/phone/verify → the member's fresh data, the number among their proven ones. */
export const provePhone = (body: ProvePhoneBody) =>
  apiPost<{ message: string; userData: UserData }>('/api/profile/phone/verify', body);

/**
 * Whether a number, as it was typed (Bengali digits, +880, spaces), is one of the member's proven
 * numbers (`UserData.verifiedPhones`): one rule for every badge and check of the web app.
 */
export function isProvenPhone(verifiedPhones: readonly string[], typed: string): boolean {
  return typed.trim() !== '' && verifiedPhones.includes(normalPhone(typed));
}
