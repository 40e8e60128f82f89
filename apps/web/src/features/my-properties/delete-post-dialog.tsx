import type { PostCard } from '@ghorbari/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { useDeleteUserPost } from './api/delete-user-post.ts';
import { cn } from '../../lib/class-names.ts';

/** Spec §4/§8: delete asks first; 'Post Removed', or 'Error: ' with the server's message, or no-response. */
export function DeletePostDialog({ post, onClose }: { post: PostCard | null; onClose: () => void }) {
  const { t } = useTranslation(['posting', 'messages']);
  const remove = useDeleteUserPost();

  async function confirm() {
    if (!post) return;
    try {
      const result = await remove.mutateAsync(post.PostID);
      void showToast('success', result.message);
      onClose();
    } catch (error) {
      const reply = error instanceof ApiError && error.code !== 'NO_RESPONSE' && error.message ? error.message : null;
      void showToast(
        'error',
        reply ? t('mine.deleteError', { message: reply }) : t('errors.noResponse', { ns: 'messages' }),
      );
    }
  }

  return (
    <Dialog.Root open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md',
            '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{t('mine.deleteTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-gray-700">
            {t('mine.deleteText', { title: post?.postTitle ?? '' })}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close
              className={cn(
                'h-11 rounded-md border border-gray-300 px-5 font-semibold',
                'text-gray-800 hover:bg-gray-50',
              )}
            >
              {t('mine.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => void confirm()}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md bg-red-700 px-5',
                'font-semibold text-white hover:bg-red-800 disabled:opacity-80',
              )}
            >
              {remove.isPending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
              {t('mine.confirmDelete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
