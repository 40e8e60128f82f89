import { useMemo, useRef } from 'react';

/**
 * Where the focus goes when a dialog closes (WCAG 2.4.3): back to the control that opened it, or,
 * when that control is gone (the dialog deleted its row), to the same control of the next row, or
 * to the page's heading.
 */

/** The element that last had the focus: a menu's item is gone from the page once its dialog opens. */
let lastFocused: Element | null = null;
let watching = false;

/** Remembers the last focused element, from the first dialog on the page onwards (once). */
export function watchFocus(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('focusin', (event) => (lastFocused = event.target as Element | null), true);
}

/**
 * The control that opened a dialog, read as the dialog opens: the focused element, or the last one
 * focused when the focus has fallen to the page (its element just left it). A menu's item stands
 * for the menu's button, since the menu closes as the dialog opens.
 */
export function findOpener(): HTMLElement | null {
  const active = document.activeElement;
  const element = active && active !== document.body ? active : lastFocused;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const trigger = element.closest('[role=menu]')?.getAttribute('aria-labelledby');
  if (trigger) return document.getElementById(trigger);
  return element;
}

/** Whether the focus can go to it: still on the page, not disabled, not hidden. */
export function canFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected || element.matches(':disabled')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The same kind of control: a card's options button for an options button, Delete for Delete. */
const alike = (a: Element, b: Element) =>
  a.tagName === b.tagName &&
  a.className === b.className &&
  a.getAttribute('aria-haspopup') === b.getAttribute('aria-haspopup') &&
  a.getAttribute('data-action') === b.getAttribute('data-action');

/**
 * The opener's counterpart in the next item of its list (`item`: the selector of a row or card),
 * or in the previous one when it was the last; found while the opener's item is still there.
 */
export function counterpartNearby(opener: HTMLElement, item: string): HTMLElement | null {
  const own = opener.closest(item);
  const siblings = own?.parentElement ? Array.from(own.parentElement.children).filter((el) => el.matches(item)) : [];
  const at = own ? siblings.indexOf(own) : -1;
  if (at === -1) return null;
  for (const other of [siblings[at + 1], siblings[at - 1]]) {
    const match = other
      ? Array.from(other.querySelectorAll<HTMLElement>(opener.tagName)).find((el) => alike(el, opener))
      : undefined;
    if (match) return match;
  }
  return null;
}

/** The last sensible place: the page's heading (made focusable by script only), else the main region. */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return document.getElementById('main');
  if (!heading.hasAttribute('tabindex')) {
    heading.tabIndex = -1;
    heading.classList.add('outline-none');
  }
  return heading;
}

/** For a dialog whose action can delete the item its opener sits in: what the dialog needs to know. */
export interface AfterDelete {
  /** The selector of the list's items (a post's card). */
  item: string;
  /** Whether the action deleted the item, asked once on closing. */
  take: () => boolean;
}

/**
 * The fallback for "the opener is gone": call `deleted()` once the dialog's action has deleted
 * the opener's item, and give the dialog `afterDelete`. On closing, the focus then goes to the same
 * control of the next item (the previous one after the last), else to the page's heading; a
 * dialog closed without deleting returns it to the opener as usual.
 */
export function useAfterDelete(item: string): { deleted: () => void; afterDelete: AfterDelete } {
  const done = useRef(false);
  return useMemo(
    () => ({
      deleted: () => {
        done.current = true;
      },
      afterDelete: {
        item,
        take: () => {
          const was = done.current;
          done.current = false;
          return was;
        },
      },
    }),
    [item],
  );
}
