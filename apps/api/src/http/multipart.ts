import type { MessageKey } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * What reading a multipart body threw, as the error to answer with. Our own errors and the
 * multipart plugin's 4xx (too large, too many files) stand; anything else the parser throws
 * on a malformed or cut-off body ("Unexpected end of form", a bad part header, a missing
 * boundary) is the sender's fault: a translated 400, not a 500 (issue 11).
 */
export function multipartError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('VALIDATION_FAILED', 'validation.formUnreadable');
}

/** The one file a multipart body sends as `field`, read into memory; `missing` when there is none. */
export async function readOneFile(request: FastifyRequest, field: string, missing: MessageKey): Promise<Buffer> {
  try {
    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file || file.fieldname !== field) throw new AppError('VALIDATION_FAILED', missing);
    return await file.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
}
