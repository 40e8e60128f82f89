import { TIMINGS } from '@ghorbari/contracts';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

/**
 * The toast area (top-center, 5 s; spec §2) is mounted once the browser is idle after the
 * first paint (or on the first toast, if sooner), so its code is not part of the first load
 * but is there before the connection drops.
 */
const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function MountedToaster() {
      useEffect(() => markMounted(), []);
      return <Toaster position="top-center" duration={TIMINGS.toastMs} richColors closeButton />;
    },
  })),
);

let wanted = false;
let mounted: () => void = () => undefined;
const whenMounted = new Promise<void>((resolve) => (mounted = resolve));
const markMounted = () => mounted();
const listeners = new Set<() => void>();

/** Mounts the toast area if it is not there yet; resolves once it can show toasts. */
export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  return whenMounted;
}

export function ToasterHost() {
  useEffect(() => {
    // Waiting for network is idle time too: give the page's own chunks a head start.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 500));
    const timer = window.setTimeout(() => idle(() => void requestToaster(), { timeout: 3000 }), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  const on = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
