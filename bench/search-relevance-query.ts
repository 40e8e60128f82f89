import type { Facility, Facing, GasSupply, PropertyType, TenantType } from '@ghorbari/contracts';
import { neighbourhoodsOf } from '@ghorbari/contracts/locations';

/**
 * How the relevance set (search-relevance-set.ts) writes a search and what its typist meant: the
 * types, and the small helpers each search is written with (`rent(q, lang, meant, demo)`,
 * `sell(…)`, places by id or by name). Kept apart from the searches so that both parts of the set
 * (issue 29's and issue 42's) are written the same way.
 */

export type Purpose = 'sell' | 'rent';
/**
 * Where a post lies, at one level of the location data; or a neighbourhood or sub-district by its
 * English name and district (`{ named: 'Zindabazar', district: 'sylhet' }`), for places the set
 * names before the location data holds them: the runner looks the name up among the
 * neighbourhoods, then the sub-districts, and a name it does not find leaves the search unjudged
 * (listed as such), so the set never depends on ids nobody can see yet.
 */
export type PlaceRef =
  | { division: string }
  | { district: string }
  | { subDistrict: string }
  | { neighbourhood: string }
  | { named: string; district: string };
/** A bound, either side open. */
export interface Range {
  min?: number;
  max?: number;
}

export interface Meaning {
  purpose: Purpose;
  /**
   * The post lies in one of these. A neighbourhood also takes a post stored under its thana whose
   * title or description names it ("বিনোদপুরে" in a post of Motihar), as the owner placed it.
   */
  in?: PlaceRef[];
  types?: PropertyType[];
  /** That many bedrooms; from LIMITS.listing.roomsOrMore (4), that many or more. */
  bedrooms?: number;
  /** Taka, the whole price (a price per sqft times the size). */
  price?: Range;
  /** Floor size in sqft. */
  size?: Range;
  /** Land in katha, whatever unit the post was written in. */
  landKatha?: Range;
  tenants?: TenantType;
  gas?: GasSupply;
  lift?: true;
  parking?: true;
  furnished?: true;
  facing?: Facing;
  facility?: Facility;
  /** Months of rent paid in advance. */
  advanceMonths?: Range;
  /** A PostID's number (S-178 → 178). */
  number?: number;
}

export type Language = 'bn' | 'en' | 'banglish' | 'mixed' | 'postid';
export const LANGUAGES: Record<Language, string> = {
  bn: 'Bengali',
  en: 'English',
  banglish: 'Banglish',
  mixed: 'both scripts',
  postid: 'PostID',
};

/**
 * What a search's words do that a group of the bench follows (issue 42), where its facts do not
 * already tell: a place or word with a Bengali ending ("উত্তরায়", "ফ্ল্যাটগুলো"), more than one place
 * ("mirpur ba mohammadpur").
 */
export type Mark = 'inflected' | 'several-places';

export interface RelevanceQuery {
  q: string;
  /** The tab it is typed on. */
  tab: Purpose;
  lang: Language;
  /** A whole sentence; a slip of spelling (or an old or short spelling of a place). */
  form?: 'sentence' | 'slip';
  marks?: Mark[];
  meant: Meaning;
  demo: string[] | 'facts';
}

export const HOMES: PropertyType[] = ['apartment', 'home', 'duplex-home'];
export const FLAT: PropertyType[] = ['apartment'];
export const HOUSE: PropertyType[] = ['home', 'duplex-home'];
export const LAND: PropertyType[] = ['land'];

export const sub = (subDistrict: string): PlaceRef => ({ subDistrict });
export const hood = (neighbourhood: string): PlaceRef => ({ neighbourhood });
export const district = (id: string): PlaceRef => ({ district: id });
/** A neighbourhood or sub-district by its English name in the location data, in its district. */
export const named = (name: string, districtId: string): PlaceRef => ({ named: name, district: districtId });
/**
 * Mirpur as people say it: the thana and the neighbourhoods of Pallabi the gazetteer counts in it
 * too (Mirpur 7, 11, 12, DOHS and Pallabi itself: "Pallabi, Mirpur 12"). Read from the gazetteer
 * (ADR 054), so the judge and the search mean one Mirpur.
 */
export const MIRPUR: PlaceRef[] = [
  sub('dhaka-mirpur'),
  ...neighbourhoodsOf('dhaka-mirpur')
    .filter((neighbourhood) => neighbourhood.alsoIn?.includes('dhaka-mirpur'))
    .map((neighbourhood) => hood(neighbourhood.id)),
];
export const UTTARA: PlaceRef[] = [sub('dhaka-uttara-east'), sub('dhaka-uttara-west')];
export const DHAKA = [district('dhaka')];
/** Around a size or an area: "1200 sqft", "5 katha". */
export const about = (value: number, share = 0.1): Range => ({ min: value * (1 - share), max: value * (1 + share) });
export const atMost = (max: number): Range => ({ max });
export const BIGHA = 20;

/** How a search was typed, where it differs from the usual: a sentence or a slip, or on the other tab. */
export interface Typed {
  form?: RelevanceQuery['form'];
  tab?: Purpose;
  marks?: Mark[];
}
/**
 * A search meaning `purpose` (`rent(q, lang, meant, demo)`): typed on that purpose's tab unless
 * `typed.tab` says otherwise; `meant` holds the facts besides the purpose.
 */
const searchFor =
  (purpose: Purpose) =>
  (
    q: string,
    lang: Language,
    meant: Omit<Meaning, 'purpose'>,
    demo: RelevanceQuery['demo'],
    typed: Typed = {},
  ): RelevanceQuery => ({
    q,
    tab: typed.tab ?? purpose,
    lang,
    ...(typed.form ? { form: typed.form } : {}),
    ...(typed.marks ? { marks: typed.marks } : {}),
    meant: { purpose, ...meant },
    demo,
  });
export const rent = searchFor('rent');
export const sell = searchFor('sell');
