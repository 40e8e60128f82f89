import { FACILITIES, type PropertyType } from '@ghorbari/contracts';
import type { NewPost } from '../modules/posts/posts.types.ts';

/** Draws from one seeded sequence: the same seed gives the same draws, so made-up data is the same every time. */
export interface Draws {
  /** A number in [0, 1). */
  random(): number;
  pick<T>(items: readonly T[]): T;
  /** A whole number from `min` to `max`. */
  between(min: number, max: number): number;
  /** One of the entries, as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number, ...unknown[]])[]): T;
}

/** A seeded generator of the Lehmer kind, for the demo seed and the scale bench's generator. */
export function randomness(seed: number): Draws {
  let state = seed;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  const weighted = <T>(entries: readonly (readonly [T, number, ...unknown[]])[]): T => {
    let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
    return entries[0]![0];
  };
  return { random, pick, between, weighted };
}

/** How often each property type comes up among made-up posts: flats most, then land, houses and shops. */
export const PROPERTY_TYPE_WEIGHTS: readonly (readonly [PropertyType, number])[] = [
  ['apartment', 40],
  ['home', 12],
  ['duplex-home', 5],
  ['land', 14],
  ['commercial-office', 7],
  ['shop', 8],
  ['showroom', 3],
  ['restaurant', 3],
  ['factory', 3],
  ['warehouse', 5],
];

/** What is settled of a made-up post before its other facts are drawn. */
export interface DrawnPostBasics {
  type: 'sell' | 'rent';
  kind: PropertyType;
  /** Whole taka: the price, or the month's rent. */
  price: number;
  size: number | null;
  bedrooms: number | null;
}

/** Where the demo seed and the scale bench draw differently. */
export interface DrawnPostShares {
  /** The share of paid posts. */
  paid: number;
  /** The most floors an apartment building has. */
  apartmentFloors: number;
}

/**
 * A made-up post's price, building and rent facts, drawn alike by the demo seed and the scale
 * bench: shops, showrooms and offices for sale quoted per square foot, as in Bangladesh; rent
 * facts on rent posts only (nulls on the others, so every row names the same columns). `draw`
 * draws the price and building facts, `facts` the later ones (the demo seed keeps those in a
 * sequence of their own, so its older data stays as it was).
 */
export function drawnPostFacts(
  { draw, facts }: { draw: Draws; facts: Draws },
  { type, kind, price, size, bedrooms }: DrawnPostBasics,
  shares: DrawnPostShares,
) {
  const { random, pick, between } = draw;
  const land = kind === 'land';
  const rooms = kind === 'apartment' || kind === 'home' || kind === 'duplex-home';
  // The size a price per sqft is quoted over, or null for a whole price.
  const sqftPriced =
    type === 'sell' && size !== null && (kind === 'shop' || kind === 'showroom' || kind === 'commercial-office')
      ? size
      : null;
  const rent = type === 'rent';
  return {
    price: sqftPriced ? Math.round(price / sqftPriced / 100) * 100 : price,
    previousPrice: random() < 0.15 ? Math.round((sqftPriced ? price / sqftPriced : price) * 1.08) : null,
    priceUnits: sqftPriced ? ('per-sqft' as const) : ('total-price' as const),
    size,
    landCategory: land ? pick(['residential', 'agricultural', 'commercial'] as const) : null,
    constructionStatus: land ? null : random() < 0.8 ? ('ready' as const) : ('under-construction' as const),
    condition: land ? null : random() < 0.6 ? ('new' as const) : ('used' as const),
    bedrooms,
    bathrooms: bedrooms ? Math.max(1, bedrooms - between(0, 1)) : null,
    balconies: bedrooms ? between(1, 3) : null,
    lift: kind === 'apartment' ? (random() < 0.7 ? ('lift' as const) : ('no-lift' as const)) : null,
    furnishing: rooms ? pick(['furnished', 'semi-furnished', 'unfurnished'] as const) : null,
    facing: pick(['north', 'south', 'east', 'west'] as const),
    totalFloors: land ? null : between(1, kind === 'apartment' ? shares.apartmentFloors : 4),
    facilities: FACILITIES.filter(() => random() < 0.3),
    paid: random() < shares.paid,
    negotiable: facts.random() < 0.5,
    listedBy: facts.pick(['owner', 'owner', 'owner', 'agent', 'caretaker'] as const),
    parking: land ? null : facts.random() < 0.4,
    advanceMonths: rent ? facts.pick([1, 2, 2, 3, 3, 6]) : null,
    serviceCharge: !rent
      ? null
      : rooms
        ? facts.pick([0, 1500, 2000, 2500, 3000, 5000])
        : Math.round((price * 0.1) / 500) * 500,
    billsIncluded: rent ? facts.random() < 0.2 : null,
    gas: rent && rooms ? facts.pick(['line', 'line', 'cylinder', 'none'] as const) : null,
    tenants: !rent
      ? []
      : rooms
        ? facts
            .pick([['family'], ['family', 'bachelor'], ['bachelor'], ['female'], ['family', 'sublet']] as const)
            .slice()
        : ['office' as const],
  } satisfies Partial<NewPost>;
}
