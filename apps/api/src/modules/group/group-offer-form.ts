import { groupOfferBodySchema, issueMessageKey, LIMITS, type GroupOfferBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { receiveForm } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';
import { checkText } from '../../http/validation.ts';

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

function parseData(text: string | undefined): unknown {
  let value: unknown;
  try {
    value = text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.formUnreadable');
  }
  checkText(value, 'data');
  return value;
}

/**
 * A group-building offer as staff create or edit it, as multipart: a `data` field with the offer
 * as JSON (the same zod schema the staff form uses) and up to 10 `photos` files. How many photos
 * an offer ends up with (kept and new, 1 to 10) is the service's check.
 */
export async function readGroupOfferForm(request: FastifyRequest): Promise<GroupOfferForm> {
  const { fields, files } = await receiveForm(request, {
    files: { photos: mayBeImage },
    ...PHOTO_FILES,
    maxFiles: LIMITS.group.maxPhotos,
    tooMany: groupPhotoCountError,
    fields: 5,
    fieldSize: 64 * 1024,
    maxTotalBytes: FORM_MAX_BYTES,
  });
  const photos = files.map((file) => file.path);
  if (photos.length > LIMITS.group.maxPhotos) throw groupPhotoCountError();
  const parsed = groupOfferBodySchema.safeParse(parseData(fields.data));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      messageKey: issueMessageKey(issue),
    }));
    // The first problem is the answer's message, so a form without field slots still says what is wrong.
    throw new AppError('VALIDATION_FAILED', issues[0]?.messageKey ?? 'validation.invalidInput', undefined, issues);
  }
  return { body: parsed.data, photos };
}
