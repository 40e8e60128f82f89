import type { Language, PostCard } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useDistricts, useSubDistricts } from '../../lib/locations/get-locations.ts';

/** A post's price with its unit, as everywhere else: "Tk 25,000 / month", "Tk 8,500 / sqft". */
export function usePriceText() {
  const { t } = useTranslation('common');
  return (post: Pick<PostCard, 'price' | 'priceUnits'>, language: Language, price = post.price) =>
    formatPrice(t, price, post.priceUnits, language);
}

/**
 * A post's place in the reader's language ("Gulshan, Dhaka, Dhaka"), from the location lists the
 * site caches per visit. Until a list arrives that level is left out.
 */
export function usePlaceName(location: PostCard['location'], language: Language): string {
  const { t } = useTranslation('enums');
  const districts = useDistricts(location.division);
  const subDistricts = useSubDistricts(location.district);
  const parts = [
    subDistricts.data?.find((entry) => entry.id === location.subDistrict)?.[language],
    districts.data?.find((entry) => entry.id === location.district)?.[language],
    t(`division.${location.division}`, { defaultValue: location.division }),
  ].filter((part): part is string => Boolean(part));
  return [...new Set(parts)].join(', ');
}
