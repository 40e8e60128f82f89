import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { showToast } from '../../lib/toast.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';

/**
 * Asks before an item of a staff list changes status (an article published or taken down, an
 * offer reopened, filled or closed): what the public will see afterwards, then one button that
 * makes the change. The server's message comes as a toast, a failure as an error toast, and the
 * dialog cannot be closed while the change is under way (the audit log records it).
 */
export function StatusChangeDialog<TStatus extends string>({
  target,
  danger,
  title,
  description,
  confirmLabel,
  pending,
  change,
  onClose,
  onDone,
}: {
  /** The status asked for; null while the dialog is closed. */
  target: TStatus | null;
  /** The change takes something away from the public (a red title and button). */
  danger: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The change is being sent. */
  pending: boolean;
  change: (target: TStatus) => Promise<{ message?: string | undefined }>;
  /** Closes the dialog: cancelled, or after the change went through. */
  onClose: () => void;
  /** After the change went through and the dialog closed. */
  onDone?: ((status: TStatus) => void) | undefined;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const confirm = async () => {
    if (target === null) return;
    try {
      const result = await change(target);
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
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      tone={danger ? 'danger' : 'default'}
      title={title}
      description={description}
    >
      <DialogActions>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={pending}
          className={danger ? buttonClass.danger : buttonClass.primary}
        >
          {pending ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </DialogActions>
    </AdminDialog>
  );
}
