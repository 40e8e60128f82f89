/**
 * The areas of a post search (issue 63: `areas`, several sub-districts or neighbourhoods of one
 * district). Every place id is written district first ("dhaka-mirpur", "dhaka-mirpur-10"; ADR
 * 054), so the schema tells an id of another district without the gazetteer. Where the gazetteer
 * is loaded (contracts/locations, some 130 kB: the API), it hands in its own lookup, and an id it
 * does not hold is refused too; the web's scripts leave it out and check the form alone, as their
 * lists offer only real places.
 */
type DistrictOfArea = (id: string) => string | undefined;

let districtOfArea: DistrictOfArea | undefined;

/** Called by the gazetteer as it loads: the district of a sub-district or neighbourhood id, undefined for none. */
export function checkAreasWith(lookup: DistrictOfArea): void {
  districtOfArea = lookup;
}

/** Whether `id` names a sub-district or neighbourhood in `district` (only its form, without the gazetteer). */
export const isAreaOf = (district: string, id: string): boolean =>
  id.startsWith(`${district}-`) && (districtOfArea === undefined || districtOfArea(id) === district);
