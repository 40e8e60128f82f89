import { restoredByHistory } from './navigation/restored-by-history.ts';

/**
 * What a reader typed or chose in a server-rendered page before it came alive (issue 30, ADR 059):
 * the boxes hold it, but React hydrated the state from the server's values and kept the boxes as
 * they were. Once an island (islands/hydrate-islands.tsx) or the whole app (app/root-layout.tsx) is
 * live, each box that differs from what the server rendered tells React so, as the reader's own
 * typing would have: the state then holds what is on screen, before a held tap (lib/first-tap.ts)
 * is pressed again.
 *
 * On Back or Forward the browser may have put back what the boxes held when the reader left; the
 * results on screen are the address's, so the boxes go back to it (the form's reset, and the same
 * for a select outside a form).
 */
function carryEarlyInput(root: HTMLElement): void {
  if (restoredByHistory()) {
    for (const form of root.querySelectorAll('form')) form.reset();
    // A box outside a form (the order beside the results) goes back as a form's would.
    for (const select of root.querySelectorAll('select'))
      if (!select.form) for (const option of select.options) option.selected = option.defaultSelected;
    return;
  }
  // Every box is read before React hears of any: a change it hears re-renders the island, and a
  // controlled box whose props change with it (a hint or a problem that follows the price) is put
  // back to its state, the server's value, before its own turn came (issue 64: the loan box's down
  // payment went back to 30% of the post's price once the price typed before it was heard).
  const early = [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
  ].flatMap((field) => {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].map((option) => option.selected);
      const changed = [...field.options].some((option, index) => chosen[index] !== shownFirst(field, index));
      return changed ? [() => carrySelect(field, chosen)] : [];
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const checked = field.checked;
      // A radio group's change is carried by the one now chosen.
      const changed = field.type === 'radio' ? checked && !field.defaultChecked : checked !== field.defaultChecked;
      return changed ? [() => carryChoice(field, checked)] : [];
    }
    if (field.type === 'hidden' || field.value === field.defaultValue) return [];
    const typed = field.value;
    return [() => carryText(field, typed)];
  });
  for (const carry of early) carry();
}

/**
 * Whether a select's option was chosen before anyone touched it: the one marked `selected`, or, in
 * a single select with none marked, the first (the browser shows it). Not a change: a posting form
 * whose type select had none marked was told of a "change" to its first option as it came alive,
 * and said "choose one of the options" before the poster had done anything.
 */
function shownFirst(field: HTMLSelectElement, index: number): boolean {
  const marked = [...field.options].some((option) => option.defaultSelected);
  if (field.multiple || marked) return field.options[index]?.defaultSelected ?? false;
  return index === 0;
}

/** A select's options as the reader chose them, and React told. */
function carrySelect(field: HTMLSelectElement, chosen: boolean[]): void {
  [...field.options].forEach((option, index) => (option.selected = chosen[index] ?? false));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Put back unchosen, then clicked: the reader's choice stands, and React hears it. */
function carryChoice(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  field.click();
}

/**
 * React hears a change only from a value its tracker has not seen: the tracked setter puts another
 * value, the element's own setter the typed one back.
 */
function carryText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.value = typed === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Carries what was typed early (above) once React's work of the moment is over, then calls `then`.
 * The island or page calls it from an effect, and React may run effects in the middle of handling
 * an event (a change the reader made as the page came alive): a change sent from there reaches
 * React before it has put that event's select back to its state, and reads the old value.
 */
export function carryEarlyInputSoon(root: HTMLElement, then: () => void): void {
  queueMicrotask(() => {
    carryEarlyInput(root);
    then();
  });
}
