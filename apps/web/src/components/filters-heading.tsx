import { SlidersHorizontal } from 'lucide-react';
import { cn } from '../lib/class-names.ts';

/**
 * A filter panel's heading and, on phones, the button that shows or hides its fields (phones see
 * the results first; from `md` up the fields are always shown and the button is gone).
 */
export function FiltersHeading({
  id,
  title,
  open,
  onToggle,
  labels,
  className,
}: {
  /** The panel's id: the heading is `${id}-title`, the fields it toggles `${id}-form`. */
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  labels: { show: string; hide: string };
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      <h2 id={`${id}-title`} className="inline-flex items-center gap-2 text-lg font-semibold text-gray-900">
        <SlidersHorizontal aria-hidden size={20} className="text-brand-700" />
        {title}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={onToggle}
        className={cn(
          'h-10 rounded-md border border-brand-700 px-3 text-sm font-semibold',
          'text-brand-800 hover:bg-brand-50 md:hidden',
        )}
      >
        {open ? labels.hide : labels.show}
      </button>
    </div>
  );
}
