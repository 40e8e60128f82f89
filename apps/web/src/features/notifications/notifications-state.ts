import type { Notification, NotificationCounts, NotificationListQuery, NotificationView } from '@ghorbari/contracts';

/**
 * The notification state of spec §4 (Notification, Live connection), with no code beyond the
 * starting value: the navbar's provider imports this on every page, while the reducer, the API
 * calls and the live channel load later, for signed-in users only.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** Which list the inbox shows: a view (tab), the search and the order. */
export interface NotificationQuery {
  view: NotificationView;
  q: string;
  sort: NotificationListQuery['sort'];
}

export type ListStatus = 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';

export interface NotificationsState {
  /** The loaded pages of `query`, in the server's order (newest first by default). */
  items: Notification[];
  unreadCount: number;
  /** How many notifications `query` matches on the server. */
  totalNotify: number;
  /** The tab counts (all, unread, read), ignoring the search; null until a list has loaded. */
  counts: NotificationCounts | null;
  query: NotificationQuery;
  /** The last page loaded (0 before the first). */
  page: number;
  list: ListStatus;
  connection: ConnectionStatus;
}

/**
 * The views in tab order. Spelled out here because importing NOTIFICATION_VIEWS (a value) from
 * the contracts would bring their zod schemas into the page; the record checks every view is here.
 */
const VIEW_ORDER: Record<NotificationView, number> = { all: 0, unread: 1, read: 2 };
export const VIEWS = Object.keys(VIEW_ORDER) as NotificationView[];

export const DEFAULT_QUERY: NotificationQuery = { view: 'all', q: '', sort: 'desc' };

export const INITIAL_STATE: NotificationsState = {
  items: [],
  unreadCount: 0,
  totalNotify: 0,
  counts: null,
  query: DEFAULT_QUERY,
  page: 0,
  list: 'idle',
  connection: 'disconnected',
};

export const sameQuery = (a: NotificationQuery, b: NotificationQuery) =>
  a.view === b.view && a.q === b.q && a.sort === b.sort;

/** Whether the server holds more of the list than is shown. */
export const hasMore = (state: NotificationsState) => state.items.length < state.totalNotify;

/** What the inbox and the bell can do; every call is skipped without a token (spec §8). */
export interface NotificationActions {
  /** Page 1 of a list, replacing what is shown. */
  load: (query: NotificationQuery) => Promise<void>;
  /** The next page of the current list, appended. */
  loadMore: () => Promise<void>;
  markRead: (id: string) => Promise<boolean>;
  markAllRead: () => Promise<boolean>;
  markManyRead: (ids: string[]) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  removeMany: (ids: string[]) => Promise<boolean>;
}
