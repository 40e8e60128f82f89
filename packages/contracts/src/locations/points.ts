import data from './bd-points.json' with { type: 'json' };

/**
 * Where the places of the gazetteer are (issue 63): a point for every division, district,
 * sub-district (upazila and metropolitan thana) and neighbourhood, kept as data
 * (`bd-points.json`, built by `scripts/gazetteer-points.mjs`; sources and licences in
 * `POINTS-SOURCES.md`). Its own entry point (`@ghorbari/contracts/locations/points`), not part of
 * `locations/index.ts`, so that a bundle carries the points only when it asks for them.
 */

export type PlaceLevel = 'division' | 'district' | 'subDistrict' | 'neighbourhood';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PlacePoint extends LatLng {
  /** The level of the place whose point this is: the deepest of the place that has one. */
  level: PlaceLevel;
}

/** A place as posts and searches name it; absent or empty levels are skipped. */
export interface PlaceNames {
  division?: string | null;
  district?: string | null;
  subDistrict?: string | null;
  neighbourhood?: string | null;
}

export interface NearNeighbourhood {
  id: string;
  /** Distance from the asked place's point, in kilometres, to 0.1 km. */
  km: number;
}

type Coordinates = readonly [lat: number, lng: number];
type Stored = Coordinates | { readonly p: Coordinates; readonly approx?: boolean };

const points = new Map<string, LatLng>();
const approximate = new Set<string>();
const neighbourhoodPoints: Array<{ id: string; point: LatLng }> = [];
for (const [key, value] of Object.entries(data.points as unknown as Record<string, Stored>)) {
  const [lat, lng] = 'p' in value ? value.p : value;
  const point = { lat, lng };
  points.set(key, point);
  if ('p' in value && value.approx) approximate.add(key);
  if (key.startsWith('neighbourhood:')) neighbourhoodPoints.push({ id: key.slice('neighbourhood:'.length), point });
}

/** The point of one place, by its level and id (ids repeat across levels: division and district "dhaka"). */
export const pointOf = (level: PlaceLevel, id: string): LatLng | undefined => {
  const point = points.get(`${level}:${id}`);
  return point ? { lat: point.lat, lng: point.lng } : undefined;
};

/**
 * True when the place's point is an approximate one compiled for Ghorbari (to about a kilometre)
 * rather than taken from an open data set.
 */
export const isApproximatePoint = (level: PlaceLevel, id: string): boolean => approximate.has(`${level}:${id}`);

const DEEPEST_FIRST: readonly PlaceLevel[] = ['neighbourhood', 'subDistrict', 'district', 'division'];

/** The point of the deepest level of a place that has one: its neighbourhood's, else its sub-district's… */
export const placePointOf = (place: PlaceNames): PlacePoint | undefined => {
  for (const level of DEEPEST_FIRST) {
    const id = place[level];
    if (!id) continue;
    const point = points.get(`${level}:${id}`);
    if (point) return { lat: point.lat, lng: point.lng, level };
  }
  return undefined;
};

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in kilometres. */
export const distanceKm = (a: LatLng, b: LatLng): number => {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * The neighbourhoods within `withinKm` of a place, nearest first (the place itself first when it is
 * a neighbourhood): "the place itself, then its neighbours". At most `limit`; none when the place
 * has no point.
 */
export const nearestNeighbourhoods = (level: PlaceLevel, id: string, withinKm = 5, limit = 10): NearNeighbourhood[] => {
  const from = points.get(`${level}:${id}`);
  if (!from || limit <= 0) return [];
  const near: NearNeighbourhood[] = [];
  for (const neighbourhood of neighbourhoodPoints) {
    const km = distanceKm(from, neighbourhood.point);
    if (km <= withinKm) near.push({ id: neighbourhood.id, km });
  }
  const self = level === 'neighbourhood' ? id : null;
  near.sort((a, b) => a.km - b.km || (a.id === self ? -1 : b.id === self ? 1 : a.id.localeCompare(b.id)));
  return near.slice(0, limit).map((n) => ({ id: n.id, km: Math.round(n.km * 10) / 10 }));
};
