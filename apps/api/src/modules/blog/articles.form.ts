import { articleBodySchema, type ArticleBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';

export interface ArticleForm {
  body: ArticleBody;
  /** A new cover picture's temporary file, or null to keep (or, with `removeCover`, drop) the current one. */
  cover: string | null;
}

/** Room for the longest article (60,000 characters of Bengali, three bytes each, escaped in JSON). */
const DATA_MAX_BYTES = 1024 * 1024;

/** Pictures of the blog: like every photo form's (ADR 033), one file per form. */
const pictureForm = (field: 'cover' | 'image', fields: number, fieldSize: number) =>
  ({ files: { [field]: mayBeImage }, ...PHOTO_FILES, maxFiles: 1, fields, fieldSize }) as const;

/**
 * An article as staff write it, as multipart: a `data` field with the article as JSON (checked
 * by the same schema as the staff form) and an optional `cover` picture, in its temporary file.
 */
export async function readArticleForm(request: FastifyRequest): Promise<ArticleForm> {
  const form = await readMultipart(request, {
    files: pictureForm('cover', 3, DATA_MAX_BYTES),
    json: { data: { schema: articleBodySchema, tooLong: () => new AppError('PAYLOAD_TOO_LARGE') } },
  });
  return { body: form.json.data, cover: form.files[0]?.path ?? null };
}

/** The one `image` file of a body-picture upload, in its temporary file. */
export async function readArticleImage(request: FastifyRequest): Promise<string> {
  const form = await readMultipart(request, { files: pictureForm('image', 0, 0) });
  const image = form.files[0];
  if (!image) {
    throw new AppError('VALIDATION_FAILED', 'validation.postImageRequired', undefined, [
      { path: 'image', messageKey: 'validation.postImageRequired' },
    ]);
  }
  return image.path;
}
