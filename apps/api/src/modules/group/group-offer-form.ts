import { groupOfferBodySchema, LIMITS, type GroupOfferBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';

export interface GroupOfferForm {
  body: GroupOfferBody;
  /** The photos' temporary files. */
  photos: string[];
}

/** All the photos of one form together (10 of up to 10 MB each; the web app shrinks them before sending). */
const FORM_MAX_BYTES = 60 * 1024 * 1024;

export const groupPhotoCountError = () =>
  new AppError('VALIDATION_FAILED', 'validation.groupPhotoCount', undefined, [
    { path: 'photos', messageKey: 'validation.groupPhotoCount' },
  ]);

/**
 * A group-building offer as staff create or edit it, as multipart: a `data` field with the offer
 * as JSON (the same zod schema the staff form uses) and up to 10 `photos` files. How many photos
 * an offer ends up with (kept and new, 1 to 10) is the service's check.
 */
export async function readGroupOfferForm(request: FastifyRequest): Promise<GroupOfferForm> {
  const form = await readMultipart(request, {
    files: {
      files: { photos: mayBeImage },
      ...PHOTO_FILES,
      maxFiles: LIMITS.group.maxPhotos,
      tooMany: groupPhotoCountError,
      fields: 5,
      fieldSize: 64 * 1024,
      maxTotalBytes: FORM_MAX_BYTES,
    },
    counts: { photos: { max: LIMITS.group.maxPhotos, tooMany: groupPhotoCountError } },
    json: { data: { schema: groupOfferBodySchema } },
  });
  return { body: form.json.data, photos: form.files.map((file) => file.path) };
}
