import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

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
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md',
            '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{t('item.deleteTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-[15px] text-gray-700">
            {t('item.deleteText', { name })}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close
              className={cn(
                'h-11 rounded-md border border-gray-300 px-5 font-semibold',
                'text-gray-800 hover:bg-gray-50',
              )}
            >
              {t('save.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={pending}
              onClick={onConfirm}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md bg-red-700 px-5',
                'font-semibold text-white hover:bg-red-800 disabled:opacity-80',
              )}
            >
              {pending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
              {t('item.deleteConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
