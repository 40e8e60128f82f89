import type { RouteObject } from 'react-router';
import { privateRoutes } from './private-routes.tsx';
import { appRoutes } from './public-routes.tsx';

export type { RouteHandle } from './lazy-page.ts';

/**
 * Every route of spec §2, as the server's renderer knows them. The browser starts from the public
 * ones and adds the /user and /admin areas when they are first opened (router.tsx).
 */
export const routes: RouteObject[] = appRoutes(privateRoutes);
