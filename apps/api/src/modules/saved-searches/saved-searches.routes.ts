import {
  LIMITS,
  messageResponseSchema,
  postListQuerySchema,
  savedSearchCreateSchema,
  savedSearchIdSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  savedSearchUpdateSchema,
  suggestedSearchNameResponseSchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const tags = ['saved-searches'];
const params = z.object({ searchId: savedSearchIdSchema });

/** An id that cannot be a saved search names none: 404, as for another member's search. */
const searchFound = {
  preValidation: async (request: FastifyRequest) => {
    if (!savedSearchIdSchema.safeParse((request.params as Record<string, unknown>).searchId).success)
      throw new AppError('SAVED_SEARCH_UNAVAILABLE');
  },
};

/** Saved searches (issue 17): /api/saved-searches, a member's own only. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ auth: AuthService; searches: SavedSearchesService }> = async (
  app,
  { auth, searches },
) => {
  const guarded = { onRequest: requireUser(auth) };

  app.get(
    '/api/saved-searches',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'My saved searches, newest first, each with its summary and count of new matches',
        response: { 200: savedSearchListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      searches: await searches.list(signedIn(request).user, request.lang),
      limit: LIMITS.savedSearch.perMember,
    }),
  );

  app.get(
    '/api/saved-searches/suggested-name',
    {
      schema: {
        tags,
        summary: 'The name a saved search of these filters starts with, and its summary, in the reader’s language',
        querystring: postListQuerySchema,
        response: { 200: suggestedSearchNameResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...searches.suggestion(request.query, request.lang) }),
  );

  app.post(
    '/api/saved-searches',
    {
      ...guarded,
      schema: {
        tags,
        summary: `Save a post search (at most ${LIMITS.savedSearch.perMember} a member)`,
        body: savedSearchCreateSchema,
        response: { 201: savedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const search = await searches.create(signedIn(request).user, request.body, request.lang);
      return reply
        .status(201)
        .send({ success: true as const, message: translateMessage(request.lang, 'success.searchSaved'), search });
    },
  );

  app.patch(
    '/api/saved-searches/:searchId',
    {
      ...guarded,
      ...searchFound,
      schema: {
        tags,
        summary: 'Rename a saved search, pause or resume its alerts, or turn its mail digest on or off',
        params,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.searchUpdated'),
      search: await searches.update(signedIn(request).user, request.params.searchId, request.body, request.lang),
    }),
  );

  app.post(
    '/api/saved-searches/:searchId/visit',
    {
      ...guarded,
      ...searchFound,
      schema: {
        tags,
        summary: 'I opened the results: matches approved until now are no longer new',
        params,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.searchUpdated'),
      search: await searches.visit(signedIn(request).user, request.params.searchId, request.lang),
    }),
  );

  app.delete(
    '/api/saved-searches/:searchId',
    {
      ...guarded,
      ...searchFound,
      schema: { tags, summary: 'Delete a saved search', params, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await searches.remove(signedIn(request).user, request.params.searchId);
      return { success: true as const, message: translateMessage(request.lang, 'success.searchDeleted') };
    },
  );
};
