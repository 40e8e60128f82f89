import { neighbourhoodById } from '@ghorbari/contracts/locations';
import type { PlaceFilter } from './place-reading.ts';

/**
 * The areas a search chose in the filter panel (issue 63: `areas`, "Mirpur or Mohammadpur"), each
 * as the place filters name it: a neighbourhood by itself, a sub-district with the neighbourhoods
 * counted under it. The listing's SQL and the saved-search matcher read them alike.
 */
export const areaPlaces = (areas: readonly string[]): PlaceFilter[] =>
  areas.map((id) => (neighbourhoodById(id) ? { neighbourhood: id } : { subDistrict: id }));
