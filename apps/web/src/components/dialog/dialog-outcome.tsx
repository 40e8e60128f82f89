import { CheckCircle2, Info } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { DialogClose } from './dialog.tsx';

const doneButton = cn(
  'mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6',
  'font-semibold text-white hover:bg-brand-800 sm:w-auto',
);

/**
 * The answer that takes a dialog's form's place once it is sent: a tick (or an "i" when it had
 * been sent before, which is no failure), the API's message, what happens next, and Done. The
 * form that had the focus is gone: the heading takes it, and a screen reader reads the answer.
 */
export function DialogOutcome({
  fresh,
  title,
  message,
  doneLabel,
  testId,
  children,
}: {
  /** Sent now (a tick) rather than found sent before (an "i"). */
  fresh: boolean;
  title: string;
  message: string;
  doneLabel: string;
  testId: string;
  /** What happens next, under the message. */
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Icon = fresh ? CheckCircle2 : Info;
  return (
    <div role="status" className="px-5 py-8 text-center sm:px-8" data-testid={testId}>
      <Icon aria-hidden size={48} className={cn('mx-auto', fresh ? 'text-brand-700' : 'text-sky-700')} />
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-xl font-semibold text-gray-900 outline-none">
        {title}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-[16px] text-gray-800">{message}</p>
      {children}
      <div>
        <DialogClose className={doneButton}>{doneLabel}</DialogClose>
      </div>
    </div>
  );
}
