import * as Dialog from '@radix-ui/react-dialog';
import type { MyReview } from '@ghorbari/contracts';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { showToast } from '../../lib/toast.ts';
import { useDeleteReview } from './api/my-reviews.ts';

/** Spec §5/§8: deleting a review asks first; 'Review deleted successfully!' or 'Failed to delete review…'. */
export function DeleteReviewDialog({ review, onClose }: { review: MyReview | null; onClose: () => void }) {
  const { t } = useTranslation(['reviews', 'messages']);
  const remove = useDeleteReview();

  function confirm() {
    if (!review) return;
    remove.mutate(review, {
      onSuccess: () => {
        void showToast('success', t('success.reviewDeleted', { ns: 'messages' }));
        onClose();
      },
      onError: () => void showToast('error', t('errors.reviewDeleteFailed', { ns: 'messages' })),
    });
  }

  return (
    <Dialog.Root open={review !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md',
            '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{t('delete.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-gray-700">
            {t('delete.text', { firm: review?.companyName ?? '' })}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close
              className={cn(
                'h-11 rounded-md border border-gray-300 px-5 font-semibold',
                'text-gray-800 hover:bg-gray-50',
              )}
            >
              {t('delete.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={confirm}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md bg-red-700 px-5 font-semibold text-white',
                'hover:bg-red-800 disabled:opacity-80',
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
