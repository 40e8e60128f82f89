import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteComment } from './api/comment-mutations.ts';
import { commentErrorMessage } from './comment-error.ts';
import { secondaryButton } from './comment-form.tsx';

export const dialogClass = cn(
  'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md overflow-y-auto',
  '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl sm:p-6',
);

/**
 * Deleting one's own comment asks first, in a Radix dialog (focus kept inside, Escape cancels,
 * focus returns to the Delete button). A comment with replies stays as "comment deleted".
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
    <Dialog.Root open={commentId !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={dialogClass}
          data-testid="delete-comment-dialog"
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            deleted.current = false;
            event.preventDefault();
            onDeleted();
          }}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{t('delete.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-gray-700">{t('delete.text')}</Dialog.Description>
          {refusal ? (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
              {refusal}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={secondaryButton}>{t('form.cancel')}</Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => void confirm()}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-md bg-red-700 px-5',
                'font-semibold text-white hover:bg-red-800 disabled:opacity-80',
              )}
            >
              {remove.isPending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
              {t('delete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
