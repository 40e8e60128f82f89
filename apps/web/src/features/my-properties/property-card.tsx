import type { OwnPostCard, PostCard } from '@ghorbari/contracts';
import { DOCUMENT_PROPERTY_TYPES, LIMITS } from '@ghorbari/contracts';
import { CircleAlert, CircleCheck, FileCheck2, MoreVertical, Pencil, PencilLine, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href } from '../../config/paths.ts';
import { PriceText } from '../../domain/posts/price-text.tsx';
import { PhotoCountBadge } from '../../components/photo-count-badge.tsx';
import { formatListingId, formatNumber } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';
import { CardPlace } from '../../components/card-parts.tsx';
import { cn } from '../../lib/class-names.ts';
import { InsightsButton, ownerToolClass } from '../../domain/posts/owner-tools/insights-button.tsx';
import { OptionsMenu, OptionsMenuItem } from '../../components/options-menu.tsx';
import { PaidRecord, PaidWaitingLine } from './paid-record.tsx';

/**
 * Why support turned the post down (issue 5): the reason's label, support's note, and what to do
 * next: edit the post, which sends it back for review (unless the edit limit is used up).
 */
function RejectionNotice({ post, editHref, editLocked }: { post: PostCard; editHref: string; editLocked: boolean }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  return (
    <div
      role="note"
      aria-label={t('mine.rejection.label')}
      className="relative z-10 mx-4 mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-[15px] text-red-900"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden size={18} className="mt-0.5 shrink-0" />
        <span>
          {post.rejection
            ? t('mine.rejection.reason', { reason: t(`enums:rejectionReason.${post.rejection.reason}`) })
            : t('mine.rejection.noReason')}
        </span>
      </p>
      {post.rejection?.note ? (
        <p className="mt-2 break-words">
          <span className="font-semibold">{t('mine.rejection.note')}</span>{' '}
          <span lang={textLanguage(post.rejection.note, language)}>{post.rejection.note}</span>
        </p>
      ) : null}
      <p className="mt-2 text-gray-900">{editLocked ? t('mine.rejection.hintLocked') : t('mine.rejection.hint')}</p>
      {editLocked ? null : (
        <Link
          to={editHref}
          className={cn(
            'mt-2 inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4',
            'font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100',
          )}
        >
          <Pencil aria-hidden size={18} />
          {t('mine.rejection.edit')}
        </Link>
      )}
    </div>
  );
}

/**
 * One of my posts: photo, title, price, place, status, edits used, and an options menu (edit,
 * delete). The whole card opens the post (its owner sees it even while pending or rejected).
 */
interface PropertyCardProps {
  /** A card of the owner's own list: with a paid post's package and payment record (issue 64). */
  post: OwnPostCard;
  onDelete: (post: PostCard) => void;
  /** Asks whether it was rented or sold. */
  onClose: (post: PostCard) => void;
  onRepost: (post: PostCard) => void;
  /** The owner says it is still free (issue 41). */
  onConfirmAvailable: (post: PostCard) => void;
  /** A post closed for want of confirmation goes live again (not an edit). */
  onReopen: (post: PostCard) => void;
  /** A confirm or reopen of this card is on its way. */
  busy?: boolean;
}

/**
 * Availability (issue 41, ADR 048): a live post's "Still available" button with when it was last
 * confirmed; a post the sweep closed, its "Reopen" button. Above the stretched card link.
 */
function AvailabilityTools({
  post,
  onConfirmAvailable,
  onReopen,
  busy,
}: Pick<PropertyCardProps, 'post' | 'onConfirmAvailable' | 'onReopen' | 'busy'>) {
  const { t } = useTranslation('posting');
  const ago = useTimeAgo();
  if (post.status !== 'approved') return null;
  const button = cn(
    'inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold',
    'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60',
  );
  if (post.closedAt) {
    if (!post.availability.unconfirmed) return null;
    return (
      <div
        className={cn(
          'relative z-10 mx-4 mb-4 rounded-md bg-amber-50 p-3',
          'text-[15px] text-amber-900 ring-1 ring-amber-300',
        )}
      >
        <p>{t('mine.availability.reopenHint')}</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => onReopen(post)}
          aria-label={t('mine.availability.reopenLabel', { title: post.postTitle })}
          className={cn(button, 'mt-2')}
        >
          <RotateCw aria-hidden size={18} />
          {t('mine.availability.reopen')}
        </button>
      </div>
    );
  }
  const action = t(post.type === 'sell' ? 'mine.availability.confirmSell' : 'mine.availability.confirmRent');
  const { confirmedAt, unconfirmed } = post.availability;
  return (
    <div className="relative z-10 mx-4 mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        disabled={busy}
        onClick={() => onConfirmAvailable(post)}
        aria-label={t('mine.availability.confirmLabel', { action, title: post.postTitle })}
        className={button}
      >
        <CircleCheck aria-hidden size={18} />
        {action}
      </button>
      {confirmedAt ? (
        <span className="text-sm text-gray-700">{t('mine.availability.lastConfirmed', { ago: ago(confirmedAt) })}</span>
      ) : null}
      {unconfirmed ? <p className="w-full text-sm text-amber-900">{t('mine.availability.unconfirmedHint')}</p> : null}
    </div>
  );
}

/** Whether a live post has been up long enough to be reposted. */
const repostDue = (post: PostCard, now = Date.now()) =>
  now - new Date(post.postDate).getTime() >= LIMITS.repostAfterDays * 24 * 3600_000;

export function PropertyCard({
  post,
  onDelete,
  onClose,
  onRepost,
  onConfirmAvailable,
  onReopen,
  busy,
}: PropertyCardProps) {
  const { t } = useTranslation(['posting', 'enums', 'documents']);
  const language = useLanguage();
  const navigate = useNavigate();
  const place = shortPlace(useLocationNames(post.location, language));
  const editLocked = post.updateCount >= LIMITS.post.maxEdits;
  const editHref = post.type === 'sell' ? href.editSellPost(post.PostID) : href.editRentPost(post.PostID);
  const detailHref = post.type === 'sell' ? href.buySellDetails(post.PostID) : href.rentDetails(post.PostID);
  const titleLang = textLanguage(post.postTitle, language);
  const live = post.status === 'approved' && post.closedAt === null;
  const closedKind = post.type === 'sell' ? 'sold' : 'rented';
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200',
        'transition hover:shadow-md has-[[data-card-link]:focus-visible]:ring-2',
        'has-[[data-card-link]:focus-visible]:ring-brand-700',
      )}
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {post.firstImageUrl ? (
          <img src={post.firstImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : null}
        <span
          className={cn(
            'absolute left-2 top-2 rounded px-2 py-0.5 text-xs font-semibold',
            post.closedAt
              ? 'bg-gray-700 text-white'
              : post.status === 'approved'
                ? 'bg-brand-700 text-white'
                : post.status === 'rejected'
                  ? 'bg-red-700 text-white'
                  : 'bg-amber-100 text-amber-900',
          )}
        >
          {post.closedAt
            ? post.availability.unconfirmed
              ? t('mine.availability.closedBadge')
              : t(`mine.close.${closedKind}.badge`)
            : t(`mine.status.${post.status}`)}
        </span>
        <PhotoCountBadge count={post.imageUrls} />
      </div>
      <div className="flex flex-1 items-start gap-2 p-4">
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold text-gray-900" lang={titleLang}>
            {/* Stretched over the card, under the options menu and the rejection notice. */}
            <Link
              to={detailHref}
              data-card-link
              className={cn(
                "after:absolute after:inset-0 after:content-['']",
                'hover:text-brand-800 focus-visible:outline-none',
              )}
            >
              {post.postTitle}
            </Link>
          </h3>
          <PriceText
            price={post.price}
            unit={post.priceUnits}
            language={language}
            className="mt-1"
            priceClassName="font-semibold text-brand-800"
          />
          <p className="mt-1 text-sm text-gray-600">
            {t(`enums:propertyType.${post.propertyType}`, { defaultValue: post.propertyType })}
          </p>
          {place ? <CardPlace place={place} /> : null}
          <p className="mt-1 text-sm text-gray-600">
            {formatListingId(post.PostID, language)} ·{' '}
            {t('mine.editsUsed', {
              n: formatNumber(post.updateCount, language),
              max: formatNumber(LIMITS.post.maxEdits, language),
            })}
          </p>
          <PaidWaitingLine post={post} />
          {post.editWaiting ? (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-amber-900">
              <PencilLine aria-hidden size={16} className="mt-0.5 shrink-0" />
              <span>
                <span className="font-semibold">{t('mine.editWaiting')}</span>
                <span className="block text-gray-700">{t('mine.editWaitingHint')}</span>
              </span>
            </p>
          ) : null}
        </div>
        <OptionsMenu
          label={t('mine.options', { title: post.postTitle })}
          trigger={<MoreVertical aria-hidden size={20} />}
          triggerClassName={cn(
            'relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md',
            'text-gray-700 hover:bg-gray-100 data-[state=open]:bg-gray-100',
          )}
          widthClassName="min-w-52 max-w-72"
        >
          <OptionsMenuItem Icon={Pencil} disabled={editLocked} onSelect={() => void navigate(editHref)}>
            {t('mine.edit')}
          </OptionsMenuItem>
          {editLocked ? (
            <p className="px-3 pb-2 text-sm text-gray-600">
              {t('mine.editLimitHint', {
                n: formatNumber(post.updateCount, language),
                max: formatNumber(LIMITS.post.maxEdits, language),
              })}
            </p>
          ) : null}
          {live ? (
            <OptionsMenuItem Icon={CircleCheck} onSelect={() => onClose(post)}>
              {t(`mine.close.${closedKind}.action`)}
            </OptionsMenuItem>
          ) : null}
          {live && repostDue(post) ? (
            <OptionsMenuItem Icon={RotateCw} onSelect={() => onRepost(post)}>
              {t('mine.repost')}
            </OptionsMenuItem>
          ) : null}
          <OptionsMenuItem Icon={Trash2} danger onSelect={() => onDelete(post)}>
            {t('mine.delete')}
          </OptionsMenuItem>
        </OptionsMenu>
      </div>
      <PaidRecord post={post} />
      <AvailabilityTools post={post} onConfirmAvailable={onConfirmAvailable} onReopen={onReopen} busy={busy} />
      {post.status === 'approved' ? (
        // Views, phone reveals, saves and shares of the last 30 days (issue 19).
        <div className="mx-4 mb-3 flex">
          <InsightsButton post={post} />
        </div>
      ) : null}
      {DOCUMENT_PROPERTY_TYPES.some((type) => type === post.propertyType) ? (
        // Land and house posts may carry their papers (issue 18), above the stretched card link.
        <Link
          to={href.postDocuments(post.PostID)}
          aria-label={t('documents:card.linkLabel', { title: post.postTitle })}
          className={cn(ownerToolClass, 'mx-4 mb-4')}
        >
          <FileCheck2 aria-hidden size={18} />
          {t('documents:card.link')}
        </Link>
      ) : null}
      {post.status === 'rejected' ? <RejectionNotice post={post} editHref={editHref} editLocked={editLocked} /> : null}
    </article>
  );
}
