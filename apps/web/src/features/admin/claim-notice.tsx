import type { ModerationClaim } from '@ghorbari/contracts';
import { Lock, RotateCw, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../lib/format-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { PostClaim } from './use-post-claim.ts';

/**
 * Who holds a post someone else works (ADR 052): from the preview's claim when it names another
 * staff member, else the server's refusal (already in the reader's language).
 */
export function useHolderText(claim: PostClaim, shown: ModerationClaim | null, me: string): string | null {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (claim.state !== 'theirs') return null;
  if (shown && shown.staff._id !== me)
    return t('claim.theirs', { name: shown.staff.name, time: formatClockTime(shown.until, language) });
  return claim.message;
}

/**
 * The review page's word on the claim: that the post is the reader's to work, or who works it
 * and a way to ask again. Said in text (a status), not by colour.
 */
export function ClaimNotice({
  claim,
  holder,
  onRetry,
}: {
  claim: PostClaim;
  holder: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (claim.state === 'mine') {
    return (
      <p role="status" className="mb-3 flex items-start gap-1.5 text-[15px] text-brand-900">
        <UserCheck aria-hidden size={18} className="mt-0.5 shrink-0" />
        <span>{t('claim.mine')}</span>
      </p>
    );
  }
  if (!holder) return null;
  return (
    <div
      role="status"
      data-testid="claim-held"
      className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-[15px] text-amber-950"
    >
      <p className="flex items-start gap-1.5 font-semibold">
        <Lock aria-hidden size={18} className="mt-0.5 shrink-0" />
        <span lang={textLanguage(holder, language)}>{holder}</span>
      </p>
      <p className="mt-1">{t('claim.theirsHint')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
      >
        <RotateCw aria-hidden size={16} />
        {t('claim.retry')}
      </button>
    </div>
  );
}
