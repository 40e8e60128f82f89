import { isMessageKey } from './i18n.ts';
import { msg, type MessageKey } from './messages.ts';

/** The parts of a zod issue (or of fastify's copy of one) that say what went wrong. */
export interface IssueLike {
  code: string;
  message: string;
  /** What kind of value a size check was on: string, number, array, … */
  origin?: unknown;
}

/** A size check reads differently on text, on a list and on a number (or date, or file). */
const SIZED = {
  too_big: {
    text: msg('validation.issue.tooLong'),
    items: msg('validation.issue.tooMany'),
    number: msg('validation.issue.tooLarge'),
  },
  too_small: {
    text: msg('validation.issue.tooShort'),
    items: msg('validation.issue.tooFew'),
    number: msg('validation.issue.tooSmall'),
  },
} as const;

const BY_CODE: Partial<Record<string, MessageKey>> = {
  invalid_type: msg('validation.issue.wrongType'),
  invalid_format: msg('validation.issue.badFormat'),
  invalid_value: msg('validation.choiceInvalid'),
  not_multiple_of: msg('validation.issue.notMultiple'),
  unrecognized_keys: msg('validation.issue.unknownField'),
};

/**
 * The message key for a validation issue: the schema's own key when it set one, otherwise a
 * generic key for the kind of problem, so no reader ever gets zod's English default
 * ("Too big: expected number to be <=48") in place of a translated text (docs/conventions.md §12).
 */
export function issueMessageKey(issue: IssueLike): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const keys = SIZED[issue.code];
    if (issue.origin === 'string') return keys.text;
    if (issue.origin === 'array' || issue.origin === 'set') return keys.items;
    return keys.number;
  }
  return BY_CODE[issue.code] ?? msg('validation.invalidInput');
}
