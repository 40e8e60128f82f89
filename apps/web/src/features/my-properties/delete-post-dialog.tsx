import type { PostCard } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { useDeleteUserPost } from './api/delete-user-post.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { useAfterDelete } from '../../components/dialog/return-focus.ts';

/**
 * Spec §4/§8: delete asks first; 'Post Removed', or 'Error: ' with the server's message, or
 * no-response. The card goes with the post: the focus goes to the next card's options button.
 */
export function DeletePostDialog({ post, onClose }: { post: PostCard | null; onClose: () => void }) {
  const { t } = useTranslation(['posting', 'messages']);
  const remove = useDeleteUserPost();
  const { deleted, afterDelete } = useAfterDelete('article');

  async function confirm() {
    if (!post) return;
    try {
      const result = await remove.mutateAsync(post.PostID);
      deleted();
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
    <ConfirmDialog
      open={post !== null}
      title={t('mine.deleteTitle')}
      message={t('mine.deleteText', { title: post?.postTitle ?? '' })}
      confirmLabel={t('mine.confirmDelete')}
      cancelLabel={t('mine.cancel')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      afterDelete={afterDelete}
    />
  );
}
