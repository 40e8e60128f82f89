import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { showToast } from '../../lib/toast.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { useChangeArticleStatus, type ArticleStatusChange } from './api/blog.ts';

/**
 * Asks before an article goes public or leaves the blog: what readers will see afterwards, then
 * the change, a toast with the server's message, and the lists refreshed (the audit log keeps it).
 */
export function ArticleStatusDialog({
  article,
  target,
  onClose,
  onDone,
}: {
  article: { id: number; title: string; spotlight: boolean };
  /** The status asked for; null while the dialog is closed. */
  target: ArticleStatusChange | null;
  onClose: () => void;
  onDone?: (status: ArticleStatusChange) => void;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const change = useChangeArticleStatus();
  const action = target === 'unpublished' ? 'takeDown' : 'publish';
  const confirm = async () => {
    if (!target) return;
    try {
      const result = await change.mutateAsync({ articleId: article.id, status: target });
      if (result.message) void showToast('success', result.message);
      onClose();
      onDone?.(target);
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
    }
  };
  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      tone={target === 'unpublished' ? 'danger' : 'default'}
      title={t(`blog.confirm.${action}.title`)}
      description={
        <>
          <p>{t(`blog.confirm.${action}.text`, { title: article.title })}</p>
          {target === 'published' && article.spotlight ? (
            <p className="mt-2">{t('blog.confirm.publish.spotlight')}</p>
          ) : null}
        </>
      }
    >
      <DialogActions>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={change.isPending}
          className={target === 'unpublished' ? buttonClass.danger : buttonClass.primary}
        >
          {change.isPending ? <Spinner /> : null}
          {t(`blog.actions.${action}`)}
        </button>
      </DialogActions>
    </AdminDialog>
  );
}
