import { useTranslation } from 'react-i18next';

/** Three grey comments while the first page loads. */
export function CommentsSkeleton() {
  const { t } = useTranslation('comments');
  return (
    <div role="status" aria-busy="true" className="mt-6 space-y-6" data-testid="comments-loading">
      <span className="sr-only">{t('list.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden className="flex gap-3">
          <span className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-gray-200" />
          <div className="flex-1 space-y-2 pt-1">
            <span className="block h-4 w-40 animate-pulse rounded bg-gray-200" />
            <span className="block h-4 w-full animate-pulse rounded bg-gray-100" />
            <span className="block h-4 w-2/3 animate-pulse rounded bg-gray-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
