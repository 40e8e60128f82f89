import { hashKey, type QueryCache, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The client's methods that read one query by its key, not through the cache's `build`. */
const READS_BY_KEY = new Set<PropertyKey>([
  'getQueryData',
  'getQueryState',
  'ensureQueryData',
  'fetchQuery',
  'prefetchQuery',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'ensureInfiniteQueryData',
]);

/** A method of the real object, called on it (its private fields are not on a proxy). */
const own = (target: object, property: PropertyKey): unknown => {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
};

/**
 * The page's query client as seen from inside the islands while the server renders a page of
 * islands (ADR 059): the same client, which notes the hash of every query an island reads, so the
 * page sends the browser only those answers (entry-server.tsx). The server's text (a listing's
 * place names, say) was rendered from many more, which the islands never read again: on the sell
 * listing they were 36 of its 50 KB of state.
 *
 * A query is read through the cache's `build` (useQuery, useSuspenseQuery and their observers) or
 * by its key on the client (`getQueryData` and its kind); both are noted.
 */
export function recordingQueryClient(client: QueryClient, read: Set<string>): QueryClient {
  const cache = client.getQueryCache();
  const recordingCache = new Proxy(cache, {
    get(target, property) {
      if (property !== 'build') return own(target, property);
      return (...[, options, state]: Parameters<QueryCache['build']>) => {
        // The real client: the query keeps it for its fetches.
        const query = target.build(client, options, state);
        read.add(query.queryHash);
        return query;
      };
    },
  });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'getQueryCache') return () => recordingCache;
      const value = own(target, property);
      if (!READS_BY_KEY.has(property) || typeof value !== 'function') return value;
      return (first: QueryKey | { queryKey: QueryKey }, ...rest: unknown[]) => {
        const queryKey = Array.isArray(first) ? first : (first as { queryKey: QueryKey }).queryKey;
        // The hash the cache gives a query of this key (queryKeyHashFn is not used in this app).
        read.add(hashKey(queryKey));
        return (value as (...args: unknown[]) => unknown)(first, ...rest);
      };
    },
  });
}
