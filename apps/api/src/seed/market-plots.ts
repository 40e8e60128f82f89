import { LOCATIONS, neighbourhoodById } from '@ghorbari/contracts/locations';
import type { Draws } from './drawn-posts.ts';
import { drawOffer, type DrawnOffer } from './market-facts.ts';
import type { MarketSpot } from './market-areas.ts';

/**
 * Dhaka's plot markets (issue 42): the housing projects where most city plots are sold, by the
 * katha, at their own prices — Purbachal, Bashundhara, Uttara's third phase, Basila, Aftabnagar.
 * The drawn market puts land anywhere in a thana; people search these by name ("purbachal plot 3
 * katha"), so the demo holds a few dozen plots there, some naming the project only in their words.
 */
const PLOT_MARKETS: readonly { neighbourhood: string; plots: number; lakhPerKatha: readonly [number, number] }[] = [
  { neighbourhood: 'dhaka-purbachal', plots: 14, lakhPerKatha: [25, 60] },
  { neighbourhood: 'dhaka-bashundhara-ra', plots: 8, lakhPerKatha: [70, 160] },
  { neighbourhood: 'dhaka-uttara-sector-15', plots: 4, lakhPerKatha: [35, 70] },
  { neighbourhood: 'dhaka-uttara-sector-16', plots: 3, lakhPerKatha: [35, 70] },
  { neighbourhood: 'dhaka-basila', plots: 4, lakhPerKatha: [18, 35] },
  { neighbourhood: 'dhaka-aftabnagar', plots: 5, lakhPerKatha: [40, 80] },
];
/** Plot sizes as the projects cut them: 3, 5, 7.5 and 10 katha. */
const KATHAS = [3, 3, 3, 5, 5, 7.5, 10] as const;

const subDistricts = new Map(LOCATIONS.upazilas.map((sub) => [sub.id, sub]));
const dhaka = LOCATIONS.districts.find((district) => district.id === 'dhaka')!;

/** The spot of a plot in a project: stored with its neighbourhood, or (one in three) naming it only in its text. */
function projectSpot(neighbourhoodId: string, inTextOnly: boolean): MarketSpot {
  const neighbourhood = neighbourhoodById(neighbourhoodId)!;
  return {
    division: 'dhaka',
    district: dhaka,
    subDistrict: subDistricts.get(neighbourhood.subDistrictId)!,
    neighbourhood: inTextOnly ? null : neighbourhood,
    name: { bn: neighbourhood.bn, en: neighbourhood.en },
    tier: 'upper',
    urban: true,
  };
}

/**
 * The plots of the projects, each a drawn land sale moved to its project with the project's sizes
 * and prices. Drawn from their own randomness, after the market, so the market's posts stay as drawn.
 */
export function drawProjectPlots(now: Date, draw: Draws): DrawnOffer[] {
  const plots: DrawnOffer[] = [];
  for (const market of PLOT_MARKETS)
    for (let i = 0; i < market.plots; i++) {
      let drawn = drawOffer('dhaka', now, draw);
      while (drawn.facts.offer !== 'land-sale') drawn = drawOffer('dhaka', now, draw);
      const katha = draw.pick(KATHAS);
      const lakh = draw.between(market.lakhPerKatha[0], market.lakhPerKatha[1]);
      drawn.facts.spot = projectSpot(market.neighbourhood, i % 3 === 2);
      drawn.facts.land = { size: katha, unit: 'katha' };
      drawn.facts.size = null;
      drawn.facts.price = Math.round((katha * lakh * 100_000) / 10_000) * 10_000;
      plots.push(drawn);
    }
  return plots;
}
