import { contractResources, type Language, rejectionNoteMissing, type RejectionReason } from '@ghorbari/contracts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A staff rejection (of a post, an owner's edit, a firm, a review) as its member is told of it:
 * a reason picked from the list, and a note that the reason "other" cannot go without, since
 * the member would not learn what to correct.
 */

/** Refuses a rejection whose reason needs a note it lacks, naming the note field. */
export function requireRejectionNote(body: { reason: RejectionReason; note?: string | undefined }): void {
  if (rejectionNoteMissing(body)) {
    const note = { path: 'note', messageKey: 'validation.reasonRequired' };
    throw new AppError('VALIDATION_FAILED', 'validation.reasonRequired', undefined, [note]);
  }
}

/** The reason as the member reads it, in their language. */
export const rejectionReasonLabel = (language: Language, reason: RejectionReason) =>
  contractResources[language].enums.rejectionReason[reason];

/** The notice's `reason` and `note` values: the note, if any, quoted after the reason. */
export const rejectionValues = (language: Language, reason: RejectionReason, note: string | null) => ({
  reason: rejectionReasonLabel(language, reason),
  note: note ? ` “${note}”` : '',
});
