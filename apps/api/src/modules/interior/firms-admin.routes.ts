import {
  firmIdSchema,
  firmQueueQuerySchema,
  firmQueueResponseSchema,
  staffRejectBodySchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { staffOf, staffRoutes } from '../accounts/require-role.ts';
import type { FirmModerationService } from './firm-moderation.service.ts';

const params = z.object({ firmId: firmIdSchema });

/** Support's firm applications and decisions (issue 14): /api/admin/firms/*. */
export const firmsAdminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; moderation: FirmModerationService }> = async (
  app,
  { auth, moderation },
) => {
  const support = staffRoutes(app, auth, ['support', 'admin']);

  support.get(
    '/api/admin/firms',
    {
      summary: 'Firm applications and waiting name or phone changes (pending), or approved or rejected firms',
      querystring: firmQueueQuerySchema,
      response: firmQueueResponseSchema,
    },
    (request) => moderation.queue(request.query.status, request.query.page),
  );
  support.post(
    '/api/admin/firms/:firmId/approve',
    { summary: 'List a pending firm, or let its waiting name or phone go live', params },
    'success.firmApproved',
    (request) => moderation.approve(staffOf(request), request.params.firmId),
  );
  support.post(
    '/api/admin/firms/:firmId/reject',
    {
      summary: 'Turn down a pending firm with a reason, or drop its waiting name or phone',
      params,
      body: staffRejectBodySchema,
    },
    'success.firmRejected',
    (request) => moderation.reject(staffOf(request), request.params.firmId, request.body),
  );
};
