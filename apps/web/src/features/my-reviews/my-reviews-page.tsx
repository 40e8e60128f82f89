import type { MessageKey, MyReview } from '@ghorbari/contracts';
import { MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { href, paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { primaryTextButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useSession } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useMyReviews } from './api/my-reviews.ts';
import { DeleteReviewDialog } from './delete-review-dialog.tsx';
import { EditReviewDialog } from './edit-review-dialog.tsx';
import { MyReviewCard } from './my-review-card.tsx';
import { reviewSummary } from './review-summary.ts';
import { IconEmptyState, LoadFailedPanel } from '../../components/member-page.tsx';

/** Spec §8: the server's message; with no answer 'An error occurred while fetching data'; else 'Failed to fetch…'. */
function loadErrorText(error: unknown, t: (key: MessageKey, options: { ns: 'messages' }) => string): string {
  if (error instanceof ApiError && error.code === 'NO_RESPONSE')
    return t('errors.fetchErrorOccurred', { ns: 'messages' });
  if (error instanceof ApiError && error.message) return error.message;
  return t('errors.fetchFailed', { ns: 'messages' });
}

function SummaryCard({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-4', className)}>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}

/**
 * /user/my-reviews (spec §2): the summary, the Reviews tab with its count, and each review with
 * edit and delete. A refused session (401) or no token at all goes to sign in (spec §8).
 */
export function MyReviewsPage() {
  const { t } = useTranslation(['reviews', 'messages']);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut } = useSession();
  const query = useMyReviews();
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  useDocumentTitle(t('mine.title'));

  const refused = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!refused && tokenStore.get()) return;
    void signOut({ tellServer: false });
    void navigate(href.signIn(`${location.pathname}${location.search}`), { replace: true });
  }, [refused, signOut, navigate, location.pathname, location.search]);

  const heading = <h1 className="mb-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{t('mine.title')}</h1>;
  if (query.isPending || refused) {
    return (
      <div>
        {heading}
        <CardListSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div>
        {heading}
        <LoadFailedPanel retryLabel={t('mine.retry')} onRetry={() => void query.refetch()}>
          <p>{loadErrorText(query.error, t)}</p>
        </LoadFailedPanel>
      </div>
    );
  }

  const { reviews, interiorPosts } = query.data;
  const summary = reviewSummary(reviews, interiorPosts.length);
  const n = (value: number) => formatNumber(value, language);
  const unpublished = summary.notPublished > 0;

  return (
    <div>
      {heading}
      <dl
        className={cn('mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3', unpublished ? 'lg:grid-cols-6' : 'lg:grid-cols-5')}
        data-testid="review-summary"
      >
        <SummaryCard label={t('mine.summary.total')} value={n(summary.total)} />
        <SummaryCard label={t('mine.summary.approved')} value={n(summary.approved)} />
        <SummaryCard label={t('mine.summary.pending')} value={n(summary.pending)} />
        {/* A rejected review has its card below: the counts add up to the total (issue 64). */}
        {unpublished ? <SummaryCard label={t('mine.summary.notPublished')} value={n(summary.notPublished)} /> : null}
        <SummaryCard label={t('mine.summary.posts')} value={n(summary.posts)} />
        <SummaryCard
          // Five cards in two columns on a phone: the last one takes the whole row.
          className={unpublished ? undefined : 'col-span-2 sm:col-span-1'}
          label={t('mine.summary.average')}
          value={formatNumber(summary.average, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        />
      </dl>

      <div role="tablist" aria-label={t('mine.tabsLabel')} className="mb-4 flex border-b border-gray-200">
        <button
          type="button"
          role="tab"
          id="tab-reviews"
          aria-selected
          aria-controls="panel-reviews"
          className={cn(
            '-mb-px inline-flex h-11 items-center gap-2 border-b-2 border-brand-700 px-3',
            'font-semibold text-brand-800',
          )}
        >
          {t('mine.tab')}
          <span className="rounded-full bg-brand-50 px-2 text-sm">{n(summary.total)}</span>
        </button>
      </div>
      <div role="tabpanel" id="panel-reviews" aria-labelledby="tab-reviews">
        {reviews.length === 0 ? (
          <IconEmptyState Icon={MessageSquareText} title={t('mine.empty')} text={t('mine.emptyText')} narrowText>
            <Link to={paths.interior} className={cn('mt-5', primaryTextButton)}>
              {t('mine.browse')}
            </Link>
          </IconEmptyState>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {reviews.map((review) => (
              <MyReviewCard key={review._id} review={review} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </div>
        )}
      </div>
      <EditReviewDialog review={editing} onClose={() => setEditing(null)} />
      <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
