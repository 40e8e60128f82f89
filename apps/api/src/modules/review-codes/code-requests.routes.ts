import {
  codeRequestAnsweredResponseSchema,
  codeRequestBodySchema,
  codeRequestIdSchema,
  codeRequestSentResponseSchema,
  firmCodeRequestsResponseSchema,
  firmIdSchema,
  myCodeRequestResponseSchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import type { CodeRequestsService } from './code-requests.service.ts';

const tags = ['reviews'];
const firmParams = z.object({ firmId: firmIdSchema });
const requestParams = z.object({ firmId: firmIdSchema, requestId: codeRequestIdSchema });
/** Asks and answers a minute per client address: the caps that matter are per client and firm, in the database. */
const perMinute = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export interface CodeRequestsRouteDeps {
  auth: AuthService;
  requests: CodeRequestsService;
}

/**
 * A client's request for a review code (issue 64, ADR 082): the client asks from the firm's page
 * and sees where the request stands; the owner lists the requests, issues a code by SMS with one
 * tap, or declines.
 */
export const codeRequestsRoutes: FastifyPluginAsyncZod<CodeRequestsRouteDeps> = async (app, { auth, requests }) => {
  const guarded = { onRequest: requireUser(auth) };

  app.post(
    '/api/interior/:firmId/code-requests',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary:
          'Ask a listed firm for a review code (client): name, a proven mobile number, the kind of work and a ' +
          'note; one open request per client and firm',
        params: firmParams,
        body: codeRequestBodySchema,
        response: { 201: codeRequestSentResponseSchema },
      },
    },
    async (request, reply) => {
      const sent = await requests.ask(signedIn(request).user, request.params.firmId, request.body);
      const message = translateMessage(request.lang, 'success.codeRequestSent');
      return reply.status(201).send({ success: true as const, message, request: sent });
    },
  );

  app.get(
    '/api/interior/:firmId/code-requests/mine',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'My request to the firm for a review code, if I made one, and where it stands',
        params: firmParams,
        response: { 200: myCodeRequestResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      request: await requests.mine(signedIn(request).user, request.params.firmId),
    }),
  );

  app.get(
    '/api/interior/:firmId/code-requests',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The firm’s requests for review codes, open ones first (owner); never a code',
        params: firmParams,
        response: { 200: firmCodeRequestsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      requests: await requests.list(signedIn(request).user, request.params.firmId),
    }),
  );

  app.post(
    '/api/interior/:firmId/code-requests/:requestId/issue',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary: 'Issue the code of an open request (owner): sent to the client by SMS, shown to nobody',
        params: requestParams,
        response: { 200: codeRequestAnsweredResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.codeRequestIssued'),
      request: await requests.issue(signedIn(request).user, request.params.firmId, request.params.requestId),
    }),
  );

  app.post(
    '/api/interior/:firmId/code-requests/:requestId/decline',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary: 'Decline an open request (owner); the client is told',
        params: requestParams,
        response: { 200: codeRequestAnsweredResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.codeRequestDeclined'),
      request: await requests.decline(signedIn(request).user, request.params.firmId, request.params.requestId),
    }),
  );
};
