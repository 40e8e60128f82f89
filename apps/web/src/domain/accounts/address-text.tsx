import type { UserData } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useDistricts, useSubDistricts } from '../../lib/locations/get-locations.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** An address stored as place ids, written out with the place names of the reader's language. */
export function AddressText({ address }: { address: NonNullable<UserData['address']> }) {
  const { t } = useTranslation('enums');
  const language = useLanguage();
  const districts = useDistricts(address.division);
  const subDistricts = useSubDistricts(address.district);
  const district = districts.data?.find((entry) => entry.id === address.district);
  const subDistrict = subDistricts.data?.find((entry) => entry.id === address.subDistrict);
  const places = [
    subDistrict?.[language],
    district?.[language],
    t(`division.${address.division}`, { defaultValue: '' }),
  ].filter(Boolean);
  return (
    <>
      {address.more ? (
        <span className="block" lang={textLanguage(address.more, language)}>
          {address.more}
        </span>
      ) : null}
      <span className="block">{places.join(', ')}</span>
    </>
  );
}
