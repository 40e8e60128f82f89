import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions as Actions } from '../../components/dialog/dialog.tsx';

/**
 * The staff area's dialog: the app's one dialog as a sheet (on a phone it rises from the bottom,
 * within reach of a thumb), with the staff area's Close and its body under the description.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  tone = 'default',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      shape="sheet"
      title={title}
      tone={tone}
      description={description}
      closeLabel={t('common.close')}
    >
      <div className="mt-4">{children}</div>
    </Dialog>
  );
}

/** Cancel and the dialog's main action, side by side (stacked full-width on a phone). */
export function DialogActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return <Actions cancelLabel={t('common.cancel')}>{children}</Actions>;
}
