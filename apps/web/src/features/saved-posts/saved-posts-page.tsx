import { BookmarkX, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconEmptyState } from '../../components/member-page.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { formatListingId, formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useUnsavePost } from '../../shared/saved-posts/save-post.ts';
import { useSavedPosts } from './api/get-saved-posts.ts';
import { PageNumbers } from './page-numbers.tsx';
import { SavedPostCard } from './saved-post-card.tsx';
import { SavedControls } from './saved-controls.tsx';
import { useSavedQuery } from './saved-order.ts';
import { primaryTextButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';

/**
 * /user/my-saved-posts (spec §2): sort and filter, page size, cards, unavailable posts, pages. The
 * kind, order, size and page are in the address and the server applies them to the whole list.
 */
export function SavedPostsPage() {
  const { t } = useTranslation(['posting', 'messages', 'enums']);
  const language = useLanguage();
  const { query, update } = useSavedQuery();
  const { page, limit, sort, type } = query;
  const saved = useSavedPosts(query);
  // The same unsave as the post's page, so that page shows it unsaved too.
  const remove = useUnsavePost();
  useDocumentTitle(t('saved.title'));

  const loadError = saved.isError ? apiErrorMessage(saved.error, t, 'errors.fetchFailed') : null;
  useEffect(() => {
    if (loadError) void showToast('error', loadError);
  }, [loadError]);
  // A page past the end (an old link, or the last item of the last page removed): the last page.
  // Only the answer for this very list counts: the one kept on screen while it loads is another's.
  const lastPage = saved.isPlaceholderData ? undefined : saved.data?.pagination.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, page, update]);

  async function removeSaved(savedId: string, postId: string) {
    try {
      await remove.mutateAsync({ savedId, postId });
      void showToast('success', t('success.postRemoved', { ns: 'messages' }));
    } catch {
      void showToast('error', t('errors.savedPostDeleteFailed', { ns: 'messages' }));
    }
  }

  const removing = (savedId: string) => remove.isPending && remove.variables.savedId === savedId;
  const heading = <h1 className="mb-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{t('saved.title')}</h1>;
  if (saved.isPending) return <CardListSkeleton />;
  if (!saved.data) {
    return (
      <div>
        {heading}
        <div role="alert" className="rounded-xl bg-white p-6 text-gray-800 shadow-sm ring-1 ring-red-200">
          <p>{loadError}</p>
          <button
            type="button"
            onClick={() => void saved.refetch()}
            className="mt-3 font-semibold text-brand-800 underline"
          >
            {t('mine.retry')}
          </button>
        </div>
      </div>
    );
  }
  const { SavedPosts, notFoundIds, pagination } = saved.data;
  // Nothing saved at all: the page's empty state. Nothing of the chosen kind: the controls stay.
  const empty = pagination.total === 0 && type === 'all';

  return (
    <div>
      {heading}
      {empty ? (
        <IconEmptyState Icon={BookmarkX} title={t('saved.empty')} text={t('saved.emptyText')}>
          <Link to={paths.buySell} className={cn('mt-5', primaryTextButton)}>
            {t('saved.browse')}
          </Link>
        </IconEmptyState>
      ) : (
        <>
          <SavedControls
            total={pagination.total}
            sort={sort}
            onSort={(next) => update({ sort: next })}
            filter={type}
            onFilter={(next) => update({ type: next })}
            limit={limit}
            onLimit={(size) => update({ limit: size })}
          />
          <p aria-live="polite" className="mb-3 text-sm text-gray-700">
            {t('saved.summary', {
              count: pagination.total,
              n: formatNumber(pagination.total, language),
              page: formatNumber(pagination.page, language),
              pages: formatNumber(pagination.totalPages, language),
            })}
          </p>
          {pagination.total === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-gray-700 shadow-sm ring-1 ring-gray-200">
              {t('saved.noneForFilter')}
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {SavedPosts.map((post) => (
                <SavedPostCard
                  key={post._id}
                  post={post}
                  removing={removing(post._id)}
                  onRemove={() => void removeSaved(post._id, post.postId)}
                />
              ))}
            </div>
          )}
        </>
      )}
      {notFoundIds.length > 0 ? (
        <section aria-labelledby="saved-gone" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <h2 id="saved-gone" className="text-lg font-semibold text-gray-900">
            {t('errors.postUnavailable', { ns: 'messages' })}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100">
            {notFoundIds.map((item) => (
              <li key={item._id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-[15px] text-gray-800">
                  {t(`enums:listingPurpose.${item.type}`)} · {formatListingId(item.postId, language)}
                </span>
                <button
                  type="button"
                  disabled={removing(item._id)}
                  onClick={() => void removeSaved(item._id, item.postId)}
                  className={cn(
                    'inline-flex h-11 items-center gap-2 rounded-md px-3 font-semibold',
                    'text-red-700 hover:bg-red-50 disabled:opacity-50',
                  )}
                >
                  <Trash2 aria-hidden size={18} />
                  {t('saved.delete')}
                  <span className="sr-only">{formatListingId(item.postId, language)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PageNumbers
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPage={(next) => update({ page: next })}
      />
    </div>
  );
}
