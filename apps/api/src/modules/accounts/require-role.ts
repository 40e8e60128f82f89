import { adminActionResponseSchema, type StaffRole } from '@ghorbari/contracts';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../errors/app-error.ts';
import { routeGroup, type RouteGroup, type ZodApp } from '../../http/route-group.ts';
import type { AuthService } from './auth.service.ts';
import { bearerToken } from './authenticate.ts';
import { effectiveStatus } from './account-status.ts';
import type { UserRow } from './users.types.ts';

/**
 * An onRequest hook for /api/admin/*: 401 without a live session, 403 for an account whose
 * role is not among `roles` (support may moderate; only admin manages accounts), 403 for a
 * suspended staff account. Each route states its roles itself.
 */
export const requireRole =
  (auth: AuthService, roles: readonly StaffRole[], now: () => Date = () => new Date()) =>
  async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await auth.authenticate(token);
    if (!(roles as readonly string[]).includes(user.role)) throw forbidden();
    if (effectiveStatus(user, now()) !== 'normal') throw new AppError('ACCOUNT_SUSPENDED');
    request.user = user;
    request.userToken = token;
  };

/**
 * Routes of the admin area (/api/admin/*) open to staff of `roles` (`requireRole`, then any
 * `preValidation` of the group's own), documented under the `admin` tag, whose actions answer
 * `adminActionResponseSchema`.
 */
export const staffRoutes = (
  app: ZodApp,
  auth: AuthService,
  roles: readonly StaffRole[],
  more: Pick<RouteShorthandOptions, 'preValidation'> = {},
): RouteGroup =>
  routeGroup(app, {
    hooks: { onRequest: requireRole(auth, roles), ...more },
    tags: ['admin'],
    done: adminActionResponseSchema,
  });

/** The staff member of a route guarded by `requireRole`. */
export function staffOf(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
