import {
  documentCheckBodySchema,
  documentParamsSchema,
  documentSavedResponseSchema,
  documentsResponseSchema,
  documentUploadFieldsSchema,
  LIMITS,
  postIdSchema,
  translateMessage,
  type LandDocumentKind,
} from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { multipartError } from '../../http/multipart.ts';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import { requireRole, staffOf } from '../admin/require-role.ts';
import type { DocumentsService } from './documents.service.ts';

const fieldIssue = (path: string, messageKey: 'validation.choiceInvalid' | 'validation.documentFileMissing') =>
  new AppError('VALIDATION_FAILED', messageKey, undefined, [{ path, messageKey }]);

/** The owner's upload: a `kind` field and one `file` (a photo or a PDF), read into memory. */
async function readDocumentForm(request: FastifyRequest): Promise<{ kind: LandDocumentKind; file: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let kind: unknown;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: LIMITS.document.maxBytes, files: 1, fields: 2, fieldSize: 100 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file' && buffer.length > 0) file = buffer;
      } else if (part.fieldname === 'kind') kind = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 'validation.documentTooLarge');
    throw multipartError(error);
  }
  const fields = documentUploadFieldsSchema.safeParse({ kind });
  if (!fields.success) throw fieldIssue('kind', 'validation.choiceInvalid');
  if (!file) throw fieldIssue('file', 'validation.documentFileMissing');
  return { kind: fields.data.kind, file };
}

const postParams = z.object({ postId: postIdSchema });
const tags = ['documents'];

/** Land documents (issue 18): the owner's papers, support's check, the file behind authorisation. */
export const documentsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; documents: DocumentsService }> = async (
  app,
  { auth, documents },
) => {
  const member = { onRequest: requireUser(auth) };
  const staff = { onRequest: requireRole(auth, ['support', 'admin']) };

  app.get(
    '/api/posts/:postId/documents',
    {
      ...member,
      schema: {
        tags,
        summary: 'The land documents of my post (owner only), with support’s finding on each',
        params: postParams,
        response: { 200: documentsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await documents.list(signedIn(request).user, request.params.postId)),
    }),
  );

  app.post(
    '/api/posts/:postId/documents',
    {
      ...member,
      schema: {
        tags,
        summary:
          'Add or replace a land document of my land or house post: multipart "kind" and one "file" ' +
          '(JPEG, PNG, WebP or PDF, up to 10 MB); it waits for support’s check',
        consumes: ['multipart/form-data'],
        params: postParams,
        response: { 201: documentSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, file } = await readDocumentForm(request);
      const document = await documents.put(signedIn(request).user, request.params.postId, kind, file);
      const message = translateMessage(request.lang, 'success.documentAdded');
      return reply.status(201).send({ success: true as const, message, document });
    },
  );

  app.delete(
    '/api/posts/:postId/documents/:documentId',
    {
      ...member,
      schema: {
        tags,
        summary: 'Delete a land document of my post (its file too)',
        params: postParams.extend(documentParamsSchema.shape),
      },
    },
    async (request) => {
      await documents.remove(signedIn(request).user, request.params.postId, request.params.documentId);
      return { success: true as const, message: translateMessage(request.lang, 'success.documentDeleted') };
    },
  );

  app.get(
    '/api/documents/:documentId/file',
    {
      ...member,
      schema: {
        tags,
        summary: 'A land document’s file: for the post’s owner and staff only, never cached',
        params: documentParamsSchema,
      },
    },
    async (request, reply) => {
      const { bytes, contentType } = await documents.file(signedIn(request).user, request.params.documentId);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/api/admin/posts/:postId/documents',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'The land documents of a post, to check against it',
        params: postParams,
        response: { 200: documentsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await documents.list(staffOf(request), request.params.postId)) }),
  );

  app.post(
    '/api/admin/documents/:documentId/check',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'Mark a land document checked, or not matching the post with a note (the owner is told)',
        params: documentParamsSchema,
        body: documentCheckBodySchema,
      },
    },
    async (request) => {
      await documents.check(staffOf(request), request.params.documentId, request.body);
      const key = request.body.status === 'checked' ? 'success.documentChecked' : 'success.documentNotMatching';
      return { success: true as const, message: translateMessage(request.lang, key) };
    },
  );
};
