import {
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationCounts,
  type NotificationList,
} from '@ghorbari/contracts';
import {
  sameQuery,
  type ConnectionStatus,
  type NotificationQuery,
  type NotificationsState,
} from './notifications-state.ts';

/**
 * The rules of spec §4 (Notification) as a pure function: page 1 replaces the list and later
 * pages append; a live notification is added once; reading and deleting keep the unread count
 * right and never below 0.
 */
export type NotificationsAction =
  | { type: 'listRequested'; query: NotificationQuery; page: number }
  | { type: 'listLoaded'; query: NotificationQuery; page: number; list: Omit<NotificationList, 'success'> }
  | { type: 'listFailed'; query: NotificationQuery }
  | { type: 'unreadCount'; count: number }
  | { type: 'received'; notification: Notification }
  /**
   * `leave`: a bulk action — in the Unread view the items then leave the list (a single click keeps its item in view).
   */
  | { type: 'markedRead'; ids: string[]; leave?: boolean }
  | { type: 'allMarkedRead' }
  | { type: 'removed'; ids: string[] }
  /** Read in another tab or device: only an item of this list changes here. */
  | { type: 'liveRead'; id: string }
  | { type: 'connection'; status: ConnectionStatus };

const atLeastZero = (value: number) => Math.max(0, value);

/**
 * The page "Load more" asks for: counted from what is shown, so a delete never skips an item (duplicates are dropped).
 */
export const nextPage = (state: NotificationsState) => Math.floor(state.items.length / NOTIFICATION_PAGE_SIZE) + 1;

function withCounts(
  counts: NotificationCounts | null,
  change: Partial<Record<keyof NotificationCounts, number>>,
): NotificationCounts | null {
  if (!counts) return null;
  return {
    all: atLeastZero(counts.all + (change.all ?? 0)),
    unread: atLeastZero(counts.unread + (change.unread ?? 0)),
    read: atLeastZero(counts.read + (change.read ?? 0)),
  };
}

/**
 * Marks the listed items read; the count falls by as many as were unread. With `leave`, in the
 * Unread view they also leave the list — even if the server's live read event got here first.
 */
function markRead(state: NotificationsState, ids: ReadonlySet<string>, leave = false): NotificationsState {
  let changed = 0;
  const marked = state.items.map((item) => {
    if (item.isRead || !ids.has(item._id)) return item;
    changed += 1;
    return { ...item, isRead: true };
  });
  const leaving = leave && state.query.view === 'unread' ? marked.filter((item) => ids.has(item._id)).length : 0;
  if (changed === 0 && leaving === 0) return state;
  return {
    ...state,
    items: leaving ? marked.filter((item) => !ids.has(item._id)) : marked,
    totalNotify: atLeastZero(state.totalNotify - leaving),
    unreadCount: atLeastZero(state.unreadCount - changed),
    counts: withCounts(state.counts, { unread: -changed, read: changed }),
  };
}

function remove(state: NotificationsState, ids: ReadonlySet<string>): NotificationsState {
  const gone = state.items.filter((item) => ids.has(item._id));
  if (gone.length === 0) return state;
  const unread = gone.filter((item) => !item.isRead).length;
  return {
    ...state,
    items: state.items.filter((item) => !ids.has(item._id)),
    unreadCount: atLeastZero(state.unreadCount - unread),
    totalNotify: atLeastZero(state.totalNotify - gone.length),
    counts: withCounts(state.counts, { all: -gone.length, unread: -unread, read: unread - gone.length }),
  };
}

function receive(state: NotificationsState, notification: Notification): NotificationsState {
  if (state.items.some((item) => item._id === notification._id)) return state;
  const unread = notification.isRead ? 0 : 1;
  // It joins the list if the view takes it (a new one is unread), and no search is on that it may not match.
  const { view, q, sort } = state.query;
  const matches = (view === 'all' || (view === 'unread') === !notification.isRead) && q === '';
  // Newest first: on top. Oldest first: at the end, once the end is shown.
  const atEnd = sort === 'asc' && state.items.length >= state.totalNotify;
  const items = !matches
    ? state.items
    : sort === 'desc'
      ? [notification, ...state.items]
      : atEnd
        ? [...state.items, notification]
        : state.items;
  return {
    ...state,
    items,
    unreadCount: state.unreadCount + unread,
    totalNotify: state.totalNotify + (matches ? 1 : 0),
    counts: withCounts(state.counts, { all: 1, unread, read: 1 - unread }),
  };
}

export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'listRequested': {
      const changed = !sameQuery(state.query, action.query);
      return {
        ...state,
        query: action.query,
        // Another view or search starts empty; reloading the same one keeps it on screen.
        items: changed ? [] : state.items,
        totalNotify: changed ? 0 : state.totalNotify,
        page: changed ? 0 : state.page,
        list: action.page === 1 ? 'loading' : 'loadingMore',
      };
    }
    case 'listLoaded': {
      // An answer for a list the reader has since left is dropped.
      if (!sameQuery(state.query, action.query)) return state;
      const { data, totalNotify, counts } = action.list;
      const known = new Set(state.items.map((item) => item._id));
      const items = action.page === 1 ? data : [...state.items, ...data.filter((item) => !known.has(item._id))];
      // Spec §7: in the unread view the unread count is the list's total (without a search).
      const unreadCount = action.query.view === 'unread' && action.query.q === '' ? totalNotify : counts.unread;
      return { ...state, items, totalNotify, counts, unreadCount, page: action.page, list: 'ready' };
    }
    case 'listFailed':
      return sameQuery(state.query, action.query) ? { ...state, list: 'error' } : state;
    case 'unreadCount': {
      const unreadCount = atLeastZero(action.count);
      const counts = state.counts
        ? { ...state.counts, unread: unreadCount, read: atLeastZero(state.counts.all - unreadCount) }
        : null;
      return { ...state, unreadCount, counts };
    }
    case 'received':
      return receive(state, action.notification);
    case 'markedRead':
      return markRead(state, new Set(action.ids), action.leave);
    case 'liveRead':
      return markRead(state, new Set([action.id]));
    case 'allMarkedRead':
      return {
        ...state,
        items:
          state.query.view === 'unread'
            ? []
            : state.items.map((item) => (item.isRead ? item : { ...item, isRead: true })),
        totalNotify: state.query.view === 'unread' ? 0 : state.totalNotify,
        unreadCount: 0,
        counts: state.counts ? { all: state.counts.all, unread: 0, read: state.counts.all } : null,
      };
    case 'removed':
      return remove(state, new Set(action.ids));
    case 'connection':
      return state.connection === action.status ? state : { ...state, connection: action.status };
  }
}
