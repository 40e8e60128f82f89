import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. The page chunks of the address being opened are loaded first, so the
 * first render matches the HTML the server sent (React Router: lazy routes and hydration).
 * React Router matches case-insensitively, so /faq and /Faq (spec §2) both reach the FAQ.
 */
export async function createRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
