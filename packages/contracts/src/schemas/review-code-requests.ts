import { z } from 'zod';
import { INTERIOR_CATEGORIES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { msg } from '../messages.ts';
import { mobileSchema, nameSchema } from './fields.ts';
import { choice } from './list-fields.ts';

/**
 * A client asks a firm for a review code (issue 64, ADR 082): the firm's owner issues it with one
 * tap and it goes to the client by SMS, never shown to anyone; or the owner declines.
 * Client: POST /api/interior/:firmId/code-requests, GET /api/interior/:firmId/code-requests/mine.
 * Owner: GET /api/interior/:firmId/code-requests, POST …/code-requests/:requestId/{issue,decline}.
 */

export const REVIEW_CODE_REQUEST_STATUSES = ['open', 'issued', 'declined'] as const;
export type ReviewCodeRequestStatus = (typeof REVIEW_CODE_REQUEST_STATUSES)[number];

export const codeRequestIdSchema = z.uuid({ error: msg('errors.codeRequestUnavailable') });

/** What the client did with the firm, in a few words, so the owner knows who asks. */
export const codeRequestNoteSchema = z
  .string({ error: msg('validation.codeRequestNoteRequired') })
  .trim()
  .min(1, { error: msg('validation.codeRequestNoteRequired') })
  .min(LIMITS.reviewCodeRequest.noteMinLength, { error: msg('validation.codeRequestNoteTooShort') })
  .max(LIMITS.reviewCodeRequest.noteMaxLength, { error: msg('validation.codeRequestNoteTooLong') });

export const codeRequestBodySchema = z.object({
  /** The client's name, as the firm knows them (spec §5's name rules). */
  clientName: nameSchema,
  /** One of the client's proven mobile numbers: the code goes to it and is bound to it (ADR 051). */
  clientPhone: mobileSchema,
  category: choice(INTERIOR_CATEGORIES),
  note: codeRequestNoteSchema,
});
export type CodeRequestBody = z.infer<typeof codeRequestBodySchema>;

/** The client's own request to a firm as the client sees it (the firm's page). */
export const myCodeRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_CODE_REQUEST_STATUSES),
  clientPhone: z.string(),
  category: z.enum(INTERIOR_CATEGORIES),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** When the code went to the client by SMS; null until then. */
  smsSentAt: z.string().nullable(),
});
export type MyCodeRequest = z.infer<typeof myCodeRequestSchema>;

export const myCodeRequestResponseSchema = z.object({
  success: z.literal(true),
  request: myCodeRequestSchema.nullable(),
});

export const codeRequestSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  request: myCodeRequestSchema,
});

/** A request as the firm's owner sees it: who asks, for which work, and what became of it. Never a code. */
export const firmCodeRequestSchema = myCodeRequestSchema.extend({
  clientName: z.string(),
  note: z.string(),
  /** When the owner was reminded of the unanswered request (once, after `remindAfterDays`). */
  remindedAt: z.string().nullable(),
});
export type FirmCodeRequest = z.infer<typeof firmCodeRequestSchema>;

export const firmCodeRequestsResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(firmCodeRequestSchema),
});

export const codeRequestAnsweredResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  request: firmCodeRequestSchema,
});
