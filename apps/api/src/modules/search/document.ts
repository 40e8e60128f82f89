import { toKatha, type LandUnit, type PropertyType } from '@ghorbari/contracts';
import { foldForSearch } from '../../text/fold.ts';
import { romanDocument } from './keys.ts';
import { placeNames, PROPERTY_WORDS, PURPOSE_WORDS, type PostType } from './vocabulary.ts';

/**
 * The build of the search document. Raise it whenever what `buildSearchDocument` produces changes:
 * rows of an older build are rebuilt in the background after start (refill.ts).
 */
export const SEARCH_VERSION = 1;

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
}
export const SEARCH_SOURCE_FIELDS = [
  'type',
  'title',
  'description',
  'division',
  'district',
  'subDistrict',
  'neighbourhood',
  'propertyType',
  'landSize',
  'landUnits',
] as const satisfies readonly (keyof SearchSource)[];

/** The search columns of a post (ADR 019). */
export interface SearchDocument {
  searchText: string;
  searchRoman: string;
  landKatha: number | null;
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
  return {
    searchText,
    searchRoman: romanDocument(searchText),
    landKatha: landInKatha(post.landSize, post.landUnits),
    searchVersion: SEARCH_VERSION,
  };
}

/** A land size in katha (1 katha = 720 sqft, 1 bigha = 20 katha, 1 shotok = 435.6 sqft, 1 acre = 100 shotok). */
export function landInKatha(size: number | null | undefined, unit: LandUnit | null | undefined): number | null {
  return size === null || size === undefined ? null : toKatha(size, unit ?? 'katha');
}
