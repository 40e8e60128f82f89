import { HOME_TYPES, type PostListQuery, type PropertyType, type TenantType } from '@ghorbari/contracts';
import type { Unit } from './place-reading.ts';

/**
 * The kind of space a rent search's words ask for (issue 63, ADR 078): a seat in a mess or hostel
 * ("kazla mess", "ছাত্রী হোস্টেল"), or a whole home ("family basa", "2 bed flat"). The exact fits
 * are of that kind; the others come as near fits, the kind missed. The tenant filter the same
 * words set says who may rent; this says what is rented.
 */
export type SpaceAsked = 'seat' | 'whole';

/** Words of a seat in a mess or hostel (a Bengali word with its ending too: "মেসে", "হোস্টেলে"). */
const SEAT_WORD = /^(mess|seat|seats|hostel|hostels|মেস|সিট|সীট|হোস্টেল)/u;
/** Words of a room or a sublet in someone's home: no whole home, no seat either. */
const ROOM_WORD = /^(room|rooms|রুম|sublet|sublate|সাবলেট)/u;

/** A word of a seat in a mess or hostel ("mess", "হোস্টেলে"), folded. */
export const isSeatWord = (text: string): boolean => SEAT_WORD.test(text);

type Search = Pick<PostListQuery, 'type' | 'propertyType' | 'tenant'> & { anyOfTypes?: readonly PropertyType[] };

/** The kind of space the words (folded units) ask for, after the type and tenant were read. */
export function spaceAsked(units: readonly Pick<Unit, 'text' | 'used'>[], search: Search): SpaceAsked | undefined {
  if (search.type !== 'rent') return undefined;
  if (units.some((unit) => SEAT_WORD.test(unit.text))) return 'seat';
  // "2 room basa" is a home of two rooms: the count took its words; "room" alone is a room in one.
  if (units.some((unit) => !unit.used && ROOM_WORD.test(unit.text)) || search.tenant === 'sublet') return undefined;
  const types = search.propertyType ? [search.propertyType] : (search.anyOfTypes ?? []);
  const homes = types.length > 0 && types.every((type) => (HOME_TYPES as readonly PropertyType[]).includes(type));
  return homes || search.tenant === 'family' ? 'whole' : undefined;
}

/**
 * How a seat is posted, in the folded text of its search document (search/document.ts), at a
 * word's start: "মেসে সিট ভাড়া", "ছাত্রী হোস্টেলে সিট খালি", "mess seat". "সিট" and "seat" whole, or
 * "সিটি" (a city) would be one.
 */
const SEAT_TEXT = [' মেস', ' সিট ', ' সীট ', ' হোস্টেল', ' mess', ' seat ', ' seats ', ' hostel'] as const;

/**
 * The token a seat's search document holds (`z` and a name, as the meanings' tokens: no Banglish
 * key holds a "z"). Read once when the document is built, the listing tests one token a row, not
 * eight substrings of the text (about 13 µs a row at 100,000 posts).
 */
export const SEAT_TOKEN = 'zseat';

/** The folded text of a search document tells a seat in a mess or hostel. */
export const isSeatText = (searchText: string): boolean => {
  const text = ` ${searchText} `;
  return SEAT_TEXT.some((part) => text.includes(part));
};

/** A post is the kind of space asked for: a seat for a seat; neither a seat nor a sublet for a whole home. */
export function spaceHolds(space: SpaceAsked, post: { searchRoman: string; tenants: readonly TenantType[] }): boolean {
  const seat = ` ${post.searchRoman} `.includes(` ${SEAT_TOKEN} `);
  return space === 'seat' ? seat : !seat && !post.tenants.includes('sublet');
}
