import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../components/star-rating.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';

/** An average to one decimal in the reader's digits: "৪.৬", "4.0". */
export const formatAverage = (value: number, language: Language) =>
  formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface RatingLineProps {
  average: number;
  count: number;
  language: Language;
  size?: number;
  className?: string;
}

/** Stars, the average and "(12 reviews)"; "No reviews yet" for a firm nobody has rated. */
export function RatingLine({ average, count, language, size = 16, className }: RatingLineProps) {
  const { t } = useTranslation('interior');
  if (count === 0) {
    return (
      <p className={cn('flex items-center gap-2 text-[15px] text-gray-600', className)}>
        <StarRating value={0} size={size} />
        <span>{t('card.noReviews')}</span>
      </p>
    );
  }
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-0.5 text-[15px]', className)}>
      <StarRating value={average} size={size} />
      {/* The stars' name already says the average. */}
      <span aria-hidden className="font-semibold text-gray-900">
        {formatAverage(average, language)}
      </span>
      <span className="text-gray-700">{t('card.reviews', { count, n: formatNumber(count, language) })}</span>
    </p>
  );
}
