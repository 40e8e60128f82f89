import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/profile — the password confirms it is really the owner. */
export const deleteAccount = (password: string) =>
  apiFetch<{ message: string }>('/api/profile', { method: 'DELETE', json: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
