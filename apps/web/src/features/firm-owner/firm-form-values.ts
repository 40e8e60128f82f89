import { asciiDigitsOf, firmBodySchema, type FirmBody, type MyFirm } from '@ghorbari/contracts';
import type { Resolver } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver.ts';

/** The form holds text, as inputs do; `toBody` turns it into the API's firm (firmBodySchema). */
export interface FirmFormValues {
  name: string;
  categories: string[];
  services: string[];
  budgetTier: string;
  /** Taka per sqft, as typed (issue 44): both boxes, or neither. */
  budgetPerSqft: { min: string; max: string };
  location: { division: string; district: string; subDistrict: string; more: string };
  phone: string;
  /** The about text as written (Bengali first) and its optional English twin (ADR 039). */
  about: string;
  aboutEn: string;
}

export const emptyFirm = (phone: string | null | undefined): FirmFormValues => ({
  name: '',
  categories: [],
  services: [],
  budgetTier: '',
  budgetPerSqft: { min: '', max: '' },
  location: { division: '', district: '', subDistrict: '', more: '' },
  phone: phone ?? '',
  about: '',
  aboutEn: '',
});

/**
 * A firm as its edit form starts. A name or phone still waiting for review is shown as the
 * owner last wrote it, not the approved one the public page keeps meanwhile.
 */
export const fromFirm = (firm: MyFirm): FirmFormValues => ({
  name: firm.pendingChanges?.name ?? firm.name,
  categories: firm.categories,
  services: firm.services,
  budgetTier: firm.budgetTier,
  budgetPerSqft: {
    min: firm.budgetPerSqft ? String(firm.budgetPerSqft.min) : '',
    max: firm.budgetPerSqft ? String(firm.budgetPerSqft.max) : '',
  },
  location: {
    division: firm.location.division,
    district: firm.location.district,
    subDistrict: firm.location.subDistrict,
    more: firm.location.more ?? '',
  },
  phone: firm.pendingChanges?.phone ?? firm.phone,
  about: firm.about,
  aboutEn: firm.aboutEn ?? '',
});

const given = (value: string): string | undefined => {
  const clean = value.trim();
  return clean === '' ? undefined : clean;
};

/** The firm's fields as the API takes them (photos and logo are added by the form). */
export function toBody(values: FirmFormValues): Record<string, unknown> {
  return {
    name: values.name,
    categories: values.categories,
    services: values.services,
    budgetTier: given(values.budgetTier),
    // Both boxes left empty: no range. One of them empty is refused by the schema, under that box.
    budgetPerSqft:
      values.budgetPerSqft.min.trim() === '' && values.budgetPerSqft.max.trim() === ''
        ? undefined
        : { min: values.budgetPerSqft.min.trim(), max: values.budgetPerSqft.max.trim() },
    location: { ...values.location, more: given(values.location.more) },
    // Bengali digits typed on a phone keyboard become ASCII, by the API's own rule.
    phone: asciiDigitsOf(values.phone).trim(),
    about: values.about,
    aboutEn: values.aboutEn,
  };
}

/** The same zod schema as the API, so the browser refuses exactly what the server would. */
export const firmResolver: Resolver<FirmFormValues, unknown, FirmBody> = formResolver(firmBodySchema, toBody);

/**
 * Which of the name and phone differ from the approved ones: on a listed firm those wait for
 * support's check (ADR 016) while everything else changes at once.
 */
export function checkedChanges(firm: MyFirm | null, values: Pick<FirmFormValues, 'name' | 'phone'>) {
  if (!firm || firm.status !== 'approved') return { name: false, phone: false };
  return {
    name: values.name.trim() !== firm.name,
    phone: asciiDigitsOf(values.phone).trim() !== firm.phone,
  };
}
