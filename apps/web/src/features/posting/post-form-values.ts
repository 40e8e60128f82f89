import {
  DEFAULT_PAID_PACKAGE,
  type PaidPackage,
  fieldGroupsFor,
  normalPhone,
  phoneSchema,
  plainNumberText,
  postBasicsSchema,
  PRICE_UNITS,
  PROPERTY_TYPES,
  storedPriceUnitOf,
  takesLandSize,
  type PostBasics,
  type PostDetail,
  type PriceUnit,
  type PropertyType,
} from '@ghorbari/contracts';
import type { Resolver } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver.ts';
import { hasCome, monthOf } from '../../lib/months.ts';
import { isHome } from '../../domain/posts/home-types.ts';
import { isProvenPhone } from '../../lib/session/prove-phone.ts';

/** The form holds text, as inputs do; `toBody` turns it into the API's post (postBasicsSchema). */
export interface PostFormValues {
  type: 'sell' | 'rent';
  propertyType: string;
  postTitle: string;
  description: string;
  primaryPhone: string;
  secondaryPhone: string;
  location: {
    division: string;
    district: string;
    subDistrict: string;
    /** A neighbourhood of a city thana (Mirpur 10, Gulshan 2), or '' for none. */
    neighbourhood: string;
    /** The street or area name: every visitor sees it. */
    street: string;
    /** The house and road number: only the owner and support see it unless `showHouse` (issue 41). */
    house: string;
    showHouse: boolean;
    postCode: string;
  };
  price: string;
  previousPrice: string;
  priceUnits: string;
  size: string;
  landSize: string;
  landUnits: string;
  landCategory: string;
  constructionStatus: string;
  condition: string;
  rooms: {
    total: string;
    bedrooms: string;
    bathrooms: string;
    balconies: string;
    drawingRooms: string;
    garages: string;
  };
  lift: string;
  furnishing: string;
  facing: string;
  totalUnits: string;
  totalFloors: string;
  availableFloor: string;
  facilities: string[];
  /** What renters and buyers ask first (issue 12); yes/no questions are '' until answered. */
  negotiable: boolean;
  listedBy: string;
  parking: YesNo;
  /** Rent only: never sent with a sale post. */
  advanceMonths: string;
  serviceCharge: string;
  billsIncluded: YesNo;
  gas: string;
  tenants: string[];
  /** YYYY-MM; the current month means "right away". */
  availableFrom: string;
  paid: 'paid' | 'free';
  /** What a paid post buys (issue 41); kept while "free" is chosen, sent only with "paid". */
  paidPackage: PaidPackage;
}

/** A yes/no question asked with two radio buttons; '' while neither is chosen. */
export type YesNo = '' | 'yes' | 'no';

export const ROOM_FIELDS = ['total', 'bedrooms', 'bathrooms', 'balconies', 'drawingRooms', 'garages'] as const;
type RoomField = (typeof ROOM_FIELDS)[number];

/** Homes: what people ask first is how many bedrooms and bathrooms, so the first step asks it (issue 12). */
export { isHome };
/** Rooms asked on the first step for a home. */
export const FIRST_ROOMS = ['bedrooms', 'bathrooms'] as const satisfies readonly RoomField[];
/** Rooms asked on the details step: all of them, or for a home the ones the first step did not ask. */
export const detailRooms = (propertyType: string): readonly RoomField[] =>
  isHome(propertyType)
    ? ROOM_FIELDS.filter((room) => !(FIRST_ROOMS as readonly RoomField[]).includes(room))
    : ROOM_FIELDS;

/** Construction status and new/used describe a sale: a rent post neither asks nor sends them (issue 12). */
export const asksSaleState = (type: PostFormValues['type']) => type === 'sell';

export function emptyPost(type: 'sell' | 'rent', phone: string | null | undefined): PostFormValues {
  return {
    type,
    propertyType: '',
    postTitle: '',
    description: '',
    primaryPhone: phone ?? '',
    secondaryPhone: '',
    location: {
      division: '',
      district: '',
      subDistrict: '',
      neighbourhood: '',
      street: '',
      house: '',
      showHouse: false,
      postCode: '',
    },
    price: '',
    previousPrice: '',
    priceUnits: 'total-price',
    size: '',
    landSize: '',
    landUnits: 'katha',
    landCategory: '',
    constructionStatus: '',
    condition: '',
    rooms: { total: '', bedrooms: '', bathrooms: '', balconies: '', drawingRooms: '', garages: '' },
    lift: '',
    furnishing: '',
    facing: '',
    totalUnits: '',
    totalFloors: '',
    availableFloor: '',
    facilities: [],
    negotiable: false,
    listedBy: '',
    parking: '',
    advanceMonths: '',
    serviceCharge: '',
    billsIncluded: '',
    gas: '',
    tenants: [],
    availableFrom: '',
    paid: 'free',
    paidPackage: DEFAULT_PAID_PACKAGE,
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const yesNo = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const answer = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

/**
 * An existing post, as the edit form starts. A move-in month that has passed reads as the current
 * month: the home is free now, and the month picker offers no past months.
 */
export function fromDetail(post: PostDetail, now: Date = new Date()): PostFormValues {
  return {
    type: post.type,
    propertyType: post.propertyType,
    postTitle: post.postTitle,
    description: post.description,
    primaryPhone: post.primaryPhone,
    secondaryPhone: text(post.secondaryPhone),
    location: {
      division: post.location.division,
      district: post.location.district,
      subDistrict: post.location.subDistrict,
      neighbourhood: text(post.location.neighbourhood),
      street: text(post.location.street),
      house: text(post.location.house),
      showHouse: post.location.showHouse,
      postCode: text(post.location.postCode),
    },
    price: text(post.price),
    previousPrice: text(post.previousPrice),
    priceUnits: storedPriceUnitOf(post.type, post.priceUnits),
    size: text(post.size),
    landSize: text(post.landSize),
    landUnits: post.landUnits ?? 'katha',
    landCategory: text(post.landCategory),
    constructionStatus: text(post.constructionStatus),
    condition: text(post.condition),
    rooms: {
      total: text(post.rooms.total),
      bedrooms: text(post.rooms.bedrooms),
      bathrooms: text(post.rooms.bathrooms),
      balconies: text(post.rooms.balconies),
      drawingRooms: text(post.rooms.drawingRooms),
      garages: text(post.rooms.garages),
    },
    lift: text(post.lift),
    furnishing: text(post.furnishing),
    facing: text(post.facing),
    totalUnits: text(post.totalUnits),
    totalFloors: text(post.totalFloors),
    availableFloor: text(post.availableFloor),
    facilities: post.facilities,
    negotiable: post.negotiable,
    listedBy: text(post.listedBy),
    parking: yesNo(post.parking),
    advanceMonths: text(post.advanceMonths),
    serviceCharge: text(post.serviceCharge),
    billsIncluded: yesNo(post.billsIncluded),
    gas: text(post.gas),
    tenants: post.tenants,
    availableFrom: post.availableFrom && hasCome(post.availableFrom, now) ? monthOf(now) : text(post.availableFrom),
    paid: post.paid ? 'paid' : 'free',
    paidPackage: post.paidPackage ?? DEFAULT_PAID_PACKAGE,
  };
}

export const isPropertyType = (value: string): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value);

const isPriceUnit = (value: string): value is PriceUnit => (PRICE_UNITS as readonly string[]).includes(value);
/** The form's price unit as the contracts name it (the total price until one is chosen). */
export const storedUnit = (value: string): PriceUnit => (isPriceUnit(value) ? value : 'total-price');

/** Which field groups show for the chosen type; before a type is chosen, all but land. */
export const groupsFor = (propertyType: string) =>
  isPropertyType(propertyType) ? fieldGroupsFor(propertyType) : { rooms: true, building: true, land: false };

/** Whether the price step asks the land: land, and a house or duplex for sale (issue 41). */
export const landAsked = (type: PostFormValues['type'], propertyType: string) =>
  isPropertyType(propertyType) && takesLandSize(type, propertyType);

/** Empty text means "not given". Free text keeps the digits it was typed with ("বাড়ি ১২", issue 12). */
const given = (value: string): string | undefined => {
  const clean = value.trim();
  return clean === '' ? undefined : clean;
};
/**
 * A field that holds a number (an amount, a size, a count, a phone, a post code): Bengali digits
 * become ASCII and grouping ("২৫,০০০") is dropped, by the same rule as the API's.
 */
const number = (value: string): string | undefined => given(String(plainNumberText(value)));

export function toBody(values: PostFormValues): Record<string, unknown> {
  const groups = groupsFor(values.propertyType);
  const withLand = landAsked(values.type, values.propertyType);
  const landSize = number(values.landSize);
  const rooms = Object.fromEntries(
    ROOM_FIELDS.map((key) => [key, number(values.rooms[key])]).filter(([, value]) => value !== undefined),
  );
  const saleState = asksSaleState(values.type);
  const rent = values.type === 'rent';
  const { street, house, showHouse, postCode, ...place } = values.location;
  return {
    type: values.type,
    propertyType: given(values.propertyType),
    postTitle: values.postTitle,
    description: values.description,
    primaryPhone: number(values.primaryPhone) ?? '',
    secondaryPhone: number(values.secondaryPhone),
    location: {
      ...place,
      street: given(street),
      house: given(house),
      // Said only with a house number to show: without one there is nothing to keep private.
      showHouse: given(house) !== undefined && showHouse,
      postCode: number(postCode),
    },
    price: number(values.price),
    previousPrice: number(values.previousPrice),
    // Rent is always per month (spec §3): the API stores whatever unit comes (storedPriceUnitOf).
    priceUnits: values.priceUnits,
    size: number(values.size),
    landSize: withLand ? landSize : undefined,
    // A house's land unit goes with its land size; land says its unit even before its size.
    landUnits: withLand && (groups.land || landSize !== undefined) ? given(values.landUnits) : undefined,
    landCategory: groups.land ? given(values.landCategory) : undefined,
    constructionStatus: saleState ? given(values.constructionStatus) : undefined,
    condition: saleState ? given(values.condition) : undefined,
    rooms: groups.rooms && Object.keys(rooms).length > 0 ? rooms : undefined,
    lift: groups.building ? given(values.lift) : undefined,
    furnishing: groups.building ? given(values.furnishing) : undefined,
    facing: given(values.facing),
    totalUnits: groups.building ? number(values.totalUnits) : undefined,
    totalFloors: groups.building ? number(values.totalFloors) : undefined,
    availableFloor: groups.building ? number(values.availableFloor) : undefined,
    facilities: values.facilities,
    negotiable: values.negotiable,
    listedBy: given(values.listedBy),
    parking: groups.building ? answer(values.parking) : undefined,
    // The terms of a let: a sale post has none, whatever the form held before the type changed.
    advanceMonths: rent ? number(values.advanceMonths) : undefined,
    serviceCharge: rent ? number(values.serviceCharge) : undefined,
    billsIncluded: rent ? answer(values.billsIncluded) : undefined,
    gas: rent ? given(values.gas) : undefined,
    tenants: rent ? values.tenants : undefined,
    availableFrom: rent ? given(values.availableFrom) : undefined,
    paid: values.paid === 'paid',
    paidPackage: values.paid === 'paid' ? values.paidPackage : undefined,
  };
}

/** The same zod schema as the API, so the browser refuses exactly what the server would. */
export const postResolver: Resolver<PostFormValues, unknown, PostBasics> = formResolver(postBasicsSchema, toBody);

/** The terms of a let, asked on the price step of a rent post only. */
export const RENT_TERMS = [
  'advanceMonths',
  'serviceCharge',
  'billsIncluded',
  'gas',
  'tenants',
  'availableFrom',
] as const satisfies readonly (keyof PostFormValues)[];

/** The fields each step checks before "Next" (and where server problems are shown); see `stepFieldsFor`. */
export const STEP_FIELDS = {
  basics: ['propertyType', 'postTitle', 'description'],
  place: ['location', 'primaryPhone', 'secondaryPhone', 'listedBy'],
  price: [
    'price',
    'priceUnits',
    'previousPrice',
    'size',
    'landSize',
    'landUnits',
    'landCategory',
    'negotiable',
    ...RENT_TERMS,
  ],
  details: [
    'constructionStatus',
    'condition',
    'rooms',
    'lift',
    'furnishing',
    'facing',
    'totalUnits',
    'totalFloors',
    'availableFloor',
    'facilities',
    'parking',
  ],
  photos: [],
  publish: ['paid', 'paidPackage', 'type'],
} as const satisfies Record<string, readonly string[]>;
export type StepId = keyof typeof STEP_FIELDS;
export const STEPS = Object.keys(STEP_FIELDS) as StepId[];
export const isStepId = (value: string | null): value is StepId => (STEPS as (string | null)[]).includes(value);

/** The fields of each step for a property type: a home's bedrooms and bathrooms belong to the first step. */
export function stepFieldsFor(propertyType: string): Record<StepId, readonly string[]> {
  if (!isHome(propertyType)) return STEP_FIELDS;
  return {
    ...STEP_FIELDS,
    basics: [...STEP_FIELDS.basics, ...FIRST_ROOMS.map((room) => `rooms.${room}`)],
    details: [
      ...STEP_FIELDS.details.filter((field) => field !== 'rooms'),
      ...detailRooms(propertyType).map((room) => `rooms.${room}`),
    ],
  };
}

/**
 * What the primary number's proof rests on (issue 40): the member's proven numbers, and on an edit
 * the post's primary number as it was, which the API lets a post keep.
 */
export interface PhoneProofs {
  proven: readonly string[];
  kept: string | null;
}

/**
 * Where the typed primary number stands: proven; the edited post's own number, kept unproven;
 * unproven (the post cannot be sent until it is); or not a whole number yet, for its own check.
 */
export type PrimaryProof = 'proven' | 'kept' | 'unproven' | 'incomplete';

export function primaryPhoneProof(typed: string, { proven, kept }: PhoneProofs): PrimaryProof {
  const number = phoneSchema.safeParse(typed);
  if (!number.success) return 'incomplete';
  const phone = number.data;
  if (isProvenPhone(proven, phone)) return 'proven';
  return kept !== null && normalPhone(kept) === phone ? 'kept' : 'unproven';
}
