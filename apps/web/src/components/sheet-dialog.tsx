import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../lib/class-names.ts';

interface SheetDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name, e.g. "Close without saving". */
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /**
   * Where the focus goes back to on closing, when the dialog has no Radix trigger (Radix returns
   * it to its trigger only): the button that opened it.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A dialog holding a form: full screen on a phone (room for the keyboard), a centred window on
 * wider screens. A tap outside does not close it, so a half-written text is not lost by accident;
 * Escape and the close button do.
 */
export function SheetDialog({ open, onClose, title, closeLabel, children, testId, returnFocus }: SheetDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          data-testid={testId}
          // The form's first field takes the focus (not the close button), ready to type into.
          onOpenAutoFocus={(event) => {
            const field = content.current?.querySelector<HTMLElement>('input:not([type=file]), textarea');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className={cn(
            'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white outline-none',
            'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:shadow-xl',
          )}
        >
          <div
            className={cn(
              'sticky top-0 z-10 flex items-center justify-between gap-3',
              'border-b border-gray-200 bg-white px-4 py-3',
            )}
          >
            <Dialog.Title className="min-w-0 text-lg font-semibold text-gray-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className={cn(
                'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full',
                'text-gray-700 hover:bg-gray-100',
              )}
            >
              <X aria-hidden size={24} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the sheet (Cancel). */
export const SheetClose = Dialog.Close;
