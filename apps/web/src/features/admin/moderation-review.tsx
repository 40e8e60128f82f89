import type { ModerationReview } from '@ghorbari/contracts';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../components/list-card.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { href } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ApproveButton, RejectButton } from './approve-button.tsx';
import { AccountLines, Badge, DECISION_TONE, Fact, FullSizeImageLink, ItemTitle } from './admin-ui.tsx';
import { ReviewSignals } from './review-signals.tsx';
import type { QueueDecision } from './use-queue-decision.ts';

/** How the code matched its writer's proven numbers (ADR 051): a code for another number stands out. */
const MATCH_TONE = { matched: 'brand', 'other-number': 'warning', unbound: 'neutral' } as const;

/** One review for support: the firm, the author, the text and photos, the code it was written with, its signals. */
export function ModerationReviewCard({ review, decision }: { review: ModerationReview; decision: QueueDecision }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const ago = useTimeAgo();
  const titleId = `review-${review._id}-title`;
  const moment = (iso: string) => formatDateTime(iso, language);
  return (
    <ListCard titleId={titleId} testId="moderation-review" className="sm:p-5">
      <ItemTitle
        id={titleId}
        prefix={t('reviews.of')}
        to={href.interiorDetails(review.firm.PostID)}
        name={review.firm.name}
      />
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <StarRating value={review.rating} size={18} />
        <span className="font-semibold text-gray-900">
          {formatNumber(review.rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <Badge tone={DECISION_TONE[review.status]}>{t(`reviews.status.${review.status}`)}</Badge>
        <span>{t('reviews.written', { ago: ago(review.createdAt), date: moment(review.createdAt) })}</span>
      </div>
      <div className="mt-3">
        <ReviewSignals signals={review.signals} />
      </div>
      <p
        className="mt-3 whitespace-pre-line break-words rounded-md bg-gray-50 p-3 text-[16px] text-gray-900"
        lang={textLanguage(review.review, language)}
      >
        {review.review}
      </p>
      {review.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.images.map((image, index) => (
            <li key={image}>
              <FullSizeImageLink
                href={image}
                src={image}
                altKey="reviews.openImage"
                index={index}
                total={review.images.length}
                className="block overflow-hidden rounded-md ring-1 ring-gray-200"
                imageClassName="h-24 w-32 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-3">
        <Fact label={t('reviews.author')}>
          {review.author ? (
            <>
              <AccountLines account={review.author} language={language} />
            </>
          ) : (
            <span className="inline-flex items-center gap-1.5">
              <UserX aria-hidden size={16} />
              {t('reviews.accountDeleted')}
            </span>
          )}
        </Fact>
        <Fact label={t('reviews.job')}>
          {t(`enums:interiorCategory.${review.code.category}`)} ·{' '}
          <span lang={textLanguage(review.code.clientName, language)}>{review.code.clientName}</span>
        </Fact>
        <Fact label={t('reviews.codeIssued')}>{moment(review.code.issuedAt)}</Fact>
        <Fact label={t('reviews.codeUsed')}>
          {review.code.usedAt ? moment(review.code.usedAt) : t('common.notGiven')}
        </Fact>
        <Fact label={t('reviews.codeMatch')}>
          <span data-testid="review-code-match" className="inline-flex flex-wrap items-center gap-2">
            {review.code.match === 'unbound' ? null : (
              <span className="font-normal">{formatDigits(review.code.clientPhone, language)}</span>
            )}
            <Badge tone={MATCH_TONE[review.code.match]}>{t(`reviews.match.${review.code.match}`)}</Badge>
          </span>
          {review.code.match === 'matched' ? null : (
            <span className="mt-1 block font-normal">{t(`reviews.matchNote.${review.code.match}`)}</span>
          )}
        </Fact>
      </dl>
      {review.status !== 'rejected' ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          {review.status === 'pending' ? (
            <ApproveButton decision={decision}>{t('reviews.approve')}</ApproveButton>
          ) : null}
          <RejectButton
            decision={decision}
            label={review.status === 'approved' ? t('reviews.takeDown') : t('reviews.reject')}
            dialog={{
              title: review.status === 'approved' ? t('reviews.takeDownTitle') : t('reviews.rejectTitle'),
              description: t('reviews.rejectText', { firm: review.firm.name }),
              noteLabel: t('reviews.rejectNote'),
              noteHint: t('reviews.rejectNoteHint'),
              reader: review.author?.language,
            }}
          />
        </div>
      ) : null}
    </ListCard>
  );
}
