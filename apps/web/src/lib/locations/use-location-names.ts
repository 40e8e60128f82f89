import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useDistricts, useSubDistricts } from './get-locations.ts';

export interface LocationIds {
  division: string;
  district: string;
  subDistrict: string;
}

/**
 * A post's place names in the reader's language, from the location lists the picker already
 * caches for the visit (one small request per division and district, shared by every card).
 * Until a list arrives, that level is simply left out.
 */
export function useLocationNames({ division, district, subDistrict }: LocationIds, language: Language) {
  const { t } = useTranslation('enums');
  const districts = useDistricts(division);
  const subDistricts = useSubDistricts(district);
  const districtName = districts.data?.find((entry) => entry.id === district)?.[language];
  const subDistrictName = subDistricts.data?.find((entry) => entry.id === subDistrict)?.[language];
  return {
    division: t(`division.${division}`, { defaultValue: '' }),
    district: districtName ?? '',
    subDistrict: subDistrictName ?? '',
  };
}

/** "Gulshan, Dhaka" — the sub-district and district; the division when nothing finer is known. */
export function shortPlace(names: { division: string; district: string; subDistrict: string }): string {
  const parts = [names.subDistrict, names.district].filter(Boolean);
  if (names.district && names.division && names.district !== names.division) parts.push(names.division);
  return (parts.length ? [...new Set(parts)] : [names.division]).filter(Boolean).join(', ');
}
