import type { Settings, UserData } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

/** PUT /api/profile/updateSettings with the four booleans (spec §7). */
export const updateSettings = (settings: Settings) =>
  apiFetch<{ success: true }>('/api/profile/updateSettings', { method: 'PUT', json: settings });

/**
 * Optimistic: the switch moves at once; on failure it moves back (spec §8). `onSaved` and
 * `onFailed` let the page speak (toasts) without this file knowing about words.
 */
export function useUpdateSettings({ onSaved, onFailed }: { onSaved: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: meKeys.settings });
      const previous = queryClient.getQueryData<Settings>(meKeys.settings);
      queryClient.setQueryData(meKeys.settings, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(meKeys.settings, context.previous);
      onFailed(error);
    },
    onSuccess: (_answer, saved) => {
      queryClient.setQueryData<UserData>(meKeys.profile, (user) => (user ? { ...user, settings: saved } : user));
      onSaved();
    },
  });
}
