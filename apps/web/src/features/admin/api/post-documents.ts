import type { DocumentCheckBody, DocumentsResponse } from '@ghorbari/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { postStaffAction, useAdminMutation } from './use-admin-mutation.ts';

/** GET /api/admin/posts/:postId/documents: the post's land documents, to check against it (issue 18). */
export const getPostDocuments = (postId: string) =>
  apiFetch<DocumentsResponse>(`/api/admin/posts/${encodeURIComponent(postId)}/documents`);

export const postDocumentsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: adminKeys.postDocuments(postId), queryFn: () => getPostDocuments(postId) });

export const useStaffPostDocuments = (postId: string) => useQuery(postDocumentsQueryOptions(postId));

/** POST /api/admin/documents/:documentId/check {status, note?}: the badge, the audit log and the owner follow. */
export const checkDocument = ({ documentId, body }: { documentId: string; body: DocumentCheckBody }) =>
  postStaffAction('documents', documentId, 'check', body);

export const useCheckDocument = () => useAdminMutation(checkDocument);
