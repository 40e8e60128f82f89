/**
 * Whether the toast area is wanted yet, and a promise that it is mounted. Kept below components/:
 * `showToast` asks for the area here, and the area listens here (app/toaster-slot.tsx, which loads
 * components/toaster-host.tsx).
 */
let wanted = false;
let mounted: () => void = () => undefined;
const whenMounted = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();

/** Mounts the toast area if it is not there yet; resolves once it can show toasts. */
export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  return whenMounted;
}

/** For the toast area itself: the store of "is it wanted" (useSyncExternalStore) and "it is mounted now". */
export const toasterRequest = {
  subscribe(notify: () => void): () => void {
    listeners.add(notify);
    return () => listeners.delete(notify);
  },
  isWanted: () => wanted,
  markMounted: () => mounted(),
};
