import {
  groupIdSchema,
  groupOfferSavedResponseSchema,
  groupStatusBodySchema,
  staffGroupListResponseSchema,
  staffGroupOfferResponseSchema,
  staffGroupQuerySchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import { readGroupOfferForm } from './group-offer-form.ts';
import type { GroupOffersService } from './group-offers.service.ts';

const tags = ['admin'];
const params = z.object({ offerId: groupIdSchema });

/** Support publishes, edits and closes group-building offers (issue 15): /api/admin/group-offers/*. */
export const groupOffersAdminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; offers: GroupOffersService }> = async (
  app,
  { auth, offers },
) => {
  const support = { onRequest: requireRole(auth, ['support', 'admin']) };
  const multipart = { consumes: ['multipart/form-data'] };

  app.get(
    '/api/admin/group-offers',
    {
      ...support,
      schema: {
        tags,
        summary: 'Every group-building offer (or those of one status), newest first, with their leads counted',
        querystring: staffGroupQuerySchema,
        response: { 200: staffGroupListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await offers.staffList(request.query.status, request.query.page)),
    }),
  );

  app.get(
    '/api/admin/group-offers/:offerId',
    {
      ...support,
      schema: {
        tags,
        summary: 'One group-building offer in any status (the edit form)',
        params,
        response: { 200: staffGroupOfferResponseSchema },
      },
    },
    async (request) => ({ success: true as const, offer: await offers.staffDetail(request.params.offerId) }),
  );

  app.post(
    '/api/admin/group-offers',
    {
      ...support,
      schema: {
        tags,
        summary: 'Publish an offer: multipart "data" (offer JSON) and 1 to 10 "photos"',
        ...multipart,
        response: { 201: groupOfferSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await offers.create(staffOf(request), await readGroupOfferForm(request));
      const message = translateMessage(request.lang, 'success.groupOfferSaved');
      return reply.status(201).send({ success: true as const, message, ...saved });
    },
  );

  app.put(
    '/api/admin/group-offers/:offerId',
    {
      ...support,
      schema: {
        tags,
        summary: 'Edit an offer: multipart "data" (offer JSON with keepPhotos) and new "photos", 1 to 10 in all',
        ...multipart,
        params,
        response: { 200: groupOfferSavedResponseSchema },
      },
    },
    async (request) => {
      const form = await readGroupOfferForm(request);
      const saved = await offers.update(staffOf(request), request.params.offerId, form);
      return { success: true as const, message: translateMessage(request.lang, 'success.groupOfferSaved'), ...saved };
    },
  );

  app.post(
    '/api/admin/group-offers/:offerId/status',
    {
      ...support,
      schema: {
        tags,
        summary: 'Mark an offer open, filled or closed (closed leaves every public place)',
        params,
        body: groupStatusBodySchema,
        response: { 200: groupOfferSavedResponseSchema },
      },
    },
    async (request) => {
      const { PostID } = await offers.changeStatus(staffOf(request), request.params.offerId, request.body.status);
      return { success: true as const, message: translateMessage(request.lang, 'success.groupStatusChanged'), PostID };
    },
  );
};
