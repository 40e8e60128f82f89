import type { SavedPost } from '@ghorbari/contracts';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../components/star-rating.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { savedBudgetTiers, savedServices } from './saved-firm.ts';

/** A saved design firm's rating, budget level and first services (spec §3). */
export function SavedFirmFacts({ post }: { post: SavedPost }) {
  const { t } = useTranslation(['interior', 'enums']);
  const language = useLanguage();
  const count = post.totalRatings ?? 0;
  const average = post.averageRating ?? 0;
  const tiers = savedBudgetTiers(post);
  const services = savedServices(post.selections);
  return (
    <div className="mt-1 space-y-1.5" data-testid="saved-firm-facts">
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-gray-700">
        <StarRating value={average} size={15} />
        {count > 0 ? (
          <>
            <span aria-hidden className="font-semibold text-gray-900">
              {formatNumber(average, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <span>{t('card.reviews', { count, n: formatNumber(count, language) })}</span>
          </>
        ) : (
          <span>{t('card.noReviews')}</span>
        )}
      </p>
      {tiers.length > 0 ? (
        <p className="flex items-start gap-1 text-sm text-gray-700">
          <Wallet aria-hidden size={15} className="mt-0.5 shrink-0 text-gray-500" />
          <span>{t('saved.budget', { tiers: tiers.map((tier) => t(`enums:budgetTier.${tier}`)).join(', ') })}</span>
        </p>
      ) : null}
      {services.length > 0 ? (
        <ul aria-label={t('saved.services')} className="flex flex-wrap gap-1">
          {services.map((service) => (
            <li key={service} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
              {t(`enums:interiorService.${service}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
