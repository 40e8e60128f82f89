import {
  fieldGroupsFor,
  postBasicsSchema,
  PROPERTY_TYPES,
  storedPriceUnitOf,
  type PostBasics,
  type PostDetail,
  type PropertyType,
} from '@ghorbari/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { asciiDigits } from '../../lib/ascii-digits.ts';

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
    street: string;
    house: string;
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
  paid: 'paid' | 'free';
}

export const ROOM_FIELDS = ['total', 'bedrooms', 'bathrooms', 'balconies', 'drawingRooms', 'garages'] as const;

export function emptyPost(type: 'sell' | 'rent', phone: string | null | undefined): PostFormValues {
  return {
    type,
    propertyType: '',
    postTitle: '',
    description: '',
    primaryPhone: phone ?? '',
    secondaryPhone: '',
    location: { division: '', district: '', subDistrict: '', street: '', house: '', postCode: '' },
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
    paid: 'free',
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** An existing post, as the edit form starts. */
export function fromDetail(post: PostDetail): PostFormValues {
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
      street: text(post.location.street),
      house: text(post.location.house),
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
    paid: post.paid ? 'paid' : 'free',
  };
}

export const isPropertyType = (value: string): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value);

/** Which field groups show for the chosen type; before a type is chosen, all but land. */
export const groupsFor = (propertyType: string) =>
  isPropertyType(propertyType) ? fieldGroupsFor(propertyType) : { rooms: true, building: true, land: false };

/** Empty text means "not given"; Bengali digits become ASCII; hidden groups are left out. */
const given = (value: string): string | undefined => {
  const clean = String(asciiDigits(value)).trim();
  return clean === '' ? undefined : clean;
};

export function toBody(values: PostFormValues): Record<string, unknown> {
  const groups = groupsFor(values.propertyType);
  const rooms = Object.fromEntries(
    ROOM_FIELDS.map((key) => [key, given(values.rooms[key])]).filter(([, value]) => value !== undefined),
  );
  const { street, house, postCode, ...place } = values.location;
  return {
    type: values.type,
    propertyType: given(values.propertyType),
    postTitle: values.postTitle,
    description: values.description,
    primaryPhone: given(values.primaryPhone) ?? '',
    secondaryPhone: given(values.secondaryPhone),
    location: { ...place, street: given(street), house: given(house), postCode: given(postCode) },
    price: given(values.price),
    previousPrice: given(values.previousPrice),
    // Rent is always per month (spec §3): the API stores whatever unit comes (storedPriceUnitOf).
    priceUnits: values.priceUnits,
    size: given(values.size),
    landSize: groups.land ? given(values.landSize) : undefined,
    landUnits: groups.land ? given(values.landUnits) : undefined,
    landCategory: groups.land ? given(values.landCategory) : undefined,
    constructionStatus: given(values.constructionStatus),
    condition: given(values.condition),
    rooms: groups.rooms && Object.keys(rooms).length > 0 ? rooms : undefined,
    lift: groups.building ? given(values.lift) : undefined,
    furnishing: groups.building ? given(values.furnishing) : undefined,
    facing: given(values.facing),
    totalUnits: groups.building ? given(values.totalUnits) : undefined,
    totalFloors: groups.building ? given(values.totalFloors) : undefined,
    availableFloor: groups.building ? given(values.availableFloor) : undefined,
    facilities: values.facilities,
    paid: values.paid === 'paid',
  };
}

const resolveBasics = zodResolver(postBasicsSchema) as unknown as Resolver<
  Record<string, unknown>,
  unknown,
  PostBasics
>;

/** The same zod schema as the API, so the browser refuses exactly what the server would. */
export const postResolver: Resolver<PostFormValues, unknown, PostBasics> = (values, context, options) =>
  resolveBasics(toBody(values), context, options as never) as never;

/** The fields each step checks before "Next" (and where server problems are shown). */
export const STEP_FIELDS = {
  basics: ['propertyType', 'postTitle', 'description'],
  place: ['location', 'primaryPhone', 'secondaryPhone'],
  price: ['price', 'priceUnits', 'previousPrice', 'size', 'landSize', 'landUnits', 'landCategory'],
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
  ],
  photos: [],
  publish: ['paid', 'type'],
} as const satisfies Record<string, readonly string[]>;
export type StepId = keyof typeof STEP_FIELDS;
export const STEPS = Object.keys(STEP_FIELDS) as StepId[];
