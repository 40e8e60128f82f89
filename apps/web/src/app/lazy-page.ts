import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load.ts';

/**
 * What the server does with a route (ADR 015): public pages are rendered on the server and
 * hydrated; pages behind sign-in (and the forms that lead there) get the app shell and render
 * in the browser only.
 */
export interface RouteHandle {
  ssr: boolean;
  /**
   * A page of islands (ADR 059): rendered on the server, and in the browser only its islands come
   * alive (islands/hydrate-islands.tsx), unless the single-page app is already running and shows it.
   */
  islands?: boolean;
  /**
   * A page rendered in the browser only: the server sends the layout with a placeholder of the
   * page in its place and this title (`namespace:key`), so the first paint is never blank (issue
   * 64, ADR 083).
   */
  title?: string;
}
/** A page rendered in the browser only, whose first paint is titled `title` (`namespace:key`). */
export const clientOnlyTitled = (title: string): RouteHandle => ({ ssr: false, title });
export const islandPage: RouteHandle = { ssr: true, islands: true };

/**
 * Each page is its own chunk (docs/architecture.md, "The signed-in areas"), loaded by the router
 * before it shows the page: on the server before rendering, in the browser before hydrating or
 * navigating. One that fails, or has not arrived after 120 seconds, is a ChunkLoadError (spec §8),
 * which the route's error element (route-error.tsx) shows with a reload.
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await loadChunk(load))[name] });
}
