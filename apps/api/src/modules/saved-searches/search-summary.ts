import {
  amountInWords,
  contractResources,
  LIMITS,
  type Language,
  type PropertyType,
  type SavedSearchFilters,
} from '@ghorbari/contracts';
import { LOCATIONS, NEIGHBOURHOODS, type LocationName } from '@ghorbari/contracts/locations';

/**
 * A saved search in words, in the member's language (issue 17): its suggested name ("Flats for
 * rent in Mirpur, under Tk 60 lakh" / "মিরপুরে ভাড়ার ফ্ল্যাট, ৬০ লাখ টাকার মধ্যে"), the summary of
 * every filter on the "My searches" page, and the title of its alert ("3 new flats for rent in
 * Mirpur…"). The phrases live in the contracts' messages (`savedSearch.*`); this file only puts
 * them together.
 */

type Phrases = (typeof contractResources)['en']['messages']['savedSearch'];
const phrases = (language: Language): Phrases => contractResources[language].messages.savedSearch;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

const numberFormats = {
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};
const number = (value: number, language: Language) => numberFormats[language].format(value);

const byId = new Map<string, LocationName>();
for (const entry of [...LOCATIONS.divisions, ...LOCATIONS.districts, ...LOCATIONS.upazilas, ...NEIGHBOURHOODS])
  if (!byId.has(entry.id)) byId.set(entry.id, entry);

/** "a or b", "a, b or c": any of them, as a search of several areas or counts reads (issue 63). */
function either(items: string[], language: Language): string {
  if (items.length < 2) return items[0] ?? '';
  return fill(phrases(language).either, { first: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** The narrowest place the search names, in the member's language: its areas, when it chose several. */
function placeOf(filters: SavedSearchFilters, language: Language): string | null {
  const areas = (filters.areas ?? []).flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry[language]] : [];
  });
  if (areas.length > 0) return either(areas, language);
  for (const id of [filters.neighbourhood, filters.subDistrict, filters.district, filters.division]) {
    const entry = id ? byId.get(id) : undefined;
    if (entry) return entry[language];
  }
  return null;
}

/**
 * "In" a Bengali place, said the way it is spoken: ঢাকা → ঢাকায়, বনানী → বনানীতে, মিরপুর → মিরপুরে,
 * মিরপুর ১০ → মিরপুর ১০-এ.
 */
export function bengaliLocative(place: string): string {
  const last = place.at(-1) ?? '';
  if (last === 'া') return `${place}য়`;
  if (/[ি-ৌ]/.test(last) || /[অ-ঔ]/.test(last)) return `${place}তে`;
  if (/[০-৯0-9a-zA-Z]/.test(last)) return `${place}-এ`;
  return `${place}ে`;
}

/** A taka amount as people say it: "60 lakh", "1.5 crore", or the figure itself below a lakh. */
function amount(value: number, language: Language): string {
  const words = amountInWords(value);
  if (!words) return number(value, language);
  return fill(phrases(language)[words.scale], { n: number(words.amount, language) });
}

function priceOf(filters: SavedSearchFilters, language: Language): string | null {
  const p = phrases(language);
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined && max !== undefined)
    return fill(p.priceBetween, { min: amount(min, language), max: amount(max, language) });
  if (max !== undefined) return fill(p.priceUnder, { max: amount(max, language) });
  if (min !== undefined && min > 0) return fill(p.priceOver, { min: amount(min, language) });
  return null;
}

function rangeOf(min: number | undefined, max: number | undefined, unit: string, language: Language): string | null {
  const p = phrases(language);
  const n = (value: number) => number(value, language);
  if (min !== undefined && max !== undefined) return fill(p.rangeBetween, { min: n(min), max: n(max), unit });
  if (max !== undefined) return fill(p.rangeUnder, { max: n(max), unit });
  if (min !== undefined && min > 0) return fill(p.rangeOver, { min: n(min), unit });
  return null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Flats for rent in Mirpur" / "মিরপুরে ভাড়ার ফ্ল্যাট"; with a count, the alert's "3 new flats…". */
function headline(filters: SavedSearchFilters, language: Language, count?: number): string {
  const p = phrases(language);
  const kind: PropertyType | 'any' = filters.propertyType ?? 'any';
  const place = placeOf(filters, language);
  const values = {
    what: count === 1 ? p.one[kind] : p.many[kind],
    purpose: p.purpose[filters.type],
    // Bengali says "in" with the place's own ending (মিরপুরে, ঢাকায়), not a separate word.
    place: place && language === 'bn' ? bengaliLocative(place) : (place ?? ''),
    count: count === undefined ? '' : number(count, language),
  };
  const template =
    count === undefined
      ? place
        ? p.withPlace
        : p.noPlace
      : count === 1
        ? place
          ? p.alertOneWithPlace
          : p.alertOneNoPlace
        : place
          ? p.alertWithPlace
          : p.alertNoPlace;
  return capitalised(fill(template, values));
}

const clip = (text: string) =>
  text.length <= LIMITS.savedSearch.nameMaxLength ? text : `${text.slice(0, LIMITS.savedSearch.nameMaxLength - 1)}…`;

/** The name a new saved search starts with: what, where and the budget, plus the keyword. */
export function suggestedName(filters: SavedSearchFilters, language: Language): string {
  const p = phrases(language);
  const price = priceOf(filters, language);
  const base = [headline(filters, language), price].filter(Boolean).join(', ');
  return clip(filters.q ? `${fill(p.keyword, { q: filters.q })} · ${base}` : base);
}

/** Every filter of the search in words, for the list of saved searches. */
export function searchSummary(filters: SavedSearchFilters, language: Language): string {
  const p = phrases(language);
  const enums = contractResources[language].enums;
  const landUnit = filters.landUnit ?? 'katha';
  const top = LIMITS.listing.roomsOrMore;
  const rooms = (n: number | undefined, one: string, more: string) =>
    n === undefined ? null : fill(n >= top ? more : one, { n: number(n, language) });
  // Several bedroom counts: "2 or 3 bedrooms", "২ বা ৪+ বেডরুম".
  const bedrooms = filters.bedrooms ?? [];
  const bedroomsText =
    bedrooms.length > 1
      ? fill(p.bedroomsEither, {
          list: either(
            bedrooms.map((n) => (n >= top ? `${number(n, language)}+` : number(n, language))),
            language,
          ),
        })
      : rooms(bedrooms[0], p.bedrooms, p.bedroomsOrMore);
  const parts = [
    headline(filters, language),
    filters.q ? fill(p.keyword, { q: filters.q }) : null,
    priceOf(filters, language),
    rangeOf(filters.minSize, filters.maxSize, p.sqft, language),
    rangeOf(filters.minLand, filters.maxLand, enums.landUnit[landUnit], language),
    bedroomsText,
    rooms(filters.bathrooms, p.bathrooms, p.bathroomsOrMore),
    filters.furnishing ? enums.furnishing[filters.furnishing] : null,
    filters.tenant ? fill(p.tenant, { label: enums.tenant[filters.tenant] }) : null,
    filters.moveIn ? fill(p.moveIn, { label: enums.moveIn[filters.moveIn] }) : null,
    filters.sort && filters.sort !== 'newest' ? p.sort[filters.sort] : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The alert's title: "3 new flats for rent in Mirpur, under Tk 60 lakh". */
export function alertTitle(filters: SavedSearchFilters, language: Language, count: number): string {
  return [headline(filters, language, count), priceOf(filters, language)].filter(Boolean).join(', ');
}

/** The alert's message: which saved search it is about. */
export function alertMessage(name: string, language: Language, count: number): string {
  const p = phrases(language);
  return fill(count === 1 ? p.alertMessageOne : p.alertMessage, { name });
}
