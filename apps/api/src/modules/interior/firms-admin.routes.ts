import {
  adminActionResponseSchema,
  firmIdSchema,
  firmQueueQuerySchema,
  firmQueueResponseSchema,
  staffRejectBodySchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import type { FirmModerationService } from './firm-moderation.service.ts';

const tags = ['admin'];
const params = z.object({ firmId: firmIdSchema });

/** Support's firm applications and decisions (issue 14): /api/admin/firms/*. */
export const firmsAdminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; moderation: FirmModerationService }> = async (
  app,
  { auth, moderation },
) => {
  const support = { onRequest: requireRole(auth, ['support', 'admin']) };

  app.get(
    '/api/admin/firms',
    {
      ...support,
      schema: {
        tags,
        summary: 'Firm applications and waiting name or phone changes (pending), or approved or rejected firms',
        querystring: firmQueueQuerySchema,
        response: { 200: firmQueueResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await moderation.queue(request.query.status, request.query.page)),
    }),
  );

  app.post(
    '/api/admin/firms/:firmId/approve',
    {
      ...support,
      schema: {
        tags,
        summary: 'List a pending firm, or let its waiting name or phone go live',
        params,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.approve(staffOf(request), request.params.firmId);
      return { success: true as const, message: translateMessage(request.lang, 'success.firmApproved') };
    },
  );

  app.post(
    '/api/admin/firms/:firmId/reject',
    {
      ...support,
      schema: {
        tags,
        summary: 'Turn down a pending firm with a reason, or drop its waiting name or phone',
        params,
        body: staffRejectBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.reject(staffOf(request), request.params.firmId, request.body);
      return { success: true as const, message: translateMessage(request.lang, 'success.firmRejected') };
    },
  );
};
