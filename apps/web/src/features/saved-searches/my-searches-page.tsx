import { LIMITS } from '@ghorbari/contracts';
import { BellRing, Search, SlidersHorizontal } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailedPanel, MemberPageHeader, PointsEmptyState } from '../../components/member-page.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { primaryButton } from '../../lib/button-styles.ts';
import { formatNumber } from '../../lib/format.ts';
import { meKeys } from '../../lib/query-keys.ts';
import { onLiveNotification } from '../../domain/notifications/live-notices.ts';
import { savedSearchHref, useSavedSearches, useVisitSavedSearch } from './api/saved-searches.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { SavedSearchCard } from './saved-search-card.tsx';

/** Nothing saved yet: what a saved search is for, and where to start one. */
function NoSearches() {
  const { t } = useTranslation('searches');
  const points = [
    { Icon: Search, text: t('page.emptyWhy') },
    { Icon: BellRing, text: t('page.emptyAlert') },
    { Icon: SlidersHorizontal, text: t('page.emptyPause') },
  ];
  return (
    <PointsEmptyState
      title={t('page.emptyTitle')}
      points={points}
      action={
        <Link to={paths.propertySearch} className={primaryButton}>
          <Search aria-hidden size={18} />
          {t('page.emptyAction')}
        </Link>
      }
    />
  );
}

/**
 * An alert's link (`?open=<id>`): marks the search visited, then goes on to its results. A search
 * that is gone leaves the member on this page.
 */
function useOpenFromAlert() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const visit = useVisitSavedSearch();
  const wanted = params.get('open');
  const started = useRef<string | null>(null);
  const go = useEffectEvent((id: string) => {
    visit.mutate(id, {
      onSuccess: (answer) => void navigate(savedSearchHref(answer.search), { replace: true }),
      onError: () => setParams({}, { replace: true }),
    });
  });
  useEffect(() => {
    if (!wanted || started.current === wanted) return;
    started.current = wanted;
    go(wanted);
  }, [wanted]);
  return Boolean(wanted) && !visit.isError;
}

/** An alert that arrives while the page is open brings the new-match counts up to date. */
function useLiveCounts() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotification((notification) => {
        if (notification.link?.startsWith(paths.userSearches))
          void queryClient.invalidateQueries({ queryKey: meKeys.savedSearches });
      }),
    [queryClient],
  );
}

/** /user/my-searches (issue 17): my saved searches with their new matches, alerts and mail switches. */
export function MySearchesPage() {
  const { t } = useTranslation(['searches', 'messages']);
  const language = useLanguage();
  useDocumentTitle(t('page.title'));
  const searches = useSavedSearches();
  const opening = useOpenFromAlert();
  useLiveCounts();
  const list = searches.data?.searches ?? [];
  return (
    <div>
      <MemberPageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        actions={
          list.length > 0 ? (
            <p className="text-sm font-semibold text-gray-700">
              {t('page.count', {
                n: formatNumber(list.length, language),
                limit: formatNumber(searches.data?.limit ?? LIMITS.savedSearch.perMember, language),
              })}
            </p>
          ) : null
        }
      />
      {opening ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-[15px] text-brand-900">
          {t('page.opening')}
        </p>
      ) : null}
      {searches.isPending ? (
        <CardListSkeleton />
      ) : searches.isError ? (
        <LoadFailedPanel retryLabel={t('page.retry')} onRetry={() => void searches.refetch()}>
          <p>{t('page.loadFailed')}</p>
          <p className="mt-1 text-sm text-gray-600">{apiErrorMessage(searches.error, t, 'errors.fetchFailed')}</p>
        </LoadFailedPanel>
      ) : list.length === 0 ? (
        <NoSearches />
      ) : (
        <ul className="space-y-4">
          {list.map((search) => (
            <li key={search._id}>
              <SavedSearchCard search={search} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
