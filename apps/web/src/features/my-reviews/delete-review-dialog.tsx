import type { MyReview } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { useAfterDelete } from '../../components/dialog/return-focus.ts';
import { showToast } from '../../lib/toast.ts';
import { useDeleteReview } from './api/my-reviews.ts';

/**
 * Spec §5/§8: deleting a review asks first; 'Review deleted successfully!' or 'Failed to delete
 * review…'. The card goes with the review: the focus goes to the next card's Delete button.
 */
export function DeleteReviewDialog({ review, onClose }: { review: MyReview | null; onClose: () => void }) {
  const { t } = useTranslation(['reviews', 'messages']);
  const remove = useDeleteReview();
  const { deleted, afterDelete } = useAfterDelete('article');

  function confirm() {
    if (!review) return;
    remove.mutate(review, {
      onSuccess: () => {
        deleted();
        void showToast('success', t('success.reviewDeleted', { ns: 'messages' }));
        onClose();
      },
      onError: () => void showToast('error', t('errors.reviewDeleteFailed', { ns: 'messages' })),
    });
  }

  return (
    <ConfirmDialog
      open={review !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={t('delete.text', { firm: review?.companyName ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      busy={remove.isPending}
      onConfirm={confirm}
      afterDelete={afterDelete}
    />
  );
}
