import { TIMINGS } from '@ghorbari/contracts';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, toasterRequest } from '../lib/toaster-request.ts';

/**
 * The toast area (top-center, 5 s; spec §2) is mounted once the browser is idle after the
 * first paint (or on the first toast, if sooner), so its code is not part of the first load
 * but is there before the connection drops.
 */
const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function MountedToaster() {
      useEffect(() => toasterRequest.markMounted(), []);
      return <Toaster position="top-center" duration={TIMINGS.toastMs} richColors closeButton />;
    },
  })),
);

export function ToasterHost() {
  useEffect(() => {
    // Waiting for network is idle time too: give the page's own chunks a head start.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 500));
    const timer = window.setTimeout(() => idle(() => void requestToaster(), { timeout: 3000 }), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  const on = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isWanted);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
