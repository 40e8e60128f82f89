import type { z } from 'zod';
import type { loginBodySchema } from '@ghorbari/contracts';
import { apiPost } from '../../../lib/api-client.ts';

export type LoginBody = z.output<typeof loginBodySchema>;

/** POST /api/login (spec §7): a token to store, or 401 with the server's message. */
export const login = (body: LoginBody) =>
  apiPost<{ userToken: string }>('/api/login', body, { anonymous: true }).then((data) => data.userToken);
