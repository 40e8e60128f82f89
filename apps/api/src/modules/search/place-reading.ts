import type { PostListQuery } from '@ghorbari/contracts';
import { LOCATIONS, subDistrictsOfNeighbourhood } from '@ghorbari/contracts/locations';
import { romanKey } from './keys.ts';
import { stemsOf } from './meanings.ts';
import {
  depthOf,
  isPlaceName,
  isWrittenNameOf,
  LONGEST_PLACE_NAME,
  nameKeys,
  NUMBERED_NAMES,
  placeById,
  placesNamed,
  within,
  type Place,
} from './places.ts';

/**
 * Reading the places a search's words name (issue 29, issue 42; ADR 037): the longest runs of
 * words that are whole place names, each read as the surest of the places sharing the name; a
 * name several places share is settled by another name around it ("kotwali sylhet"), read as all
 * of them when they lie in one district (Uttara East and West for "uttara"), or asked about when
 * they lie in different districts ("companiganj": Sylhet or Noakhali?), never guessed.
 */

type Search = Omit<PostListQuery, 'page' | 'limit'>;

/** One word of the query: folded, with the index of the white-space token it came from. */
export interface Unit {
  text: string;
  token: number;
  /** Its value when it is a number ("30", "1.5", "দেড়"). */
  value?: number;
  /** A second token it spans ("to let"). */
  extra?: number;
  used?: boolean;
  /** Part of a place's name that carries a number ("60 feet road"): not a quantity (issue 63). */
  name?: boolean;
}

/**
 * Marks the words of place names that carry a number ("60 feet road", "ধানমন্ডি ২৭", "uttara
 * sector 10"), so that the numbers are read as the names they are part of, not as a size, a price
 * or rooms (issue 63: the gazetteer knows them; a known name wins).
 */
export function markNumberedNames(units: readonly Unit[], isQuantityWord: (text: string | undefined) => boolean): void {
  for (let length = Math.min(LONGEST_PLACE_NAME, units.length); length >= 2; length--)
    for (let start = 0; start + length <= units.length; start++) {
      const run = units.slice(start, start + length);
      if (run.some((unit) => unit.used || unit.name) || !run.some((unit) => unit.value !== undefined)) continue;
      // "উত্তরায় ২ বেডরুমের": a name ending in its number ("Uttara 2") yields it to the quantity after.
      if (run.at(-1)!.value !== undefined && isQuantityWord(units[start + length]?.text)) continue;
      const keys = run.map((unit) => (unit.value !== undefined ? String(unit.value) : romanKey(unit.text)));
      const last = run.at(-1)!;
      const endings = last.value !== undefined ? [keys.at(-1)!] : stemsOf(last.text).map(romanKey);
      if (endings.some((ending) => NUMBERED_NAMES.has([...keys.slice(0, -1), ending].join(' '))))
        for (const unit of run) unit.name = true;
    }
}

/** The white-space tokens these words came from, in order. */
export const tokensOf = (units: readonly Unit[]) =>
  [...new Set(units.flatMap((unit) => (unit.extra === undefined ? [unit.token] : [unit.token, unit.extra])))].sort(
    (a, b) => a - b,
  );

/** One place as the place filters name it. */
export interface PlaceFilter {
  division?: string | undefined;
  district?: string | undefined;
  subDistrict?: string | undefined;
  neighbourhood?: string | undefined;
}

/**
 * Neighbourhoods the words named, listed first (issue 42): a neighbourhood named in a search
 * filters by its thana, as many posts name it only in their title, and the posts that lie in it or
 * name it come first. `keys` are the Banglish keys of its names, as the search documents hold them.
 */
export interface RankFirst {
  neighbourhoods: readonly string[];
  keys: readonly string[];
}

/** What the words said of places beyond the single place filters (issue 42). */
export interface ListingPlaces {
  /** Posts in any of these ("mirpur ba mohammadpur"; a neighbourhood's thanas). */
  anyOfPlaces?: readonly PlaceFilter[];
  rankFirst?: RankFirst;
  /**
   * A district named in words is first its town (issue 63): "ময়মনসিংহে" means Mymensingh town
   * before Trishal. The sub-districts listed first: the city's thanas and the sadar upazila.
   */
  townFirst?: readonly string[];
}

/** A place the words named, with the words naming it and the places around it ("mirpur 10 dhaka"). */
export interface NamedPlace {
  match: Place;
  consumed: Unit[];
}

/** What the words say of places: one or several (alternatives), or a name to ask about. */
export type PlaceReading =
  { kind: 'places'; named: NamedPlace[] } | { kind: 'question'; consumed: Unit[]; choices: Place[] };

/** At most this many places named as alternatives are read ("mirpur ba mohammadpur ba badda"). */
const MAX_PLACES = 3;
/** At most this many places are offered when a name is asked about (Kotwali is a thana of six cities). */
export const MAX_CHOICES = 8;

/**
 * The places the words not yet taken name. `isFiller` tells a word that says nothing alone ("e",
 * "ba", "mor"), yet may be part of a name ("Jahaj Company Mor"); `notAPlace` a lone word of another
 * meaning ("flat", "agrim") that must not be read as one.
 */
export function readPlaces(
  units: Unit[],
  search: Search,
  isFiller: (text: string) => boolean,
  notAPlace: (unit: Unit) => boolean,
): PlaceReading | undefined {
  const found = namesIn(units, search, isFiller, notAPlace);
  if (found.length === 0) return undefined;
  const surest = found.map((entry) => {
    const best = Math.max(...entry.places.map((place) => place.weight));
    return entry.places.filter((place) => place.weight === best);
  });
  const readings: { place: Place; units: Unit[] }[] = [];
  const unsettled: Found[] = [];
  found.forEach((entry, index) => {
    // A place inside another name read ("lalbag rangpur": Rangpur's Lalbag, not Dhaka's Lalbagh;
    // "kotwali sylhet") is the one meant, whatever the weights.
    const around = surest.flatMap((others, other) => (other !== index && others.length === 1 ? others : []));
    const inside = entry.places.filter((place) => around.some((outer) => within(place, outer)));
    const places = inside.length === 1 ? inside : surest[index]!;
    if (places.length === 1) readings.push({ place: places[0]!, units: entry.units });
    else unsettled.push({ ...entry, places });
  });
  const question = settle(unsettled, readings);
  readings.sort((a, b) => depthOf(b.place) - depthOf(a.place));
  const deepest = readings[0];
  if (!deepest) return question ? { kind: 'question', consumed: question.units, choices: question.places } : undefined;
  const consumed = readings.filter((entry) => within(deepest.place, entry.place)).flatMap((entry) => entry.units);
  // Other places named apart ("mirpur ba mohammadpur", "dhanmondi, lalmatia"), with the names around each.
  const named: NamedPlace[] = [{ match: deepest.place, consumed }];
  for (const entry of readings.slice(1)) {
    if (named.length >= MAX_PLACES) break;
    const apart = (place: Place) => !within(place, entry.place) && !within(entry.place, place);
    if (!named.every((other) => apart(other.match))) continue;
    // A place around another named ("mirpur 10 dhaka") is no alternative.
    if (readings.some((inner) => inner !== entry && within(inner.place, entry.place))) continue;
    const around = readings.filter((outer) => within(entry.place, outer.place)).flatMap((outer) => outer.units);
    named.push({ match: entry.place, consumed: around });
  }
  return { kind: 'places', named };
}

/** A run of words that is a whole place name, the places it names, and whether it names them as written. */
interface Found {
  places: Place[];
  units: Unit[];
  /** Read without correcting a slip. */
  exact: boolean;
}

/**
 * Settles the names several places share, adding what it can to `readings`: the one place inside
 * another name read ("kotwali sylhet"), or all of them when they lie in one district and are of a
 * level ("uttara": Uttara East and West). Answers the first name left, to ask about when no place
 * was read at all, when the words name its places as they are (not a slip's near names).
 */
function settle(unsettled: Found[], readings: { place: Place; units: Unit[] }[]): Found | undefined {
  const sure = [...readings];
  let left: Found | undefined;
  for (const entry of unsettled) {
    const inside = entry.places.filter((place) => sure.some((read) => within(place, read.place)));
    if (inside.length === 1) readings.push({ place: inside[0]!, units: entry.units });
    else if (oneDistrict(entry.places)) readings.push(...entry.places.map((place) => ({ place, units: entry.units })));
    else if (!left && entry.exact) left = entry;
  }
  return readings.length === 0 && left ? { ...left, places: left.places.slice(0, MAX_CHOICES) } : undefined;
}

const oneDistrict = (places: readonly Place[]) =>
  places.every((place) => place.level === places[0]!.level && place.district === places[0]!.district) &&
  places[0]!.district !== undefined &&
  places.length <= MAX_PLACES;

/** The runs of words that are whole place names, longest first, each with the places it names. */
function namesIn(
  units: Unit[],
  search: Search,
  isFiller: (text: string) => boolean,
  notAPlace: (unit: Unit) => boolean,
): Found[] {
  const free = units.map((unit, index) => ({ unit, index })).filter(({ unit }) => !unit.used);
  const found: Found[] = [];
  const taken = new Set<Unit>();
  for (let length = Math.min(LONGEST_PLACE_NAME, free.length); length >= 1; length--)
    for (let start = 0; start + length <= free.length; start++) {
      const run = free.slice(start, start + length).map(({ unit }) => unit);
      if (run.some((unit) => taken.has(unit))) continue;
      // Consecutive words only (a number read between them breaks the name).
      if (free[start + length - 1]!.index - free[start]!.index !== length - 1) continue;
      // A filler, a number, a type, a purpose or a word of a known meaning ("agrim", "kom") is no place.
      if (length === 1 && (isFiller(run[0]!.text) || notAPlace(run[0]!))) continue;
      const keys = run.map((unit) => romanKey(unit.text));
      if (length === 1 && keys[0]!.length < 3 && !stemsOf(run[0]!.text).some(isPlaceName)) continue;
      // The name's last word may carry a Bengali ending (উত্তরায়, ধানমন্ডির, মিরপুর ১০-এ): its
      // stems are tried after the word as written (issue 42).
      const last = run.at(-1)!;
      const lastKeys = [...new Set(stemsOf(last.text).map(romanKey))].filter(
        // A short stem ends a longer name ("৬০ ফিট রোডের": …rd), or is a name on its own.
        (key, index) => index === 0 || key.length >= 3 || run.length > 1 || stemsOf(last.text).some(isPlaceName),
      );
      // Each spelling as written, then as one word ("zinda bazar" is Zindabazar); a slip only after
      // every stem was tried exactly ("খুলশীতে" is Khulshi, not a slip of Khilkhet).
      const spellings = lastKeys.flatMap((lastKey) => {
        const whole = [...keys.slice(0, -1), lastKey];
        return whole.length === 2 ? [whole, [whole.join('')]] : [whole];
      });
      let named: Place[] = [];
      let exact = true;
      for (const slips of [false, true]) {
        for (const spelling of spellings) {
          // A slip is corrected in one word as typed, never in two joined.
          if (slips && (spelling.length > 1 || run.length > 1)) continue;
          named = placesNamed(spelling, { slips }).filter((place) => fitsFilters(place, search));
          exact = !slips;
          if (named.length > 0) break;
        }
        if (named.length > 0) break;
      }
      if (named.length === 0) continue;
      // Of places sharing a key, those of the name the words write ("nirala": Nirala, not Narail,
      // "gec": GEC Circle, not Gachha); places of one Bengali name stay together, however their
      // English is spelled (উপশহর: Sylhet's Upashahar, Rajshahi's Uposhohor).
      const texts = stemsOf(last.text).map((stem) => [...run.slice(0, -1).map((unit) => unit.text), stem].join(' '));
      const written = new Set(
        named.filter((place) => texts.some((text) => isWrittenNameOf(place, text))).map((place) => place.bn),
      );
      const places = written.size > 0 ? named.filter((place) => written.has(place.bn)) : named;
      found.push({ places, units: run, exact });
      for (const unit of run) taken.add(unit);
    }
  return found;
}

/** A place the explicit place filters allow (inside them, or containing them: "dhaka" with Mirpur chosen). */
function fitsFilters(place: Place, search: Search): boolean {
  const set = [
    ['division', search.division],
    ['district', search.district],
    ['subDistrict', search.subDistrict],
    ['neighbourhood', search.neighbourhood],
  ] as const;
  return set.every(([level, id]) => {
    if (!id) return true;
    const value = place[level];
    return value === undefined || value === id;
  });
}

/**
 * The place filters a named place is applied as. A neighbourhood is its thana, or each thana it
 * is counted under (Mirpur 11: Pallabi, Mirpur): posts naming it only in their words lie there too.
 */
export function filtersOf(place: Place): PlaceFilter[] {
  const { division, district, subDistrict } = place;
  if (place.level !== 'neighbourhood') return [{ division, district, subDistrict, neighbourhood: undefined }];
  return subDistrictsOfNeighbourhood(place.id).map((thana) => ({
    division,
    district,
    subDistrict: thana,
    neighbourhood: undefined,
  }));
}

/** The neighbourhoods among named places, to be listed first, with the keys of their names. */
export function rankFirstOf(places: readonly Place[]): RankFirst | undefined {
  const neighbourhoods = places.filter((place) => place.level === 'neighbourhood');
  if (neighbourhoods.length === 0) return undefined;
  const keys = neighbourhoods.flatMap((place) => [place.en, place.bn].map((name) => nameKeys(name).join(' ')));
  return { neighbourhoods: neighbourhoods.map((place) => place.id), keys: [...new Set(keys)].filter(Boolean) };
}

/**
 * The town of a district, as people mean it when they name the district (issue 63): its city
 * thanas and its sadar upazila(s). Empty where the gazetteer has neither.
 */
export function townOf(districtId: string): string[] {
  return LOCATIONS.upazilas
    .filter((sub) => sub.districtId === districtId && (sub.kind === 'thana' || /\bsadar\b/i.test(sub.en)))
    .map((sub) => sub.id);
}

/** The deepest place a search names: its neighbourhood, listed-first neighbourhood or thana. */
export function deepestPlaceOf(search: Search & ListingPlaces): Place | undefined {
  const id = search.neighbourhood ?? search.rankFirst?.neighbourhoods[0] ?? search.subDistrict;
  return id ? placeById(id) : undefined;
}
