import { firmBodySchema, issueMessageKey, LIMITS, type FirmBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { receiveForm } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';
import { checkText } from '../../http/validation.ts';

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
 * A firm's application or edit as multipart: a `data` field with the firm as JSON (the same zod
 * schema the web form uses), at most one `logo` file and up to 30 `photos` files, whose caption
 * and category are `data.photos` in the same order. The plugin's default of one file per
 * request is raised for this route only.
 */
export async function readFirmForm(request: FastifyRequest): Promise<FirmForm> {
  const form = await receiveForm(request, {
    files: { photos: mayBeImage, logo: mayBeImage },
    ...PHOTO_FILES,
    maxFiles: LIMITS.firm.maxPhotos + 1,
    tooMany: () => new AppError('VALIDATION_FAILED', 'validation.firmPhotoCount'),
    fields: 5,
    fieldSize: 128 * 1024,
    maxTotalBytes: FORM_MAX_BYTES,
  });
  const { fields } = form;
  const photos = form.files.filter((file) => file.field === 'photos').map((file) => file.path);
  const logos = form.files.filter((file) => file.field === 'logo');
  if (logos.length > 1) throw new AppError('VALIDATION_FAILED', 'validation.invalidInput');
  const logo = logos[0]?.path ?? null;
  if (photos.length > LIMITS.firm.maxPhotos) throw new AppError('VALIDATION_FAILED', 'validation.firmPhotoCount');
  const parsed = firmBodySchema.safeParse(parseData(fields.data));
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      'validation.invalidInput',
      undefined,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issueMessageKey(issue) })),
    );
  }
  // Each uploaded photo needs its caption and category, and each of those a photo.
  if (parsed.data.photos.length !== photos.length) {
    throw new AppError('VALIDATION_FAILED', 'validation.invalidInput', undefined, [
      { path: 'photos', messageKey: 'validation.invalidInput' },
    ]);
  }
  return { body: parsed.data, logo, photos };
}
