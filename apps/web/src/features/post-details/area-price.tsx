import type { Language, PostAreaPrice, PostDetail } from '@ghorbari/contracts';
import { AREA_PRICE } from '@ghorbari/contracts';
import { ArrowDownRight, ArrowUpRight, Equal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPerUnit } from '../../domain/market/area-price-format.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { useAreaPrice } from '../../domain/market/get-area-price.ts';
import { SectionCard } from '../../components/section-card.tsx';

const STANDING_ICONS = { below: ArrowDownRight, near: Equal, above: ArrowUpRight } as const;

interface AreaPriceSummaryProps {
  areaPrice: PostAreaPrice;
  /** The area's name in the reader's language: the sub-district's, or the district's. */
  place: string;
  language: Language;
}

/**
 * "Median asking price for flats in Mirpur over the last 12 months: Tk 9,500 per sqft (from 23
 * posts). This flat: Tk 8,900 per sqft — 6% below the area's median." (issue 19)
 */
export function AreaPriceSummary({ areaPrice, place, language }: AreaPriceSummaryProps) {
  const { t } = useTranslation('market');
  const { propertyType, unit, standing } = areaPrice;
  const Icon = STANDING_ICONS[standing];
  return (
    <SectionCard id="area-price-title" title={t('areaPrice.title')} testId="area-price">
      <p className="mt-3 text-[16px] text-gray-800">
        {t('areaPrice.median', {
          types: t(`types.${propertyType}`),
          place,
          months: formatNumber(AREA_PRICE.months, language),
          price: formatPerUnit(t, areaPrice.median, unit, language),
          count: areaPrice.count,
          n: formatNumber(areaPrice.count, language),
        })}
      </p>
      <p className="mt-3 flex items-start gap-2 text-[16px] font-semibold text-gray-900">
        <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
        <span>
          {t(`areaPrice.${standing}`, {
            type: t(`type.${propertyType}`),
            price: formatPerUnit(t, areaPrice.postPrice, unit, language),
            percent: formatNumber(areaPrice.percent, language),
          })}
        </span>
      </p>
      <p className="mt-3 text-sm text-gray-600">{t('areaPrice.note')}</p>
    </SectionCard>
  );
}

/**
 * A sell post's area price, when its area has enough posts and the post a price per unit; nothing
 * otherwise. Its answer is asked while the page renders on the server (ADR 015), beside the place
 * names, so it is part of the first paint and the kept post answers (ADR 021) are untouched.
 */
export function AreaPrice({ post, language }: { post: PostDetail; language: Language }) {
  const sell = post.type === 'sell';
  const query = useAreaPrice(post.PostID, sell);
  const names = useLocationNames(post.location, language);
  const areaPrice = sell ? query.data?.areaPrice : null;
  if (!areaPrice) return null;
  const place = areaPrice.subDistrict === null ? names.district : names.subDistrict;
  if (!place) return null;
  return <AreaPriceSummary areaPrice={areaPrice} place={place} language={language} />;
}
