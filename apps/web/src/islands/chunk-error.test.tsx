import { TIMINGS } from '@ghorbari/contracts';
import { act, screen } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { LiteI18n } from '../lib/i18n/lite-i18n.ts';
import { CHUNK_ERROR_KEYS } from '../components/chunk-error-notice.tsx';
import { islandCode } from './chunk-error.tsx';

/**
 * Spec §8 (issue 62): an island whose code has not arrived after 120 seconds tells the reader, with
 * a reload, from the strings that came with the page (nothing more is fetched). The clock is handed in.
 */
describe("an island's code that does not arrive", () => {
  afterEach(() => {
    setI18n(i18n);
    document.body.innerHTML = '';
  });

  it('says so after 120 seconds, in Bengali, from the strings the page brought', async () => {
    vi.useFakeTimers();
    // As the server sends them: only the notice's strings (entry-server.tsx), by key path.
    const noted = Object.fromEntries(CHUNK_ERROR_KEYS.map((key) => [key, i18n.t(key, { ns: 'common', lng: 'bn' })]));
    setI18n(new LiteI18n('bn', { common: noted }, { partial: true }) as unknown as Parameters<typeof setI18n>[0]);
    const outcome = vi.fn();
    islandCode({ load: () => new Promise<never>(() => undefined) }).catch(outcome);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
    expect(screen.getByRole('alert').textContent).toContain('পাতাটি লোড করা যায়নি');
    expect(screen.getByRole('button', { name: 'পাতাটি আবার লোড করুন' })).toBeTruthy();
  });
});
