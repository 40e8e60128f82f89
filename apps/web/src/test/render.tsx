import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routerNavigation } from '../app/router-navigation.tsx';
import { NavigationContext } from '../lib/navigation/navigation.tsx';

/** A client that never retries, so a refused call shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

interface RenderOptions {
  queryClient?: QueryClient;
  /** Where the memory router starts. */
  path?: string;
}

/** Renders `ui` as a page of the app: with TanStack Query, a memory data router and user-event. */
export function renderPage(ui: ReactElement, { queryClient = testQueryClient(), path = '/' }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <NavigationContext.Provider value={routerNavigation}>{ui}</NavigationContext.Provider> }],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, router };
}
