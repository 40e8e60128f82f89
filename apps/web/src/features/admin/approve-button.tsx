import { Check, X } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { StaffRejectDialog } from './staff-reject-dialog.tsx';
import type { QueueDecision } from './use-queue-decision.ts';

/** A queue item's Approve: off while any decision on it is on its way, a spinner while this one is. */
export function ApproveButton({ decision, children }: { decision: QueueDecision; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => void decision.approve()}
      disabled={decision.pending}
      className={buttonClass.primary}
    >
      {decision.approving ? <Spinner /> : <Check aria-hidden size={18} />}
      {children}
    </button>
  );
}

/**
 * A queue item's Reject (or Take down, or Reject changes): the button, off while a decision on the
 * item is on its way, and the dialog it opens, which sends the rejection and then closes.
 */
export function RejectButton({
  decision,
  label,
  dialog,
}: {
  decision: QueueDecision;
  /** The button's words, and the dialog's confirm button's. */
  label: string;
  /** What the dialog says: its title, what is turned down, the note's label and hint, and who reads it. */
  dialog: Pick<ComponentProps<typeof StaffRejectDialog>, 'title' | 'description' | 'noteLabel' | 'noteHint' | 'reader'>;
}) {
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setRejecting(true)}
        disabled={decision.pending}
        className={buttonClass.dangerOutline}
      >
        <X aria-hidden size={18} />
        {label}
      </button>
      <StaffRejectDialog
        {...dialog}
        open={rejecting}
        onOpenChange={setRejecting}
        confirmLabel={label}
        onReject={async (body) => {
          await decision.reject(body);
          setRejecting(false);
        }}
      />
    </>
  );
}
