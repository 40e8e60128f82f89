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
  moderationClaimResponseSchema,
  moderationPostResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  postIdSchema,
  recordCallBodySchema,
  reinstateUserBodySchema,
  rejectPostBodySchema,
  staffNotificationBodySchema,
  suspendUserBodySchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ModerationService } from './moderation.service.ts';
import { requireRole, staffOf, staffRoutes } from '../accounts/require-role.ts';
import { done } from '../../http/route-group.ts';
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

/**
 * /api/admin/*: support (moderation, staff messages, dashboard) and admin (also accounts and the
 * audit log). Each route names the roles it allows (issue 5, Roles and access).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { auth, moderation, accounts, audit, dashboard },
) => {
  const support = { onRequest: requireRole(auth, ['support', 'admin']) };
  const tags = ['admin'];

  const supportGroup = staffRoutes(app, auth, ['support', 'admin']);
  const adminGroup = staffRoutes(app, auth, ['admin']);

  supportGroup.get(
    '/api/admin/stats',
    { summary: 'Dashboard numbers and visitors by month', response: adminStatsResponseSchema },
    () => dashboard(),
  );

  // ── Moderation ─────────────────────────────────────────────────────────────────────────
  supportGroup.get(
    '/api/admin/posts/queue',
    {
      summary: 'Pending posts, oldest first',
      querystring: moderationQueueQuerySchema,
      response: moderationQueueResponseSchema,
    },
    (request) => moderation.queue(request.query),
  );
  supportGroup.get(
    '/api/admin/posts/:postId',
    {
      summary: 'A post with everything support decides on',
      params: postParams,
      response: moderationPostResponseSchema,
    },
    (request) => moderation.preview(request.params.postId),
  );
  // A staff member claims a post before working it; the claim lapses unless renewed (ADR 052).
  app.post(
    '/api/admin/posts/:postId/claim',
    {
      ...support,
      schema: {
        tags,
        summary: 'Claim a post of the queue to work it, or renew your claim: 409 while someone else holds it',
        params: postParams,
        response: { 200: moderationClaimResponseSchema },
      },
    },
    async (request) => ({
      ...done(request, 'success.postClaimed'),
      claim: await moderation.claim(staffOf(request), request.params.postId),
    }),
  );
  supportGroup.delete(
    '/api/admin/posts/:postId/claim',
    { summary: 'Let go of your claim on a post', params: postParams },
    'success.claimReleased',
    (request) => moderation.release(staffOf(request), request.params.postId),
  );
  supportGroup.post(
    '/api/admin/posts/:postId/approve',
    { summary: 'Approve a pending post', params: postParams },
    'success.postApproved',
    (request) => moderation.approve(staffOf(request), request.params.postId),
  );
  supportGroup.post(
    '/api/admin/posts/:postId/reject',
    { summary: 'Reject a post with a reason', params: postParams, body: rejectPostBodySchema },
    'success.postRejected',
    (request) => moderation.reject(staffOf(request), request.params.postId, request.body),
  );
  // An owner's edit of a live post waits beside it and is decided apart from the post (ADR 048).
  supportGroup.post(
    '/api/admin/posts/:postId/edit/approve',
    { summary: 'Approve the edit waiting beside a live post: the post shows it from now', params: postParams },
    'success.editApproved',
    (request) => moderation.approveEdit(staffOf(request), request.params.postId),
  );
  supportGroup.post(
    '/api/admin/posts/:postId/edit/reject',
    {
      summary: 'Reject the edit waiting beside a live post, with a reason: the live version stays',
      params: postParams,
      body: rejectPostBodySchema,
    },
    'success.editRejected',
    (request) => moderation.rejectEdit(staffOf(request), request.params.postId, request.body),
  );
  supportGroup.post(
    '/api/admin/posts/:postId/call',
    { summary: 'Record the call to the poster of a paid post', params: postParams, body: recordCallBodySchema },
    'success.callRecorded',
    (request) => moderation.recordCall(staffOf(request), request.params.postId, request.body.note),
  );
  supportGroup.post(
    '/api/admin/posts/:postId/payment',
    { summary: 'Confirm the payment of a paid post', params: postParams, body: confirmPaymentBodySchema },
    'success.paymentConfirmed',
    (request) => moderation.confirmPayment(staffOf(request), request.params.postId, request.body),
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

  // ── Accounts ───────────────────────────────────────────────────────────────────────────
  // Support finds accounts and suspends members or lifts their suspension (issue 41, ADR 053);
  // disabling, reinstating a disabled account and roles stay with admins (the service checks the target).
  supportGroup.get(
    '/api/admin/users',
    {
      summary: 'Search accounts by name, email, phone (as typed, also the numbers on their posts) or post ID',
      querystring: adminUsersQuerySchema,
      response: adminUsersResponseSchema,
    },
    (request) => accounts.search(request.query),
  );
  supportGroup.get(
    '/api/admin/users/:userId',
    {
      summary: 'An account with its posts, the reports against them, its signals and audit history',
      params: userParams,
      response: adminUserResponseSchema,
    },
    (request) => accounts.detail(request.params.userId),
  );
  supportGroup.post(
    '/api/admin/users/:userId/suspend',
    {
      summary: 'Suspend until a day or indefinitely (support: members only)',
      params: userParams,
      body: suspendUserBodySchema,
    },
    'success.userSuspended',
    (request) => accounts.suspend(staffOf(request), request.params.userId, request.body),
  );
  supportGroup.post(
    '/api/admin/users/:userId/reinstate',
    {
      summary: 'Lift a suspension or (admin only) a disabling',
      params: userParams,
      body: reinstateUserBodySchema,
    },
    'success.userReinstated',
    (request) => accounts.reinstate(staffOf(request), request.params.userId, request.body.reason),
  );
  adminGroup.post(
    '/api/admin/users/:userId/disable',
    { summary: 'Disable an account for fraud', params: userParams, body: disableUserBodySchema },
    'success.userDisabled',
    (request) => accounts.disable(staffOf(request), request.params.userId, request.body.reason),
  );
  adminGroup.post(
    '/api/admin/users/:userId/role',
    { summary: 'Change a staff role', params: userParams, body: changeRoleBodySchema },
    'success.roleChanged',
    (request) => accounts.changeRole(staffOf(request), request.params.userId, request.body.role, request.body.reason),
  );

  adminGroup.get(
    '/api/admin/audit',
    { summary: 'The audit log, newest first', querystring: auditQuerySchema, response: auditResponseSchema },
    (request) => audit.page(request.query),
  );
};
