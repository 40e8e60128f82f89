import type { UserData } from '@ghorbari/contracts';
import type { z } from 'zod';
import type { updateProfileBodySchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;

/** PUT /api/profile/update → the saved profile. */
export const updateProfile = (body: UpdateProfileBody) =>
  apiFetch<{ message: string; userData: UserData }>('/api/profile/update', { method: 'PUT', json: body }).then(
    (data) => data.userData,
  );

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (userData) => queryClient.setQueryData(meKeys.profile, userData),
  });
}
