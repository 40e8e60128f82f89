import { filesToSend, type UploadState } from '../../lib/photo-set.ts';
import type { FirmFiles } from './api/save-firm.ts';

/** The logo and the gallery's new photos, each made smaller (lib/photo-set.ts), in one queue. */
export async function prepareFiles(files: FirmFiles, report: (state: UploadState) => void): Promise<FirmFiles> {
  const logo = files.logo ? [files.logo] : [];
  const prepared = await filesToSend([...logo, ...files.photos], report);
  return { logo: files.logo ? prepared[0]! : null, photos: prepared.slice(logo.length) };
}
