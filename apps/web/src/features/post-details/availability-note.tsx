import type { Language, PostDetail } from '@ghorbari/contracts';
import { CircleCheck, CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { useTimeAgo } from '../../lib/relative-time.ts';

/**
 * Whether the home is still free, as its owner last said (issue 41, ADR 048): "খালি আছে — মালিক
 * নিশ্চিত করেছেন ৩ দিন আগে", worded for a sale as "not sold yet"; "Not confirmed" once the owner
 * has not confirmed it for too long. Only on a live post: a closed one says so above.
 */
export function AvailabilityNote({ post }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation('listings');
  const ago = useTimeAgo();
  if (post.status !== 'approved' || post.closedAt) return null;
  const { confirmedAt, unconfirmed } = post.availability;
  const kind = post.type === 'sell' ? 'Sell' : 'Rent';
  const text = unconfirmed
    ? t('detail.availability.unconfirmed')
    : confirmedAt
      ? t(`detail.availability.confirmed${kind}`, { ago: ago(confirmedAt) })
      : null;
  if (!text) return null;
  const Icon = unconfirmed ? CircleHelp : CircleCheck;
  return (
    <p
      data-testid="post-availability"
      className={cn(
        'inline-flex items-start gap-2 rounded-lg px-3 py-2 text-[15px] font-medium',
        unconfirmed ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300' : 'bg-brand-50 text-brand-800',
      )}
    >
      <Icon aria-hidden size={18} className="mt-0.5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
