import type { Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useDistricts, useNeighbourhoods, useSubDistricts } from './get-locations.ts';

export interface LocationIds {
  division: string;
  district: string;
  subDistrict: string;
  /** A neighbourhood of a city thana (Mirpur 10), when one is known. */
  neighbourhood?: string | null;
}

export interface LocationNames {
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood: string;
}

/**
 * A post's place names in the reader's language, from the location lists the picker already
 * caches for the visit (one small request per division, district and thana, shared by every card).
 * Until a list arrives, that level is simply left out.
 */
export function useLocationNames(
  { division, district, subDistrict, neighbourhood }: LocationIds,
  language: Language,
): LocationNames {
  const { t } = useTranslation('enums');
  const districts = useDistricts(division);
  const subDistricts = useSubDistricts(district);
  // Most posts name no neighbourhood: their thana's list is not fetched at all.
  const neighbourhoods = useNeighbourhoods(subDistrict, Boolean(neighbourhood));
  const districtName = districts.data?.find((entry) => entry.id === district)?.[language];
  const subDistrictName = subDistricts.data?.find((entry) => entry.id === subDistrict)?.[language];
  const neighbourhoodName = neighbourhood
    ? neighbourhoods.data?.find((entry) => entry.id === neighbourhood)?.[language]
    : undefined;
  return {
    // No place chosen (an unfiltered listing): no key to look up, so no "missing translation".
    division: division ? t(`division.${division}`, { defaultValue: '' }) : '',
    district: districtName ?? '',
    subDistrict: subDistrictName ?? '',
    neighbourhood: neighbourhoodName ?? '',
  };
}

/**
 * A place in a few words, for cards and chips: "মিরপুর ১০, ঢাকা" (the neighbourhood and the
 * district: the thana adds nothing a Dhaka reader needs), else "Gulshan, Dhaka" (the sub-district
 * and district), with the division when the district is named otherwise; the division alone when
 * nothing finer is known.
 */
export function shortPlace(names: Omit<LocationNames, 'neighbourhood'> & { neighbourhood?: string }): string {
  const parts = [names.neighbourhood || names.subDistrict, names.district].filter(Boolean);
  if (names.district && names.division && names.district !== names.division) parts.push(names.division);
  return (parts.length ? [...new Set(parts)] : [names.division]).filter(Boolean).join(', ');
}
