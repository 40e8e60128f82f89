import type { z } from 'zod';
import type { loginBodySchema } from '@ghorbari/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

export type LoginBody = z.output<typeof loginBodySchema>;

/** POST /api/login (spec §7): a token to store, or 401 with the server's message. */
export const login = (body: LoginBody) =>
  apiFetch<{ userToken: string }>('/api/login', { method: 'POST', json: body, anonymous: true }).then((data) => data.userToken);

/** POST /api/logout: ends the session of `token` on the server (it may already be forgotten here). */
export const logout = (token: string) =>
  apiFetch<{ success: true }>('/api/logout', { method: 'POST', anonymous: true, headers: { authorization: `Bearer ${token}` } });
