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
import { AppError } from '../../errors/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import { documentTypeIssue } from '../../images/document-files.ts';
import { isPdfHead, mayBeImage } from '../../images/file-input.ts';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import type { DocumentsService } from './documents.service.ts';

const fieldIssue = (path: string, messageKey: 'validation.choiceInvalid' | 'validation.documentFileMissing') =>
  new AppError('VALIDATION_FAILED', messageKey, undefined, [{ path, messageKey }]);

/**
 * The owner's upload: a `kind` field and one `file` (a photo or a PDF) in its temporary file
 * (ADR 033): bytes that are neither are refused by their first bytes, a file over 10 MB at its
 * first byte over.
 */
async function readDocumentForm(request: FastifyRequest): Promise<{ kind: LandDocumentKind; file: string }> {
  const form = await readMultipart(request, {
    files: {
      files: { file: (head) => isPdfHead(head) || mayBeImage(head) },
      refused: documentTypeIssue,
      maxFileBytes: LIMITS.document.maxBytes,
      tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'validation.documentTooLarge'),
      maxFiles: 1,
      fields: 2,
      fieldSize: 100,
    },
  });
  const fields = documentUploadFieldsSchema.safeParse({ kind: form.fields.kind });
  if (!fields.success) throw fieldIssue('kind', 'validation.choiceInvalid');
  const file = form.files[0];
  if (!file) throw fieldIssue('file', 'validation.documentFileMissing');
  return { kind: fields.data.kind, file: file.path };
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
      // A PDF is a member's file that can carry scripts and forms (issue 28): it is only ever
      // downloaded, and sandboxed should a browser show it anyway; a photo was re-encoded by us.
      const pdf = contentType === 'application/pdf';
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          pdf ? `attachment; filename="document-${request.params.documentId}.pdf"` : 'inline',
        )
        .header('content-security-policy', 'sandbox')
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
