import { firmBodySchema, LIMITS, type FirmBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';

export interface FirmForm {
  body: FirmBody;
  /** The logo's and the photos' temporary files. */
  logo: string | null;
  photos: string[];
}

/**
 * All the photos of one form together: 30 photos of up to 10 MB each would be 300 MB of temporary
 * files; the web app shrinks photos before sending, so a real form stays far below this.
 */
const FORM_MAX_BYTES = 100 * 1024 * 1024;

const photoCount = () => new AppError('VALIDATION_FAILED', 'validation.firmPhotoCount');

/**
 * A firm's application or edit as multipart: a `data` field with the firm as JSON (the same zod
 * schema the web form uses), at most one `logo` file and up to 30 `photos` files, whose caption
 * and category are `data.photos` in the same order. The plugin's default of one file per
 * request is raised for this route only.
 */
export async function readFirmForm(request: FastifyRequest): Promise<FirmForm> {
  const form = await readMultipart(request, {
    files: {
      files: { photos: mayBeImage, logo: mayBeImage },
      ...PHOTO_FILES,
      maxFiles: LIMITS.firm.maxPhotos + 1,
      tooMany: photoCount,
      fields: 5,
      fieldSize: 128 * 1024,
      maxTotalBytes: FORM_MAX_BYTES,
    },
    counts: {
      logo: { max: 1, tooMany: () => new AppError('VALIDATION_FAILED', 'validation.invalidInput') },
      photos: { max: LIMITS.firm.maxPhotos, tooMany: photoCount },
    },
    json: { data: { schema: firmBodySchema, message: 'validation.invalidInput' } },
  });
  const photos = form.files.filter((file) => file.field === 'photos').map((file) => file.path);
  const logo = form.files.find((file) => file.field === 'logo')?.path ?? null;
  const body = form.json.data;
  // Each uploaded photo needs its caption and category, and each of those a photo.
  if (body.photos.length !== photos.length) {
    throw new AppError('VALIDATION_FAILED', 'validation.invalidInput', undefined, [
      { path: 'photos', messageKey: 'validation.invalidInput' },
    ]);
  }
  return { body, logo, photos };
}
