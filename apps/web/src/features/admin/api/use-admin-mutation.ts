import type { adminActionResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_KEY, POSTS_KEY } from '../../../lib/query-keys.ts';

/** The answer of every staff action: a message already in the reader's language. */
export type AdminActionResult = z.infer<typeof adminActionResponseSchema>;

/**
 * Each action changes the queue, the counts, a post or an account and the audit log: refresh the
 * whole staff area, and the public posts (an approval or a suspension changes what the listings show).
 */
export function useAdminMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<AdminActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
      ]),
  });
}
