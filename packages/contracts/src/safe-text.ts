import { msg } from './messages.ts';

/**
 * Text that can be neither stored nor shown: a NUL (PostgreSQL refuses `\0` in text, so it
 * used to surface as a 500) and half of a UTF-16 surrogate pair without its other half (it
 * would be saved as a replacement character, silently changing what was sent). Any other
 * character, control characters included, is the schemas' business.
 */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = msg('validation.issue.badCharacter');

export const hasUnsafeCharacter = (text: string): boolean => UNSAFE.test(text);

/**
 * Where in a decoded request part (query, params, JSON body, a form's JSON field) the first
 * unsafe string is, as a dotted path ('' for the value itself), checking keys as well as
 * values; undefined when there is none. One check for every string of every request, so no
 * schema can forget it (issue 11). Walks with its own stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function unsafeTextPath(value: unknown): string | undefined {
  interface Step {
    value: unknown;
    key?: string;
    parent?: Step;
  }
  const pathOf = (step: Step): string => {
    const keys: string[] = [];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Step[] = [{ value }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    if (typeof step.value === 'string') {
      if (hasUnsafeCharacter(step.value)) return pathOf(step);
    } else if (typeof step.value === 'object' && step.value !== null) {
      for (const [key, child] of Object.entries(step.value)) {
        if (hasUnsafeCharacter(key)) return pathOf(step);
        pending.push({ value: child, key, parent: step });
      }
    }
  }
  return undefined;
}
