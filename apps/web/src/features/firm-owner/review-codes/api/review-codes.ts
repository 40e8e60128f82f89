import type { IssueCodeBody, issuedCodeResponseSchema, reviewCodesResponseSchema } from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';
import { meKeys } from '../../../../lib/query-keys.ts';

export type ReviewCodes = z.infer<typeof reviewCodesResponseSchema>;
export type IssuedCode = z.infer<typeof issuedCodeResponseSchema>;

const codesPath = (firmId: string) => `/api/interior/${encodeURIComponent(firmId)}/codes`;

/** GET /api/interior/:firmId/codes (owner): the codes issued, newest first, never the codes themselves. */
export const getReviewCodes = (firmId: string) => apiFetch<ReviewCodes>(codesPath(firmId));

export const reviewCodesQueryOptions = (firmId: string) =>
  queryOptions({ queryKey: meKeys.reviewCodes(firmId), queryFn: () => getReviewCodes(firmId) });

export const useReviewCodes = (firmId: string) => useQuery(reviewCodesQueryOptions(firmId));

/** POST /api/interior/:firmId/codes: a new code for one finished job; the answer is the only time it is seen. */
export const issueReviewCode = (firmId: string, body: IssueCodeBody) =>
  apiFetch<IssuedCode>(codesPath(firmId), { method: 'POST', json: body });

export function useIssueReviewCode(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueCodeBody) => issueReviewCode(firmId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.reviewCodes(firmId) }),
  });
}
