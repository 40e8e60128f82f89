import {
  articlePreviewBodySchema,
  articlePreviewResponseSchema,
  articleResponseSchema,
  articleStatusBodySchema,
  blogImageResponseSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  staffArticleResponseSchema,
  staffBlogListResponseSchema,
  staffBlogQuerySchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import { readArticleForm, readArticleImage } from './articles.form.ts';
import type { ArticlesService } from './articles.service.ts';

/**
 * The article's number, read by the service: a malformed one is an article that does not exist
 * (404 ARTICLE_UNAVAILABLE), like a number nobody wrote.
 */
const params = z.object({ articleId: z.string().max(20) });

/** The blog for readers (issue 16): GET /api/blog, GET /api/blog/:articleId. Published articles only. */
export const articlesRoutes: FastifyPluginAsyncZod<{ auth: AuthService; articles: ArticlesService }> = async (
  app,
  { articles },
) => {
  const tags = ['blog'];

  app.get(
    '/api/blog',
    {
      schema: {
        tags,
        summary:
          'Published articles, the reader’s language first, newest first; ' +
          'the spotlight on the plain list’s first page; search and category',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await articles.list(request.query, request.lang)) }),
  );

  app.get(
    '/api/blog/:articleId',
    {
      schema: {
        tags,
        summary: 'A published article with its published twin, related articles and comment count',
        params,
        response: { 200: articleResponseSchema },
      },
    },
    async (request) => ({ success: true as const, article: await articles.detail(request.params.articleId) }),
  );
};

/** Staff write and publish articles (issue 16): /api/admin/blog/*, support and admin. */
export const articlesAdminRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  articles: ArticlesService;
}> = async (app, { auth, articles }) => {
  const tags = ['admin'];
  const staff = { onRequest: requireRole(auth, ['support', 'admin']) };
  const multipart = { consumes: ['multipart/form-data'] };

  app.get(
    '/api/admin/blog',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every article (or those of a status, a language, or matching words), last changed first',
        querystring: staffBlogQuerySchema,
        response: { 200: staffBlogListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await articles.staffList(request.query)) }),
  );

  // Before /:articleId, which would not take these words anyway (they are not numbers).
  app.post(
    '/api/admin/blog/preview',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The sanitised HTML and reading time the Markdown gives, without saving',
        body: articlePreviewBodySchema,
        response: { 200: articlePreviewResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...articles.preview(request.body.bodyMarkdown) }),
  );

  app.post(
    '/api/admin/blog/images',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Upload a picture for an article’s body: multipart "image"; answers its /uploads/… URL',
        ...multipart,
        response: { 201: blogImageResponseSchema },
      },
    },
    async (request, reply) => {
      const url = await articles.uploadImage(await readArticleImage(request));
      return reply.status(201).send({ success: true as const, url });
    },
  );

  app.get(
    '/api/admin/blog/:articleId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One article in any status, with its Markdown (the editor)',
        params,
        response: { 200: staffArticleResponseSchema },
      },
    },
    async (request) => ({ success: true as const, article: await articles.staffDetail(request.params.articleId) }),
  );

  app.post(
    '/api/admin/blog',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Write an article (a draft): multipart "data" (article JSON) and an optional "cover"',
        ...multipart,
        response: { 201: staffArticleResponseSchema },
      },
    },
    async (request, reply) => {
      const article = await articles.create(staffOf(request), await readArticleForm(request));
      const message = translateMessage(request.lang, 'success.articleSaved');
      return reply.status(201).send({ success: true as const, message, article });
    },
  );

  app.put(
    '/api/admin/blog/:articleId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Edit an article: multipart "data" and an optional new "cover" (none keeps the old one)',
        ...multipart,
        params,
        response: { 200: staffArticleResponseSchema },
      },
    },
    async (request) => {
      const form = await readArticleForm(request);
      const article = await articles.update(staffOf(request), request.params.articleId, form);
      return { success: true as const, message: translateMessage(request.lang, 'success.articleSaved'), article };
    },
  );

  app.post(
    '/api/admin/blog/:articleId/status',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Publish an article (its publish time is set the first time) or take it down',
        params,
        body: articleStatusBodySchema,
        response: { 200: staffArticleResponseSchema },
      },
    },
    async (request) => {
      const { status } = request.body;
      const article = await articles.changeStatus(staffOf(request), request.params.articleId, status);
      const key = status === 'published' ? 'success.articlePublished' : 'success.articleUnpublished';
      return { success: true as const, message: translateMessage(request.lang, key), article };
    },
  );
};
