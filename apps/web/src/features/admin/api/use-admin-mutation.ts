import type { adminActionResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_KEY, POSTS_KEY } from '../../../lib/query-keys.ts';

/** The answer of every staff action: a message already in the reader's language. */
export type AdminActionResult = z.infer<typeof adminActionResponseSchema>;

/** POST /api/admin/<collection>/<id>/<action>: one staff action on one item (its id escaped for the path). */
export const postStaffAction = (collection: string, id: string, action: string, body: object = {}) =>
  apiPost<AdminActionResult>(`/api/admin/${collection}/${encodeURIComponent(id)}/${action}`, body);

/**
 * A staff change, then what it made stale refreshed: the whole staff area (lists, counts, the
 * audit log) and the other copies `alsoStale` names for what was sent (public lists and pages,
 * a member's own copy). With `settled` they are refreshed after a refusal too: someone else may
 * have decided first, and the list must show it.
 */
export function useStaffMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  alsoStale: (variables: TVariables) => readonly QueryKey[] = () => [],
  refreshAfter: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = (variables: TVariables) =>
    Promise.all([ADMIN_KEY, ...alsoStale(variables)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) => (refreshAfter === 'success' ? refresh(variables) : undefined),
    onSettled: (_data, _error, variables) => (refreshAfter === 'settled' ? refresh(variables) : undefined),
  });
}

/**
 * Each action changes the queue, the counts, a post or an account and the audit log: refresh the
 * whole staff area, and the public posts (an approval or a suspension changes what the listings show).
 */
export const useAdminMutation = <TVariables>(mutationFn: (variables: TVariables) => Promise<AdminActionResult>) =>
  useStaffMutation(mutationFn, () => [POSTS_KEY]);
