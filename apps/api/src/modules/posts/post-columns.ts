import {
  DEFAULT_PAID_PACKAGE,
  fieldGroupsFor,
  monthOf,
  storedPriceUnitOf,
  takesLandSize,
  type PostBasics,
} from '@ghorbari/contracts';
import type { NewPost, PostRow } from './posts.types.ts';

/** The columns of a post its form body sets: every column but the owner. */
export type PostColumns = Omit<NewPost, 'ownerId'>;

/**
 * The facts the post form asks of a post only for some types and property types, by group: rooms
 * and building facts not of land (rooms not of a warehouse or factory either), the land category
 * of land, the land size of land and of a house for sale (issue 41), construction status and
 * new/used of a sale, the terms of a let of a rent post (issue 12).
 */
const GROUP_COLUMNS = {
  rooms: ['roomsTotal', 'bedrooms', 'bathrooms', 'balconies', 'drawingRooms', 'garages'],
  building: ['lift', 'furnishing', 'totalUnits', 'totalFloors', 'availableFloor', 'parking'],
  land: ['landCategory'],
  landSize: ['landSize', 'landUnits'],
  saleState: ['constructionStatus', 'condition'],
  rent: ['advanceMonths', 'serviceCharge', 'billsIncluded', 'gas', 'tenants', 'availableFrom'],
} as const satisfies Record<string, readonly (keyof PostColumns)[]>;
type GroupColumn = (typeof GROUP_COLUMNS)[keyof typeof GROUP_COLUMNS][number];

/** The columns of the groups a post of this type and property type is not asked (the form hides them). */
function unaskedColumns(type: PostRow['type'], propertyType: PostBasics['propertyType']): GroupColumn[] {
  const groups = fieldGroupsFor(propertyType);
  const asked: Record<keyof typeof GROUP_COLUMNS, boolean> = {
    ...groups,
    landSize: takesLandSize(type, propertyType),
    saleState: type === 'sell',
    rent: type === 'rent',
  };
  return Object.entries(GROUP_COLUMNS).flatMap(([group, columns]) =>
    asked[group as keyof typeof GROUP_COLUMNS] ? [] : columns,
  );
}

/** A column not given: no tenants is an empty list, anything else null. */
const notGiven = (column: GroupColumn) => (column === 'tenants' ? [] : null);

/**
 * The columns of a new post from its validated body: facts of the groups its type and property
 * type are not asked are dropped (a rent post's construction status, a flat's land category).
 */
export function columnsOf(body: PostBasics): PostColumns {
  const columns: PostColumns = {
    type: body.type,
    title: body.postTitle,
    description: body.description,
    primaryPhone: body.primaryPhone,
    secondaryPhone: body.secondaryPhone ?? null,
    division: body.location.division,
    district: body.location.district,
    subDistrict: body.location.subDistrict,
    neighbourhood: body.location.neighbourhood || null,
    street: body.location.street ?? null,
    house: body.location.house ?? null,
    // Private unless the owner says otherwise: an edit that does not say keeps it private (ADR 050).
    showHouse: body.location.showHouse ?? false,
    postCode: body.location.postCode ?? null,
    price: body.price,
    previousPrice: body.previousPrice ?? null,
    priceUnits: storedPriceUnitOf(body.type, body.priceUnits),
    size: body.size === undefined ? null : Math.round(body.size),
    // Land, and a house or duplex for sale, carry their land (issue 41); its katha feeds the land filter.
    landSize: body.landSize ?? null,
    landUnits: body.landUnits ?? null,
    landCategory: body.landCategory ?? null,
    propertyType: body.propertyType,
    constructionStatus: body.constructionStatus ?? null,
    condition: body.condition ?? null,
    roomsTotal: body.rooms?.total ?? null,
    bedrooms: body.rooms?.bedrooms ?? null,
    bathrooms: body.rooms?.bathrooms ?? null,
    balconies: body.rooms?.balconies ?? null,
    drawingRooms: body.rooms?.drawingRooms ?? null,
    garages: body.rooms?.garages ?? null,
    lift: body.lift ?? null,
    furnishing: body.furnishing ?? null,
    facing: body.facing ?? null,
    totalUnits: body.totalUnits ?? null,
    totalFloors: body.totalFloors ?? null,
    availableFloor: body.availableFloor ?? null,
    facilities: [...new Set(body.facilities ?? [])],
    negotiable: body.negotiable ?? null,
    listedBy: body.listedBy ?? null,
    parking: body.parking ?? null,
    advanceMonths: body.advanceMonths ?? null,
    serviceCharge: body.serviceCharge ?? null,
    billsIncluded: body.billsIncluded ?? null,
    gas: body.gas ?? null,
    tenants: [...new Set(body.tenants ?? [])],
    availableFrom: body.availableFrom ?? null,
    paid: body.paid,
    // The package a paid post buys (issue 41): the poster's choice, or the first one.
    paidPackage: body.paid ? (body.paidPackage ?? DEFAULT_PAID_PACKAGE) : null,
  };
  const dropped = unaskedColumns(body.type, body.propertyType).map((column) => [column, notGiven(column)]);
  return { ...columns, ...Object.fromEntries(dropped) };
}

/** The month a rent post says it is free from, as read: one that has come reads "now". */
const readMonth = (month: string | null | undefined, now: Date) =>
  month && month <= monthOf(now) ? 'now' : (month ?? null);

/**
 * The columns of an owner's edit of `current` (issue 62): what the owner changed, nothing else.
 * The form sends a whole post, but not the facts it does not ask of this post (a rent post's
 * construction status and new/used, which older and demo posts carry): with the property type
 * unchanged, those keep what is stored instead of being dropped as for a new post. A changed
 * property type describes the post anew, and facts it is not asked go, as on a new post.
 * A value the form cannot tell from the stored one keeps the stored one: an unticked "negotiable"
 * over "not said", and "from now" over a move-in month that has come (the form offers no past
 * month). ADR 073.
 */
export function editColumnsOf(body: PostBasics, current: PostRow, now: Date): PostColumns {
  const columns = columnsOf(body);
  if (body.propertyType === current.propertyType)
    for (const column of unaskedColumns(current.type, current.propertyType))
      Object.assign(columns, { [column]: current[column] });
  if ((columns.negotiable === true) === (current.negotiable === true)) columns.negotiable = current.negotiable;
  if (current.availableFrom && readMonth(columns.availableFrom, now) === readMonth(current.availableFrom, now))
    columns.availableFrom = current.availableFrom;
  return columns;
}
