import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, toasterRequest } from '../lib/toaster-request.ts';

const ToasterHost = lazy(() =>
  import('../components/toaster-host.tsx').then((module) => ({ default: module.ToasterHost })),
);

/**
 * Where the toast area goes. Its code (Sonner and the area's look) is asked for once the browser
 * is idle after the first paint, or on the first toast if sooner, so it is not part of the first
 * load but is there before the connection drops.
 */
export function ToasterSlot() {
  useEffect(() => {
    // Waiting for network is idle time too: give the page's own chunks a head start.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 500));
    const timer = window.setTimeout(() => idle(() => void requestToaster(), { timeout: 3000 }), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  const on = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isWanted, () => false);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
