import { LOCATIONS, NEIGHBOURHOODS, type NeighbourhoodEntry } from '@ghorbari/contracts/locations';
import type { Draws } from './drawn-posts.ts';
import { AREA_NOTES, OUTER_AREAS, type AreaTrait, type Landmark } from './market-area-notes.ts';
import type { AreaWords } from './market-area-texts.ts';
import { tierOf, type MarketSpot } from './market-areas.ts';
import type { Tier } from './market-places.ts';
import { drawOfferAt, type DrawnOffer, type Shape } from './market-facts.ts';
import type { Offer } from './market-words.ts';

/**
 * The market of every area (issue 63, ADR 077): every neighbourhood of the gazetteer's cities and
 * towns gets homes to rent and to buy and a shop, and each area what it really has besides
 * (market-area-notes.ts) — more posts where the city is bigger. Drawn from the facts of the
 * country-wide market (market-facts.ts) at a chosen place, so prices follow the same bands.
 */

/** One offer of an area, with what sets it apart from the drawn one. */
interface Planned {
  offer: Offer;
  /** A furnished flat, a flat still being built, a women's or men's mess, land for industry. */
  tweak?: 'furnished' | 'building' | 'female' | 'male' | 'industrial';
  /** Its price, size and bedrooms drawn otherwise: a cheaper flat, a studio, a small office, a plot. */
  shape?: Shape;
}
const plain = (...offers: Offer[]): Planned[] => offers.map((offer) => ({ offer }));

/** What every neighbourhood has, by the size of its city: Dhaka and Chattogram more than a town. */
type CitySize = 'capital' | 'port' | 'town';
const EVERY_AREA: Record<CitySize, readonly Planned[]> = {
  capital: plain('family-flat', 'family-flat', 'flat-sale', 'shop-rent'),
  port: plain('family-flat', 'family-flat', 'flat-sale', 'shop-rent'),
  town: plain('family-flat', 'flat-sale', 'shop-rent'),
};
/** One more of these per neighbourhood, in turn, so each kind of home turns up in every city. */
const HOMES_IN_TURN: readonly Offer[] = [
  'bachelor-flat',
  'sublet',
  'house-rent',
  'female-flat',
  'house-sale',
  'duplex-sale',
];

const TRAIT_OFFERS: Record<AreaTrait, readonly Planned[]> = {
  market: plain('shop-rent', 'shop-sale', 'showroom-rent'),
  wholesale: plain('warehouse-rent', 'shop-sale'),
  business: plain('office-rent', 'office-rent', 'office-sale'),
  food: plain('restaurant-rent'),
  industry: [
    ...plain('factory-rent', 'factory-rent', 'factory-sale', 'warehouse-rent'),
    { offer: 'land-sale', tweak: 'industrial' },
  ],
  study: [{ offer: 'mess-seat', tweak: 'male' }, { offer: 'mess-seat', tweak: 'female' }, { offer: 'sublet' }],
  edge: [...plain('land-sale', 'land-sale'), { offer: 'flat-sale', tweak: 'building' }],
  upscale: [{ offer: 'duplex-sale' }, { offer: 'family-flat', tweak: 'furnished' }],
  sublet: plain('sublet'),
  tourist: plain('hotel-flat-sale', 'hotel-flat-sale', 'restaurant-rent', 'land-sale'),
  landmark: [],
  // Added with the market deepened by class (DEEPER_TRAIT), so the first round stays as it was.
  oldtown: [],
  mess: [],
};
/** Dhaka's areas of each kind have more of it than a town's. */
const CAPITAL_EXTRA: Partial<Record<AreaTrait, readonly Planned[]>> = {
  business: plain('office-rent'),
  study: [{ offer: 'mess-seat', tweak: 'male' }],
  edge: plain('land-sale'),
};

/**
 * The market deepened by class (issue 63, "A market that answers"): a second round of offers per
 * area, drawn after the first so the first's posts stay as they were. Every neighbourhood gets the
 * cheaper options its people look for — a smaller family flat and a flat for sale at the lower end
 * of its band (mostly two bedrooms, some one or three) — and in Dhaka and Chattogram a sublet room,
 * in the towns a plot. Each trait adds more of what it has, so that every kind people search for
 * has several posts in every area it really is in.
 */
const BUDGET_FLAT: Planned = {
  offer: 'family-flat',
  shape: {
    budget: true,
    bedrooms: [
      [1, 10],
      [2, 60],
      [3, 30],
    ],
  },
};
const BUDGET_SALE: Planned = {
  offer: 'flat-sale',
  shape: {
    budget: true,
    bedrooms: [
      [1, 5],
      [2, 50],
      [3, 45],
    ],
  },
};
/** A plot as plots are cut there (3 or 5 katha, 3 or 5 shotok…), the cheaper half of the band. */
const PLOT: Planned = { offer: 'land-sale', shape: { plot: true, budget: true } };
const PLOT_ANY: Planned = { offer: 'land-sale', shape: { plot: true } };
/** A furnished studio or one-bedroom flat, as dearer areas let them to expatriates and couples. */
const STUDIO: Planned = { offer: 'family-flat', tweak: 'furnished', shape: { bedrooms: [[1, 1]] } };
/** An office of a room or two, as small firms rent them. */
const SMALL_OFFICE: Planned = { offer: 'office-rent', shape: { size: [200, 600] } };
const MALE_SEAT: Planned = { offer: 'mess-seat', tweak: 'male' };
const FEMALE_SEAT: Planned = { offer: 'mess-seat', tweak: 'female' };

const DEEPER_EVERY_AREA: Record<CitySize, readonly Planned[]> = {
  capital: [BUDGET_FLAT, BUDGET_SALE, { offer: 'sublet' }],
  port: [BUDGET_FLAT, BUDGET_SALE, { offer: 'sublet' }],
  town: [BUDGET_FLAT, BUDGET_SALE, PLOT_ANY],
};
const DEEPER_TRAIT: Record<AreaTrait, readonly Planned[]> = {
  market: [],
  wholesale: plain('warehouse-rent'),
  business: [SMALL_OFFICE],
  food: plain('restaurant-rent'),
  industry: plain('warehouse-rent', 'factory-sale'),
  study: [MALE_SEAT, FEMALE_SEAT],
  edge: [PLOT, PLOT_ANY, { offer: 'duplex-sale' }],
  upscale: plain('duplex-sale'),
  sublet: [],
  tourist: [],
  landmark: [],
  // Old Dhaka's old houses, sold for their land as often as for themselves.
  oldtown: plain('house-sale'),
  mess: [MALE_SEAT, MALE_SEAT, FEMALE_SEAT, { offer: 'sublet' }],
};
const CHEAPER_TIERS: ReadonlySet<Tier> = new Set(['lower', 'fringe', 'ctg-lower', 'ctg-middle', 'city-upper', 'city']);
/** Dhaka's and Chattogram's areas of each kind have more of it than a town's. */
const DEEPER_CITY_EXTRA: Partial<Record<AreaTrait, readonly Planned[]>> = {
  business: plain('showroom-rent'),
  food: plain('restaurant-rent'),
  industry: plain('warehouse-rent', 'factory-rent'),
  upscale: [STUDIO, STUDIO],
};

/**
 * The third round (issue 63): what a buyer on a budget finds in every area of the cities — a flat
 * in an older building sold again, below the new flats' band (two or three bedrooms, four in the
 * dearest areas) — and on the growing edges one more plot as plots are cut. Drawn after the first
 * two rounds, so their posts stay as they were.
 */
const OLDER_SALE: Planned = {
  offer: 'flat-sale',
  shape: {
    older: true,
    bedrooms: [
      [2, 45],
      [3, 45],
      [4, 10],
    ],
  },
};
const OLDER_TIERS: ReadonlySet<Tier> = new Set([
  'prime',
  'upper',
  'middle',
  'lower',
  'fringe',
  'ctg-upper',
  'ctg-middle',
  'ctg-lower',
  'city-upper',
  'city',
]);

/** An area of the market: where its posts are stored, what its text may name, and what it has. */
interface Area {
  spot: MarketSpot;
  traits: readonly AreaTrait[];
  near: readonly Landmark[];
  /** A place the gazetteer has as a sub-district only (Ashulia): homes come from its traits alone. */
  outer: boolean;
}

const subDistricts = new Map(LOCATIONS.upazilas.map((sub) => [sub.id, sub]));
const districts = new Map(LOCATIONS.districts.map((district) => [district.id, district]));

function spotIn(subDistrictId: string, neighbourhood: NeighbourhoodEntry | null, name: { bn: string; en: string }) {
  const subDistrict = subDistricts.get(subDistrictId);
  const district = subDistrict ? districts.get(subDistrict.districtId) : undefined;
  if (!subDistrict || !district) return undefined;
  const spot: MarketSpot = {
    division: district.divisionId,
    district,
    subDistrict,
    neighbourhood,
    name,
    tier: tierOf(district.id, subDistrict.id) ?? 'city',
    urban: true,
  };
  return spot;
}

/** The areas: every neighbourhood the gazetteer knows, then the belts it has as sub-districts only. */
export function marketAreas(): Area[] {
  // An outer place the gazetteer has since named as a neighbourhood of its district is that neighbourhood.
  const named = new Map(
    NEIGHBOURHOODS.map((n) => [`${subDistricts.get(n.subDistrictId)?.districtId}:${n.en.toLowerCase()}`, n.id]),
  );
  const added = new Map<string, { traits: AreaTrait[]; near: Landmark[] }>();
  const outers = OUTER_AREAS.filter((outer) => {
    const id = named.get(`${subDistricts.get(outer.subDistrict)?.districtId}:${outer.en.toLowerCase()}`);
    if (!id) return true;
    const extra = added.get(id) ?? { traits: [], near: [] };
    extra.traits.push(...outer.traits);
    extra.near.push(...(outer.near ?? []));
    added.set(id, extra);
    return false;
  });
  const areas: Area[] = [];
  for (const neighbourhood of NEIGHBOURHOODS) {
    const spot = spotIn(neighbourhood.subDistrictId, neighbourhood, { bn: neighbourhood.bn, en: neighbourhood.en });
    if (!spot) continue;
    const note = AREA_NOTES[neighbourhood.id];
    const extra = added.get(neighbourhood.id);
    areas.push({
      spot,
      traits: [...new Set([...(note?.traits ?? []), ...(extra?.traits ?? [])])],
      near: [...(note?.near ?? []), ...(extra?.near ?? [])],
      outer: false,
    });
  }
  for (const outer of outers) {
    const spot = spotIn(outer.subDistrict, null, { bn: outer.bn, en: outer.en });
    if (spot) areas.push({ spot, traits: outer.traits, near: outer.near ?? [], outer: true });
  }
  return areas;
}

const sizeOf = (district: string): CitySize =>
  district === 'dhaka' ? 'capital' : district === 'chittagong' ? 'port' : 'town';

/** The offers of one area, the `index`-th of its city's (which home comes in turn). */
function plannedFor(area: Area, index: number): Planned[] {
  const size = sizeOf(area.spot.district.id);
  // A belt that is only factories (an industrial estate) has no homes of its own to offer.
  const homes = area.traits.some((trait) => trait !== 'industry');
  const planned: Planned[] = area.outer
    ? homes
      ? plain('family-flat')
      : []
    : area.traits.includes('landmark')
      ? [...EVERY_AREA.town]
      : [...EVERY_AREA[size], { offer: HOMES_IN_TURN[index % HOMES_IN_TURN.length]! }];
  for (const trait of area.traits) {
    planned.push(...TRAIT_OFFERS[trait]);
    if (size === 'capital') planned.push(...(CAPITAL_EXTRA[trait] ?? []));
  }
  return planned;
}

/** The second round of an area's offers (the market deepened by class). */
function deeperFor(area: Area): Planned[] {
  const size = sizeOf(area.spot.district.id);
  const planned: Planned[] = area.outer || area.traits.includes('landmark') ? [] : [...DEEPER_EVERY_AREA[size]];
  // Where most homes to let are the cheaper ones (Dhaka's lower band, Chattogram's, the cities'), two of them.
  if (planned.length > 0 && CHEAPER_TIERS.has(area.spot.tier)) planned.push(BUDGET_FLAT);
  for (const trait of area.traits) {
    planned.push(...DEEPER_TRAIT[trait]);
    if (size !== 'town') planned.push(...(DEEPER_CITY_EXTRA[trait] ?? []));
  }
  return planned;
}

/** The third round of an area's offers: an older flat sold again, and a plot on the edges. */
function olderFor(area: Area): Planned[] {
  if (area.outer || area.traits.includes('landmark')) return area.traits.includes('edge') ? [PLOT] : [];
  const planned: Planned[] = OLDER_TIERS.has(area.spot.tier) ? [OLDER_SALE] : [];
  if (area.traits.includes('edge')) planned.push(PLOT);
  return planned;
}

/** A campus or an export zone as its posts name it: near it, by its own name. */
const landmarkOf = (area: Area): Landmark => ({ how: 'near', bn: area.spot.name.bn, en: area.spot.name.en });

/** One post of the market of every area, drawn but not yet written. */
export interface AreaPost {
  drawn: DrawnOffer;
  words: AreaWords;
}

/** Sets what the plan asks for on a drawn offer: the tenants and the texts follow from the facts. */
function tweaked(drawn: DrawnOffer, tweak: Planned['tweak']): DrawnOffer {
  const { facts } = drawn;
  if (tweak === 'furnished') facts.furnishing = 'furnished';
  if (tweak === 'building') facts.ready = false;
  if (tweak === 'female' || tweak === 'male') {
    facts.who = tweak === 'female' ? 'female' : 'bachelor';
    drawn.tenants = [tweak === 'female' ? 'female' : 'bachelor'];
  }
  return drawn;
}

/**
 * Every area's posts, from one seeded sequence (the same `now` gives the same market). A post
 * names one of its area's landmarks two times in three, where the area has any.
 */
export function drawAreaPosts(now: Date, draw: Draws, round: 'first' | 'deeper' | 'older' = 'first'): AreaPost[] {
  const posts: AreaPost[] = [];
  const inCity = new Map<string, number>();
  for (const area of marketAreas()) {
    const index = inCity.get(area.spot.district.id) ?? 0;
    inCity.set(area.spot.district.id, index + 1);
    const planned = round === 'first' ? plannedFor(area, index) : round === 'deeper' ? deeperFor(area) : olderFor(area);
    for (const { offer, tweak, shape } of planned) {
      const drawn = tweaked(drawOfferAt(offer, area.spot, now, draw, shape), tweak);
      const near = area.traits.includes('landmark')
        ? landmarkOf(area)
        : area.near.length > 0 && draw.random() < 0.67
          ? draw.pick(area.near)
          : null;
      posts.push({ drawn, words: { near, industrial: tweak === 'industrial' } });
    }
  }
  return posts;
}
