import type { MyReview } from '@ghorbari/contracts';
import { Clock, CircleCheck, CircleX, ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClampedText } from '../../domain/reviews/clamped-text.tsx';
import { ListCard } from '../../components/list-card.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatListingId, formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';

const badges = {
  approved: { Icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  pending: { Icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  rejected: { Icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
} as const;

const action = cn(
  'inline-flex h-11 items-center gap-2 rounded-md px-3 font-semibold',
  'ring-1 ring-inset hover:bg-gray-50',
);

interface MyReviewCardProps {
  review: MyReview;
  onEdit: (review: MyReview) => void;
  onDelete: (review: MyReview) => void;
}

/**
 * One of my reviews (spec §2): the firm and its number, Approved, Pending or Rejected (support's
 * reason first, their note after it: issue 31), stars, the text cut at 250 characters, the photos
 * on demand, when it was written and approved, edit and delete.
 */
export function MyReviewCard({ review, onEdit, onDelete }: MyReviewCardProps) {
  const { t } = useTranslation(['reviews', 'enums']);
  const language = useLanguage();
  const [showImages, setShowImages] = useState(false);
  const imagesId = useId();
  const { Icon, className } = badges[review.status];
  const headingId = `my-review-${review._id}`;

  return (
    <ListCard titleId={headingId} testId="my-review-card" className="flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-gray-900">
            <Link
              to={href.interiorDetails(review.interiorPost)}
              lang={textLanguage(review.companyName, language)}
              className="hover:text-brand-800 hover:underline"
            >
              {review.companyName}
            </Link>
          </h3>
          <p className="text-sm text-gray-600">
            {t('mine.postId')}:{' '}
            <span className="font-semibold text-gray-800">{formatListingId(review.PostID, language)}</span>
          </p>
        </div>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ring-1',
            className,
          )}
        >
          <Icon aria-hidden size={16} />
          {t(`mine.status.${review.status}`)}
        </span>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <StarRating value={review.rating} size={18} />
        <span className="text-sm font-semibold text-gray-800">
          {formatNumber(review.rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
      </div>
      {review.status === 'rejected' ? (
        <div className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-inset ring-red-200">
          <p className="font-semibold">
            {review.rejection
              ? t('mine.rejectedTitle', { reason: t(`enums:rejectionReason.${review.rejection.reason}`) })
              : t('mine.rejectedNoReason')}
          </p>
          {review.rejection?.note ? (
            <p className="mt-1 text-gray-800">
              {t('mine.rejectedNote')}{' '}
              <q lang={textLanguage(review.rejection.note, language)}>{review.rejection.note}</q>
            </p>
          ) : null}
          <p className="mt-1 text-gray-800">{t('mine.rejectedFix')}</p>
        </div>
      ) : null}
      <ClampedText text={review.review} lang={textLanguage(review.review, language)} className="mt-2" />
      {review.images.length > 0 ? (
        <div className="mt-1">
          <button
            type="button"
            aria-expanded={showImages}
            aria-controls={imagesId}
            onClick={() => setShowImages(!showImages)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
          >
            <ImageIcon aria-hidden size={18} />
            {showImages
              ? t('mine.hideImages')
              : t('mine.showImages', { n: formatNumber(review.images.length, language) })}
          </button>
          <ul id={imagesId} hidden={!showImages} className="mt-1 flex gap-2">
            {review.images.map((src, index) => (
              <li key={src}>
                <img
                  src={src}
                  alt={t('photos.photo', { n: formatNumber(index + 1, language) })}
                  loading="lazy"
                  className="h-28 w-28 rounded-md object-cover ring-1 ring-gray-200"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.response ? (
        <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3">
          <p className="text-sm font-semibold text-brand-900">{t('list.responseFrom', { firm: review.companyName })}</p>
          <p
            lang={textLanguage(review.response.text, language)}
            className="mt-1 whitespace-pre-line break-words text-[15px] text-gray-800"
          >
            {review.response.text}
          </p>
        </div>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-gray-600">{t('mine.created')}</dt>
          <dd className="font-semibold text-gray-800">{formatDate(review.createdAt, language)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('mine.approved')}</dt>
          <dd className="font-semibold text-gray-800">
            {review.status === 'rejected'
              ? t('mine.status.rejected')
              : review.approvedAt
                ? formatDate(review.approvedAt, language)
                : t('mine.notYet')}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
        <button type="button" onClick={() => onEdit(review)} className={cn(action, 'text-brand-800 ring-brand-700')}>
          <Pencil aria-hidden size={18} />
          {t('mine.edit')}
          <span className="sr-only">{t('mine.reviewOf', { firm: review.companyName })}</span>
        </button>
        <button
          type="button"
          onClick={() => onDelete(review)}
          className={cn(action, 'text-red-700 ring-red-300 hover:bg-red-50')}
        >
          <Trash2 aria-hidden size={18} />
          {t('mine.delete')}
          <span className="sr-only">{t('mine.reviewOf', { firm: review.companyName })}</span>
        </button>
      </div>
    </ListCard>
  );
}
