import type { FirmBody, firmSavedResponseSchema } from '@ghorbari/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiUpload, type UploadFile } from '../../../lib/api-upload.ts';
import { INTERIOR_KEY, ME_KEY, meKeys } from '../../../lib/query-keys.ts';

export type FirmSaved = z.infer<typeof firmSavedResponseSchema>;

/** What goes up besides the JSON: the logo (optional) and the new gallery photos, in order. */
export interface FirmFiles {
  logo: File | null;
  photos: File[];
}

interface FirmSave {
  body: FirmBody;
  files: FirmFiles;
  /** Each file's share sent so far (0 to 1): the logo first when there is one, then the photos. */
  onProgress?: (files: number[]) => void;
}

function uploadFiles({ logo, photos }: FirmFiles): UploadFile[] {
  const files: UploadFile[] = logo ? [{ field: 'logo', file: logo, filename: logo.name }] : [];
  return [...files, ...photos.map((file) => ({ field: 'photos', file, filename: file.name }))];
}

/** POST /api/interior: apply to list a firm (multipart: "data" JSON, "logo", "photos"). */
export const applyFirm = ({ body, files, onProgress }: FirmSave) =>
  apiUpload<FirmSaved>('/api/interior', {
    method: 'POST',
    fields: [['data', JSON.stringify(body)]],
    files: uploadFiles(files),
    onProgress,
  });

/** PUT /api/interior/:firmId: the owner's edit; a new name or phone of a listed firm waits for review. */
export const updateFirm = ({ firmId, body, files, onProgress }: FirmSave & { firmId: string }) =>
  apiUpload<FirmSaved>(`/api/interior/${encodeURIComponent(firmId)}`, {
    method: 'PUT',
    fields: [['data', JSON.stringify(body)]],
    files: uploadFiles(files),
    onProgress,
  });

/** A saved firm changes my firms, its public page (every reader's copy) and the directory. */
function refreshFirm(queryClient: QueryClient, firmId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meKeys.myFirms }),
    queryClient.invalidateQueries({ queryKey: INTERIOR_KEY }),
    firmId ? queryClient.invalidateQueries({ queryKey: [...ME_KEY, 'post', firmId] }) : null,
  ]);
}

export function useApplyFirm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyFirm, onSuccess: () => refreshFirm(queryClient) });
}

export function useUpdateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirm,
    onSuccess: (_data, { firmId }) => refreshFirm(queryClient, firmId),
  });
}
