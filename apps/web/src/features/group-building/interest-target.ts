import { useSyncExternalStore } from 'react';
import type { InterestTarget } from './interest-dialog.tsx';

/**
 * The offer or place the reader is telling their interest in, while the interest modal is open.
 * On an offer's page the buttons that open it (the contact panel's, the call bar's) and the modal
 * are three islands (ADR 059); they share this, as the panel and the bar share the phone shown.
 */
let target: InterestTarget | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the modal for `next`, or closes it (null). */
export function setInterestTarget(next: InterestTarget | null): void {
  target = next;
  for (const listener of listeners) listener();
}

/** What the modal is open for, or null. */
export const useInterestTarget = (): InterestTarget | null =>
  useSyncExternalStore(
    subscribe,
    () => target,
    () => null,
  );
