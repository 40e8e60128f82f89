import {
  groupOfferBodySchema,
  isMessageKey,
  issueMessageKey,
  plainNumberText,
  type GroupDetail,
  type GroupOfferBody,
} from '@ghorbari/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The form holds text, as inputs do; `toBody` turns it into the API's offer (groupOfferBodySchema). */
export interface GroupOfferFormValues {
  title: string;
  /** The English twin (ADR 039): optional, '' is none. */
  titleEn: string;
  developBy: string;
  phone: string;
  location: { division: string; district: string; subDistrict: string; street: string; house: string };
  landSize: string;
  landUnit: string;
  floors: string;
  flatSizeMin: string;
  flatSizeMax: string;
  areaPerShare: string;
  sharesTotal: string;
  sharesLeft: string;
  pricePerShare: string;
  pricePerSqft: string;
  bookingAmount: string;
  instalments: string;
  paymentPlan: string;
  startMonth: string;
  handoverMonth: string;
  facilities: string[];
  description: string;
  descriptionEn: string;
}

export const emptyGroupOffer = (): GroupOfferFormValues => ({
  title: '',
  titleEn: '',
  developBy: '',
  phone: '',
  location: { division: '', district: '', subDistrict: '', street: '', house: '' },
  landSize: '',
  landUnit: 'katha',
  floors: '',
  flatSizeMin: '',
  flatSizeMax: '',
  areaPerShare: '',
  sharesTotal: '',
  sharesLeft: '',
  pricePerShare: '',
  pricePerSqft: '',
  bookingAmount: '',
  instalments: '',
  paymentPlan: '',
  startMonth: '',
  handoverMonth: '',
  facilities: [],
  description: '',
  descriptionEn: '',
});

/** Every field of the form, in its order: where a problem the server found can be shown. */
export const OFFER_FORM_FIELDS = Object.keys(emptyGroupOffer()) as readonly (keyof GroupOfferFormValues)[];

const shown = (value: number | null) => (value === null ? '' : String(value));

/** An offer as its edit form starts. */
export const fromOffer = (offer: GroupDetail): GroupOfferFormValues => ({
  title: offer.title,
  titleEn: offer.titleEn ?? '',
  developBy: offer.developBy,
  phone: offer.phone,
  location: {
    division: offer.location.division,
    district: offer.location.district,
    subDistrict: offer.location.subDistrict,
    street: offer.location.street ?? '',
    house: offer.location.house ?? '',
  },
  landSize: String(offer.landSize),
  landUnit: offer.landUnit,
  floors: String(offer.floors),
  flatSizeMin: String(offer.flatSizeMin),
  flatSizeMax: String(offer.flatSizeMax),
  areaPerShare: String(offer.areaPerShare),
  sharesTotal: String(offer.sharesTotal),
  sharesLeft: String(offer.sharesLeft),
  pricePerShare: shown(offer.pricePerShare),
  pricePerSqft: shown(offer.pricePerSqft),
  bookingAmount: shown(offer.bookingAmount),
  instalments: shown(offer.instalments),
  paymentPlan: offer.paymentPlan ?? '',
  startMonth: offer.startMonth ?? '',
  handoverMonth: offer.handoverMonth ?? '',
  facilities: offer.facilities,
  description: offer.description,
  descriptionEn: offer.descriptionEn ?? '',
});

const given = (value: string): string | undefined => {
  const clean = value.trim();
  return clean === '' ? undefined : clean;
};

/** A typed number as the API reads it: Bengali digits and grouping ("১২,০০০") accepted; '' left out. */
const amount = (value: string): string | undefined => given(plainNumberText(value) as string);

const NUMBER_FIELDS = [
  'landSize',
  'floors',
  'flatSizeMin',
  'flatSizeMax',
  'areaPerShare',
  'sharesTotal',
  'sharesLeft',
  'pricePerShare',
  'pricePerSqft',
  'bookingAmount',
  'instalments',
] as const;

/** The offer's fields as the API takes them (`keepPhotos` is added by the form). */
export function toBody(values: GroupOfferFormValues): Record<string, unknown> {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, amount(values[field])]));
  return {
    title: values.title,
    titleEn: given(values.titleEn),
    developBy: values.developBy,
    // A phone keyboard in Bengali types ০–৯.
    phone: (plainNumberText(values.phone) as string).trim(),
    location: {
      division: values.location.division,
      district: values.location.district,
      subDistrict: values.location.subDistrict,
      street: given(values.location.street),
      house: given(values.location.house),
    },
    landUnit: values.landUnit,
    ...numbers,
    paymentPlan: given(values.paymentPlan),
    startMonth: given(values.startMonth),
    handoverMonth: given(values.handoverMonth),
    facilities: values.facilities,
    description: values.description,
    descriptionEn: given(values.descriptionEn),
  };
}

/**
 * A field's own message where the schema gives none (a number out of range) or a general one that
 * reads wrong here: the range in words, in the staff area's texts.
 */
const FIELD_MESSAGES: Record<string, string> = {
  landSize: 'admin:groupOffers.errors.landSize',
  floors: 'admin:groupOffers.errors.floors',
  flatSizeMin: 'admin:groupOffers.errors.flatSize',
  flatSizeMax: 'admin:groupOffers.errors.flatSize',
  areaPerShare: 'admin:groupOffers.errors.areaPerShare',
  sharesTotal: 'admin:groupOffers.errors.sharesTotal',
  sharesLeft: 'admin:groupOffers.errors.sharesLeft',
  instalments: 'admin:groupOffers.errors.instalments',
  pricePerShare: 'validation.priceInvalid',
  pricePerSqft: 'validation.priceInvalid',
  bookingAmount: 'validation.priceInvalid',
};

/** The rules across fields, said in the words of the field they are shown under. */
const RULE_MESSAGES: Record<string, string> = {
  flatSizeMax: 'admin:groupOffers.errors.flatSizeOrder',
  pricePerShare: 'admin:groupOffers.errors.priceNeeded',
  handoverMonth: 'admin:groupOffers.errors.handoverBeforeStart',
};

/** The message key for one problem (namespace `messages`, or `admin:` for this form's own). */
export function offerIssueMessage(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  if (issue.code === 'custom' && RULE_MESSAGES[path]) return RULE_MESSAGES[path];
  if (path === 'landSize') return FIELD_MESSAGES.landSize!; // the schema's own key speaks of sqft
  if (path === 'location.division') return 'validation.divisionRequired';
  if (isMessageKey(issue.message)) return issue.message;
  return FIELD_MESSAGES[path] ?? issueMessageKey(issue);
}

function setAt(errors: Record<string, unknown>, path: PropertyKey[], error: { type: string; message: string }) {
  let node = errors;
  path.slice(0, -1).forEach((part) => {
    const key = String(part);
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  const last = String(path.at(-1) ?? 'root');
  node[last] ??= error; // the first problem of a field is the one shown
}

/** The same zod schema as the API, so the browser refuses exactly what the server would, in this form's words. */
export const groupOfferResolver: Resolver<GroupOfferFormValues, unknown, GroupOfferBody> = (values) => {
  const result = groupOfferBodySchema.safeParse(toBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues)
    setAt(errors, issue.path, { type: issue.code, message: offerIssueMessage(issue) });
  return { values: {}, errors: errors as FieldErrors<GroupOfferFormValues> };
};
