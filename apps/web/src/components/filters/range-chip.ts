import { useTranslation } from 'react-i18next';
import type { ChipsNamespace, FilterChip } from './active-filter-chips.tsx';

/**
 * A range as a chip says it: "২ – ৫", "২ or more", "up to ৫", in the list's own words; `show`
 * writes one end (taka, square feet). Callers put it into their own label ("Size: … sqft").
 */
export function useRangeText(namespace: ChipsNamespace) {
  const { t } = useTranslation(namespace);
  return (min: string, max: string, show: (value: string) => string) =>
    min && max
      ? t('chips.between', { min: show(min), max: show(max) })
      : min
        ? t('chips.from', { min: show(min) })
        : t('chips.upTo', { max: show(max) });
}

/**
 * The chip of a min–max pair of filters (price, size) once either end is set: `label` puts the
 * range into the list's words ("Size: …"), `show` writes one end; removing it clears both ends.
 */
export function useRangeChip(namespace: ChipsNamespace) {
  const range = useRangeText(namespace);
  return <F extends Record<K, string>, K extends keyof F>(
    filters: F,
    id: string,
    [min, max]: readonly [K, K],
    show: (value: string) => string,
    label: (range: string) => string,
  ): FilterChip<F> | null =>
    filters[min] || filters[max]
      ? { id, label: label(range(filters[min], filters[max], show)), without: { [min]: '', [max]: '' } as Partial<F> }
      : null;
}
