import type { PublicReview } from '@ghorbari/contracts';
import { BadgeCheck, MessageSquareReply, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { MemberAvatar } from '../../../components/avatar.tsx';
import { ClampedText } from '../../../domain/reviews/clamped-text.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatNumber } from '../../../lib/format.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useFocusOnChange } from '../../../lib/use-focus-on-change.ts';

interface ReviewCardProps {
  review: PublicReview;
  firmId: string;
  firmName: string;
  /** The reader owns the firm: they may reply (one reply per review, editable). */
  isOwner: boolean;
  /** Opens one of this review's photos full screen. */
  onPhoto: (review: PublicReview, index: number) => void;
}

/** The owner's reply editor loads only for the owner who opens it. */
const ReplyEditor = lazy(() => import('./reply-editor.tsx').then((module) => ({ default: module.ReplyEditor })));

/** The name shown for a reviewer: theirs, or the placeholder when their account is gone (spec §3). */
export function useReviewerName(name: string | null): string {
  const { t } = useTranslation('reviews');
  return name ?? t('list.formerMember');
}

/** One approved review on a firm's page, with the firm's reply under it. */
export function ReviewCard({ review, firmId, firmName, isOwner, onPhoto }: ReviewCardProps) {
  const { t } = useTranslation(['reviews', 'enums']);
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  // Back from the reply editor, the focus returns to the button that opened it.
  const replyButton = useFocusOnChange<HTMLButtonElement>(String(editing));
  const name = useReviewerName(review.reviewer.name);
  const headingId = `review-${review._id}`;

  return (
    <article aria-labelledby={headingId} className="py-5" data-testid="review-card">
      <header className="flex items-start gap-3">
        <MemberAvatar name={review.reviewer.name} src={review.reviewer.proPic} />
        <div className="min-w-0 flex-1">
          <h3
            id={headingId}
            className="truncate font-semibold text-gray-900"
            lang={review.reviewer.name ? textLanguage(review.reviewer.name, language) : undefined}
          >
            {name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-gray-600">
            {review.verified ? (
              <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
                <BadgeCheck aria-hidden size={16} />
                {t('list.verified')}
              </span>
            ) : null}
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
          </p>
        </div>
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} size={18} />
        <span className="text-sm font-semibold text-gray-800">
          {formatNumber(review.rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm text-gray-700">
          {t('list.category', { category: t(`enums:interiorCategory.${review.category}`) })}
        </span>
      </div>
      <ClampedText text={review.review} lang={textLanguage(review.review, language)} className="mt-2" />
      {review.images.length > 0 ? (
        <ul className="mt-3 flex gap-2">
          {review.images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => onPhoto(review, index)}
                aria-label={t('list.openPhoto', { n: formatNumber(index + 1, language), name })}
                className="block overflow-hidden rounded-md ring-1 ring-gray-200 hover:opacity-90"
              >
                <img src={src} alt="" loading="lazy" className="h-24 w-24 object-cover sm:h-28 sm:w-28" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {review.response && !editing ? (
        <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3" data-testid="firm-response">
          <p className="text-sm font-semibold text-brand-900">
            {t('list.responseFrom', { firm: firmName })}
            <span className="font-normal text-gray-700">
              {' · '}
              <time dateTime={review.response.at}>{formatDate(review.response.at, language)}</time>
            </span>
          </p>
          <p
            className="mt-1 whitespace-pre-line break-words text-[15px] text-gray-800"
            lang={textLanguage(review.response.text, language)}
          >
            {review.response.text}
          </p>
        </div>
      ) : null}
      {isOwner && !editing ? (
        <button
          ref={replyButton}
          type="button"
          onClick={() => setEditing(true)}
          className={cn(
            'mt-2 inline-flex h-11 items-center gap-2 rounded-md px-2',
            'font-semibold text-brand-800 hover:bg-brand-50',
          )}
        >
          {review.response ? <Pencil aria-hidden size={18} /> : <MessageSquareReply aria-hidden size={18} />}
          {review.response ? t('reply.edit') : t('reply.write')}
          <span className="sr-only">{t('reply.toWhom', { name })}</span>
        </button>
      ) : null}
      {isOwner && editing ? (
        <Suspense fallback={null}>
          <ReplyEditor
            firmId={firmId}
            reviewId={review._id}
            initial={review.response?.text ?? ''}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
