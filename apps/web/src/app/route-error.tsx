import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reloadButtonClass } from '../components/chunk-error-notice.tsx';
import { isChunkLoadError } from '../lib/chunk-load.ts';

/**
 * Shown when a page throws or its code cannot be loaded: a ChunkLoadError (spec §8: the chunk's
 * import failed, or had not resolved after 120 seconds; lazy-page.ts) says so in its own words.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">{chunk ? t('chunkError.title') : t('routeError.title')}</h1>
      <p className="mt-3 text-gray-700">{chunk ? t('chunkError.text') : t('routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()} className={`mt-6 ${reloadButtonClass}`}>
        {chunk ? t('chunkError.reload') : t('routeError.reload')}
      </button>
    </div>
  );
}
