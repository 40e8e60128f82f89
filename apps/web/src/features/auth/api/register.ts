import type { z } from 'zod';
import type {
  codeSentResponseSchema,
  completeRegistrationBodySchema,
  phoneCodeBodySchema,
  phoneRegisterSendCodeBodySchema,
  registerSendCodeBodySchema,
  verifyCodeBodySchema,
} from '@ghorbari/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export type CodeSent = z.output<typeof codeSentResponseSchema>;
export type CompleteRegistrationBody = z.output<typeof completeRegistrationBodySchema>;

/** POST /api/auth/register/send-code — also the resend. */
export const sendRegistrationCode = (body: z.output<typeof registerSendCodeBodySchema>) =>
  apiPost<CodeSent>('/api/auth/register/send-code', body, { anonymous: true });

/** POST /api/auth/register/verify-code → a token that lets this browser complete the registration. */
export const verifyRegistrationCode = (body: z.output<typeof verifyCodeBodySchema>) =>
  apiPost<{ registrationToken: string }>('/api/auth/register/verify-code', body, { anonymous: true }).then(
    (data) => data.registrationToken,
  );

/**
 * POST /api/auth/register/phone/send-code (issue 40) — also the resend, each time a new code by
 * SMS. A number that already has an account is refused with PHONE_ALREADY_REGISTERED.
 */
export const sendPhoneRegistrationCode = (body: z.output<typeof phoneRegisterSendCodeBodySchema>) =>
  apiPost<CodeSent>('/api/auth/register/phone/send-code', body, { anonymous: true });

/** POST /api/auth/register/phone/verify-code → the registration token, as for an email. */
export const verifyPhoneRegistrationCode = (body: z.output<typeof phoneCodeBodySchema>) =>
  apiPost<{ registrationToken: string }>('/api/auth/register/phone/verify-code', body, { anonymous: true }).then(
    (data) => data.registrationToken,
  );

/** POST /api/auth/register/complete → signed in. */
export const completeRegistration = (body: CompleteRegistrationBody) =>
  apiPost<{ userToken: string }>('/api/auth/register/complete', body, { anonymous: true }).then(
    (data) => data.userToken,
  );

export const useSendRegistrationCode = () => useMutation({ mutationFn: sendRegistrationCode });
export const useVerifyRegistrationCode = () => useMutation({ mutationFn: verifyRegistrationCode });
export const useCompleteRegistration = () => useMutation({ mutationFn: completeRegistration });
