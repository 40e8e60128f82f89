import {
  issueMessageKey,
  LIMITS,
  ratingSchema,
  reviewBodySchema,
  reviewTextSchema,
  type ReviewBody,
} from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { readJsonField, readMultipart } from '../../http/multipart.ts';
import { mayBeImage, PHOTO_FILES } from '../../images/file-input.ts';
import { checkText } from '../../http/validation.ts';

/** What a reviewer edits (spec §7, PUT /api/profile/updateUserPostReview/{reviewId}). */
export interface ReviewEdit {
  reviewId: string | undefined;
  review: string;
  /** Half stars 0.5 to 5; undefined keeps the rating. */
  rating: number | undefined;
  /** Existing image paths to keep; undefined keeps all but those in `removeImages`. */
  keepImages: string[] | undefined;
  removeImages: string[];
}

const tooMany = () =>
  new AppError('VALIDATION_FAILED', 'validation.reviewImageMax', undefined, [
    { path: 'images', messageKey: 'validation.reviewImageMax' },
  ]);

/**
 * A review form as multipart: its text fields and up to 2 "images" files of at most 10 MB each,
 * streamed to temporary files (ADR 033). A third file stops the reading with "Maximum 2 images
 * allowed."; bytes that are no image stop it with "Please upload only image files.".
 */
async function readParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: string[] }> {
  const { fields, files } = await readMultipart(request, {
    files: {
      files: { images: mayBeImage },
      ...PHOTO_FILES,
      refused: () =>
        new AppError('VALIDATION_FAILED', 'validation.reviewImageType', undefined, [
          { path: 'images', messageKey: 'validation.reviewImageType' },
        ]),
      maxFiles: LIMITS.review.maxImages,
      tooMany,
      fields: 8,
      fieldSize: 16 * 1024,
    },
  });
  for (const [name, value] of Object.entries(fields)) checkText(value, name);
  return { fields, files: files.map((file) => file.path) };
}

/** A form field holding JSON; unreadable JSON is the sender's mistake (400). */
const parseJson = (fields: Record<string, string>, name: string) => readJsonField(fields[name], name, { textPath: '' });

/**
 * Checks a value with a contracts schema; a failure is a 400 naming each field's translated
 * message, the first one per field (blank text fails "required" and "too short" at once).
 */
function check<T>(schema: ZodType<T>, value: unknown, prefix = ''): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!issues.has(path)) issues.set(path, issueMessageKey(issue));
  }
  throw new AppError(
    'VALIDATION_FAILED',
    'validation.invalidInput',
    undefined,
    [...issues].map(([path, messageKey]) => ({ path, messageKey })),
  );
}

/** A new review: multipart "data" (code, rating, review as JSON, the web form's schema) and "images". */
export async function readReviewForm(request: FastifyRequest): Promise<{ body: ReviewBody; images: string[] }> {
  const { fields, files } = await readParts(request);
  return { body: check(reviewBodySchema, parseJson(fields, 'data') ?? {}), images: files };
}

const pathList = z.array(z.string().max(200)).max(10);

/** An edit, as spec §7 sends it: reviewId, review, keepImages and removeImages (JSON lists), images. */
export async function readReviewEdit(request: FastifyRequest): Promise<{ edit: ReviewEdit; images: string[] }> {
  const { fields, files } = await readParts(request);
  const review = check(reviewTextSchema, fields.review, 'review');
  const rating = fields.rating === undefined ? undefined : check(ratingSchema, fields.rating, 'rating');
  const keep = parseJson(fields, 'keepImages');
  const edit: ReviewEdit = {
    reviewId: fields.reviewId,
    review,
    rating,
    keepImages: keep === undefined ? undefined : check(pathList, keep, 'keepImages'),
    removeImages: check(pathList, parseJson(fields, 'removeImages') ?? [], 'removeImages'),
  };
  return { edit, images: files };
}
