import { firmBodySchema, issueMessageKey, LIMITS, POST_IMAGES, type FirmBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { multipartError } from '../../http/multipart.ts';
import { checkText } from '../../http/validation.ts';

export interface FirmForm {
  body: FirmBody;
  logo: Buffer | null;
  photos: Buffer[];
}

/**
 * All the photos of one form together: 30 photos of up to 10 MB each would be 300 MB held in
 * memory; the web app shrinks photos before sending, so a real form stays far below this.
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
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  let logo: Buffer | null = null;
  let bytes = 0;
  const take = async (part: { toBuffer(): Promise<Buffer> }) => {
    const buffer = await part.toBuffer();
    bytes += buffer.length;
    if (bytes > FORM_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
    return buffer;
  };
  try {
    for await (const part of request.parts({
      limits: { fileSize: POST_IMAGES.maxBytes, files: LIMITS.firm.maxPhotos + 1, fields: 5, fieldSize: 128 * 1024 },
    })) {
      if (part.type === 'file') {
        const buffer = await take(part);
        if (part.fieldname === 'photos') photos.push(buffer);
        else if (part.fieldname === 'logo') {
          if (logo) throw new AppError('VALIDATION_FAILED', 'validation.invalidInput');
          logo = buffer;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooLarge');
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_FAILED', 'validation.firmPhotoCount');
    throw multipartError(error);
  }
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
