import { z } from 'zod';
import { DOCUMENT_STATUSES, LAND_DOCUMENT_KINDS } from '../enums.ts';
import { msg } from '../messages.ts';
import { staffNoteSchema } from './fields.ts';
import { choice } from './list-fields.ts';

/**
 * Land documents of a post (issue 18, ADR 023). Private: only the post's owner and staff list
 * them or open their files, through an authorised route, never from a public path. The public
 * sees only which kinds support checked (`documentsChecked` on the post's page).
 *
 * Owner: GET /api/posts/:postId/documents; POST /api/posts/:postId/documents (multipart: "kind"
 * and one "file", a JPEG/PNG/WebP photo or a PDF; a second file of a kind replaces the first and
 * waits for a new check); DELETE /api/posts/:postId/documents/:documentId.
 * Owner or staff: GET /api/documents/:documentId/file (the file itself, never cached).
 * Staff: GET /api/admin/posts/:postId/documents; POST /api/admin/documents/:documentId/check
 * {status: checked | not-matching, note?} (a note is needed for not-matching; the owner is told).
 */

export const documentIdSchema = z.uuid({ error: msg('errors.notFound') });
export const documentParamsSchema = z.object({ documentId: documentIdSchema });

/** The text part of the owner's upload form. */
export const documentUploadFieldsSchema = z.object({ kind: choice(LAND_DOCUMENT_KINDS) });

export const landDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(LAND_DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  /** Support's note: why it does not match, or what was checked. */
  note: z.string().nullable(),
  fileType: z.enum(['image', 'pdf']),
  /** Bytes of the stored file. */
  size: z.number().int(),
  /** The authorised route to open it (owner or staff only). */
  fileUrl: z.string(),
  createdAt: z.string(),
  checkedAt: z.string().nullable(),
});
export type LandDocument = z.infer<typeof landDocumentSchema>;

export const documentsResponseSchema = z.object({
  success: z.literal(true),
  /** Whether this post's kind may have documents (land and houses). */
  allowed: z.boolean(),
  documents: z.array(landDocumentSchema),
});
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

export const documentSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: landDocumentSchema,
});

export const documentCheckBodySchema = z
  .object({
    status: choice(['checked', 'not-matching'] as const),
    note: staffNoteSchema,
  })
  .superRefine((body, ctx) => {
    if (body.status === 'not-matching' && (body.note ?? '').length < 5)
      ctx.addIssue({ code: 'custom', path: ['note'], message: msg('validation.reasonRequired') });
  });
export type DocumentCheckBody = z.infer<typeof documentCheckBodySchema>;
