import {
  groupDetailResponseSchema,
  groupIdSchema,
  groupListQuerySchema,
  groupListResponseSchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { bearerToken } from '../accounts/authenticate.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { GroupOffersService } from './group-offers.service.ts';

export interface GroupOffersRouteDeps {
  auth: AuthService;
  offers: GroupOffersService;
  /** The reader's saved-item ids of these offers (the posts module owns saved items). */
  savedIds(user: UserRow, offerIds: string[]): Promise<Map<string, string>>;
}

const tags = ['group'];

/** The group-wise building list and an offer's page (issue 15): open and filled offers only. */
export const groupOffersRoutes: FastifyPluginAsyncZod<GroupOffersRouteDeps> = async (
  app,
  { auth, offers, savedIds },
) => {
  app.get(
    '/api/group-offers',
    {
      schema: {
        tags,
        summary:
          'Open and filled group-building offers (open first, then in the order asked for) with filters and pages',
        querystring: groupListQuerySchema,
        response: { 200: groupListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await offers.list(request.query)) }),
  );

  app.get(
    '/api/group-offers/:offerId',
    {
      schema: {
        tags,
        summary: 'An open or filled offer’s page, with the signed-in reader’s saved-item id',
        params: z.object({ offerId: groupIdSchema }),
        response: { 200: groupDetailResponseSchema },
      },
    },
    async (request) => {
      const offer = await offers.detail(request.params.offerId);
      const token = bearerToken(request);
      const viewer = token ? await auth.authenticate(token).catch(() => null) : null;
      const savedId = viewer ? ((await savedIds(viewer, [offer.PostID])).get(offer.PostID) ?? null) : null;
      return { success: true as const, offer, savedId };
    },
  );
};
