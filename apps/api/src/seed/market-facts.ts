import {
  FACILITIES,
  KATHA_PER_UNIT,
  type Division,
  type LandUnit,
  type PropertyType,
  type TenantType,
} from '@ghorbari/contracts';
import type { Draws } from './drawn-posts.ts';
import { drawSpot, type MarketSpot } from './market-areas.ts';
import { TIER_BANDS, type PriceBands } from './market-places.ts';
import type { PostFacts } from './market-titles.ts';
import type { Offer, Script } from './market-words.ts';

/**
 * What each kind of offer is and how often the market has it (issue 42): mostly flats to rent
 * and flats for sale, then land, houses, shops and offices, sublets and mess seats.
 */
export const OFFERS: Record<Offer, { type: 'sell' | 'rent'; kind: PropertyType; weight: number }> = {
  'family-flat': { type: 'rent', kind: 'apartment', weight: 30 },
  'bachelor-flat': { type: 'rent', kind: 'apartment', weight: 5 },
  'female-flat': { type: 'rent', kind: 'apartment', weight: 3 },
  'mess-seat': { type: 'rent', kind: 'apartment', weight: 3 },
  sublet: { type: 'rent', kind: 'apartment', weight: 6 },
  'house-rent': { type: 'rent', kind: 'home', weight: 2 },
  'flat-sale': { type: 'sell', kind: 'apartment', weight: 21 },
  'house-sale': { type: 'sell', kind: 'home', weight: 4 },
  'duplex-sale': { type: 'sell', kind: 'duplex-home', weight: 2 },
  'land-sale': { type: 'sell', kind: 'land', weight: 13 },
  'shop-rent': { type: 'rent', kind: 'shop', weight: 4 },
  'shop-sale': { type: 'sell', kind: 'shop', weight: 1.5 },
  'office-rent': { type: 'rent', kind: 'commercial-office', weight: 4 },
  'office-sale': { type: 'sell', kind: 'commercial-office', weight: 1 },
  'showroom-rent': { type: 'rent', kind: 'showroom', weight: 1 },
  'warehouse-rent': { type: 'rent', kind: 'warehouse', weight: 1 },
  'restaurant-rent': { type: 'rent', kind: 'restaurant', weight: 0.7 },
  'factory-sale': { type: 'sell', kind: 'factory', weight: 0.5 },
  // Offers only the market of every area (issue 63, market-area-plan.ts) places, where such property
  // is: the country-wide draw never picks them, so its posts stay as they were drawn.
  'factory-rent': { type: 'rent', kind: 'factory', weight: 0 },
  'hotel-flat-sale': { type: 'sell', kind: 'apartment', weight: 0 },
};
const OFFER_WEIGHTS = Object.entries(OFFERS)
  .filter(([, { weight }]) => weight > 0)
  .map(([offer, { weight }]) => [offer as Offer, weight] as const);

/** The bedrooms' usual size of a flat, in sqft. */
const FLAT_SIZES: Record<number, readonly [number, number]> = {
  1: [450, 650],
  2: [750, 1100],
  3: [1100, 1600],
  4: [1500, 2400],
  5: [2400, 3400],
};

/** Rounded as prices are asked: rents to 500 taka, prices to 10,000 or, over a crore, to a lakh. */
const roundRent = (taka: number) => Math.max(500, Math.round(taka / 500) * 500);
const roundPrice = (taka: number) =>
  taka >= 10_000_000 ? Math.round(taka / 100_000) * 100_000 : Math.round(taka / 10_000) * 10_000;
const within = (draw: Draws, [min, max]: readonly [number, number]) => min + draw.random() * (max - min);

/** The land unit owners there sell in: katha in the cities, shotok in towns, bigha and acres in villages. */
function landUnitOf(spot: MarketSpot, draw: Draws): LandUnit {
  if (!spot.urban)
    return draw.weighted([
      ['bigha', 45],
      ['shotok', 35],
      ['acres', 20],
    ] as const);
  if (spot.tier === 'town' || spot.division === 'chittagong' || spot.division === 'sylhet')
    return draw.weighted([
      ['shotok', 55],
      ['katha', 45],
    ] as const);
  return draw.weighted([
    ['katha', 90],
    ['shotok', 10],
  ] as const);
}
const LAND_SIZES: Record<LandUnit, readonly [number, number]> = {
  katha: [2, 10],
  shotok: [3, 40],
  bigha: [1, 6],
  acres: [1, 5],
};

/** The money facts of an offer, from its place's bands. */
interface Priced {
  price: number;
  size: number | null;
  bedrooms: number | null;
  land: { size: number; unit: LandUnit } | null;
  floors: number | null;
}

function flatOf(draw: Draws, bands: PriceBands, bedrooms: number, rent: boolean, factor = 1, small = false): Priced {
  const sizes = FLAT_SIZES[bedrooms]!;
  const size = Math.round(within(draw, small ? lowerOf(sizes, 0.5) : sizes) / 10) * 10;
  const price = rent
    ? roundRent(size * within(draw, bands.rentPerSqft) * factor)
    : roundPrice(size * within(draw, bands.salePerSqft) * factor);
  return { price, size, bedrooms, land: null, floors: null };
}

function landOf(draw: Draws, bands: PriceBands, spot: MarketSpot, shape: Shape): Priced {
  const unit = shape.plot ? plotUnitOf(spot, draw) : landUnitOf(spot, draw);
  const size = shape.plot ? draw.pick(PLOT_CUTS[unit]) : draw.between(...LAND_SIZES[unit]);
  const price = roundPrice(size * KATHA_PER_UNIT[unit] * within(draw, bands.landLakhPerKatha) * 100_000);
  return { price, size: null, bedrooms: null, land: { size, unit }, floors: null };
}

/**
 * What the market of every area asks of a drawn offer beyond its kind (issue 63): the cheaper
 * options every area has, a studio, a small office, a plot as plots are cut. An offer drawn
 * without a shape draws exactly as it always did (the country market's posts stay as drawn).
 */
export interface Shape {
  /** The bedrooms, by weight, instead of the offer's usual range. */
  bedrooms?: readonly (readonly [number, number])[];
  /** The cheaper end: priced in the lowest third of the area's band, the smaller half of the sizes. */
  budget?: boolean;
  /** Commercial space of this size range instead of the offer's (a room or two of office). */
  size?: readonly [number, number];
  /** Land as plots are cut and sold there: 3 or 5 katha in the city, 3 or 5 shotok in a town. */
  plot?: boolean;
  /**
   * A flat in an older building, sold again: priced below what new flats of the area fetch (70–90%
   * of the bottom of its band), as resales of ten- and twenty-year-old buildings are (issue 63).
   */
  older?: boolean;
}

/** The lower part of a range: where the cheaper options of an area lie. */
const lowerOf = ([min, max]: readonly [number, number], share: number): readonly [number, number] => [
  min,
  min + (max - min) * share,
];
const budgetBands = (bands: PriceBands): PriceBands => ({
  rentPerSqft: lowerOf(bands.rentPerSqft, 0.35),
  salePerSqft: lowerOf(bands.salePerSqft, 0.35),
  landLakhPerKatha: lowerOf(bands.landLakhPerKatha, 0.5),
});

/** An older flat sold again: this share of the bottom of its area's sale band per sqft (issue 63). */
export const OLDER_SALE_SHARE = [0.7, 0.9] as const;
const olderBands = (bands: PriceBands): PriceBands => ({
  ...bands,
  salePerSqft: [bands.salePerSqft[0] * OLDER_SALE_SHARE[0], bands.salePerSqft[0] * OLDER_SALE_SHARE[1]],
});

/** The sizes plots are sold in: katha in Dhaka, shotok more often in towns, on its outskirts and in Chattogram. */
const PLOT_CUTS: Record<LandUnit, readonly number[]> = {
  katha: [1.5, 2, 2.5, 3, 3, 3, 4, 5, 5, 7.5, 10],
  shotok: [2, 3, 3, 4, 5, 5, 6, 8, 10, 16, 20],
  bigha: [1, 2, 3],
  acres: [1, 2],
};
function plotUnitOf(spot: MarketSpot, draw: Draws): LandUnit {
  const shotok =
    spot.tier === 'town' || spot.tier === 'fringe' || spot.division === 'chittagong' || spot.division === 'sylhet'
      ? 0.55
      : spot.tier === 'city' || spot.tier === 'city-upper'
        ? 0.45
        : 0.1;
  return draw.random() < shotok ? 'shotok' : 'katha';
}

function houseOf(draw: Draws, bands: PriceBands, duplex: boolean): Priced {
  const katha = draw.between(duplex ? 3 : 2, duplex ? 8 : 6);
  const floors = duplex ? 2 : draw.between(1, 5);
  const size = Math.round((katha * 720 * 0.6 * floors) / 10) * 10;
  const landValue = katha * within(draw, bands.landLakhPerKatha) * 100_000;
  const building = size * within(draw, bands.salePerSqft) * 0.35;
  const bedrooms = duplex ? draw.between(4, 6) : Math.min(12, floors * draw.between(2, 3));
  return { price: roundPrice(landValue + building), size, bedrooms, land: { size: katha, unit: 'katha' }, floors };
}

/** Commercial space: its size range, and its rent or price against a flat's per sqft there. */
const COMMERCIAL: Partial<Record<Offer, { size: readonly [number, number]; factor: number }>> = {
  'shop-rent': { size: [100, 400], factor: 2.5 },
  'shop-sale': { size: [100, 300], factor: 1.8 },
  'office-rent': { size: [600, 4000], factor: 1.4 },
  'office-sale': { size: [800, 3000], factor: 1.15 },
  'showroom-rent': { size: [800, 3000], factor: 2 },
  'warehouse-rent': { size: [2000, 10_000], factor: 0.4 },
  'restaurant-rent': { size: [1200, 3000], factor: 1.5 },
  'factory-sale': { size: [8000, 30_000], factor: 0.5 },
  // A shed on the industrial belt rents for about what a flat's sqft does there.
  'factory-rent': { size: [3000, 20_000], factor: 0.9 },
};

function pricedOf(offer: Offer, spot: MarketSpot, draw: Draws, shape: Shape): Priced {
  const tier = TIER_BANDS[spot.tier];
  const bands = shape.older ? olderBands(tier) : shape.budget ? budgetBands(tier) : tier;
  const prime = spot.tier === 'prime';
  // A shaped flat (a cheaper one, a studio) has its own bedrooms, and a cheaper one the smaller sizes.
  if (shape.bedrooms && (offer === 'family-flat' || offer === 'flat-sale'))
    return flatOf(draw, bands, draw.weighted(shape.bedrooms), offer === 'family-flat', 1, shape.budget);
  switch (offer) {
    case 'family-flat':
      return flatOf(draw, bands, draw.between(prime ? 3 : 2, prime ? 5 : 4), true);
    case 'bachelor-flat':
    case 'female-flat':
      return flatOf(draw, bands, draw.between(2, 3), true, 0.95);
    case 'mess-seat': {
      const seat = Math.min(9000, Math.max(2000, ((bands.rentPerSqft[0] + bands.rentPerSqft[1]) / 2) * 180));
      return {
        price: roundRent(seat * within(draw, [0.85, 1.15])),
        size: null,
        bedrooms: null,
        land: null,
        floors: null,
      };
    }
    case 'sublet': {
      const room = draw.between(14, 26) * 10;
      const price = roundRent(Math.min(20_000, Math.max(3000, room * within(draw, bands.rentPerSqft) * 1.3)));
      return { price, size: room, bedrooms: 1, land: null, floors: null };
    }
    case 'house-rent':
      return flatOf(draw, bands, draw.between(3, 5), true, 0.9);
    case 'flat-sale':
      return flatOf(draw, bands, draw.between(prime ? 3 : 2, prime ? 5 : 4), false);
    case 'hotel-flat-sale':
      // Cox's Bazar's hotel and serviced apartments: a studio or two bedrooms near the beach.
      return flatOf(draw, bands, draw.between(1, 2), false);
    case 'house-sale':
      return houseOf(draw, bands, false);
    case 'duplex-sale':
      return houseOf(draw, bands, true);
    case 'land-sale':
      return landOf(draw, bands, spot, shape);
    default: {
      const { size: usual, factor } = COMMERCIAL[offer]!;
      const range = shape.size ?? usual;
      const size = Math.round(draw.between(...range) / 10) * 10;
      const price =
        OFFERS[offer].type === 'rent'
          ? roundRent(size * within(draw, bands.rentPerSqft) * factor)
          : roundPrice(size * within(draw, bands.salePerSqft) * factor);
      return { price, size, bedrooms: null, land: null, floors: null };
    }
  }
}

/** The floor offered: shops and showrooms at street level, a warehouse on the ground, houses whole. */
function floorOf(kind: PropertyType, totalFloors: number | null, draw: Draws): number | null {
  if (!totalFloors || kind === 'home' || kind === 'duplex-home') return null;
  if (kind === 'warehouse' || kind === 'factory') return 1;
  if (kind === 'shop' || kind === 'showroom' || kind === 'restaurant') return draw.between(1, Math.min(2, totalFloors));
  return draw.between(1, totalFloors);
}

/** How often a post is written in Bengali, English, or Bengali in Latin letters. */
const SCRIPTS = [
  ['bn', 76],
  ['en', 14],
  ['banglish', 10],
] as const satisfies readonly (readonly [Script, number])[];

/** One drawn post of the market, before its texts and owner are settled. */
export interface DrawnOffer {
  facts: PostFacts;
  tenants: TenantType[];
  facilities: (typeof FACILITIES)[number][];
}

/** Draws one post of the division: where, what, for how much, who may rent it and when. */
export function drawOffer(division: Division, now: Date, draw: Draws): DrawnOffer {
  const offer = draw.weighted(OFFER_WEIGHTS);
  const farmLand = offer === 'land-sale' && draw.random() < 0.35;
  const spot = drawSpot(division, draw, { farmLand });
  return drawOfferAt(offer, spot, now, draw);
}

/** Draws the facts of one offer at a given spot: its price, size, floors, terms and tenants. */
export function drawOfferAt(offer: Offer, spot: MarketSpot, now: Date, draw: Draws, shape: Shape = {}): DrawnOffer {
  const { type, kind } = OFFERS[offer];
  const { price, size, bedrooms, land, floors } = pricedOf(offer, spot, draw, shape);
  const rooms = bedrooms !== null && kind !== 'land';
  const totalFloors =
    kind === 'land'
      ? null
      : (floors ?? draw.between(kind === 'apartment' ? 4 : 1, spot.urban && spot.tier !== 'town' ? 14 : 6));
  const who =
    offer === 'sublet'
      ? draw.pick(['female', 'family', 'bachelor'] as const)
      : offer === 'mess-seat'
        ? draw.pick(['female', 'bachelor', 'bachelor'] as const)
        : null;
  const ahead = draw.weighted([
    [0, 45],
    [1, 35],
    [2, 12],
    [3, 8],
  ] as const);
  const facts: PostFacts = {
    offer,
    script: draw.weighted(SCRIPTS),
    spot,
    price,
    size,
    bedrooms,
    bathrooms: rooms && bedrooms ? Math.max(1, bedrooms - draw.between(0, 1)) : null,
    floor: floorOf(kind, totalFloors, draw),
    totalFloors,
    land,
    moveIn: type === 'rent' ? { ahead, month: (now.getUTCMonth() + ahead) % 12 } : null,
    facing: draw.pick(['north', 'south', 'south', 'east', 'west'] as const),
    lift: kind === 'apartment' && (totalFloors ?? 0) >= 6 && draw.random() < 0.85,
    gas: type === 'rent' && rooms ? draw.pick(['line', 'line', 'cylinder', 'none'] as const) : null,
    advanceMonths: type === 'rent' ? draw.pick([1, 2, 2, 3, 6]) : null,
    serviceCharge:
      type === 'rent' && kind === 'apartment' && offer !== 'mess-seat' && offer !== 'sublet'
        ? draw.pick([0, 0, 1000, 1500, 2000, 3000, 5000])
        : null,
    furnishing: rooms ? draw.pick(['unfurnished', 'unfurnished', 'semi-furnished', 'furnished'] as const) : null,
    ready: draw.random() < 0.8,
    agent: false,
    negotiable: draw.random() < 0.5,
    who,
  };
  const tenants: TenantType[] =
    type === 'sell'
      ? []
      : offer === 'family-flat' || offer === 'house-rent'
        ? draw.random() < 0.15
          ? ['family', 'bachelor']
          : ['family']
        : offer === 'bachelor-flat'
          ? ['bachelor']
          : offer === 'female-flat'
            ? ['female']
            : offer === 'mess-seat'
              ? [who === 'female' ? 'female' : 'bachelor']
              : offer === 'sublet'
                ? ['sublet', who ?? 'family']
                : ['office'];
  return { facts, tenants, facilities: FACILITIES.filter(() => draw.random() < 0.25) };
}
