import type { checkCodeResponseSchema, reviewCreatedResponseSchema } from '@ghorbari/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';
import { apiUpload } from '../../../../lib/api-upload.ts';

/** POST /api/interior/:firmId/review-code {code} → the job's category ("Next" on the code step). */
export const checkReviewCode = (firmId: string, code: string) =>
  apiFetch<z.infer<typeof checkCodeResponseSchema>>(`/api/interior/${encodeURIComponent(firmId)}/review-code`, {
    method: 'POST',
    json: { code },
  });

export interface NewReview {
  code: string;
  rating: number;
  review: string;
}

/** POST /api/interior/:firmId/reviews, multipart: "data" (JSON) and up to 2 "images" → 201 with the review's id. */
export const submitReview = (firmId: string, review: NewReview, images: File[]) =>
  apiUpload<z.infer<typeof reviewCreatedResponseSchema>>(`/api/interior/${encodeURIComponent(firmId)}/reviews`, {
    method: 'POST',
    fields: [['data', JSON.stringify(review)]],
    files: images.map((file) => ({ field: 'images', file, filename: file.name })),
  });
