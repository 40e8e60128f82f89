import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { Dialog, DialogActions, type DialogProps } from './dialog.tsx';

type DialogPart = 'open' | 'onClose' | 'title' | 'testId' | 'onCloseAutoFocus' | 'afterDelete';

interface ConfirmDialogProps extends Pick<DialogProps, DialogPart> {
  /** What happens, e.g. that it cannot be brought back: the dialog's description. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The action is under way: the button waits, with a spinner. */
  busy: boolean;
  /** Red for what cannot be undone and destroys (delete); the brand colour otherwise. */
  tone?: 'danger' | 'brand';
  /** Why the last try was refused, read out at once. */
  problem?: string | null;
}

/** Asks before an action that cannot be taken back (spec §5: delete asks first), e.g. "Delete this search?". */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  tone = 'danger',
  problem,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog {...dialog} description={message}>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      <DialogActions cancelLabel={cancelLabel}>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={cn(
            'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5',
            'font-semibold text-white disabled:opacity-80',
            tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800',
          )}
        >
          {busy ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
          {confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
