import type { RejectionReason } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useRejectPost } from './api/moderate-post.ts';
import type { AdminActionResult } from './api/use-admin-mutation.ts';
import { StaffRejectDialog } from './staff-reject-dialog.tsx';

/**
 * Reject a post: one of the five reasons (the poster sees its label) and a note for the poster,
 * required for "Other" — the staff's one reject dialog, worded for posts.
 */
export function RejectDialog({
  postId,
  title,
  open,
  onOpenChange,
  onRejected,
  preset,
}: {
  preset?: { reason: RejectionReason; note: string } | undefined;
  postId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRejected: (result: AdminActionResult) => void;
}) {
  const { t } = useTranslation('admin');
  const reject = useRejectPost(postId);
  return (
    <StaffRejectDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reject.title')}
      description={t('reject.description', { title })}
      noteLabel={t('reject.note')}
      noteHint={t('reject.noteHint')}
      confirmLabel={t('reject.confirm')}
      onReject={async (body) => onRejected(await reject.mutateAsync(body))}
      preset={preset}
    />
  );
}
