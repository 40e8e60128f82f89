import type { z } from 'zod';
import {
  resetTokenSchema,
  type forgotPasswordBodySchema,
  type phoneBodySchema,
  type phoneCodeBodySchema,
  type resetPasswordBodySchema,
  type verifyCodeBodySchema,
} from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
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

/**
 * POST /api/auth/password/reset/check (issue 62): whether the mailed link still works, asked as
 * its page opens. A token that cannot be one is not sent; the schema refuses it with the same words.
 */
export const checkResetLink = (resetToken: string) =>
  apiPost<{ success: true }>('/api/auth/password/reset/check', { resetToken }, { anonymous: true });

export const resetLinkQuery = (resetToken: string) =>
  queryOptions({
    queryKey: authKeys.resetLink(resetToken),
    queryFn: () => checkResetLink(resetToken),
    enabled: resetTokenSchema.safeParse(resetToken).success,
    // A refusal is the answer; a link is checked afresh each time its page opens.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
export const useResetLinkCheck = (resetToken: string) => useQuery(resetLinkQuery(resetToken));

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
