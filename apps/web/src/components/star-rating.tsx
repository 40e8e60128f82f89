import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';

interface StarRatingProps {
  /** The rating, e.g. 4.3; shown to the nearest half star. */
  value: number;
  max?: number;
  /** Star size in pixels. */
  size?: number;
  className?: string;
}

/** Each star's fill: 1 full, 0.5 half, 0 empty, for `value` rounded to the nearest half. */
export function starFills(value: number, max = 5): number[] {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(halves - i * 2, 0), 2) / 2);
}

/**
 * A rating as stars, in half stars (decision 016). One image to assistive technology, named with
 * the value to one decimal, "4.5 out of 5" / "৫-এর মধ্যে ৪.৫"; the stars themselves are hidden from it.
 */
export function StarRating({ value, max = 5, size = 16, className }: StarRatingProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const label = t('rating.outOf', {
    value: formatNumber(Math.min(Math.max(value, 0), max), language, { maximumFractionDigits: 1 }),
    max: formatNumber(max, language),
  });
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {starFills(value, max).map((fill, i) => (
        <span key={i} aria-hidden className="relative inline-block" style={{ width: size, height: size }}>
          <Star size={size} className="absolute inset-0 text-gray-300" fill="currentColor" strokeWidth={0} />
          {fill > 0 && (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: fill === 1 ? size : size / 2 }}>
              <Star size={size} className="text-amber-500" fill="currentColor" strokeWidth={0} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
