import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';

interface DeleteSearchDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a saved search and its alerts go (they cannot be brought back). */
export function DeleteSearchDialog({ open, name, pending, onConfirm, onClose }: DeleteSearchDialogProps) {
  const { t } = useTranslation('searches');
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('item.deleteTitle')}
      message={t('item.deleteText', { name })}
      confirmLabel={t('item.deleteConfirm')}
      cancelLabel={t('save.cancel')}
      busy={pending}
      onConfirm={onConfirm}
    />
  );
}
