import { NOTIFICATION_BULK_MAX, type Language, type Notification } from '@ghorbari/contracts';
import { getNotifications, getUnreadCount, type Request } from './api/get-notifications.ts';
import { deleteNotification, deleteNotifications } from './api/delete-notifications.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsRead,
} from './api/mark-notifications-read.ts';
import { announceLiveNotification } from '../../domain/notifications/live-notices.ts';
import { connectLive } from './live-connection.ts';
import { createAlerts } from './notification-alerts.ts';
import { nextPage, notificationsReducer, type NotificationsAction } from './notifications-reducer.ts';
import {
  INITIAL_STATE,
  type NotificationActions,
  type NotificationQuery,
  type NotificationsState,
} from './notifications-state.ts';

export interface StoreOptions {
  token: string;
  userId: string;
  /** The app's apiFetch (see api/get-notifications.ts for why it is handed in). */
  request: Request;
  /** The token stored now: a call is skipped once it is gone or another (spec §8). */
  storedToken: () => string | null;
  /** The app's language: live notices arrive in it (a new language makes a new store). */
  language?: Language;
}

export interface NotificationsStore {
  getState: () => NotificationsState;
  subscribe: (listener: () => void) => () => void;
  actions: NotificationActions;
  /** Called with each notification that arrives live and is new here (for its toast). */
  onArrival: (listener: (notification: Notification) => void) => () => void;
  close: () => void;
}

/** Reads that arrive for items not on screen are settled with one count request, not one each. */
const COUNT_REFRESH_DELAY_MS = 300;

const chunks = (ids: string[]) =>
  Array.from({ length: Math.ceil(ids.length / NOTIFICATION_BULK_MAX) }, (_, index) =>
    ids.slice(index * NOTIFICATION_BULK_MAX, (index + 1) * NOTIFICATION_BULK_MAX),
  );

/**
 * One signed-in user's notifications (spec §4): the state, the calls of spec §7 and the live
 * channel, outside React so the provider can load it on demand. Failed calls are only logged
 * (spec §8); the server's unread count settles the count after every change.
 */
export function createNotificationsStore({
  token,
  userId,
  request,
  storedToken,
  language,
}: StoreOptions): NotificationsStore {
  let state = INITIAL_STATE;
  let closed = false;
  let countTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const arrivalListeners = new Set<(notification: Notification) => void>();
  const alerts = createAlerts();

  const dispatch = (action: NotificationsAction) => {
    if (closed) return;
    const next = notificationsReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  // Spec §8: every call is skipped without the user's token.
  const signedIn = () => !closed && storedToken() === token;
  const warn = (what: string, error: unknown) => console.warn(`notifications: ${what} failed`, error);

  async function fetchPage(query: NotificationQuery, page: number) {
    if (!signedIn()) return;
    dispatch({ type: 'listRequested', query, page });
    try {
      const { success: _success, ...list } = await getNotifications(request, query, page);
      dispatch({ type: 'listLoaded', query, page, list });
    } catch (error) {
      warn('loading the list', error);
      dispatch({ type: 'listFailed', query });
    }
  }

  async function refreshCount() {
    if (!signedIn()) return;
    try {
      dispatch({ type: 'unreadCount', count: (await getUnreadCount(request)).unreadCount });
    } catch (error) {
      warn('loading the unread count', error);
    }
  }

  /** Runs a change on the server, then applies it here and takes the server's unread count. */
  async function change(
    what: string,
    call: () => Promise<{ unreadCount: number }>,
    action: NotificationsAction,
  ): Promise<boolean> {
    if (!signedIn()) return false;
    try {
      const { unreadCount } = await call();
      dispatch(action);
      dispatch({ type: 'unreadCount', count: unreadCount });
      return true;
    } catch (error) {
      warn(what, error);
      return false;
    }
  }

  /** Bulk calls take at most NOTIFICATION_BULK_MAX ids: larger selections go in turns. */
  async function inTurns(ids: string[], call: (ids: string[]) => Promise<{ unreadCount: number }>) {
    let last = { unreadCount: state.unreadCount };
    for (const part of chunks(ids)) last = await call(part);
    return last;
  }

  const live = connectLive(
    token,
    {
      onStatus: (status) => dispatch({ type: 'connection', status }),
      // Spec §4: the unread count and the notifications are reloaded on connect. The count comes
      // with the room join (issue 39: after a restart, 10,000 phones did not each ask for it); the
      // list is asked for again only once one has been loaded, as the inbox loads its own on opening.
      onConnect: (unreadCount) => {
        if (unreadCount === undefined) void refreshCount();
        else dispatch({ type: 'unreadCount', count: unreadCount });
        if (state.list !== 'idle') void fetchPage(state.query, 1);
      },
      onNotification: (received) => {
        const notification: Notification = { ...received, link: received.link ?? null };
        const isNew = !state.items.some((item) => item._id === notification._id);
        dispatch({ type: 'received', notification });
        if (!isNew) return;
        alerts.announce(notification);
        arrivalListeners.forEach((listener) => listener(notification));
        announceLiveNotification(notification);
      },
      onRead: (id) => {
        if (state.items.some((item) => item._id === id)) return dispatch({ type: 'liveRead', id });
        // Not on screen: whether it was still unread is the server's to say.
        clearTimeout(countTimer);
        countTimer = setTimeout(() => void refreshCount(), COUNT_REFRESH_DELAY_MS);
      },
    },
    language,
  );
  // The count shows at once, before the live channel is up (or when it cannot connect).
  void refreshCount();

  const actions: NotificationActions = {
    load: (query) => fetchPage(query, 1),
    loadMore: () => fetchPage(state.query, nextPage(state)),
    async markRead(id) {
      if (!id) return false;
      if (state.items.find((item) => item._id === id)?.isRead) return true;
      const done = await change('marking as read', () => markNotificationRead(request, id), {
        type: 'markedRead',
        ids: [id],
      });
      if (done) live.announceRead(userId, id);
      return done;
    },
    markAllRead: () =>
      change('marking all as read', () => markAllNotificationsRead(request), { type: 'allMarkedRead' }),
    async markManyRead(ids) {
      if (ids.length === 0) return false;
      // The server announces these reads to the user's other tabs itself.
      return change('marking as read', () => inTurns(ids, (part) => markNotificationsRead(request, { ids: part })), {
        type: 'markedRead',
        ids,
        leave: true,
      });
    },
    remove: (id) =>
      id
        ? change('deleting', () => deleteNotification(request, id), { type: 'removed', ids: [id] })
        : Promise.resolve(false),
    async removeMany(ids) {
      if (ids.length === 0) return false;
      return change('deleting', () => inTurns(ids, (part) => deleteNotifications(request, { ids: part })), {
        type: 'removed',
        ids,
      });
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    onArrival(listener) {
      arrivalListeners.add(listener);
      return () => arrivalListeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(countTimer);
      live.close();
      listeners.clear();
      arrivalListeners.clear();
    },
  };
}
