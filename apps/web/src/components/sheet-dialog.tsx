import { Loader2 } from 'lucide-react';
import { Suspense, type ReactNode, type RefObject } from 'react';
import { Dialog, DialogClose } from './dialog/dialog.tsx';

interface SheetDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name, e.g. "Close without saving". */
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** Where the focus goes back to on closing: the button that opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A dialog holding a form: full screen on a phone (room for the keyboard), a centred window on
 * wider screens, its first field focused. A tap outside does not close it, so a half-written
 * text is not lost by accident; Escape and the close button do.
 */
export function SheetDialog(props: SheetDialogProps) {
  return <Dialog shape="screen" focusFirstField {...props} />;
}

/** A button that closes the sheet (Cancel). */
export const SheetClose = DialogClose;

/** The sheet's content, with a spinner in its place while its code or translations load. */
export function SheetContent({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-10">
          <Loader2 aria-hidden size={28} className="animate-spin text-brand-700" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
