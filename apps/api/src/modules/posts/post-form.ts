import { issueMessageKey, LIMITS, postBasicsSchema, type PostBasics } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { receiveForm } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';
import { checkText } from '../../http/validation.ts';

export interface PostForm {
  body: PostBasics;
  /** The photos' temporary files. */
  photos: string[];
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
 * at most 10 MB each, streamed to temporary files (ADR 033): a file that does not start like a
 * JPEG, PNG or WebP, or runs past 10 MB, is refused there and then.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  const { fields, files } = await receiveForm(request, {
    files: { images: mayBeImage },
    ...PHOTO_FILES,
    maxFiles: LIMITS.post.maxImages,
    tooMany: () => new AppError('VALIDATION_FAILED', 'validation.postImageMax'),
    fields: 5,
    fieldSize: 64 * 1024,
  });
  const photos = files.map((file) => file.path);
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
