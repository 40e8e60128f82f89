import type { RouteObject } from 'react-router';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../components/skeletons.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import type { RouteHandle } from './lazy-page.ts';

/**
 * What the server sends for a page that renders in the browser only (sign-in, posting, the user's
 * and the staff's areas): the site's header and footer around a placeholder of the page, titled
 * in the reader's language (issue 64, ADR 083). Until the app has started, the reader sees where
 * they are and that it is coming, not a white page titled "ঘরবাড়ি".
 */
export function ShellPlaceholder() {
  const { t } = useTranslation();
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((key) => key !== undefined);
  useDocumentTitle(title ? t(title) : undefined);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-5 sm:py-8" data-testid="shell-placeholder">
      <PageSkeleton />
    </div>
  );
}

/**
 * The server's routes: each page that renders in the browser only is its placeholder there (its
 * own routes beneath it are kept, so an address matches as in the browser, and not rendered).
 */
export function withShellPlaceholders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if ((route.handle as RouteHandle | undefined)?.ssr === false) {
      const { lazy: _lazy, element: _element, children, ...rest } = route;
      return { ...rest, Component: ShellPlaceholder, children } as RouteObject;
    }
    return route.children ? ({ ...route, children: withShellPlaceholders(route.children) } as RouteObject) : route;
  });
}
