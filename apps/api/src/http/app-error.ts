import { ERROR_CODES, type ErrorCode, type MessageKey } from '@ghorbari/contracts';

/**
 * An error a service throws on purpose: it carries a stable code, its HTTP status and the
 * message key shown to the user (CONVENTIONS §8). The error handler translates it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;

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

export const notFound = (key?: MessageKey) => new AppError('NOT_FOUND', key);
export const badRequest = (key?: MessageKey) => new AppError('VALIDATION_FAILED', key);
export const unauthorized = () => new AppError('UNAUTHORIZED');
export const forbidden = () => new AppError('FORBIDDEN');
