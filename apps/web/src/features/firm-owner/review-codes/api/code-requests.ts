import type {
  codeRequestAnsweredResponseSchema,
  FirmCodeRequest,
  firmCodeRequestsResponseSchema,
} from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiPost } from '../../../../lib/api-client.ts';
import { meKeys } from '../../../../lib/query-keys.ts';

export type { FirmCodeRequest };
export type CodeRequestAnswered = z.infer<typeof codeRequestAnsweredResponseSchema>;

const requestsPath = (firmId: string) => `/api/interior/${encodeURIComponent(firmId)}/code-requests`;

/** GET /api/interior/:firmId/code-requests (owner): clients' requests for review codes, open ones first (issue 64). */
export const getCodeRequests = async (firmId: string) =>
  (await apiFetch<z.infer<typeof firmCodeRequestsResponseSchema>>(requestsPath(firmId))).requests;

export const codeRequestsQueryOptions = (firmId: string) =>
  queryOptions({ queryKey: meKeys.codeRequests(firmId), queryFn: () => getCodeRequests(firmId) });

export const useCodeRequests = (firmId: string) => useQuery(codeRequestsQueryOptions(firmId));

/**
 * POST …/code-requests/:requestId/issue (one tap: the code goes to the client by SMS, shown to
 * nobody) or …/decline. The list and the issued codes are asked again afterwards.
 */
export const answerCodeRequest = (firmId: string, requestId: string, answer: 'issue' | 'decline') =>
  apiPost<CodeRequestAnswered>(`${requestsPath(firmId)}/${encodeURIComponent(requestId)}/${answer}`, {});

export function useAnswerCodeRequest(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, answer }: { requestId: string; answer: 'issue' | 'decline' }) =>
      answerCodeRequest(firmId, requestId, answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.codeRequests(firmId) }),
        queryClient.invalidateQueries({ queryKey: meKeys.reviewCodes(firmId) }),
      ]),
  });
}
