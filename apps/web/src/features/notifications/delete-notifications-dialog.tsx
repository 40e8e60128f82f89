import type { Notification } from '@ghorbari/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** What is about to be deleted: one notification (named in the question) or a selection. */
export type DeleteTarget = { kind: 'one'; notification: Notification } | { kind: 'many'; ids: string[] };

/** Deleting asks first. */
export function DeleteNotificationsDialog({
  target,
  onConfirm,
  onClose,
}: {
  target: DeleteTarget | null;
  onConfirm: (target: DeleteTarget) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await onConfirm(target);
    } finally {
      setBusy(false);
      onClose();
    }
  }

  const count = target?.kind === 'many' ? target.ids.length : 1;
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={
        target?.kind === 'one'
          ? t('dialog.titleOne')
          : t('dialog.titleMany', { count, n: formatNumber(count, language) })
      }
      message={
        target?.kind === 'one' ? t('dialog.textOne', { title: target.notification.title }) : t('dialog.textMany')
      }
      confirmLabel={t('dialog.confirm')}
      cancelLabel={t('dialog.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
