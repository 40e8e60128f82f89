import {
  adminActionResponseSchema,
  adminStatsResponseSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  changeRoleBodySchema,
  confirmPaymentBodySchema,
  disableUserBodySchema,
  moderationPostResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  postIdSchema,
  recordCallBodySchema,
  reinstateUserBodySchema,
  rejectPostBodySchema,
  staffNotificationBodySchema,
  suspendUserBodySchema,
  translateMessage,
  type MessageKey,
} from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ModerationService } from './moderation.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import type { StaffAccountsService } from './staff-accounts.service.ts';

export interface AdminRouteDeps {
  auth: AuthService;
  moderation: ModerationService;
  accounts: StaffAccountsService;
  audit: AuditService;
  dashboard: () => Promise<Omit<z.infer<typeof adminStatsResponseSchema>, 'success'>>;
}

const postParams = z.object({ postId: postIdSchema });
const userParams = z.object({ userId: z.uuid() });
const done = (request: FastifyRequest, key: MessageKey) => ({
  success: true as const,
  message: translateMessage(request.lang, key),
});

/**
 * /api/admin/*: support (moderation, staff messages, dashboard) and admin (also accounts and the
 * audit log). Each route names the roles it allows (issue 5, Roles and access).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { auth, moderation, accounts, audit, dashboard },
) => {
  const support = { onRequest: requireRole(auth, ['support', 'admin']) };
  const admin = { onRequest: requireRole(auth, ['admin']) };
  const tags = ['admin'];

  app.get(
    '/api/admin/stats',
    {
      ...support,
      schema: { tags, summary: 'Dashboard numbers and visitors by month', response: { 200: adminStatsResponseSchema } },
    },
    async () => ({ success: true as const, ...(await dashboard()) }),
  );

  // ── Moderation ─────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/posts/queue',
    {
      ...support,
      schema: {
        tags,
        summary: 'Pending posts, oldest first',
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await moderation.queue(request.query)) }),
  );

  app.get(
    '/api/admin/posts/:postId',
    {
      ...support,
      schema: {
        tags,
        summary: 'A post with everything support decides on',
        params: postParams,
        response: { 200: moderationPostResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await moderation.preview(request.params.postId)) }),
  );

  app.post(
    '/api/admin/posts/:postId/approve',
    {
      ...support,
      schema: {
        tags,
        summary: 'Approve a pending post',
        params: postParams,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.approve(staffOf(request), request.params.postId);
      return done(request, 'success.postApproved');
    },
  );

  app.post(
    '/api/admin/posts/:postId/reject',
    {
      ...support,
      schema: {
        tags,
        summary: 'Reject a post with a reason',
        params: postParams,
        body: rejectPostBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.reject(staffOf(request), request.params.postId, request.body);
      return done(request, 'success.postRejected');
    },
  );

  app.post(
    '/api/admin/posts/:postId/call',
    {
      ...support,
      schema: {
        tags,
        summary: 'Record the call to the poster of a paid post',
        params: postParams,
        body: recordCallBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.recordCall(staffOf(request), request.params.postId, request.body.note);
      return done(request, 'success.callRecorded');
    },
  );

  app.post(
    '/api/admin/posts/:postId/payment',
    {
      ...support,
      schema: {
        tags,
        summary: 'Confirm the payment of a paid post',
        params: postParams,
        body: confirmPaymentBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.confirmPayment(staffOf(request), request.params.postId, request.body.reference);
      return done(request, 'success.paymentConfirmed');
    },
  );

  // ── Staff messages ─────────────────────────────────────────────────────────────────────
  app.post(
    '/api/admin/notifications',
    {
      ...support,
      schema: {
        tags,
        summary: 'Send an in-app notification to a user',
        body: staffNotificationBodySchema,
        response: { 201: adminActionResponseSchema.extend({ notificationId: z.string() }) },
      },
    },
    async (request, reply) => {
      const notification = await accounts.message(staffOf(request), request.body);
      return reply.status(201).send({ ...done(request, 'success.notificationSent'), notificationId: notification._id });
    },
  );

  // ── Accounts (admin) ───────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/users',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Search accounts by name, email or phone',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await accounts.search(request.query)) }),
  );

  app.get(
    '/api/admin/users/:userId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'An account with its posts and audit history',
        params: userParams,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await accounts.detail(request.params.userId)) }),
  );

  app.post(
    '/api/admin/users/:userId/suspend',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Suspend until a day or indefinitely',
        params: userParams,
        body: suspendUserBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await accounts.suspend(staffOf(request), request.params.userId, request.body);
      return done(request, 'success.userSuspended');
    },
  );

  app.post(
    '/api/admin/users/:userId/reinstate',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Lift a suspension or disabling',
        params: userParams,
        body: reinstateUserBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await accounts.reinstate(staffOf(request), request.params.userId, request.body.reason);
      return done(request, 'success.userReinstated');
    },
  );

  app.post(
    '/api/admin/users/:userId/disable',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Disable an account for fraud',
        params: userParams,
        body: disableUserBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await accounts.disable(staffOf(request), request.params.userId, request.body.reason);
      return done(request, 'success.userDisabled');
    },
  );

  app.post(
    '/api/admin/users/:userId/role',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a staff role',
        params: userParams,
        body: changeRoleBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await accounts.changeRole(staffOf(request), request.params.userId, request.body.role, request.body.reason);
      return done(request, 'success.roleChanged');
    },
  );

  app.get(
    '/api/admin/audit',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await audit.page(request.query)) }),
  );
};
