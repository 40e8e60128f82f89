import {
  interestBodySchema,
  interestRecordedResponseSchema,
  myInterestsResponseSchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { identifyUser, requireUser, signedIn } from '../accounts/authenticate.ts';
import type { GroupInterestsService } from './group-interests.service.ts';

const tags = ['group'];

/**
 * Tries one address may make per minute, answered or not. The service's cap counts interests
 * recorded per hour; this one also stops a script from asking "already recorded?" about phone
 * after phone. Generous, because many phones here share one carrier address (CGNAT).
 */
export const INTEREST_TRIES_PER_MINUTE = 30;

/** Interest in group-wise building (issue 15): the public form and the member's own list. */
export const groupInterestsRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  interests: GroupInterestsService;
}> = async (app, { auth, interests }) => {
  app.post(
    '/api/group-interest',
    {
      config: { rateLimit: { max: INTEREST_TRIES_PER_MINUTE, timeWindow: '1 minute' } },
      // Signing in is not needed: a token that is no longer valid is simply not linked.
      onRequest: identifyUser(auth),
      schema: {
        tags,
        summary:
          'Register interest in an offer (offerId) or in group building in general (division and location); ' +
          'no sign-in needed, a signed-in member is linked and notified. Once per phone, offer and day',
        body: interestBodySchema,
        response: { 201: interestRecordedResponseSchema },
      },
    },
    async (request, reply) => {
      await interests.record({ user: request.user, address: request.ip }, request.body);
      const message = translateMessage(request.lang, 'success.interestRecorded');
      return reply.status(201).send({ success: true as const, message });
    },
  );

  app.get(
    '/api/profile/my-interests',
    {
      onRequest: requireUser(auth),
      schema: {
        tags,
        summary: 'My interests in group-wise building, newest first',
        response: { 200: myInterestsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, interests: await interests.mine(signedIn(request).user) }),
  );
};
