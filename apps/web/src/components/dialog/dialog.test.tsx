import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionsMenu, OptionsMenuItem } from '../options-menu.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { useAfterDelete } from './return-focus.ts';

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

/** A list of cards, each with an options menu whose Delete asks first and removes the card. */
function Cards() {
  const [cards, setCards] = useState(['Flat in Mirpur', 'Plot in Savar']);
  const [asking, setAsking] = useState<string | null>(null);
  const { deleted, afterDelete } = useAfterDelete('article');
  return (
    <main id="main">
      <h1>My properties</h1>
      {cards.length > 0 ? (
        <div>
          {cards.map((card) => (
            <article key={card}>
              <h3>{card}</h3>
              <OptionsMenu label={`Options for ${card}`} trigger="…" triggerClassName="options" widthClassName="">
                <OptionsMenuItem Icon={Trash2} onSelect={() => setAsking(card)}>
                  Delete
                </OptionsMenuItem>
              </OptionsMenu>
            </article>
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title="Delete this post?"
        message="It cannot be brought back."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={false}
        onConfirm={() => {
          setCards((list) => list.filter((card) => card !== asking));
          deleted();
          setAsking(null);
        }}
        afterDelete={afterDelete}
      />
    </main>
  );
}

async function askToDelete(user: ReturnType<typeof userEvent.setup>, card: string) {
  screen.getByRole('button', { name: `Options for ${card}` }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return screen.findByRole('dialog', { name: 'Delete this post?' });
}

/** The focus once the dialog's closing has run its course (Radix returns it on a timer). */
const focusSettled = () => waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());

describe('Dialog: where the focus goes back to (WCAG 2.4.3)', () => {
  it('goes back to the options button whose menu item opened it, on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    render(<Cards />);
    const options = screen.getByRole('button', { name: 'Options for Flat in Mirpur' });
    await askToDelete(user, 'Flat in Mirpur');
    await user.keyboard('{Escape}');
    await focusSettled();
    await waitFor(() => expect(document.activeElement).toBe(options));
    const dialog = await askToDelete(user, 'Flat in Mirpur');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await focusSettled();
    await waitFor(() => expect(document.activeElement).toBe(options));
  });

  it('goes to the next card’s options button once the card is deleted, and to the heading after the last', async () => {
    const user = userEvent.setup();
    render(<Cards />);
    let dialog = await askToDelete(user, 'Flat in Mirpur');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await focusSettled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options for Plot in Savar' })),
    );
    dialog = await askToDelete(user, 'Plot in Savar');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await focusSettled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My properties' })));
  });
});
