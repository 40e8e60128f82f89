import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../lib/form-resolver.ts';

/** The address as the form holds it: the picker's three ids and a free line, all text. */
export interface AddressForm {
  division: string;
  district: string;
  subDistrict: string;
  more: string;
}
export const emptyAddress: AddressForm = { division: '', district: '', subDistrict: '', more: '' };

export function toAddressForm(
  address: { division: string; district: string; subDistrict: string; more: string | null } | null,
): AddressForm {
  return address ? { ...address, more: address.more ?? '' } : emptyAddress;
}

const isAddressForm = (value: unknown): value is AddressForm =>
  typeof value === 'object' && value !== null && 'division' in value && 'subDistrict' in value;

/** The address is optional: an untouched one is left out, a half-filled one is checked (and refused). */
function withoutEmptyAddress<T extends FieldValues>(values: T): T {
  const address: unknown = values.address;
  if (!isAddressForm(address)) return values;
  const empty = !address.division && !address.district && !address.subDistrict && !address.more.trim();
  return empty ? { ...values, address: undefined } : values;
}

/**
 * react-hook-form checks a form with the same zod schema the API uses (packages/contracts), so
 * the browser refuses exactly what the server would; submit handlers get the parsed values.
 */
export function accountResolver<TForm extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
): Resolver<TForm, unknown, z.output<TSchema>> {
  return formResolver<TForm, TSchema>(schema, withoutEmptyAddress);
}
