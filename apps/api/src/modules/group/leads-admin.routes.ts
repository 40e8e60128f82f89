import {
  leadIdSchema,
  leadsQuerySchema,
  leadsResponseSchema,
  leadUpdateBodySchema,
  leadUpdatedResponseSchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import type { GroupInterestsService } from './group-interests.service.ts';

const tags = ['admin'];
const params = z.object({ leadId: leadIdSchema });

/** Support's leads from interest in group-wise building (issue 15): /api/admin/leads*. */
export const leadsAdminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; interests: GroupInterestsService }> = async (
  app,
  { auth, interests },
) => {
  const support = { onRequest: requireRole(auth, ['support', 'admin']) };

  app.get(
    '/api/admin/leads',
    {
      ...support,
      schema: {
        tags,
        summary: 'Leads, newest first, 20 a page: by offer (G-id or "general"), status and division',
        querystring: leadsQuerySchema,
        response: { 200: leadsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await interests.leads(request.query)) }),
  );

  app.get(
    '/api/admin/leads.csv',
    {
      ...support,
      schema: {
        tags,
        summary: 'The leads matching the same filters, every page (up to 10,000), as CSV in the reader’s language',
        querystring: leadsQuerySchema.omit({ page: true }),
      },
    },
    async (request, reply) => {
      const { body, fileName } = await interests.csv(request.query, request.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.put(
    '/api/admin/leads/:leadId',
    {
      ...support,
      schema: {
        tags,
        summary: 'Move a lead on (new, called, joined, not interested) with a note; recorded in the audit log',
        params,
        body: leadUpdateBodySchema,
        response: { 200: leadUpdatedResponseSchema },
      },
    },
    async (request) => {
      const lead = await interests.update(staffOf(request), request.params.leadId, request.body);
      return { success: true as const, message: translateMessage(request.lang, 'success.leadUpdated'), lead };
    },
  );
};
