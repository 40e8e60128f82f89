import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what cannot be undone and destroys (delete); the brand colour otherwise. */
  tone: 'danger' | 'brand';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change to one of my posts that cannot be taken back (spec §5: delete asks first). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  tone,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('posting');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md',
            '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-gray-700">{text}</Dialog.Description>
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
              disabled={pending}
              onClick={onConfirm}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md px-5 font-semibold text-white disabled:opacity-80',
                tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800',
              )}
            >
              {pending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
