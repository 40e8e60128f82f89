import type {
  CodeRequestBody,
  codeRequestSentResponseSchema,
  MyCodeRequest,
  myCodeRequestResponseSchema,
} from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiPost } from '../../../../lib/api-client.ts';
import { meKeys } from '../../../../lib/query-keys.ts';

export type CodeRequestSent = z.infer<typeof codeRequestSentResponseSchema>;
export type { MyCodeRequest };

const requestsPath = (firmId: string) => `/api/interior/${encodeURIComponent(firmId)}/code-requests`;

/** GET /api/interior/:firmId/code-requests/mine: my request to the firm for a review code, if any (issue 64). */
export const getMyCodeRequest = async (firmId: string) =>
  (await apiFetch<z.infer<typeof myCodeRequestResponseSchema>>(`${requestsPath(firmId)}/mine`)).request;

export const myCodeRequestQueryOptions = (firmId: string) =>
  queryOptions({ queryKey: meKeys.myCodeRequest(firmId), queryFn: () => getMyCodeRequest(firmId) });

/** Asked only for a signed-in member who does not run the firm. */
export const useMyCodeRequest = (firmId: string, enabled: boolean) =>
  useQuery({ ...myCodeRequestQueryOptions(firmId), enabled });

/** POST /api/interior/:firmId/code-requests: ask the firm for a review code; it comes by SMS once the firm sends it. */
export const askForCode = (firmId: string, body: CodeRequestBody) =>
  apiPost<CodeRequestSent>(requestsPath(firmId), body);

export function useAskForCode(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CodeRequestBody) => askForCode(firmId, body),
    onSuccess: (sent) => queryClient.setQueryData(meKeys.myCodeRequest(firmId), sent.request),
  });
}
