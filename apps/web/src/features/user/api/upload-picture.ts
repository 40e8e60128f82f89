import type { UserData } from '@ghorbari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { meKeys } from '../../../lib/query-keys.ts';

/** POST /api/profile/picture, multipart field `image` → the new picture's path. */
export function uploadPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return apiFetch<{ proPic: string }>('/api/profile/picture', { method: 'POST', body }).then((data) => data.proPic);
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (proPic) =>
      queryClient.setQueryData<UserData>(meKeys.profile, (user) => (user ? { ...user, proPic } : user)),
  });
}
