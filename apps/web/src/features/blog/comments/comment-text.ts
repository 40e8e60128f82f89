import { commentTextSchema, issueMessageKey, type MessageKey } from '@ghorbari/contracts';

/** The comment's problem (1 to 1000 characters after trimming, ADR 018), or null. */
export function commentTextProblem(text: string): MessageKey | null {
  const result = commentTextSchema.safeParse(text);
  return result.success ? null : issueMessageKey(result.error.issues[0]!);
}

/** How long the text counts as: trimmed, as the limit is. */
export const commentLength = (text: string): number => text.trim().length;
