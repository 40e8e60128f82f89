import { CarriedToast } from './carried-toast.tsx';
import { ConnectionToasts } from './connection-toasts.tsx';
import { ScrollToTopButton } from './scroll-to-top.tsx';
import { ToasterSlot } from './toaster-slot.tsx';

/**
 * What every page has beside its content and that only shows when something happens: the
 * scroll-to-top button, the toast area, the connection's toasts and a toast carried over from
 * the last page. One island on a page of islands (islands/registry.ts).
 */
export function PageExtras() {
  return (
    <>
      <ScrollToTopButton />
      <ToasterSlot />
      <ConnectionToasts />
      <CarriedToast />
    </>
  );
}
