import { useTranslation } from 'react-i18next';

/**
 * The keys the notice shows, in the `common` namespace: a server-rendered page of islands sends
 * them with the page (entry-server.tsx), so the notice needs no file that might not arrive either.
 */
export const CHUNK_ERROR_KEYS = ['chunkError.title', 'chunkError.text', 'chunkError.reload'] as const;

export const reloadButtonClass = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';

/**
 * Said over a page whose island's code did not arrive (a ChunkLoadError, spec §8: failed, or not
 * there after 120 seconds): the page stays as the server sent it, and a reload tries again.
 */
export function ChunkErrorNotice() {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-lg bg-white p-4 shadow-lg ring-1 ring-red-200"
    >
      <p className="font-semibold text-gray-900">{t('chunkError.title')}</p>
      <p className="mt-1 text-[15px] text-gray-700">{t('chunkError.text')}</p>
      <button type="button" onClick={() => window.location.reload()} className={`mt-3 ${reloadButtonClass}`}>
        {t('chunkError.reload')}
      </button>
    </div>
  );
}
