import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

/**
 * The staff area's dialog (Radix, as the delete dialog of my properties): focus stays inside,
 * Escape and the close button close it, focus returns to the button that opened it. On a phone
 * it rises from the bottom, within reach of a thumb.
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto',
            'rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto',
            'sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className={`text-xl font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-gray-900'}`}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className={cn(
                '-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center',
                'rounded-md text-gray-700 hover:bg-gray-100',
              )}
            >
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description asChild>
              <div className="mt-2 text-[15px] text-gray-800">{description}</div>
            </Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and the dialog's main action, side by side (stacked full-width on a phone). */
export function DialogActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
      <Dialog.Close
        className={cn(
          'inline-flex min-h-11 items-center justify-center rounded-md border',
          'border-gray-300 px-5 font-semibold text-gray-800 hover:bg-gray-50',
        )}
      >
        {t('common.cancel')}
      </Dialog.Close>
      {children}
    </div>
  );
}
