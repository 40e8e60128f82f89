import { AREA_PRICE, PROPERTY_TYPES, type Language, type PropertyType } from '@ghorbari/contracts';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPerUnit } from '../../domain/market/area-price-format.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { useAreaPrices } from './api/get-area-prices.ts';

interface DistrictPricesProps {
  division: string;
  district: string;
  /** The listing's property type filter: '' for all, or something else the link carried. */
  propertyType: string;
  language: Language;
}

const isPropertyType = (value: string): value is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(value);

/**
 * The chosen district's median asking prices over the last 12 months (issue 19): per sqft, per
 * katha for land, with how many posts each comes from; for the chosen property type, else one
 * line per type. Nothing shows below 5 posts or before a district is chosen.
 */
export function DistrictPrices({ division, district, propertyType, language }: DistrictPricesProps) {
  const { t } = useTranslation('market');
  const type = isPropertyType(propertyType) ? propertyType : '';
  const query = useAreaPrices(district, type);
  const names = useLocationNames({ division, district, subDistrict: '' }, language);
  const rows = query.data?.areaPrices ?? [];
  if (!district || rows.length === 0 || !names.district) return null;
  return (
    <section
      aria-labelledby="district-prices-title"
      className="mt-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
      data-testid="district-prices"
    >
      <h2 id="district-prices-title" className="flex items-center gap-2 text-[16px] font-semibold text-gray-900">
        <ChartColumn aria-hidden size={18} className="text-brand-700" />
        {t('districtPrices.title', { district: names.district })}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t('districtPrices.intro', { months: formatNumber(AREA_PRICE.months, language) })}
      </p>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-[15px] text-gray-800 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <li key={row.propertyType}>
            <span className="font-semibold text-gray-900">{t(`typeLabel.${row.propertyType}`)}</span>
            {': '}
            {t('districtPrices.item', {
              price: formatPerUnit(t, row.median, row.unit, language),
              count: row.count,
              n: formatNumber(row.count, language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
