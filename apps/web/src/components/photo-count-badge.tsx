import { Camera } from 'lucide-react';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';

/** How many photos a member's card has, over the bottom right corner of its picture. */
export function PhotoCountBadge({ count }: { count: number }) {
  const language = useLanguage();
  return (
    <span
      className={cn(
        'absolute bottom-2 right-2 inline-flex items-center gap-1 rounded',
        'bg-black/70 px-2 py-0.5 text-xs text-white',
      )}
    >
      <Camera aria-hidden size={14} />
      {formatNumber(count, language)}
    </span>
  );
}
