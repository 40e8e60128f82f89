import type { z } from 'zod';
import type { loginBodySchema } from '@ghorbari/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

export type LoginBody = z.output<typeof loginBodySchema>;

/** POST /api/login (spec §7): a token to store, or 401 with the server's message. */
export const login = (body: LoginBody) =>
  apiFetch<{ userToken: string }>('/api/login', { method: 'POST', json: body, anonymous: true }).then(
    (data) => data.userToken,
  );
