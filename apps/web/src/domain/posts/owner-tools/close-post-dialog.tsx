import type { PostCard } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClosePost } from '../post-actions.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';

/**
 * "Rented" or "sold", asked first: the post leaves the listings for good and whoever saved it is
 * told (issue 12). The server's answer is the toast, in the reader's language.
 */
export function ClosePostDialog({ post, onClose }: { post: PostCard | null; onClose: () => void }) {
  const { t } = useTranslation(['posting', 'messages']);
  const close = useClosePost();
  const kind = post?.type === 'sell' ? 'sold' : 'rented';

  async function confirm() {
    if (!post) return;
    try {
      const result = await close.mutateAsync(post.PostID);
      void showToast('success', result.message);
      onClose();
    } catch (error) {
      const reply = error instanceof ApiError && error.code !== 'NO_RESPONSE' && error.message ? error.message : null;
      void showToast('error', reply ?? t('errors.noResponse', { ns: 'messages' }));
    }
  }

  return (
    <ConfirmDialog
      open={post !== null}
      title={t(`mine.close.${kind}.title`)}
      message={t(`mine.close.${kind}.text`, { title: post?.postTitle ?? '' })}
      confirmLabel={t(`mine.close.${kind}.confirm`)}
      cancelLabel={t('mine.cancel')}
      tone="brand"
      busy={close.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
