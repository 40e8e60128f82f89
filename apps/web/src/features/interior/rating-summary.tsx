import type { Language, RatingSummary as RatingSummaryData } from '@ghorbari/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../components/star-rating.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ratingBars } from './rating-bars.ts';
import { formatAverage } from '../../domain/interior/rating-line.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/**
 * The firm's rating at a glance: the average to one decimal with its stars, how many verified
 * reviews it comes from, and a bar per star, 5★ to 1★. Each bar reads as "5 stars: 12 reviews".
 */
export function RatingSummary({ summary, language }: { summary: RatingSummaryData; language: Language }) {
  const { t } = useTranslation('interior');
  const n = (value: number) => formatNumber(value, language);
  return (
    <SectionCard id="firm-rating-title" title={t('rating.title')} testId="rating-summary">
      {summary.count === 0 ? (
        <div className="mt-3 flex items-start gap-3">
          <StarRating value={0} size={22} />
          <div>
            <p className="font-semibold text-gray-900">{t('rating.none')}</p>
            <p className="mt-1 text-[15px] text-gray-700">{t('rating.noneText')}</p>
          </div>
        </div>
      ) : (
        <div className="mt-3 grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
          <div className="text-center sm:text-left">
            <p className="text-gray-900">
              <span className="text-5xl font-bold" data-testid="rating-average">
                {formatAverage(summary.average, language)}
              </span>{' '}
              <span className="text-[15px] text-gray-700">{t('rating.outOf')}</span>
            </p>
            <StarRating value={summary.average} size={24} className="mt-1" />
            <p className="mt-1 inline-flex items-center gap-1 text-[15px] text-gray-700">
              <ShieldCheck aria-hidden size={17} className="shrink-0 text-brand-700" />
              {t('rating.basedOn', { count: summary.count, n: n(summary.count) })}
            </p>
          </div>
          <ul aria-label={t('rating.bars')} className="space-y-1.5">
            {ratingBars(summary).map((bar) => (
              <li key={bar.stars} className="grid grid-cols-[3rem_minmax(0,1fr)_2.5rem] items-center gap-2">
                <span className="sr-only">
                  {t('rating.bar', {
                    count: bar.count,
                    stars: t('rating.stars', { count: bar.stars, n: n(bar.stars) }),
                    n: n(bar.count),
                  })}
                </span>
                <span aria-hidden className="text-sm font-semibold text-gray-800">
                  {t('rating.starLabel', { stars: n(bar.stars) })}
                </span>
                <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-gray-200">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${bar.percent}%` }} />
                </span>
                <span aria-hidden className="text-right text-sm text-gray-700">
                  {n(bar.count)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
