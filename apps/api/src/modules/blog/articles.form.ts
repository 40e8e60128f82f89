import { articleBodySchema, issueMessageKey, type ArticleBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { receiveForm } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';
import { checkText } from '../../http/validation.ts';

export interface ArticleForm {
  body: ArticleBody;
  /** A new cover picture's temporary file, or null to keep (or, with `removeCover`, drop) the current one. */
  cover: string | null;
}

/** Room for the longest article (60,000 characters of Bengali, three bytes each, escaped in JSON). */
const DATA_MAX_BYTES = 1024 * 1024;

/** The `data` field as sent: JSON text, or already parsed when sent as application/json. */
function parseData(data: unknown): unknown {
  let value: unknown = data;
  try {
    if (typeof data === 'string') value = JSON.parse(data) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.formUnreadable');
  }
  checkText(value, 'data');
  return value;
}

/** Pictures of the blog: like every photo form's (ADR 033), one file per form. */
const pictureForm = (field: 'cover' | 'image', fields: number, fieldSize: number) =>
  ({ files: { [field]: mayBeImage }, ...PHOTO_FILES, maxFiles: 1, fields, fieldSize }) as const;

/**
 * An article as staff write it, as multipart: a `data` field with the article as JSON (checked
 * by the same schema as the staff form) and an optional `cover` picture, in its temporary file.
 */
export async function readArticleForm(request: FastifyRequest): Promise<ArticleForm> {
  const form = await receiveForm(request, pictureForm('cover', 3, DATA_MAX_BYTES));
  if (form.truncated.has('data')) throw new AppError('PAYLOAD_TOO_LARGE');
  return { body: parseArticleBody(parseData(form.fields.data)), cover: form.files[0]?.path ?? null };
}

/** The one `image` file of a body-picture upload, in its temporary file. */
export async function readArticleImage(request: FastifyRequest): Promise<string> {
  const form = await receiveForm(request, pictureForm('image', 0, 0));
  const image = form.files[0];
  if (!image) {
    throw new AppError('VALIDATION_FAILED', 'validation.postImageRequired', undefined, [
      { path: 'image', messageKey: 'validation.postImageRequired' },
    ]);
  }
  return image.path;
}

/** The article JSON checked by `articleBodySchema`: every problem as an issue, the first as the message. */
export function parseArticleBody(value: unknown): ArticleBody {
  const parsed = articleBodySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    messageKey: issueMessageKey(issue),
  }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.messageKey ?? 'validation.invalidInput', undefined, issues);
}
