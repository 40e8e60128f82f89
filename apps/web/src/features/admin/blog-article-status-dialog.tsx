import { useTranslation } from 'react-i18next';
import { useChangeArticleStatus, type ArticleStatusChange } from './api/blog.ts';
import { StatusChangeDialog } from './status-change-dialog.tsx';

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
  const { t } = useTranslation('admin');
  const change = useChangeArticleStatus();
  const action = target === 'unpublished' ? 'takeDown' : 'publish';
  return (
    <StatusChangeDialog
      target={target}
      danger={target === 'unpublished'}
      title={t(`blog.confirm.${action}.title`)}
      description={
        <>
          <p>{t(`blog.confirm.${action}.text`, { title: article.title })}</p>
          {target === 'published' && article.spotlight ? (
            <p className="mt-2">{t('blog.confirm.publish.spotlight')}</p>
          ) : null}
        </>
      }
      confirmLabel={t(`blog.actions.${action}`)}
      pending={change.isPending}
      change={(status) => change.mutateAsync({ articleId: article.id, status })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
