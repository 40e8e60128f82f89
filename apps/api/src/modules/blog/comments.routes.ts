import {
  articleIdSchema,
  commentBodySchema,
  commentHideBodySchema,
  commentIdSchema,
  commentReportBodySchema,
  commentSavedResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  commentUpdateSchema,
  messageResponseSchema,
  staffCommentsQuerySchema,
  staffCommentsResponseSchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import { staffOf, staffRoutes } from '../accounts/require-role.ts';
import { routeGroup } from '../../http/route-group.ts';
import type { CommentsService } from './comments.service.ts';

const tags = ['blog'];
const articleParams = z.object({ articleId: articleIdSchema });
const commentParams = z.object({ commentId: commentIdSchema });

/**
 * A path id that cannot be an article or a comment names nothing there is: 404 with the same
 * code as an id that names nothing, rather than a 400 (a reader followed a broken link).
 */
const missingUnless =
  (key: 'articleId' | 'commentId', code: 'ARTICLE_UNAVAILABLE' | 'COMMENT_UNAVAILABLE') =>
  async (request: FastifyRequest) => {
    const schema = key === 'articleId' ? articleIdSchema : commentIdSchema;
    if (!schema.safeParse((request.params as Record<string, unknown>)[key]).success) throw new AppError(code);
  };
const articleFound = { preValidation: missingUnless('articleId', 'ARTICLE_UNAVAILABLE') };
const commentFound = { preValidation: missingUnless('commentId', 'COMMENT_UNAVAILABLE') };

/**
 * Comments and replies one account may post in a minute (ADR 018), besides the daily cap: a
 * burst of pasted spam stops at the sixth. Counted per signed-in account (the session hook has
 * run by then), and across instances when Redis is configured.
 */
export const COMMENT_BURST_PER_MINUTE = 5;
const perAccount = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

/** Comments for readers and members (issue 16): /api/blog/:articleId/comments, /api/blog/comments/*. */
export const commentsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; comments: CommentsService }> = async (
  app,
  { auth, comments },
) => {
  const guarded = { onRequest: requireUser(auth) };

  const onArticle = routeGroup(app, { hooks: articleFound, tags, done: messageResponseSchema });
  onArticle.get(
    '/api/blog/:articleId/comments',
    {
      summary: 'A published article’s comment threads, newest first, each with its replies oldest first',
      params: articleParams,
      querystring: commentsQuerySchema,
      response: commentsResponseSchema,
    },
    (request) => comments.threads(request.params.articleId, request.query.page),
  );

  app.post(
    '/api/blog/:articleId/comments',
    {
      ...guarded,
      ...articleFound,
      config: {
        // Counted before the handler, after validation: a text sent back for a fix is not a comment.
        rateLimit: {
          max: COMMENT_BURST_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: perAccount,
        },
      },
      schema: {
        tags,
        summary: 'Comment on an article, or reply to one of its comments (text only, stored as typed)',
        params: articleParams,
        body: commentBodySchema,
        response: { 201: commentSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await comments.create(signedIn(request).user, request.params.articleId, request.body);
      const message = translateMessage(request.lang, saved.isReply ? 'success.replyPosted' : 'success.commentPosted');
      return reply
        .status(201)
        .send({ success: true as const, message, comment: saved.comment, threadId: saved.threadId });
    },
  );

  app.put(
    '/api/blog/comments/:commentId',
    {
      ...guarded,
      ...commentFound,
      schema: {
        tags,
        summary: 'Change the text of my comment (visible comments only)',
        params: commentParams,
        body: commentUpdateSchema,
        response: { 200: commentSavedResponseSchema },
      },
    },
    async (request) => {
      const saved = await comments.edit(signedIn(request).user, request.params.commentId, request.body.body);
      return { success: true as const, message: translateMessage(request.lang, 'success.commentUpdated'), ...saved };
    },
  );

  const ownComment = routeGroup(app, { hooks: { ...guarded, ...commentFound }, tags, done: messageResponseSchema });
  ownComment.delete(
    '/api/blog/comments/:commentId',
    { summary: 'Delete my comment; a first comment with replies stays as “comment deleted”', params: commentParams },
    'success.commentDeleted',
    (request) => comments.remove(signedIn(request).user, request.params.commentId),
  );
  ownComment.post(
    '/api/blog/comments/:commentId/report',
    {
      summary: 'Report someone else’s comment to staff (once per member)',
      params: commentParams,
      body: commentReportBodySchema,
    },
    'success.commentReported',
    (request) => comments.report(signedIn(request).user, request.params.commentId, request.body),
  );
};

/** Staff hide reported comments or dismiss the reports (issue 16): /api/admin/blog-comments/*. */
export const commentsAdminRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  comments: CommentsService;
}> = async (app, { auth, comments }) => {
  const staffGroup = staffRoutes(app, auth, ['support', 'admin']);
  const staffOnComment = staffRoutes(app, auth, ['support', 'admin'], commentFound);

  staffGroup.get(
    '/api/admin/blog-comments',
    {
      summary: 'Reported comments (most reported, longest waiting first) or hidden ones',
      querystring: staffCommentsQuerySchema,
      response: staffCommentsResponseSchema,
    },
    (request) => comments.queue(request.query),
  );
  staffOnComment.post(
    '/api/admin/blog-comments/:commentId/hide',
    {
      summary: 'Hide a comment with a reason; its reports are resolved and the audit log records it',
      params: commentParams,
      body: commentHideBodySchema,
    },
    'success.commentHidden',
    (request) => comments.hide(staffOf(request), request.params.commentId, request.body.reason),
  );
  staffOnComment.post(
    '/api/admin/blog-comments/:commentId/dismiss',
    { summary: 'Keep a reported comment and resolve its reports', params: commentParams },
    'success.reportsDismissed',
    (request) => comments.dismiss(staffOf(request), request.params.commentId),
  );
};
