import type { Language, RejectionReason } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useRejectPost } from './api/moderate-post.ts';
import type { AdminActionResult } from './api/use-admin-mutation.ts';
import { POST_READY_NOTES } from './ready-notes.ts';
import { StaffRejectDialog } from './staff-reject-dialog.tsx';

/**
 * Reject a post: one of the reasons (the poster sees its label) and a note for the poster,
 * required for "Other", with ready-made notes a tap adds — the staff's one reject dialog, worded for posts.
 */
export function RejectDialog({
  postId,
  title,
  open,
  onOpenChange,
  onRejected,
  preset,
  edit = false,
  reader,
}: {
  /** The language the poster reads, which the note is written in (issue 64). */
  reader?: Language | undefined;
  preset?: { reason: RejectionReason; note: string } | undefined;
  /** Reject the edit waiting beside a live post, not the post (ADR 048). */
  edit?: boolean;
  postId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRejected: (result: AdminActionResult) => void;
}) {
  const { t } = useTranslation('admin');
  const reject = useRejectPost(postId, edit);
  return (
    <StaffRejectDialog
      open={open}
      onOpenChange={onOpenChange}
      title={edit ? t('reject.editTitle') : t('reject.title')}
      description={edit ? t('reject.editDescription', { title }) : t('reject.description', { title })}
      noteLabel={t('reject.note')}
      noteHint={t('reject.noteHint')}
      confirmLabel={edit ? t('reject.editConfirm') : t('reject.confirm')}
      onReject={async (body) => onRejected(await reject.mutateAsync(body))}
      preset={preset}
      readyNotes={POST_READY_NOTES}
      reader={reader}
    />
  );
}
