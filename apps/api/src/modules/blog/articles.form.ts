import { articleBodySchema, issueMessageKey, POST_IMAGES, type ArticleBody } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { multipartError } from '../../http/multipart.ts';
import { checkText } from '../../http/validation.ts';

export interface ArticleForm {
  body: ArticleBody;
  /** A new cover picture, or null to keep (or, with `removeCover`, drop) the current one. */
  cover: Buffer | null;
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

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'validation.postImageTooLarge');

/**
 * An article as staff write it, as multipart: a `data` field with the article as JSON (checked
 * by the same schema as the staff form) and an optional `cover` picture.
 */
export async function readArticleForm(request: FastifyRequest): Promise<ArticleForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let data: unknown;
  let cover: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: POST_IMAGES.maxBytes, files: 1, fields: 3, fieldSize: DATA_MAX_BYTES },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'cover' && buffer.length > 0) cover = buffer;
      } else if (part.fieldname === 'data') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
        data = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw multipartError(error);
  }
  return { body: parseArticleBody(parseData(data)), cover };
}

/** The one `image` file of a body-picture upload. */
export async function readArticleImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: POST_IMAGES.maxBytes, files: 1, fields: 0 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image' && buffer.length > 0) image = buffer;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw multipartError(error);
  }
  if (!image) {
    throw new AppError('VALIDATION_FAILED', 'validation.postImageRequired', undefined, [
      { path: 'image', messageKey: 'validation.postImageRequired' },
    ]);
  }
  return image;
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
