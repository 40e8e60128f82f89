import type { Division } from '@ghorbari/contracts';
import {
  districtsOf,
  neighbourhoodsOf,
  subDistrictsOf,
  type DistrictEntry,
  type NeighbourhoodEntry,
  type SubDistrictEntry,
} from '@ghorbari/contracts/locations';
import type { Draws } from './drawn-posts.ts';
import { MARKET_PLACES, type MarketPlace, type Tier } from './market-places.ts';

// Picking a place for each demo market post from the places of market-places.ts, through the
// location data, so thanas and neighbourhoods added to it are used as they come (issue 42).

/** Where one post is: the ids it stores, its tier, and the names its text may use. */
export interface MarketSpot {
  division: Division;
  district: DistrictEntry;
  subDistrict: SubDistrictEntry;
  /** The neighbourhood the post stores, if any. */
  neighbourhood: NeighbourhoodEntry | null;
  /** The name the text uses for the place, in Bengali and in English. */
  name: { bn: string; en: string };
  tier: Tier;
  /** A city district's thana or a town's own sub-district, not a village upazila. */
  urban: boolean;
}

const districtById = new Map(
  Object.keys(MARKET_PLACES).flatMap((division) => districtsOf(division).map((d) => [d.id, d] as const)),
);

/** The town's own sub-district: its thanas if the data has any, else its sadar upazila. */
function townSubDistricts(place: MarketPlace): { entry: SubDistrictEntry; tier: Tier; weight: number }[] {
  const all = subDistrictsOf(place.district);
  if (place.upazilas) {
    return all
      .filter((sub) => place.upazilas!.includes(sub.id))
      .map((entry) => ({ entry, tier: place.tier, weight: 1 }));
  }
  const thanas = all.filter((sub) => sub.kind === 'thana');
  if (thanas.length > 0) {
    return thanas.map((entry) => {
      const [tier, weight] = place.thanas?.[entry.id] ?? [place.tier, place.thanas ? 0 : 1];
      return { entry, tier, weight };
    });
  }
  const sadar =
    all.find((sub) => sub.id === `${place.district}-${place.district}-sadar`) ??
    all.find((sub) => sub.id === place.town) ??
    all.find((sub) => sub.id.includes('-sadar')) ??
    all[0];
  return sadar ? [{ entry: sadar, tier: place.tier, weight: 1 }] : [];
}

/** A village upazila of the district (land in bigha and acres is mostly there). */
function ruralSubDistrict(place: MarketPlace, draw: Draws): SubDistrictEntry | undefined {
  const rural = subDistrictsOf(place.district).filter((sub) => sub.kind === 'upazila' && !sub.id.includes('-sadar'));
  return rural.length > 0 ? draw.pick(rural) : undefined;
}

/**
 * A place for one post of the division: a town or city by weight, then its thana (or the town's
 * upazila, or for farm land a village upazila), and often one of the neighbourhoods the data
 * knows there. Some posts name the neighbourhood only in their text, as owners do, and where the
 * data knows none the text may name a well-known spot of the town.
 */
export function drawSpot(division: Division, draw: Draws, { farmLand }: { farmLand: boolean }): MarketSpot {
  const place = draw.weighted(MARKET_PLACES[division].map((p) => [p, p.weight] as const));
  const district = districtById.get(place.district)!;
  const rural = farmLand ? ruralSubDistrict(place, draw) : undefined;
  if (rural) {
    return {
      division,
      district,
      subDistrict: rural,
      neighbourhood: null,
      name: { bn: rural.bn, en: rural.en },
      tier: 'rural',
      urban: false,
    };
  }
  const choices = townSubDistricts(place).filter((choice) => choice.weight > 0);
  const { entry, tier } = draw.weighted(choices.map((choice) => [choice, choice.weight] as const));
  const neighbourhoods = neighbourhoodsOf(entry.id);
  const roll = draw.random();
  const neighbourhood = neighbourhoods.length > 0 && roll < 0.7 ? draw.pick(neighbourhoods) : null;
  // Named only in the text: a neighbourhood the data has, or else a spot of the town it does not have yet.
  const textOnly =
    neighbourhoods.length > 0 && roll >= 0.7 && roll < 0.85
      ? draw.pick(neighbourhoods)
      : neighbourhoods.length === 0 && place.spots && roll < 0.75
        ? (([bn, en]) => ({ bn, en }))(draw.pick(place.spots))
        : null;
  const townName = entry.kind === 'thana' || place.upazilas ? entry : district;
  const name = neighbourhood ?? textOnly ?? townName;
  return {
    division,
    district,
    subDistrict: entry,
    neighbourhood,
    name: { bn: name.bn, en: name.en },
    tier,
    urban: true,
  };
}

/** The tier of a stored place, as the seed priced it: for the seed test and anyone checking a band. */
export function tierOf(districtId: string, subDistrictId: string): Tier | undefined {
  for (const places of Object.values(MARKET_PLACES)) {
    for (const place of places) {
      if (place.district !== districtId) continue;
      const own = townSubDistricts(place).find((choice) => choice.entry.id === subDistrictId);
      if (own) return own.tier;
      const also = place.alsoTown?.[subDistrictId];
      if (also) return also;
    }
  }
  return districtById.has(districtId) ? 'rural' : undefined;
}
