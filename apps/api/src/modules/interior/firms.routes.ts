import {
  firmAlternativesResponseSchema,
  firmDetailResponseSchema,
  firmIdSchema,
  firmListQuerySchema,
  firmListResponseSchema,
  firmSavedResponseSchema,
  myFirmsResponseSchema,
  translateMessage,
} from '@ghorbari/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { bearerToken, requireUser, signedIn } from '../accounts/authenticate.ts';
import type { UserRow } from '../accounts/users.types.ts';
import { readFirmForm } from './firm-form.ts';
import type { FirmsService } from './firms.service.ts';

export interface FirmsRouteDeps {
  auth: AuthService;
  firms: FirmsService;
  /** The reader's saved-item ids of these firms (the posts module owns saved items). */
  savedIds(user: UserRow, firmIds: string[]): Promise<Map<string, string>>;
}

const tags = ['interior'];

/** Wider firm searches one address may ask for in a minute (issue 63): a page asks once per thin search. */
export const FIRM_ALTERNATIVES_PER_MINUTE = 30;
const params = z.object({ firmId: firmIdSchema });

/** The design-firm directory, a firm's page, applying and the owner's edits (issue 14). */
export const firmsRoutes: FastifyPluginAsyncZod<FirmsRouteDeps> = async (app, { auth, firms, savedIds }) => {
  const guarded = { onRequest: requireUser(auth) };
  const multipart = { consumes: ['multipart/form-data'] };

  app.get(
    '/api/interior',
    {
      schema: {
        tags,
        summary: 'Approved design firms with filters, a sort (best rated, most reviewed, newest) and pages',
        querystring: firmListQuerySchema,
        response: { 200: firmListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await firms.list(request.query)) }),
  );

  app.get(
    '/api/interior/alternatives',
    {
      schema: {
        tags,
        summary: 'For a firm search with few results: wider searches, how many each finds, and the firms they add',
        querystring: firmListQuerySchema,
        response: { 200: firmAlternativesResponseSchema },
      },
      config: { rateLimit: { max: FIRM_ALTERNATIVES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, alternatives: await firms.alternatives(request.query) }),
  );

  app.get(
    '/api/interior/:firmId',
    {
      schema: {
        tags,
        summary: 'A firm’s page: approved, or the signed-in owner’s own (staff see every firm)',
        params,
        response: { 200: firmDetailResponseSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const viewer = token ? await auth.authenticate(token).catch(() => null) : null;
      const firm = await firms.detail(request.params.firmId, viewer);
      const savedId = viewer ? ((await savedIds(viewer, [firm.PostID])).get(firm.PostID) ?? null) : null;
      return { success: true as const, firm, savedId };
    },
  );

  app.get(
    '/api/interior/:firmId/share.jpg',
    {
      schema: {
        tags,
        summary: 'A listed firm’s first photo as a 1200×630 share-preview image (Open Graph)',
        params,
      },
    },
    async (request, reply) => {
      const card = await firms.shareCard(request.params.firmId);
      if (!card) throw new AppError('FIRM_UNAVAILABLE');
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(card);
    },
  );

  app.post(
    '/api/interior',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Apply to list a firm: multipart "data" (firm JSON), an optional "logo" and 3 to 30 "photos"',
        ...multipart,
        response: { 201: firmSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const saved = await firms.apply(user, await readFirmForm(request));
      const message = translateMessage(request.lang, 'success.firmSubmitted');
      return reply.status(201).send({ success: true as const, message, ...saved });
    },
  );

  app.put(
    '/api/interior/:firmId',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Edit my firm (a listed firm’s new name or phone waits for review)',
        ...multipart,
        params,
        response: { 200: firmSavedResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { message, ...saved } = await firms.update(user, request.params.firmId, await readFirmForm(request));
      return { success: true as const, message: translateMessage(request.lang, message), ...saved };
    },
  );

  app.get(
    '/api/profile/my-firms',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'My firms, where each stands, and the reviews waiting on them',
        response: { 200: myFirmsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, firms: await firms.ofOwner(signedIn(request).user) }),
  );
};
