import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ChunkErrorNotice } from '../components/chunk-error-notice.tsx';
import { isChunkLoadError, loadChunk } from '../lib/chunk-load.ts';
import type { IslandEntry } from './registry.ts';

let shown: HTMLElement | null = null;

/**
 * Says, once, over a page of islands that a piece of its code did not arrive (spec §8), with a
 * reload. Its strings came with the page (entry-server.tsx notes them), and the islands' i18n
 * (react-i18next's global, set by hydrate-islands.tsx) reads them: nothing more is fetched.
 */
export function showChunkError(): void {
  if (shown?.isConnected) return;
  shown = document.createElement('div');
  document.body.append(shown);
  createRoot(shown).render(<ChunkErrorNotice />);
}

/**
 * An island's code, refused with a ChunkLoadError when its import fails or has not resolved after
 * 120 seconds (spec §8, lib/chunk-load.ts); the reader is then told and offered a reload.
 */
export function islandCode(entry: Pick<IslandEntry, 'load'>): Promise<ComponentType<object>> {
  return loadChunk(entry.load as () => Promise<ComponentType<object>>).catch((error: unknown) => {
    if (isChunkLoadError(error)) showChunkError();
    throw error;
  });
}
