import type { DocumentsResponse, LandDocument, LandDocumentKind } from '@ghorbari/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { refreshPost } from '../../../domain/posts/post-cache.ts';
import { meKeys } from '../../../lib/query-keys.ts';

const documentsPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/documents`;

/** GET /api/posts/:postId/documents: my post's land documents and support's finding on each (issue 18). */
export const getPostDocuments = (postId: string) => apiFetch<DocumentsResponse>(documentsPath(postId));

export const postDocumentsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: meKeys.postDocuments(postId), queryFn: () => getPostDocuments(postId) });

export const usePostDocuments = (postId: string) => useQuery(postDocumentsQueryOptions(postId));

interface UploadVariables {
  kind: LandDocumentKind;
  file: File;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

/** POST /api/posts/:postId/documents (multipart "kind", then "file"): adds or replaces the paper of a kind. */
export const uploadPostDocument = (postId: string, { kind, file, onProgress }: UploadVariables) =>
  apiUpload<{ success: true; message: string; document: LandDocument }>(documentsPath(postId), {
    method: 'POST',
    fields: [['kind', kind]],
    files: [{ field: 'file', file, filename: file.name }],
    onProgress: (shares) => onProgress?.(shares[0] ?? 0),
  });

/** DELETE /api/posts/:postId/documents/:documentId. */
export const deletePostDocument = (postId: string, documentId: string) =>
  apiFetch<{ success: true; message: string }>(`${documentsPath(postId)}/${encodeURIComponent(documentId)}`, {
    method: 'DELETE',
  });

/** A change refreshes the list, and the post wherever it shows (its badge may change). */
function useDocumentChange<TVariables, TResult>(
  postId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.postDocuments(postId) }),
        refreshPost(queryClient, postId),
      ]),
  });
}

export const useUploadPostDocument = (postId: string) =>
  useDocumentChange(postId, (variables: UploadVariables) => uploadPostDocument(postId, variables));

export const useDeletePostDocument = (postId: string) =>
  useDocumentChange(postId, (documentId: string) => deletePostDocument(postId, documentId));
