import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/class-names.ts';
import { canFocus, counterpartNearby, findOpener, pageHeading, watchFocus, type AfterDelete } from './return-focus.ts';

/**
 * How the dialog stands on a phone (on wider screens each is a window in the middle):
 * - `card`: a small window in the middle on every screen (a question, a short form);
 * - `sheet`: rises from the bottom, within reach of a thumb;
 * - `screen`: fills the screen, room for the keyboard (a long form). A tap outside does not close
 *   it on wider screens either, so a half-written text is not lost by accident.
 */
export type DialogShape = 'card' | 'sheet' | 'screen';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button, a Cancel (DialogClose) or, but for `screen`, a tap outside. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Red title for what destroys or refuses (staff's reject, block …). */
  tone?: 'default' | 'danger';
  /** Read out after the title (the dialog's accessible description). */
  description?: ReactNode;
  /** The close (×) button's name; without it there is none, and Cancel or Escape closes. */
  closeLabel?: string;
  shape?: DialogShape;
  /** A wider window on wider screens (a document to look at). */
  wide?: boolean;
  /** The first text field takes the focus on opening, ready to type into (else the first button). */
  focusFirstField?: boolean;
  /**
   * Where the focus goes back to on closing, when not the control that had it as the dialog opened
   * (which it goes back to by itself: a menu's item stands for the menu's button).
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * The dialog's action can delete the item its opener sits in (return-focus.ts, useAfterDelete):
   * then the focus goes to the same control of the next item, or to the page's heading.
   */
  afterDelete?: AfterDelete;
  /** On closing, before the focus returns: `event.preventDefault()` and focus elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
  testId?: string;
  children: ReactNode;
}

const panelClass: Record<DialogShape, string> = {
  card: cn(
    'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md overflow-y-auto',
    '-translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl sm:p-6',
  ),
  sheet: cn(
    'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl',
    'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg',
    'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
  ),
  screen: cn(
    'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white outline-none',
    'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg',
    'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:shadow-xl',
  ),
};

const closeButtonClass = cn(
  'inline-flex h-11 w-11 shrink-0 items-center justify-center text-gray-700 hover:bg-gray-100',
);

/** The title and the × button: a bar that stays on top (`screen`), or the panel's first line. */
function DialogHeader({
  shape,
  title,
  tone,
  closeLabel,
}: Pick<DialogProps, 'title' | 'tone' | 'closeLabel'> & { shape: DialogShape }) {
  const screen = shape === 'screen';
  const heading = (
    <RadixDialog.Title
      className={cn(
        'min-w-0 font-semibold',
        shape === 'sheet' ? 'text-xl' : 'text-lg',
        tone === 'danger' ? 'text-red-800' : 'text-gray-900',
      )}
    >
      {title}
    </RadixDialog.Title>
  );
  if (!closeLabel) return heading;
  return (
    <div
      className={
        screen
          ? 'sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3'
          : 'flex items-start justify-between gap-3'
      }
    >
      {heading}
      <RadixDialog.Close
        aria-label={closeLabel}
        className={cn(closeButtonClass, screen ? 'rounded-full' : '-mr-2 -mt-2 rounded-md')}
      >
        <X aria-hidden size={screen ? 24 : 20} />
      </RadixDialog.Close>
    </div>
  );
}

/**
 * The control that had the focus as the dialog opened, read before the dialog takes it, and, for
 * a dialog that can delete the opener's item, the same control of the next item.
 */
function useOpener(open: boolean, item: string | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const nearby = useRef<HTMLElement | null>(null);
  useEffect(watchFocus, []);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = findOpener();
    nearby.current = item && opener.current ? counterpartNearby(opener.current, item) : null;
  }, [open, item]);
  return { opener, nearby };
}

/**
 * The app's one dialog (Radix): an overlay, focus kept inside, Escape closes it, the focus goes
 * back where it came from; a title, an optional description and × button, then the body. Every
 * modal builds on it, so they look and behave alike; ConfirmDialog asks a question with it.
 */
export function Dialog({
  open,
  onClose,
  title,
  tone = 'default',
  description,
  closeLabel,
  shape = 'card',
  wide = false,
  focusFirstField = false,
  returnFocus,
  afterDelete,
  onCloseAutoFocus,
  testId,
  children,
}: DialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const { opener, nearby } = useOpener(open, afterDelete?.item);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          ref={content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
          className={cn(panelClass[shape], wide && 'sm:max-w-3xl')}
          onOpenAutoFocus={(event) => {
            if (!focusFirstField) return;
            const field = content.current?.querySelector<HTMLElement>('input:not([type=file]), textarea');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onInteractOutside={(event) => (shape === 'screen' ? event.preventDefault() : undefined)}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const places = afterDelete?.take()
              ? [nearby.current]
              : [returnFocus?.current, opener.current, nearby.current];
            (places.find(canFocus) ?? pageHeading())?.focus();
          }}
        >
          <DialogHeader shape={shape} title={title} tone={tone} closeLabel={closeLabel} />
          {description ? (
            <RadixDialog.Description asChild>
              <div className="mt-2 break-words text-[15px] text-gray-700">{description}</div>
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it is in (Cancel, Done), through its onClose. */
export const DialogClose = RadixDialog.Close;

/** The secondary button's look, for a Cancel or Done that closes the dialog. */
export const dialogCancelClass = cn(
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-5',
  'font-semibold text-gray-800 hover:bg-gray-50',
);

/** Cancel and the dialog's main action, side by side (stacked full-width on a phone, main on top). */
export function DialogActions({ cancelLabel, children }: { cancelLabel: string; children: ReactNode }) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
      <DialogClose className={dialogCancelClass}>{cancelLabel}</DialogClose>
      {children}
    </div>
  );
}
