import { isLocationChain } from '@ghorbari/contracts/locations';
import { AppError } from '../../errors/app-error.ts';

interface AddressInput {
  division: string;
  district: string;
  subDistrict: string;
}

/**
 * A member's address names a real place: the district lies in the division and the sub-district
 * in the district, by the project's location data (as a post's location, posts.service.ts).
 * Otherwise a 400 that names the field that does not fit.
 */
export function checkAddress(address: AddressInput | undefined): void {
  if (!address) return;
  if (isLocationChain(address.division, address.district, address.subDistrict)) return;
  const path = isLocationChain(address.division, address.district) ? 'address.subDistrict' : 'address.district';
  throw new AppError('VALIDATION_FAILED', 'validation.addressNotInList', undefined, [
    { path, messageKey: 'validation.addressNotInList' },
  ]);
}
