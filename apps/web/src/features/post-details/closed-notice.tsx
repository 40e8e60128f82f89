import type { Language, PostDetail } from '@ghorbari/contracts';
import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { isHome } from '../../domain/posts/home-types.ts';

/** What the notice says: a rented home, a rented shop or office, or a property sold. */
function closedKey(post: PostDetail): string {
  // Closed by the availability sweep, not by its owner (issue 41): it was not confirmed for too long.
  if (post.availability.unconfirmed) return 'detail.closed.unconfirmed';
  if (post.type === 'sell') return 'detail.closed.sold';
  return isHome(post.propertyType) ? 'detail.closed.rentedHome' : 'detail.closed.rented';
}

/**
 * The owner marked the post rented or sold (issue 12): said first, with the way back to the
 * listing; the page then offers no call or number.
 */
export function ClosedNotice({ post, listing, language }: { post: PostDetail; listing: string; language: Language }) {
  const { t } = useTranslation('listings');
  if (!post.closedAt) return null;
  return (
    <div
      data-testid="post-closed"
      className="mt-3 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-gray-900"
    >
      <CircleCheckBig aria-hidden size={24} className="mt-0.5 shrink-0 text-amber-800" />
      <div>
        <p className="text-lg font-semibold">{t(closedKey(post))}</p>
        <p className="mt-0.5 text-[15px] text-gray-700">
          {t('detail.closed.on', { date: formatDate(post.closedAt, language) })}
        </p>
        <Link
          to={listing}
          className="mt-1 inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-800 underline"
        >
          {t(post.type === 'sell' ? 'detail.closed.moreSell' : 'detail.closed.moreRent')}
        </Link>
      </div>
    </div>
  );
}
