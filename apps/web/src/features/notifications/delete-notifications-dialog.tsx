import type { Notification } from '@ghorbari/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { cn } from '../../lib/class-names.ts';

/** What is about to be deleted: one notification (named in the question) or a selection. */
export type DeleteTarget = { kind: 'one'; notification: Notification } | { kind: 'many'; ids: string[] };

/** Deleting asks first, in a Radix dialog (focus kept inside, Escape cancels, focus returns). */
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
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md',
            '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            {target?.kind === 'one'
              ? t('dialog.titleOne')
              : t('dialog.titleMany', { count, n: formatNumber(count, language) })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-[15px] text-gray-700">
            {target?.kind === 'one' ? t('dialog.textOne', { title: target.notification.title }) : t('dialog.textMany')}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close
              className={cn(
                'h-11 rounded-md border border-gray-300 px-5 font-semibold',
                'text-gray-800 hover:bg-gray-50',
              )}
            >
              {t('dialog.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-md bg-red-700 px-5',
                'font-semibold text-white hover:bg-red-800 disabled:opacity-80',
              )}
            >
              {busy ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
              {t('dialog.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
