import type { InterestBody, interestRecordedResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

type InterestRecorded = z.infer<typeof interestRecordedResponseSchema>;

/**
 * POST /api/group-interest: a lead for support to call (ADR 017). Sent with the member's token
 * when signed in, so the interest shows on their dashboard. Answers a translated thank-you; 409
 * when this phone already asked today, 429 when this address has asked too often.
 */
export const registerInterest = (body: InterestBody) =>
  apiFetch<InterestRecorded>('/api/group-interest', { method: 'POST', json: body });

/** A member's dashboard lists their interests: it loads them again when next shown. */
export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.myInterests }),
  });
}
