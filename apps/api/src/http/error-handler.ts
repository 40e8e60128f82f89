import {
  ERROR_CODES,
  issueMessageKey,
  languageFromHeader,
  translateMessage,
  type ApiFailure,
  type ErrorCode,
  type Language,
} from '@ghorbari/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseUnavailable, isReferenceGone, loggableError } from '../db/db-errors.ts';
import { AppError } from '../errors/app-error.ts';
import { BUSY_RETRY_AFTER_SECONDS } from './work-gate.ts';

/** Fastify's own 4xx errors (bad JSON, body too large, …) by status, as our codes. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** How long a client is asked to wait before retrying while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function failure(lang: Language, code: ErrorCode, messageKey?: string, values?: Record<string, string>): ApiFailure {
  return { success: false, code, message: translateMessage(lang, messageKey ?? ERROR_CODES[code].message, values) };
}

/**
 * One error handler for the whole API: `{ success: false, message, code }` in the request's
 * language, never a stack trace; anything unexpected is logged and answered with 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;

    if (error instanceof AppError) {
      // Our 5xx (a file store failing a write) are the operator's to hear of, with what failed.
      // A request shed under load (ADR 044) is not a fault: one line each, at info, not a warning per flood.
      if (error.code === 'BUSY') request.log.info('request shed under load');
      else if (error.status >= 500)
        request.log.warn({ err: loggableError(error.cause ?? error), code: error.code }, 'a service it needs failed');
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      const values = typeof error.values === 'function' ? error.values(lang) : error.values;
      const body = failure(lang, error.code, error.issues?.[0]?.messageKey ?? error.messageKey, values);
      if (error.issues)
        body.issues = error.issues.map((issue) => ({
          path: issue.path,
          message: translateMessage(lang, issue.messageKey),
        }));
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // An issue without a key of ours (zod's English default) gets the generic key of its kind.
      const issues = error.validation.map((issue) => {
        const key = issueMessageKey({ code: issue.keyword, message: issue.message ?? '', origin: issue.params.origin });
        return {
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: translateMessage(lang, key),
        };
      });
      const first = issues[0];
      const body: ApiFailure = {
        success: false,
        code: 'VALIDATION_FAILED',
        message: first ? first.message : translateMessage(lang, ERROR_CODES.VALIDATION_FAILED.message),
        issues,
      };
      return reply.status(400).send(body);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
      request.log.info({ code: error.code, status }, 'request rejected');
      return reply.status(status).send(failure(lang, code));
    }

    // More requests wait for the database than its queue holds (ADR 044): shed this one at once.
    if (isDatabaseBusy(error)) {
      request.log.info('database queue full; request shed');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return reply.status(503).send(failure(lang, 'BUSY'));
    }

    // The database is out of reach (down, stalled, timed out): say so at once and let the client
    // retry, rather than a 500 (issue 11).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(failure(lang, 'DATABASE_UNAVAILABLE'));
    }

    // What the write pointed at was deleted meanwhile (the database kept the two apart).
    if (isReferenceGone(error)) {
      request.log.warn({ err: loggableError(error) }, 'referenced row deleted meanwhile');
      return reply.status(409).send(failure(lang, 'CONFLICT', 'errors.goneMeanwhile'));
    }

    // Never the query's parameters in the log: they hold password hashes, names and phones.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(failure(lang, 'INTERNAL'));
  });
}

/**
 * Fastify's router turns some URLs away before any hook runs: one it cannot decode, and one whose
 * path parameter is longer than the router allows. Answered like every other bad request, in
 * the reader's language (no language hook has run yet, so the header is read here).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = languageFromHeader(request.headers['accept-language']);
  const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'validation.issue.tooLong' : undefined;
  request.log.info({ code: error.code }, 'request rejected by the router');
  void reply.status(400).send(failure(lang, 'VALIDATION_FAILED', key));
}
