import { issueMessageKey, LIMITS, POST_IMAGES, postBasicsSchema, type PostBasics } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { multipartError } from '../../http/multipart.ts';
import { checkText } from '../../http/validation.ts';

export interface PostForm {
  body: PostBasics;
  photos: Buffer[];
  keepImages: string[];
}

const keepSchema = z.array(z.string().max(200)).max(LIMITS.post.maxImages);

/** A form field's JSON, refused like a JSON body when it holds text that cannot be stored. */
function parseJson(text: string | undefined): unknown {
  let value: unknown;
  try {
    value = text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.postDataInvalid');
  }
  checkText(value);
  return value;
}

/**
 * A post form as multipart: a `data` field with the post as JSON (checked with the same zod
 * schema the web form uses), `keepImages` (JSON list, on edit) and up to 5 `images` files of
 * at most 10 MB each. Files are read into memory only after the fields are known.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: POST_IMAGES.maxBytes, files: LIMITS.post.maxImages, fields: 5, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          await part.toBuffer();
          continue;
        }
        photos.push(await part.toBuffer());
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooLarge');
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_FAILED', 'validation.postImageMax');
    throw multipartError(error);
  }
  const parsed = postBasicsSchema.safeParse(parseJson(fields.data));
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      'validation.invalidInput',
      undefined,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issueMessageKey(issue) })),
    );
  }
  const keep = keepSchema.safeParse(parseJson(fields.keepImages) ?? []);
  if (!keep.success) throw new AppError('VALIDATION_FAILED', 'validation.postDataInvalid');
  return { body: parsed.data, photos, keepImages: keep.data };
}
