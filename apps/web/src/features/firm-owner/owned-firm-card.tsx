import type { MyFirm } from '@ghorbari/contracts';
import { Clock, ExternalLink, MessageSquareReply, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FirmLogoBox } from '../../domain/interior/firm-logo-box.tsx';
import { ListCard } from '../../components/list-card.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatDigits, formatListingId, formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { CodeRequestsPanel } from './review-codes/code-requests-panel.tsx';
import { ReviewCodesPanel } from './review-codes/review-codes-panel.tsx';

const STATUS_CLASS: Record<MyFirm['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-brand-50 text-brand-900 ring-brand-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const linkButton = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 bg-white px-4',
  'text-[15px] font-semibold text-gray-800 hover:bg-gray-50',
);

/** Where the firm stands: waiting for support, listed, or turned down (with why). */
function StatusNotes({ firm }: { firm: MyFirm }) {
  const { t } = useTranslation(['firms', 'enums']);
  const language = useLanguage();
  const pending = firm.pendingChanges;
  return (
    <>
      {firm.status === 'pending' ? <p className="mt-3 text-[15px] text-gray-800">{t('mine.pendingText')}</p> : null}
      {firm.status === 'rejected' && firm.rejection ? (
        <div className="mt-3 rounded-md bg-red-50 p-3 text-[15px] text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">
            {t('mine.rejectedReason', { reason: t(`enums:rejectionReason.${firm.rejection.reason}`) })}
          </p>
          {firm.rejection.note ? (
            <p className="mt-0.5" lang={textLanguage(firm.rejection.note, language)}>
              {firm.rejection.note}
            </p>
          ) : null}
          <p className="mt-1">{t('mine.rejectedFix')}</p>
        </div>
      ) : null}
      {pending && (pending.name || pending.phone) ? (
        <p
          className={cn(
            'mt-3 flex items-start gap-2 rounded-md',
            'bg-amber-50 p-3 text-[15px] text-amber-900 ring-1 ring-amber-200',
          )}
        >
          <Clock aria-hidden size={18} className="mt-0.5 shrink-0" />
          <span>
            {pending.name ? t('mine.pendingName', { name: pending.name }) : null}
            {pending.name && pending.phone ? ' ' : null}
            {pending.phone ? t('mine.pendingPhone', { phone: formatDigits(pending.phone, language) }) : null}
          </span>
        </p>
      ) : null}
    </>
  );
}

/** The firm's ratings and the reviews that need the owner or support. */
function ReviewCounts({ firm }: { firm: MyFirm }) {
  const { t } = useTranslation('firms');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  return (
    <ul className="mt-3 space-y-1.5 text-[15px] text-gray-800">
      <li className="flex flex-wrap items-center gap-2">
        <StarRating value={firm.averageRating} size={18} />
        <span>
          {firm.totalRatings > 0
            ? t('mine.rating', {
                count: firm.totalRatings,
                average: formatNumber(firm.averageRating, language, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                n: n(firm.totalRatings),
              })
            : t('mine.noRatings')}
        </span>
      </li>
      {firm.pendingReviews > 0 ? (
        <li>{t('mine.pendingReviews', { count: firm.pendingReviews, n: n(firm.pendingReviews) })}</li>
      ) : null}
      {firm.unansweredReviews > 0 ? (
        <li className="flex flex-wrap items-center gap-x-2">
          <MessageSquareReply aria-hidden size={18} className="text-brand-700" />
          <Link
            to={href.interiorDetails(firm.PostID)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('mine.unanswered', { count: firm.unansweredReviews, n: n(firm.unansweredReviews) })}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * One firm I run: where it stands, its reviews, its edit link and, once listed, its clients'
 * requests for codes and the codes it gave.
 */
export function OwnedFirmCard({ firm }: { firm: MyFirm }) {
  const { t } = useTranslation('firms');
  const language = useLanguage();
  const titleId = `firm-${firm.PostID}`;
  return (
    <ListCard titleId={titleId} testId="owned-firm" className="sm:p-6">
      <div className="flex items-start gap-3 sm:gap-4">
        <FirmLogoBox src={firm.logoUrl} alt="" />
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className="break-words text-xl font-semibold text-gray-900"
            lang={textLanguage(firm.name, language)}
          >
            {firm.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset',
                STATUS_CLASS[firm.status],
              )}
            >
              {t(`mine.status.${firm.status}`)}
            </span>
            <span>{t('mine.firmId', { id: formatListingId(firm.PostID, language) })}</span>
          </p>
        </div>
      </div>
      <StatusNotes firm={firm} />
      {firm.status === 'approved' ? <ReviewCounts firm={firm} /> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={href.firmEdit(firm.PostID)}
          className={linkButton}
          aria-label={t('mine.editNamed', { name: firm.name })}
        >
          <PencilLine aria-hidden size={18} />
          {t('mine.edit')}
        </Link>
        {firm.status === 'approved' ? (
          <Link to={href.interiorDetails(firm.PostID)} className={linkButton}>
            <ExternalLink aria-hidden size={18} />
            {t('mine.viewPage')}
          </Link>
        ) : null}
      </div>
      {firm.status === 'approved' ? <CodeRequestsPanel firm={firm} /> : null}
      {firm.status === 'approved' ? <ReviewCodesPanel firm={firm} /> : null}
    </ListCard>
  );
}
