import type { RejectionReason } from '@ghorbari/contracts';

/**
 * Short notes support often writes when turning down a post, by reason (issue 41): one tap adds
 * one to the note. Each is a key under `admin:reject.ready.<reason>.<note>`: its button reads in
 * the staff member's language, and it is added in the language of the member who reads it (issue
 * 64); "other" has none, as its note is support's own words.
 */
export const POST_READY_NOTES: Partial<Record<RejectionReason, readonly string[]>> = {
  'suspected-fraud': ['photosMatch', 'priceTooLow', 'ownerUnreachable', 'advanceMoney'],
  'untrue-information': ['priceWrong', 'placeWrong', 'sizeWrong'],
  duplicate: ['alreadyLive', 'postedTwice'],
  'guideline-breach': ['phoneInText', 'photosUnclear'],
  'prohibited-content': ['offensive'],
};

/** The note with a ready-made one added: after what is written, once. */
export function withReadyNote(note: string, ready: string): string {
  const written = note.trim();
  if (written.includes(ready)) return note;
  return written ? `${written} ${ready}` : ready;
}
