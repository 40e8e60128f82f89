import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../errors/app-error.ts';
import type { AuthService } from './auth.service.ts';
import type { UserRow } from './users.types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on routes that need a signed-in user, and by `identifyUser`. */
    user: UserRow | null;
    userToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * A write a suspended member may still make (issue 28, ADR 036): deleting the account, and
     * keeping their own inbox. Reading is always allowed; every other write is refused.
     */
    suspendedMay?: true;
  }
}

/** Options of a route a suspended member may still use to write. */
export const openToSuspended = { config: { suspendedMay: true } } as const;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length >= 16 && token.length <= 200 ? token : undefined;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a suspended member may do, decided here once for every route (spec §6, issue 28): read
 * (their own data, the site), sign out (no session needed), and the writes a route marks
 * `suspendedMay`. Everything else answers 403 with the spec's message, whatever the route.
 */
function refuseSuspended(auth: AuthService, request: FastifyRequest, user: UserRow): void {
  if (auth.statusOf(user) === 'normal' || READS.has(request.method)) return;
  if (request.routeOptions.config.suspendedMay) return;
  throw new AppError('ACCOUNT_SUSPENDED');
}

/** An onRequest hook: 401 without a live session; otherwise the user is on the request. */
export const requireUser = (auth: AuthService) => async (request: FastifyRequest) => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const user = await auth.authenticate(token);
  refuseSuspended(auth, request, user);
  request.user = user;
  request.userToken = token;
};

/**
 * An onRequest hook for routes open to visitors that link a signed-in member (a report, a group
 * interest): a token that is no longer valid counts as a visitor, but a suspended member's
 * write is refused as on every other route.
 */
export const identifyUser = (auth: AuthService) => async (request: FastifyRequest) => {
  const token = bearerToken(request);
  const user = token ? await auth.authenticate(token).catch(() => null) : null;
  if (user) refuseSuspended(auth, request, user);
  request.user = user;
  request.userToken = user && token ? token : null;
};

/** The signed-in user of a route guarded by `requireUser`. */
export function signedIn(request: FastifyRequest): { user: UserRow; token: string } {
  if (!request.user || !request.userToken) throw unauthorized();
  return { user: request.user, token: request.userToken };
}
