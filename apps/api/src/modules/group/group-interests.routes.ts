import { interestBodySchema, interestRecordedResponseSchema, myInterestsResponseSchema } from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import { visitorForm } from '../accounts/visitor-form.ts';
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
  visitorForm(app, auth, '/api/group-interest', {
    tags,
    summary:
      'Register interest in an offer (offerId) or in group building in general (division and location); ' +
      'no sign-in needed, a signed-in member is linked and notified. Once per phone, offer and day',
    body: interestBodySchema,
    response: interestRecordedResponseSchema,
    triesPerMinute: INTEREST_TRIES_PER_MINUTE,
    message: 'success.interestRecorded',
    record: (sender, body) => interests.record(sender, body),
  });

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
