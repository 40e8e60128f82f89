import {
  savedPostsQuerySchema,
  savedPostsResponseSchema,
  savePostBodySchema,
  savePostResponseSchema,
  successSchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import type { SavedPostsService } from './saved-posts.service.ts';

// Spec §7 lists these calls with the posts, whatever the purpose of the item saved.
const tags = ['posts'];

/** Saving an item, removing it, and the member's saved list (spec §3, §7). */
export const savedPostsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; saved: SavedPostsService }> = async (
  app,
  { auth, saved },
) => {
  const guarded = { onRequest: requireUser(auth) };

  app.post(
    '/api/profile/savePost',
    {
      ...guarded,
      schema: { tags, summary: 'Save a post', body: savePostBodySchema, response: { 200: savePostResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      _id: await saved.save(signedIn(request).user, request.body.type, request.body.postId),
    }),
  );

  app.delete(
    '/api/profile/deleteUserSavedPost/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Remove a saved post',
        params: z.object({ id: z.uuid() }),
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await saved.unsave(signedIn(request).user, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/profile/getSavePostForProfile',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'My saved posts, a page at a time',
        querystring: savedPostsQuerySchema,
        response: { 200: savedPostsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await saved.list(
        signedIn(request).user,
        request.query.page,
        request.query.limit,
        request.query.sort,
        request.query.type,
      )),
    }),
  );
};
