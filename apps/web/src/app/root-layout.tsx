import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/skeletons.tsx';
import { ToasterHost } from '../components/toaster-host.tsx';
import { ConnectionToasts } from './connection-toasts.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { ScrollToTopButton } from './scroll-to-top.tsx';
import { cn } from '../lib/class-names.ts';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={cn(
          'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3',
          'focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2',
          'focus:font-semibold focus:text-brand-800 focus:shadow',
        )}
      >
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollManager />
      <ToasterHost />
      <ConnectionToasts />
    </div>
  );
}
