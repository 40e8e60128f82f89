import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

/**
 * What to say when the server refuses a comment, in the reader's language: the field's own
 * problem, the daily limit (the server names it), or — for the per-minute burst, which only says
 * "too many requests" — our own plainer words.
 */
export function commentErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const issue = error.issues?.[0];
    if (issue) return issue.message;
    const generic = t('errors.rateLimited', { ns: 'messages' });
    if (error.code === 'RATE_LIMITED' && (!error.message || error.message === generic)) {
      return t('comments:form.tooFast');
    }
  }
  return apiErrorMessage(error, t, 'errors.internal');
}
