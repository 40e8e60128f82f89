import { issueMessageKey, UNSAFE_TEXT_MESSAGE, unsafeTextPath, type MessageKey } from '@ghorbari/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodError, ZodType } from 'zod';
import { AppError } from '../errors/app-error.ts';

/** A 400 naming the field whose text holds a character that cannot be stored. */
export function unsafeTextError(path: string): AppError {
  return new AppError('VALIDATION_FAILED', UNSAFE_TEXT_MESSAGE, undefined, [{ path, messageKey: UNSAFE_TEXT_MESSAGE }]);
}

/** Refuses a decoded request part holding an unsafe string (see `unsafeTextPath`). */
export function checkText(value: unknown, prefix = ''): void {
  const path = unsafeTextPath(value);
  if (path !== undefined) throw unsafeTextError([prefix, path].filter(Boolean).join('.'));
}

/**
 * The zod validator of every route's params, query, body and headers, preceded by one check
 * for text PostgreSQL cannot store (a NUL) or that is not text (a lone surrogate): a schema
 * cannot forget it, and the answer is a translated 400 instead of a database error (issue 11).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const path = unsafeTextPath(data);
    return path === undefined ? validate(data) : { error: unsafeTextError(path) };
  };
};

/**
 * What a contracts schema found wrong with a form's JSON, as a 400 listing each problem by its
 * translated key. Its message is `message`, or else the first problem's, so a form without
 * field slots still says what is wrong.
 */
export function schemaError(error: ZodError, message?: MessageKey): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issueMessageKey(issue) }));
  return new AppError(
    'VALIDATION_FAILED',
    message ?? issues[0]?.messageKey ?? 'validation.invalidInput',
    undefined,
    issues,
  );
}
