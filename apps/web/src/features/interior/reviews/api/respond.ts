import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { reviewKeys } from '../../../../lib/query-keys.ts';

/** PUT /api/interior/reviews/:reviewId/response {response}: the firm owner's one public reply (editable). */
export const saveResponse = (reviewId: string, response: string) =>
  apiFetch<{ success: true; message: string }>(`/api/interior/reviews/${encodeURIComponent(reviewId)}/response`, {
    method: 'PUT',
    json: { response },
  });

/** The reply shows on the firm's page at once: its review lists load again. */
export function useSaveResponse(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, response }: { reviewId: string; response: string }) => saveResponse(reviewId, response),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.firm(firmId) }),
  });
}
