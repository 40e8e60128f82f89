import { ERROR_CODES, type ErrorCode, type Language, type MessageKey } from '@ghorbari/contracts';

/** What fills a message's `{{name}}` places: the same in both languages, or made for each. */
export type MessageValues = Record<string, string> | ((language: Language) => Record<string, string>);

/**
 * An error a service throws on purpose: it carries a stable code, its HTTP status and the
 * message key shown to the user (docs/conventions.md §8). The error handler translates it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  /** What fills the message's `{{name}}` places (a post's id in a refusal that names it). */
  values?: MessageValues;

  constructor(
    readonly code: ErrorCode,
    messageKey?: MessageKey,
    /** Seconds after which trying again can succeed; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** Field-level problems, as message keys, for a body checked outside the route schema. */
    readonly issues?: { path: string; messageKey: string }[],
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
    this.messageKey = messageKey ?? ERROR_CODES[code].message;
  }
}

/** An error whose message names something: `{{name}}` places filled per language. */
export function namingError(code: ErrorCode, messageKey: MessageKey, values: MessageValues): AppError {
  const error = new AppError(code, messageKey);
  error.values = values;
  return error;
}

export const notFound = (key?: MessageKey) => new AppError('NOT_FOUND', key);
export const badRequest = (key?: MessageKey) => new AppError('VALIDATION_FAILED', key);
export const unauthorized = () => new AppError('UNAUTHORIZED');
export const forbidden = () => new AppError('FORBIDDEN');
