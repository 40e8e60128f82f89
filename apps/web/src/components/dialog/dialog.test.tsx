import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

/** The one dialog and its question: named by the title, described by the text, closed by Escape or Cancel. */

function Question({
  busy = false,
  onConfirm = () => {},
  problem,
}: {
  busy?: boolean;
  onConfirm?: () => void;
  problem?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Delete this search?"
      message="Its alerts stop too."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={onConfirm}
      problem={problem}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks, named and described, with the focus on Cancel; Delete confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Question onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete this search?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Its alerts stop too.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Question />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<Question />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while busy, and reads a refusal out at once', () => {
    render(<Question busy problem="It is gone already." />);
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('It is gone already.');
  });
});

function FormDialog() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Write
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        shape="screen"
        title="Write a review"
        closeLabel="Close without saving"
        focusFirstField
        returnFocus={opener}
      >
        <label>
          Review <textarea />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives a form’s first field the focus, and it back to its opener on closing', async () => {
    const user = userEvent.setup();
    render(<FormDialog />);
    await user.click(screen.getByRole('button', { name: 'Write' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close without saving' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write' }));
  });
});
