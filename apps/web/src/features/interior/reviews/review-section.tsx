import type { FirmDetail, PublicReview } from '@ghorbari/contracts';
import { Loader2, MessageSquareText, PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../../lib/navigation/navigation.tsx';
import { href } from '../../../config/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/session.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useFirmReviews } from './api/firm-reviews.ts';
import { AskCodePanel } from './ask-code-panel.tsx';
import { CustomerPhotos } from './customer-photos.tsx';
import { PhotoViewer, type ViewerPhoto } from '../../../components/gallery/photo-viewer.tsx';
import { ReviewCard } from './review-card.tsx';
import { useReadersFirm, type FirmIslandProps } from '../firm-reader.ts';

/** The review form (its steps, photo picker and validation) loads only when someone opens it. */
const WriteReviewDialog = lazy(() =>
  import('./write-review-dialog.tsx').then((module) => ({ default: module.WriteReviewDialog })),
);

/** `?review=1`: a visitor sent to sign in from "Write a review" comes back to the open dialog. */
const REVIEW_FLAG = 'review';
const hasReviewFlag = (search: string) => new URLSearchParams(search).get(REVIEW_FLAG) === '1';
function withoutReviewFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REVIEW_FLAG);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const button = cn(
  'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 font-semibold disabled:opacity-60',
);

/**
 * The reviews of a firm's page (spec §2, §4; ADR 016): "Write a review" (signed out: sign in and
 * come back; the owner replies instead), asking the firm for a code (issue 64), customer photos,
 * the approved reviews with the firm's replies, and "load more". The rating summary above it is
 * the page's own.
 */
export function ReviewSection({ firm }: { firm: FirmDetail }) {
  const { t } = useTranslation(['reviews', 'messages', 'enums']);
  const language = useLanguage();
  const { user, loading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [more, setMore] = useState({ firmId: firm.PostID, pages: 1 });
  const pages = more.firmId === firm.PostID ? more.pages : 1;
  const list = useFirmReviews(firm.PostID, pages);
  const [writing, setWriting] = useState(false);
  const [viewer, setViewer] = useState<{ photos: ViewerPhoto[]; index: number } | null>(null);

  const returning = Boolean(user) && !firm.isOwner && hasReviewFlag(location.search);
  const reviewerName = (review: PublicReview) => review.reviewer.name ?? t('list.formerMember');
  const photosOf = (review: PublicReview): ViewerPhoto[] =>
    review.images.map((src) => ({ src, alt: t('photos.by', { name: reviewerName(review) }) }));

  const write = () => {
    if (!user) {
      void navigate(href.signIn(`${location.pathname}?${REVIEW_FLAG}=1`));
      return;
    }
    setWriting(true);
  };
  const closeDialog = () => {
    setWriting(false);
    if (hasReviewFlag(location.search)) {
      void navigate(
        { search: withoutReviewFlag(location.search), hash: location.hash },
        { replace: true, addressOnly: true },
      );
    }
  };

  const total = list.total ?? firm.totalRatings;
  const hasMore = pages < list.totalPages;

  return (
    <section aria-labelledby="reviews-heading" id="reviews" className="scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="flex items-center gap-2 text-xl font-semibold text-gray-900">
          {t('section.title')}
          <span className="rounded-full bg-gray-100 px-2.5 text-base font-semibold text-gray-700">
            {formatNumber(total, language)}
          </span>
        </h2>
        {firm.isOwner ? null : (
          <button
            type="button"
            onClick={write}
            disabled={loading}
            className={cn(button, 'bg-brand-700 text-white hover:bg-brand-800')}
          >
            <PenLine aria-hidden size={18} />
            {t('section.write')}
          </button>
        )}
      </div>
      {firm.isOwner ? (
        <p className="mt-2 rounded-lg bg-brand-50 p-3 text-[15px] text-brand-900">{t('section.ownerNote')}</p>
      ) : (
        <p className="mt-2 text-[15px] text-gray-700">{t('section.howTo')}</p>
      )}
      {/* No code yet: the client asks the firm for one (issue 64). */}
      <AskCodePanel firm={firm} />

      <CustomerPhotos firmId={firm.PostID} onOpen={(photos, index) => setViewer({ photos, index })} />

      {list.firstPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-gray-700">
          <Loader2 aria-hidden size={18} className="animate-spin text-brand-700" />
          {t('list.loading')}
        </p>
      ) : list.firstError ? (
        <div role="alert" className="mt-4 rounded-xl bg-white p-4 text-gray-800 ring-1 ring-red-200">
          <p>{apiErrorMessage(list.firstError, t, 'errors.fetchFailed')}</p>
          <button type="button" onClick={list.retry} className="mt-2 min-h-11 font-semibold text-brand-800 underline">
            {t('list.retry')}
          </button>
        </div>
      ) : list.reviews.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-gray-300 p-6 text-center">
          <MessageSquareText aria-hidden size={36} className="mx-auto text-brand-700" />
          <p className="mt-2 text-lg font-semibold text-gray-900">{t('list.empty')}</p>
          <p className="mt-1 text-[15px] text-gray-700">{firm.isOwner ? t('list.emptyOwner') : t('list.emptyText')}</p>
        </div>
      ) : (
        <div className="mt-2 divide-y divide-gray-200">
          {list.reviews.map((review) => (
            <ReviewCard
              key={review._id}
              review={review}
              firmId={firm.PostID}
              firmName={firm.name}
              isOwner={firm.isOwner}
              onPhoto={(shown, index) => setViewer({ photos: photosOf(shown), index })}
            />
          ))}
        </div>
      )}

      {list.moreError ? (
        <p role="alert" className="mt-2 text-[15px] text-red-800">
          {apiErrorMessage(list.moreError, t, 'errors.fetchFailed')}{' '}
          <button type="button" onClick={list.retry} className="min-h-11 font-semibold text-brand-800 underline">
            {t('list.retry')}
          </button>
        </p>
      ) : null}
      {hasMore && !list.moreError ? (
        <div className="mt-4 text-center">
          <button
            type="button"
            disabled={list.loadingMore}
            onClick={() => setMore({ firmId: firm.PostID, pages: pages + 1 })}
            className={cn(button, 'border border-brand-700 text-brand-800 hover:bg-brand-50')}
          >
            {list.loadingMore ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
            {t('list.loadMore')}
          </button>
        </div>
      ) : null}

      {writing || returning ? (
        <Suspense fallback={null}>
          <WriteReviewDialog firm={firm} open onClose={closeDialog} />
        </Suspense>
      ) : null}
      <PhotoViewer
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? -1}
        onIndex={(index) => setViewer(viewer ? { ...viewer, index } : null)}
        onClose={() => setViewer(null)}
      />
    </section>
  );
}

/** The reviews as an island: a member may write one with a code, the owner reply (ADR 059). */
export function ReviewSectionIsland({ firmId }: FirmIslandProps) {
  const data = useReadersFirm(firmId);
  return data ? <ReviewSection firm={data.firm} /> : null;
}
