import { LIMITS, postBasicsSchema, type PostBasics } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';

export interface PostForm {
  body: PostBasics;
  /** The photos' temporary files. */
  photos: string[];
  keepImages: string[];
}

const keepSchema = z.array(z.string().max(200)).max(LIMITS.post.maxImages);

/** A post form's JSON fields: refused like a JSON body when they hold text that cannot be stored. */
const postJson = { unreadable: 'validation.postDataInvalid', textPath: '' } as const;
const postDataInvalid = () => new AppError('VALIDATION_FAILED', 'validation.postDataInvalid');

/**
 * A post form as multipart: a `data` field with the post as JSON (checked with the same zod
 * schema the web form uses), `keepImages` (JSON list, on edit) and up to 5 `images` files of
 * at most 10 MB each, streamed to temporary files (ADR 033): a file that does not start like a
 * JPEG, PNG or WebP, or runs past 10 MB, is refused there and then.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  const form = await readMultipart(request, {
    files: {
      files: { images: mayBeImage },
      ...PHOTO_FILES,
      maxFiles: LIMITS.post.maxImages,
      tooMany: () => new AppError('VALIDATION_FAILED', 'validation.postImageMax'),
      fields: 5,
      fieldSize: 64 * 1024,
    },
    json: {
      data: { ...postJson, schema: postBasicsSchema, message: 'validation.invalidInput' },
      keepImages: { ...postJson, schema: keepSchema, absent: [], invalid: postDataInvalid },
    },
  });
  return { body: form.json.data, photos: form.files.map((file) => file.path), keepImages: form.json.keepImages };
}
