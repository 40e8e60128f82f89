import {
  availabilityConfirmedResponseSchema,
  availabilityTokenBodySchema,
  messageResponseSchema,
  postClosedResponseSchema,
  postCreatedResponseSchema,
  postDetailResponseSchema,
  postIdSchema,
  postListQuerySchema,
  postAlternativesResponseSchema,
  postListResponseSchema,
  postRepostedResponseSchema,
  postUpdatedResponseSchema,
  translateMessage,
  userPostsResponseSchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { bearerToken, requireUser, signedIn } from '../accounts/authenticate.ts';
import { AppError } from '../../errors/app-error.ts';
import type { WorkGate } from '../../http/work-gate.ts';
import { readPostForm } from './post-form.ts';
import type { PostsService } from './posts.service.ts';
import type { SavedPostsService } from '../saved-posts/saved-posts.service.ts';

const tags = ['posts'];

export interface PostsRouteDeps {
  auth: AuthService;
  posts: PostsService;
  /** Whether the viewer saved the post on its page: the saved module's service. */
  saved: Pick<SavedPostsService, 'savedIds'>;
  /** The expensive reads' share of the database (ADR 044): the alternatives run through it. */
  searches: WorkGate;
}

/**
 * Wider searches one address may ask for in a minute (issue 39, ADR 044): each counts up to 12
 * searches, and a reader's search page asks once per search that finds little.
 */
export const ALTERNATIVES_PER_MINUTE = 30;

export const postsRoutes: FastifyPluginAsyncZod<PostsRouteDeps> = async (app, { auth, posts, saved, searches }) => {
  const guarded = { onRequest: requireUser(auth) };
  const multipartSchema = { consumes: ['multipart/form-data'] };

  app.post(
    '/api/posts',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Submit a sell or rent post: multipart "data" (post JSON) and 1 to 5 "images"',
        ...multipartSchema,
        response: { 201: postCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const form = await readPostForm(request);
      const created = await posts.create(user, form.body, form.photos);
      return reply
        .status(201)
        .send({ success: true as const, message: translateMessage(request.lang, 'success.postUploaded'), ...created });
    },
  );

  app.put(
    '/api/posts/:postId',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Edit a post (owner only, at most 2 times): a live post stays live while its edit waits for review',
        ...multipartSchema,
        params: z.object({ postId: postIdSchema }),
        response: { 200: postUpdatedResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const form = await readPostForm(request);
      const updated = await posts.update(user, request.params.postId, form.body, form.keepImages, form.photos);
      return { success: true as const, message: translateMessage(request.lang, 'success.postUpdated'), ...updated };
    },
  );

  app.get(
    '/api/posts',
    {
      schema: {
        tags,
        summary: 'Approved posts with filters and a sort; up to 3 paid posts for the top of the page',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema },
      },
    },
    async (request) => {
      // A keyword with no sort asked for ranks by best match; an explicit sort=newest stays newest (ADR 019).
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const sortAsked = new URLSearchParams(search).has('sort');
      return { success: true as const, ...(await posts.list(request.query, { sortAsked })) };
    },
  );

  app.get(
    '/api/posts/alternatives',
    {
      schema: {
        tags,
        summary: 'For a search with few results: the searches one step wider and how many posts each finds',
        querystring: postListQuerySchema,
        response: { 200: postAlternativesResponseSchema },
      },
      config: { rateLimit: { max: ALTERNATIVES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      alternatives: await searches.run(() => posts.alternatives(request.query)),
    }),
  );

  app.get(
    '/api/posts/:postId',
    {
      schema: {
        tags,
        summary: 'One post: approved, or the signed-in owner’s own',
        params: z.object({ postId: postIdSchema }),
        response: { 200: postDetailResponseSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const viewer = token ? await auth.authenticate(token).catch(() => null) : null;
      const { post, waitingEdit } = await posts.detail(request.params.postId, viewer);
      const savedId = viewer
        ? ((await saved.savedIds(viewer, post.type, [post.PostID])).get(post.PostID) ?? null)
        : null;
      return { success: true as const, post, savedId, ...(waitingEdit ? { waitingEdit } : {}) };
    },
  );

  app.get(
    '/api/posts/:postId/share.jpg',
    {
      schema: {
        tags,
        summary: 'An approved post’s first photo as a 1200×630 share-preview image (Open Graph)',
        params: z.object({ postId: postIdSchema }),
      },
    },
    async (request, reply) => {
      const { post } = await posts.detail(request.params.postId, null);
      const first = post.images[0];
      const card = first ? await posts.shareCard(first.large) : null;
      if (!card) throw new AppError('POST_UNAVAILABLE');
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(card);
    },
  );

  app.post(
    '/api/posts/:postId/close',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Mark one of my live posts rented or sold: it leaves the listings and its savers are told',
        params: z.object({ postId: postIdSchema }),
        response: { 200: postClosedResponseSchema },
      },
    },
    async (request) => {
      const { closedAt, type } = await posts.close(signedIn(request).user, request.params.postId);
      const message = translateMessage(request.lang, type === 'rent' ? 'success.postRented' : 'success.postSold');
      return { success: true as const, message, closedAt };
    },
  );

  app.post(
    '/api/posts/:postId/still-available',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Confirm one of my live posts is still available (issue 41): its page shows when',
        params: z.object({ postId: postIdSchema }),
        response: { 200: availabilityConfirmedResponseSchema },
      },
    },
    async (request) => {
      const { postId } = request.params;
      const { confirmedAt } = await posts.confirmAvailable(signedIn(request).user, postId);
      const message = translateMessage(request.lang, 'success.availabilityConfirmed');
      return { success: true as const, message, PostID: postId, confirmedAt };
    },
  );

  // The SMS's one-tap link (issue 41): the token alone, no session; it confirms its own post once.
  app.post(
    '/api/posts/still-available',
    {
      schema: {
        tags,
        summary: "Confirm a post is still available with the SMS link's token, without signing in",
        body: availabilityTokenBodySchema,
        response: { 200: availabilityConfirmedResponseSchema },
      },
    },
    async (request) => {
      const { postId, confirmedAt } = await posts.confirmAvailableByLink(request.body.token);
      const message = translateMessage(request.lang, 'success.availabilityConfirmed');
      return { success: true as const, message, PostID: postId, confirmedAt };
    },
  );

  app.post(
    '/api/posts/:postId/reopen',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Reopen one of my closed posts, confirmed available now (not an edit)',
        params: z.object({ postId: postIdSchema }),
        response: { 200: availabilityConfirmedResponseSchema },
      },
    },
    async (request) => {
      const { postId } = request.params;
      const { confirmedAt } = await posts.reopen(signedIn(request).user, postId);
      const message = translateMessage(request.lang, 'success.postReopened');
      return { success: true as const, message, PostID: postId, confirmedAt };
    },
  );

  app.post(
    '/api/posts/:postId/repost',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Put one of my live posts back at the top of the listings (after 30 days up)',
        params: z.object({ postId: postIdSchema }),
        response: { 200: postRepostedResponseSchema },
      },
    },
    async (request) => {
      const { postDate } = await posts.repost(signedIn(request).user, request.params.postId);
      return { success: true as const, message: translateMessage(request.lang, 'success.postReposted'), postDate };
    },
  );

  app.delete(
    '/api/profile/deleteUserPosts/:PostID',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Delete one of my posts',
        params: z.object({ PostID: postIdSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await posts.remove(signedIn(request).user, request.params.PostID);
      return { success: true as const, message: translateMessage(request.lang, 'success.postRemoved') };
    },
  );

  app.get(
    '/api/profile/getUserPosts',
    {
      ...guarded,
      schema: { tags, summary: 'My posts, grouped as spec §7 shows', response: { 200: userPostsResponseSchema } },
    },
    async (request) => {
      const userPosts = await posts.ofOwner(signedIn(request).user);
      const empty = Object.values(userPosts).every((list) => list.length === 0);
      return empty
        ? { success: true as const, message: translateMessage(request.lang, 'errors.userPostsNotFound') }
        : { success: true as const, userPosts };
    },
  );
};
