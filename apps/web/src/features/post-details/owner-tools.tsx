import { LIMITS, type PostDetail } from '@ghorbari/contracts';
import { CircleCheck, LayoutList, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation/navigation.tsx';
import { ClosePostDialog } from '../../domain/posts/owner-tools/close-post-dialog.tsx';
import { InsightsButton } from '../../domain/posts/owner-tools/insights-button.tsx';
import { href, paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

const action = cn(
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-4',
  'text-[15px] font-semibold',
);
const outline = cn(action, 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50');

/**
 * What the owner sees on their own post's page in place of "call" and "save" (issue 31): edit,
 * mark rented or sold and insights, the same actions and dialogs as My properties. Shown only
 * from the signed-in session in the browser (loaded for the owner alone), never in the page
 * the server renders for visitors.
 */
export default function OwnerTools({ post }: { post: PostDetail }) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  const [closing, setClosing] = useState(false);
  const editLocked = post.updateCount >= LIMITS.post.maxEdits;
  const editHref = post.type === 'sell' ? href.editSellPost(post.PostID) : href.editRentPost(post.PostID);
  const live = post.status === 'approved' && post.closedAt === null;
  const closedKind = post.type === 'sell' ? 'sold' : 'rented';
  const status = post.closedAt ? t(`mine.close.${closedKind}.badge`) : t(`mine.status.${post.status}`);

  return (
    <section aria-labelledby="owner-tools-title" data-testid="owner-tools" className="border-t border-gray-100 pt-4">
      <h2 id="owner-tools-title" className="text-lg font-semibold text-gray-900">
        {t('mine.ownPost.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t('mine.ownPost.status', { status })} ·{' '}
        {t('mine.editsUsed', {
          n: formatNumber(post.updateCount, language),
          max: formatNumber(LIMITS.post.maxEdits, language),
        })}
      </p>
      <div className="mt-3 grid gap-2">
        {live ? (
          <button
            type="button"
            onClick={() => setClosing(true)}
            className={cn(action, 'bg-brand-700 text-white hover:bg-brand-800')}
          >
            <CircleCheck aria-hidden size={18} />
            {t(`mine.close.${closedKind}.action`)}
          </button>
        ) : null}
        {/* A post rented or sold stays so: there is nothing left to edit. */}
        {post.closedAt ? null : editLocked ? (
          <p className="text-sm text-gray-600">{t('mine.editLimitHint')}</p>
        ) : (
          <Link to={editHref} className={outline}>
            <Pencil aria-hidden size={18} />
            {t('mine.edit')}
          </Link>
        )}
        {post.status === 'approved' ? (
          // Its own button keeps My properties' look; stretched here to the panel's width.
          <div className="grid [&>button]:w-full [&>button]:justify-center">
            <InsightsButton post={post} />
          </div>
        ) : null}
        <Link
          to={paths.userProperties}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 self-start',
            'text-[15px] font-semibold text-brand-800 hover:underline',
          )}
        >
          <LayoutList aria-hidden size={18} />
          {t('mine.ownPost.myProperties')}
        </Link>
      </div>
      <ClosePostDialog post={closing ? post : null} onClose={() => setClosing(false)} />
    </section>
  );
}
