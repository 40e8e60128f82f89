import { ERROR_CODES, type MessageKey } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * The text to show for a failed call (spec §8): the server's own message (already in the
 * reader's language), else the text of its error code, else the page's fallback.
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallback: MessageKey): string {
  if (error instanceof ApiError) {
    if (error.code === 'NO_RESPONSE') return t('errors.noResponse', { ns: 'messages' });
    if (error.message) return error.message;
    if (error.code in ERROR_CODES) return t(ERROR_CODES[error.code].message, { ns: 'messages' });
  }
  return t(fallback, { ns: 'messages' });
}

/** A server-made field message is already translated; `FieldError` shows it as it is. */
export const SERVER_ERROR = 'server';

/**
 * Puts the server's field problems (`issues`) under the fields they belong to. Returns true when
 * at least one landed on a field of this form, so the caller can skip a duplicate summary.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.issues ?? []) {
    const field = fields.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
    if (!field) continue;
    setError(issue.path as Path<T>, { type: SERVER_ERROR, message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
