import type { NotificationView } from '@ghorbari/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_QUERY, VIEWS, type NotificationQuery } from './notifications-state.ts';

/** The search box takes at most this many characters, as the API's query schema does (contracts). */
export const SEARCH_MAX = 100;

const isView = (value: string | null): value is NotificationView => (VIEWS as (string | null)[]).includes(value);

/** The inbox's list from its address: ?view=unread|read, ?q=…, ?sort=asc (defaults left out). */
export function parseInboxQuery(params: URLSearchParams): NotificationQuery {
  const view = params.get('view');
  return {
    view: isView(view) ? view : DEFAULT_QUERY.view,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
  };
}

/** The address's parameters with a change applied; a default value leaves the address. */
export function withInboxQuery(params: URLSearchParams, change: Partial<NotificationQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof NotificationQuery, string][]) {
    if (value === DEFAULT_QUERY[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The list the inbox shows, kept in the address so a reload or a shared link shows the same. */
export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const { view, q, sort } = parseInboxQuery(params);
  const query = useMemo<NotificationQuery>(() => ({ view, q, sort }), [view, q, sort]);
  const update = useCallback(
    (change: Partial<NotificationQuery>) => setParams((current) => withInboxQuery(current, change), { replace: true }),
    [setParams],
  );
  return { query, update };
}
