import type { z } from 'zod';
import type {
  forgotPasswordBodySchema,
  phoneBodySchema,
  phoneCodeBodySchema,
  resetPasswordBodySchema,
  verifyCodeBodySchema,
} from '@ghorbari/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { CodeSent } from './register.ts';

export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;

/** POST /api/auth/password/forgot — also the resend; answers the same whether or not the email has an account. */
export const sendResetCode = (body: z.output<typeof forgotPasswordBodySchema>) =>
  apiPost<CodeSent>('/api/auth/password/forgot', body, { anonymous: true });

/** POST /api/auth/password/verify-code → the reset token the mailed link also carries. */
export const verifyResetCode = (body: z.output<typeof verifyCodeBodySchema>) =>
  apiPost<{ resetToken: string }>('/api/auth/password/verify-code', body, { anonymous: true }).then(
    (data) => data.resetToken,
  );

/**
 * POST /api/auth/password/phone/forgot (issue 40) — also the resend; the same answer whether or
 * not the number has an account.
 */
export const sendPhoneResetCode = (body: z.output<typeof phoneBodySchema>) =>
  apiPost<CodeSent>('/api/auth/password/phone/forgot', body, { anonymous: true });

/** POST /api/auth/password/phone/verify-code → a reset token, as the emailed code gives. */
export const verifyPhoneResetCode = (body: z.output<typeof phoneCodeBodySchema>) =>
  apiPost<{ resetToken: string }>('/api/auth/password/phone/verify-code', body, { anonymous: true }).then(
    (data) => data.resetToken,
  );

/** POST /api/auth/password/reset */
export const resetPassword = (body: ResetPasswordBody) =>
  apiPost<{ message: string }>('/api/auth/password/reset', body, { anonymous: true });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
