import type { Language, ModerationPost } from '@ghorbari/contracts';
import { PencilLine, Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { href } from '../../config/paths.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatListingId, formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useModerationPost } from './api/get-moderation-post.ts';
import { Badge, DECISION_TONE, Section, StaffBackLink } from './admin-ui.tsx';
import { DetailLoadFailed } from './detail-load-failed.tsx';
import { AuditEntries } from './audit-entries.tsx';
import { ChangesTable } from './changes-table.tsx';
import { DecisionPanel, MobileDecisionBar, useDecision } from './decision-panel.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { MessageForm } from './message-form.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { PostSignalsPanel } from './post-signals-panel.tsx';
import { PosterPanel } from './poster-panel.tsx';
import { PostReviewDetails } from './post-review-details.tsx';
import type { QueueFilters } from './queue-filters.tsx';
import type { ReviewState } from './queue-item.tsx';
import { useStaff } from './staff-context.ts';
import { useHolderText } from './claim-notice.tsx';
import { usePostClaim } from './use-post-claim.ts';
import { usePriceText } from './use-post-text.ts';
import { WaitMeter } from './wait-meter.tsx';

/**
 * The header's "(was …)": an edit of a live post is read against the price visitors see now, and
 * only when it changes it (issue 64: it named an old struck-through price); any other post against
 * its own struck-through previous price.
 */
function wasPrice(data: ModerationPost, price: ReturnType<typeof usePriceText>, language: Language): string | null {
  if (data.livePrice) {
    const live = price(data.livePrice, language);
    return live === price(data.post, language) ? null : live;
  }
  return data.post.previousPrice === null ? null : price(data.post, language, data.post.previousPrice);
}

export function ReviewHeader({ data }: { data: ModerationPost }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const price = usePriceText();
  const { post } = data;
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const decided = (location.state as { decided?: boolean } | null)?.decided === true;
  const was = wasPrice(data, price, language);
  // Arriving here after a decision on the previous post: start reading at the new title.
  useEffect(() => {
    if (decided) headingRef.current?.focus();
  }, [decided]);
  return (
    <div className="mb-5 space-y-2">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="break-words text-2xl font-semibold text-gray-900 outline-none sm:text-3xl"
        lang={textLanguage(post.postTitle, language)}
      >
        {post.postTitle}
      </h1>
      <p className="text-[16px] text-gray-800">
        <span className="text-lg font-semibold text-brand-800">{price(post, language)}</span>
        {was ? <span className="ml-2 text-sm text-gray-700">{t('review.previousPrice', { price: was })}</span> : null}
      </p>
      <p className="text-[15px] text-gray-700">
        <ListingId id={post.PostID} language={language} /> · {t(`enums:listingPurpose.${post.type}`)} ·{' '}
        {t(`enums:propertyType.${post.propertyType}`, { defaultValue: post.propertyType })} ·{' '}
        {t('review.postedOn', { date: formatDateTime(post.postDate, language) })}
        {post.updateCount > 0
          ? ` · ${t('review.edits', { count: post.updateCount, n: formatNumber(post.updateCount, language) })}`
          : ''}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={DECISION_TONE[post.status]}>{t(`postStatus.${post.status}`)}</Badge>
        {data.edited ? (
          <Badge tone="info" icon={PencilLine}>
            {data.liveEdit ? t('badges.liveEdit') : t('badges.edited')}
          </Badge>
        ) : null}
        {post.paid ? (
          <Badge tone="warning" icon={Wallet}>
            {t('badges.paid')}
          </Badge>
        ) : null}
      </div>
      {data.wait && (post.status === 'pending' || data.liveEdit) ? <WaitMeter wait={data.wait} /> : null}
    </div>
  );
}

function ReviewContent({ data, filters }: { data: ModerationPost; filters: QueueFilters }) {
  const { t } = useTranslation('admin');
  const { isAdmin, user } = useStaff();
  // An edit waiting beside a live post is to decide as a pending post is (ADR 048).
  const pending = data.post.status === 'pending' || data.liveEdit;
  // Opening a post of the queue claims it, so no one else works it meanwhile (ADR 052).
  const others = data.claim && data.claim.staff._id !== user._id ? data.claim.until : null;
  const { claim, retry } = usePostClaim(data.post.PostID, pending, others);
  const holder = useHolderText(claim, data.claim, user._id);
  const decision = useDecision(data, filters, { claim, holder, retry });
  return (
    <>
      <ReviewHeader data={data} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-5">
          {data.edited && data.changes ? <ChangesTable changes={data.changes} live={data.liveEdit} /> : null}
          <PostReviewDetails post={data.post} />
          {pending ? <MobileDecisionBar decision={decision} /> : null}
        </div>
        <div className="min-w-0 space-y-5">
          <DecisionPanel data={data} decision={pending ? decision : null} />
          {data.post.paid ? (
            <PaymentPanel
              postId={data.post.PostID}
              payment={data.payment}
              phone={data.poster.phone}
              pending={pending}
            />
          ) : null}
          <PostSignalsPanel signals={data.signals} linkAccounts onReject={pending ? decision.rejectWith : undefined} />
          {/* Land documents (issue 18): only land and house posts have any; the panel hides itself otherwise. */}
          <DocumentsPanel
            postId={data.post.PostID}
            propertyType={data.post.propertyType}
            reader={data.poster.language}
          />
          {/* Support and admins both open and act on accounts (ADR 053). */}
          <PosterPanel poster={data.poster} linkAccounts />
          <MessageForm
            id="message-poster"
            userId={data.poster._id}
            reader={data.poster.language}
            heading={t('message.toPoster')}
          />
          <Section id="review-history" title={t('review.history')}>
            <AuditEntries entries={data.history} showTarget={false} isAdmin={isAdmin} />
          </Section>
        </div>
      </div>
      {decision.dialog}
    </>
  );
}

/** /admin/posts/:PostID: everything support needs to approve or reject one post. */
export function ReviewPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { PostID = '' } = useParams();
  const location = useLocation();
  const filters = (location.state as ReviewState | null)?.queue ?? {};
  const post = useModerationPost(PostID);
  useDocumentTitle(post.data ? t('review.metaTitle', { title: post.data.post.postTitle }) : t('review.loadingTitle'));

  const back = href.adminQueue(filters);
  if (post.isPending) return <DetailSkeleton />;
  if (post.isError) {
    return (
      <DetailLoadFailed
        error={post.error}
        onRetry={() => void post.refetch()}
        backTo={back}
        backLabel={t('review.backToQueue')}
        loadingTitle={t('review.loadingTitle')}
        notFoundTitle={t('review.notFound')}
        notFoundText={t('review.notFoundText', { id: formatListingId(PostID, language) })}
      />
    );
  }
  return (
    <div>
      <StaffBackLink to={back}>{t('review.backToQueue')}</StaffBackLink>
      <ReviewContent key={post.data.post.PostID} data={post.data} filters={filters} />
    </div>
  );
}
