import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FACILITIES,
  FACINGS,
  PROPERTY_TYPES,
  TENANT_TYPES,
  type PropertyType,
  type TenantType,
} from '@ghorbari/contracts';
import { LOCATIONS, neighbourhoodById } from '@ghorbari/contracts/locations';

/**
 * The judged set of the relevance bench through the pages (issue 63): searches as people in
 * Bangladesh type them, each with what its typist means, kept as data in
 * search-relevance-people.tsv (its header says what each column holds) and read here. The first 45
 * are the searches of the shared list people wrote (`source` "people"); the rest were written for
 * the bench, by meaning, never from what the search returns.
 */
export const PEOPLE_SET_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-relevance-people.tsv');

export type PeoplePurpose = 'rent' | 'sell' | 'any';
export type PeopleLanguage = 'bn' | 'en' | 'banglish' | 'mixed';
export const PEOPLE_LANGUAGES: Record<PeopleLanguage, string> = {
  bn: 'Bengali',
  en: 'English',
  banglish: 'Banglish',
  mixed: 'both scripts',
};
/** What a person looks for beyond a property type: a seat in a mess, a sublet, or either or a one-room flat. */
export const SPACE_KINDS = ['mess-seat', 'sublet', 'room'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export type Kind = PropertyType | SpaceKind;

export const TAGS = {
  slip: 'misspellings, old and short names',
  landmark: 'landmarks',
  'numbered-name': 'names with numbers',
  price: 'prices',
  digits: 'Bengali digits',
  'unknown-word': 'words no ad contains',
  inflected: 'inflected Bengali',
  sentence: 'sentences',
} as const;
export type Tag = keyof typeof TAGS;

/** A place of the gazetteer: a neighbourhood, sub-district (upazila or thana), district or division. */
export type PlaceId = { neighbourhood: string } | { subDistrict: string } | { district: string } | { division: string };

/** A bound, either side open. */
export interface Bound {
  min?: number;
  max?: number;
}

/** The facts a search names besides place, kind, rooms, price and tenant. */
export interface Facts {
  lift?: true;
  /** A gas line. */
  gas?: true;
  furnished?: true;
  parking?: true;
  facing?: string;
  facility?: string;
  sqft?: Bound;
  katha?: Bound;
}

export interface PeopleSearch {
  /** What is typed, as typed. */
  q: string;
  purpose: PeoplePurpose;
  /** The district of the place meant, as the shared list writes it. */
  district: string | null;
  /** A result fits when… (in words). */
  fits: string;
  lang: PeopleLanguage;
  /** The place meant: a post in any of them is in the place. Empty: anywhere. */
  place: PlaceId[];
  /** Places its typist counts as near besides the same thana. */
  near: PlaceId[];
  /** Kinds that fit; empty: any. */
  kinds: Kind[];
  /** That many bedrooms (any of the list), or at least `atLeast`. */
  bedrooms: { exactly: number[] } | { atLeast: number } | null;
  maxPrice: number | null;
  tenant: TenantType | null;
  facts: Facts;
  tags: Tag[];
  source: 'people' | 'bench';
  /** Line number in the file, for messages. */
  line: number;
}

const COLUMNS = [
  'query',
  'purpose',
  'district',
  'fits',
  'lang',
  'place',
  'near',
  'kinds',
  'bedrooms',
  'maxPrice',
  'tenant',
  'facts',
  'tags',
  'source',
] as const;

const subDistrictIds = new Set(LOCATIONS.upazilas.map((entry) => entry.id));
const districtIds = new Set(LOCATIONS.districts.map((entry) => entry.id));
const divisionIds = new Set<string>(LOCATIONS.divisions.map((entry) => entry.id));

/**
 * A place id as the file writes it: a neighbourhood's, else a sub-district's, else a district's
 * (the gazetteer's ids do not repeat across these levels); "division:<id>" for a division, whose
 * ids are the districts' of the same name. Undefined when the gazetteer does not hold it.
 */
export function placeOf(id: string): PlaceId | undefined {
  if (id.startsWith('division:')) {
    const division = id.slice('division:'.length);
    return divisionIds.has(division) ? { division } : undefined;
  }
  if (neighbourhoodById(id)) return { neighbourhood: id };
  if (subDistrictIds.has(id)) return { subDistrict: id };
  if (districtIds.has(id)) return { district: id };
  return undefined;
}

export const placeText = (place: PlaceId): string => Object.values(place)[0]!;

/** Reads the set: each line a search; problems (an unknown place, a malformed value) are thrown, all at once. */
export function loadPeopleSet(text = readFileSync(PEOPLE_SET_FILE, 'utf8')): PeopleSearch[] {
  const problems: string[] = [];
  const searches: PeopleSearch[] = [];
  let header = false;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.startsWith('#')) return;
    const cells = raw.split('\t');
    if (!header) {
      header = true;
      if (cells.join('\t') !== COLUMNS.join('\t'))
        problems.push(`line ${line}: the header is not ${COLUMNS.join(' ')}`);
      return;
    }
    if (cells.length !== COLUMNS.length) {
      problems.push(`line ${line}: ${cells.length} columns, not ${COLUMNS.length}`);
      return;
    }
    const row = Object.fromEntries(COLUMNS.map((column, at) => [column, cells[at]!.trim()])) as Record<
      (typeof COLUMNS)[number],
      string
    >;
    const fail = (what: string) => problems.push(`line ${line} ("${row.query}"): ${what}`);
    const list = (cell: string) => (cell === '-' ? [] : cell.split(',').map((item) => item.trim()));
    const places = (cell: string) =>
      list(cell).flatMap((id) => {
        const place = placeOf(id);
        if (!place) fail(`no place "${id}" in the gazetteer`);
        return place ? [place] : [];
      });

    if (!['rent', 'sell', 'any'].includes(row.purpose)) fail(`purpose "${row.purpose}"`);
    if (!(row.lang in PEOPLE_LANGUAGES)) fail(`language "${row.lang}"`);
    if (row.district !== '-' && !districtIds.has(row.district)) fail(`no district "${row.district}"`);
    const kinds = list(row.kinds).filter((kind): kind is Kind => {
      const known =
        (PROPERTY_TYPES as readonly string[]).includes(kind) || (SPACE_KINDS as readonly string[]).includes(kind);
      if (!known) fail(`kind "${kind}"`);
      return known;
    });
    let bedrooms: PeopleSearch['bedrooms'] = null;
    if (row.bedrooms !== '-') {
      if (/^\d+\+$/.test(row.bedrooms)) bedrooms = { atLeast: Number(row.bedrooms.slice(0, -1)) };
      else if (/^\d+(\|\d+)*$/.test(row.bedrooms)) bedrooms = { exactly: row.bedrooms.split('|').map(Number) };
      else fail(`bedrooms "${row.bedrooms}"`);
    }
    let maxPrice: number | null = null;
    if (row.maxPrice !== '-') {
      maxPrice = Number(row.maxPrice);
      if (!Number.isInteger(maxPrice) || maxPrice <= 0) fail(`maxPrice "${row.maxPrice}"`);
    }
    let tenant: TenantType | null = null;
    if (row.tenant !== '-') {
      if ((TENANT_TYPES as readonly string[]).includes(row.tenant)) tenant = row.tenant as TenantType;
      else fail(`tenant "${row.tenant}"`);
    }
    const facts: Facts = {};
    for (const fact of row.facts === '-' ? [] : row.facts.split(/\s+/)) {
      const [name, value] = fact.split(':') as [string, string | undefined];
      const bound = value ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value) : null;
      if (name === 'lift' || name === 'gas' || name === 'furnished' || name === 'parking') facts[name] = true;
      else if (name === 'facing' && value && (FACINGS as readonly string[]).includes(value)) facts.facing = value;
      else if (name === 'facility' && value && (FACILITIES as readonly string[]).includes(value))
        facts.facility = value;
      else if ((name === 'sqft' || name === 'katha') && bound)
        facts[name] = { min: Number(bound[1]), max: Number(bound[2]) };
      else fail(`fact "${fact}"`);
    }
    const tags = list(row.tags).filter((tag): tag is Tag => {
      if (!(tag in TAGS)) fail(`tag "${tag}"`);
      return tag in TAGS;
    });
    if (row.source !== 'people' && row.source !== 'bench') fail(`source "${row.source}"`);
    if (!row.fits || row.fits === '-') fail('no "fits"');
    searches.push({
      q: row.query,
      purpose: row.purpose as PeoplePurpose,
      district: row.district === '-' ? null : row.district,
      fits: row.fits,
      lang: row.lang as PeopleLanguage,
      place: places(row.place),
      near: places(row.near),
      kinds,
      bedrooms,
      maxPrice,
      tenant,
      facts,
      tags,
      source: row.source as PeopleSearch['source'],
      line,
    });
  });
  if (!header) problems.push('no header line');
  if (problems.length > 0) throw new Error(`${PEOPLE_SET_FILE}:\n  ${problems.join('\n  ')}`);
  return searches;
}

/** A search as it is compared for duplicates: lower case, spaces folded. */
export const searchKey = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');
