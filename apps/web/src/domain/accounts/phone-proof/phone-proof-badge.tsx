import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';

/**
 * "Number verified" beside a number its member proved by an SMS code (issue 40), on listings,
 * profiles and the posting form alike; `unproven` says "Not verified" (muted) where a reader
 * should know, as beside a post's second number. Words from `common`, which every page has.
 */
export function PhoneProofBadge({
  verified,
  unproven = 'hidden',
  className,
}: {
  verified: boolean;
  /** What an unproven number shows: nothing, or a muted "Not verified". */
  unproven?: 'hidden' | 'shown';
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (verified) {
    return (
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold',
          'text-brand-900 ring-1 ring-inset ring-brand-100',
          className,
        )}
      >
        <BadgeCheck aria-hidden size={16} className="shrink-0 text-brand-700" />
        {t('phoneProof.verified')}
      </span>
    );
  }
  if (unproven === 'hidden') return null;
  return (
    <span className={cn('inline-flex items-center text-sm text-gray-600', className)}>
      {t('phoneProof.notVerified')}
    </span>
  );
}
