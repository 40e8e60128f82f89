import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { isChunkLoadError, loadChunk } from '../lib/chunk-load.ts';
import { appRoutes, ROOT_ROUTE_ID } from './public-routes.tsx';

/** The /user and /admin areas, whose routes are a chunk of their own (private-routes.tsx). */
const privateAreas = [paths.user, paths.admin].map((area) => area.toLowerCase());
/** React Router matches case-insensitively, so this does too. */
const inPrivateArea = (pathname: string) => {
  const path = pathname.toLowerCase();
  return privateAreas.some((area) => path === area || path.startsWith(`${area}/`));
};
// Its own chunk: one that fails or has not arrived after 120 s is a ChunkLoadError (spec §8).
const loadPrivateRoutes = async () => (await loadChunk(() => import('./private-routes.tsx'))).privateRoutes;

/**
 * The browser's router. The page chunks of the address being opened are loaded first, so the
 * first render matches the HTML the server sent (React Router: lazy routes and hydration).
 * React Router matches case-insensitively, so /faq and /Faq (spec §2) both reach the FAQ.
 *
 * A public page starts with the public routes only; the /user and /admin areas are added the
 * first time the reader goes there (React Router's patchRoutesOnNavigation), or before the
 * router starts when the page opened is in one of them.
 */
export async function createRouter() {
  const startsPrivate = inPrivateArea(window.location.pathname);
  const routes: RouteObject[] = appRoutes(startsPrivate ? await loadPrivateRoutes() : []);
  let patched = startsPrivate;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch (error) {
        // A page's code that did not arrive (spec §8): the router meets the same error at once and
        // shows the route's error element, with its reload, instead of a page that never starts.
        if (!isChunkLoadError(error)) throw error;
        Object.assign(route, { lazy: () => Promise.reject(error) });
      }
    }),
  );
  return createBrowserRouter(routes, {
    // Says the first matches are final (no loaders, lazy parts loaded above). Without it, React
    // Router would treat a page with a dynamic segment (a post's details) as possibly unknown
    // yet, and render nothing until it asked patchRoutesOnNavigation: not the server's HTML.
    hydrationData: { loaderData: {} },
    async patchRoutesOnNavigation({ path, patch }) {
      if (patched || !inPrivateArea(path)) return;
      patch(ROOT_ROUTE_ID, await loadPrivateRoutes());
      patched = true;
    },
  });
}
