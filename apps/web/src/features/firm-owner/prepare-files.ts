import { isPrepared, preparedPhoto } from '../../lib/resize-image.ts';
import type { FirmFiles } from './api/save-firm.ts';
import type { UploadState } from './upload-status.tsx';

/**
 * The files to send, each made smaller (resize-image.ts). Most are ready by now, prepared as they
 * were chosen; `report` says when some are still being prepared.
 */
export async function prepareFiles(files: FirmFiles, report: (state: UploadState) => void): Promise<FirmFiles> {
  const all = [...(files.logo ? [files.logo] : []), ...files.photos];
  if (!all.every(isPrepared)) report({ phase: 'preparing' });
  const [logo, photos] = await Promise.all([
    files.logo ? preparedPhoto(files.logo) : Promise.resolve(null),
    Promise.all(files.photos.map(preparedPhoto)),
  ]);
  return { logo, photos };
}
