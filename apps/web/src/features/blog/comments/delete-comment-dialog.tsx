import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteComment } from './api/comment-mutations.ts';
import { commentErrorMessage } from './comment-error.ts';

/**
 * Deleting one's own comment asks first (Escape cancels, the focus returns to the Delete button).
 * A comment with replies stays as "comment deleted".
 */
export function DeleteCommentDialog({
  articleId,
  commentId,
  onClose,
  onDeleted,
}: {
  articleId: number;
  /** The comment to delete, or null when the dialog is closed. */
  commentId: string | null;
  onClose: () => void;
  /** The comment is gone (its Delete button with it): where the focus goes instead. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['comments', 'messages']);
  const remove = useDeleteComment(articleId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const deleted = useRef(false);

  const close = () => {
    setRefusal(null);
    remove.reset();
    onClose();
  };

  async function confirm() {
    if (!commentId) return;
    setRefusal(null);
    try {
      const answer = await remove.mutateAsync(commentId);
      void showToast('success', answer.message);
      deleted.current = true;
      close();
    } catch (error) {
      setRefusal(commentErrorMessage(error, t));
    }
  }

  return (
    <ConfirmDialog
      open={commentId !== null}
      onClose={close}
      title={t('delete.title')}
      message={t('delete.text')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('form.cancel')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      problem={refusal}
      testId="delete-comment-dialog"
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
        onDeleted();
      }}
    />
  );
}
