import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/app-error.ts';
import type { AuthService } from './auth.service.ts';
import type { UserRow } from './users.types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on routes that need a signed-in user. */
    user: UserRow | null;
    userToken: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length >= 16 && token.length <= 200 ? token : undefined;
}

/** An onRequest hook: 401 without a live session; otherwise the user is on the request. */
export const requireUser = (auth: AuthService) => async (request: FastifyRequest) => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  request.user = await auth.authenticate(token);
  request.userToken = token;
};

/** The signed-in user of a route guarded by `requireUser`. */
export function signedIn(request: FastifyRequest): { user: UserRow; token: string } {
  if (!request.user || !request.userToken) throw unauthorized();
  return { user: request.user, token: request.userToken };
}
