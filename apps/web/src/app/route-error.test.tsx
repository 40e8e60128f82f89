import { TIMINGS } from '@ghorbari/contracts';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { page } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

/**
 * Spec §8 (issue 62): a page whose chunk has not arrived after 120 seconds, or failed, shows the
 * route's error element in the reader's language, with a reload. The clock is handed in.
 */
function openPageThatLoads(load: () => Promise<{ SlowPage: () => null }>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        children: [{ path: 'slow', lazy: page(load, 'SlowPage') }],
      },
    ],
    { initialEntries: ['/slow'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a page whose code does not arrive', () => {
  it('says so after 120 seconds, in Bengali, with a reload', async () => {
    vi.useFakeTimers();
    // RouteError logs what it shows; that log is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('bn');
    openPageThatLoads(() => new Promise<never>(() => undefined));
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs - 1000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('পাতাটি লোড করা যায়নি');
    expect(screen.getByRole('alert').textContent).toContain('সাইটের একটি অংশ সময়মতো এসে পৌঁছায়নি।');
    expect(screen.getByRole('button', { name: 'পাতাটি আবার লোড করুন' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
  });

  it('says so at once when the import fails, in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPageThatLoads(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
