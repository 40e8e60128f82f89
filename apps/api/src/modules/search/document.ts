import {
  toKatha,
  type Facility,
  type Furnishing,
  type GasSupply,
  type LandUnit,
  type LiftOption,
  type PropertyType,
  type TenantType,
} from '@ghorbari/contracts';
import { placePointOf } from '@ghorbari/contracts/locations/points';
import { foldForSearch } from '../../text/fold.ts';
import { romanDocument } from './keys.ts';
import { meaningToken, meaningTokensOf } from './meanings.ts';
import { isSeatText, SEAT_TOKEN } from './space.ts';
import { placeNames, PROPERTY_WORDS, PURPOSE_WORDS, type PostType } from './vocabulary.ts';

/**
 * The build of the search document. Raise it whenever what `buildSearchDocument` produces changes:
 * rows of an older build are rebuilt in the background after start (refill.ts).
 */
export const SEARCH_VERSION = 5;

/** The fields of a post its search document is made of. */
export interface SearchSource {
  type: PostType;
  title: string;
  description: string;
  division: string;
  district: string;
  subDistrict: string;
  neighbourhood?: string | null;
  propertyType: PropertyType;
  landSize?: number | null;
  landUnits?: LandUnit | null;
  /** The facts a search's words may ask for ("family", "gas", "lift"): optional, as land has none. */
  tenants?: readonly TenantType[] | null;
  gas?: GasSupply | null;
  lift?: LiftOption | null;
  parking?: boolean | null;
  garages?: number | null;
  furnishing?: Furnishing | null;
  advanceMonths?: number | null;
  facilities?: readonly Facility[] | null;
}
/** The fields every post has: a change of a post that carries them all rebuilds its document. */
export const REQUIRED_SEARCH_FIELDS = [
  'type',
  'title',
  'description',
  'division',
  'district',
  'subDistrict',
  'propertyType',
] as const satisfies readonly (keyof SearchSource)[];
/** The fields a post may lack (land has no rooms or tenants): a change without them still rebuilds the document. */
const OPTIONAL_SEARCH_FIELDS = [
  'neighbourhood',
  'landSize',
  'landUnits',
  'tenants',
  'gas',
  'lift',
  'parking',
  'garages',
  'furnishing',
  'advanceMonths',
  'facilities',
] as const satisfies readonly (keyof SearchSource)[];
/** Every field of a post its search document is made of. */
export const SEARCH_SOURCE_FIELDS = [...REQUIRED_SEARCH_FIELDS, ...OPTIONAL_SEARCH_FIELDS];

/** The search columns of a post (ADR 019). */
export interface SearchDocument {
  searchText: string;
  searchRoman: string;
  landKatha: number | null;
  /** The post's point: its neighbourhood's, else its sub-district's, else its district's (issue 63). */
  lat: number | null;
  lng: number | null;
  searchVersion: number;
}

/**
 * A post's search document: its title and description, the names of its places in Bengali and
 * English, the words for its type and purpose in both languages and Banglish, folded as one text;
 * the same words as Banglish keys; its land in katha. The PostID is matched by the post number
 * column itself (query.ts), which a new row has only after its insert.
 */
export function buildSearchDocument(post: SearchSource): SearchDocument {
  const searchText = foldForSearch(
    [
      post.title,
      post.description,
      placeNames(post.division),
      placeNames(post.district),
      placeNames(post.subDistrict),
      placeNames(post.neighbourhood),
      PROPERTY_WORDS[post.propertyType]?.join(' ') ?? '',
      PURPOSE_WORDS[post.type]?.join(' ') ?? '',
    ].join(' '),
  ).replace(/ +/g, ' ');
  const meanings = new Set([...meaningTokensOf(searchText), ...factTokens(post)]);
  // A seat in a mess or hostel (issue 63): what "mess" asks for, told once here (search/space.ts).
  if (isSeatText(searchText)) meanings.add(SEAT_TOKEN);
  const roman = romanDocument(searchText);
  return {
    searchText,
    searchRoman: meanings.size === 0 ? roman : `${roman || ' '}${[...meanings].join(' ')} `,
    landKatha: landInKatha(post.landSize, post.landUnits),
    ...pointColumns(post),
    searchVersion: SEARCH_VERSION,
  };
}

/** The point of the deepest of the post's places the gazetteer has one for (issue 63). */
function pointColumns(post: SearchSource): { lat: number | null; lng: number | null } {
  const point = placePointOf({
    division: post.division,
    district: post.district,
    subDistrict: post.subDistrict,
    neighbourhood: post.neighbourhood ?? undefined,
  });
  return point ? { lat: point.lat, lng: point.lng } : { lat: null, lng: null };
}

/** Facilities whose meaning a search's words name (meanings.ts). */
const FACILITY_MEANINGS: Partial<Record<Facility, string>> = {
  security: 'security',
  'electronic-security': 'security',
  generator: 'generator',
  gym: 'gym',
  pool: 'pool',
  garden: 'garden',
  'prayer-room': 'prayer',
  'solar-panel': 'solar',
  wifi: 'wifi',
  'water-connection': 'water',
  'self-water-supply': 'water',
  'guest-parking': 'parking',
};

/**
 * The meanings a post's facts carry (issue 29): a flat let to families is found by "family" even
 * when its words never say so; one with a gas line by "gas", a lift by "lift".
 */
function factTokens(post: SearchSource): string[] {
  const names: string[] = [];
  for (const tenant of post.tenants ?? []) if (tenant !== 'office') names.push(tenant);
  if (post.gas === 'line' || post.gas === 'cylinder') names.push('gas');
  if (post.lift === 'lift') names.push('lift');
  if (post.parking || (post.garages ?? 0) > 0) names.push('parking');
  if (post.furnishing === 'furnished' || post.furnishing === 'semi-furnished') names.push('furnished');
  if ((post.advanceMonths ?? 0) > 0) names.push('advance');
  for (const facility of post.facilities ?? []) {
    const named = FACILITY_MEANINGS[facility];
    if (named) names.push(named);
  }
  if (post.propertyType === 'apartment' || post.propertyType === 'home' || post.propertyType === 'duplex-home')
    names.push('home');
  return names.map(meaningToken);
}

/** A land size in katha (1 katha = 720 sqft, 1 bigha = 20 katha, 1 shotok = 435.6 sqft, 1 acre = 100 shotok). */
export function landInKatha(size: number | null | undefined, unit: LandUnit | null | undefined): number | null {
  return size === null || size === undefined ? null : toKatha(size, unit ?? 'katha');
}
