import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { PageSkeleton } from '../components/skeletons.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { PageExtras } from './page-extras.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { cn } from '../lib/class-names.ts';
import { island } from '../islands/island.tsx';
import { NavigationContext } from '../lib/navigation/navigation.tsx';
import { carryEarlyInputSoon } from '../lib/early-input.ts';
import { routerNavigation } from './router-navigation.tsx';

// On a page of islands, the parts of the frame a reader can touch (ADR 059).
const NavbarIsland = island('navbar', Navbar);
const PageExtrasIsland = island('page-extras', PageExtras);

/** The thin bar that moves along the top while the next page is on its way, as a phone reader expects after a tap. */
function TopProgressBar(props: { 'data-testid': string; hidden?: boolean; 'data-page-loading'?: '' }) {
  const { t } = useTranslation();
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
      {...props}
    >
      <div className="navigation-progress h-full w-1/3 bg-brand-700" />
    </div>
  );
}

/** While the next page's code is on its way in the app (the current page stays meanwhile). */
function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <TopProgressBar data-testid="navigation-progress" />;
}

/**
 * The same bar while the browser loads the next page (a page of islands, or a link out of the
 * app): rendered hidden with its label in the page's language, and shown by the page's first
 * script the moment the navigation begins (lib/page-loading.ts).
 */
function PageLoadProgress() {
  return <TopProgressBar data-testid="page-load-progress" hidden data-page-loading="" />;
}

/**
 * Marks the page live once its content (not only the header around it) has hydrated and its
 * first effects have run: <html data-app-ready>, which browser tests wait for before they act.
 * What was typed in the server's page before then reaches the app's state first (lib/early-input.ts).
 */
function PageReady() {
  useEffect(() => {
    const live = () => void (document.documentElement.dataset.appReady = 'true');
    const root = document.getElementById('root');
    if (root) carryEarlyInputSoon(root, live);
    else live();
  }, []);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <NavigationContext.Provider value={routerNavigation}>
      <div className="flex min-h-dvh flex-col">
        <NavigationProgress />
        <PageLoadProgress />
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
        <NavbarIsland />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </main>
        <Footer />
        <PageExtrasIsland />
        <ScrollManager />
      </div>
    </NavigationContext.Provider>
  );
}
