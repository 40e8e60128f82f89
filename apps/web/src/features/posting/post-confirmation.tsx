import type { PaidPackage } from '@ghorbari/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { primaryTextButton } from '../../lib/button-styles.ts';
import { formatListingId } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { formatGoLiveWindow } from './go-live-window.ts';
import { PaidSteps } from './paid-steps.tsx';

interface PostConfirmationProps {
  /** The server's words: "uploaded, waiting for approval" or "updated". */
  message: string;
  PostID: string;
  expectedLive: { from: string; to: string };
  /** "Post another", after a new post; an edit has none. */
  onAnother?: () => void;
  /** An edit of a live post: the post stays live as it was until the edit is approved (ADR 048). */
  liveStays?: boolean;
  /** A new paid post: its package, and the number our staff will call about paying (issue 64). */
  paid?: { paidPackage: PaidPackage; phone: string } | null;
}

/**
 * After a post is sent or edited: its id, and when it should go live (1 to 5 support hours,
 * spec §1), said as people say it: "আজ সন্ধ্যা ৬:০৫ থেকে আগামীকাল দুপুর ১:০৫-এর মধ্যে". A paid
 * post's also says what was chosen and what comes next: the call, the bKash payment (issue 64).
 */
export function PostConfirmation({
  message,
  PostID,
  expectedLive,
  onAnother,
  liveStays = false,
  paid = null,
}: PostConfirmationProps) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  // "Today" is the day the answer came, not the day the page happens to re-render.
  const [sentAt] = useState(() => new Date());
  return (
    <div role="status" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 sm:p-10">
      <CheckCircle2 aria-hidden size={48} className="mx-auto text-brand-700" />
      <h2 className="mt-3 text-2xl font-semibold text-gray-900">{message}</h2>
      {/* In the reader's digits (issue 39): read out, it is the same number, and search takes it either way. */}
      <p className="mt-2 text-[16px] text-gray-700">{t('done.postId', { id: formatListingId(PostID, language) })}</p>
      <p className="mx-auto mt-4 max-w-lg rounded-md bg-brand-50 p-4 text-[16px] text-brand-900">
        {formatGoLiveWindow(expectedLive, sentAt, language, t, liveStays ? 'edit' : paid ? 'paid' : 'post')}
        {liveStays ? <span className="mt-1 block">{t('done.liveStays')}</span> : null}
      </p>
      {paid ? <PaidSteps paidPackage={paid.paidPackage} phone={paid.phone} /> : null}
      <p className="mx-auto mt-3 max-w-lg text-[15px] text-gray-700">{t('done.hours')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.userProperties} className={primaryTextButton}>
          {t('done.myProperties')}
        </Link>
        {onAnother ? (
          <button
            type="button"
            onClick={onAnother}
            className="min-h-11 rounded-md border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('done.another')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
