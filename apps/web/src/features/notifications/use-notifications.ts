import { useContext, useMemo, useSyncExternalStore } from 'react';
import { NotificationsContext } from './notifications-context.ts';
import { INITIAL_STATE, type NotificationActions, type NotificationsState } from './notifications-state.ts';

export type NotificationsValue = NotificationsState & NotificationActions;

const subscribeToNothing = () => () => undefined;
const idleState = () => INITIAL_STATE;
const IDLE_ACTIONS: NotificationActions = {
  load: () => Promise.resolve(),
  loadMore: () => Promise.resolve(),
  markRead: () => Promise.resolve(false),
  markAllRead: () => Promise.resolve(false),
  markManyRead: () => Promise.resolve(false),
  remove: () => Promise.resolve(false),
  removeMany: () => Promise.resolve(false),
};

/**
 * The notifications, unread count and connection status, and what can be done with them
 * (spec §4). Empty and inert until the store has loaded; outside a NotificationProvider, an error.
 */
export function useNotifications(): NotificationsValue {
  const store = useContext(NotificationsContext);
  const getState = store?.getState ?? idleState;
  const state = useSyncExternalStore(store?.subscribe ?? subscribeToNothing, getState, getState);
  const actions = store?.actions ?? IDLE_ACTIONS;
  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  if (store === undefined) throw new Error('useNotifications must be used within a NotificationProvider');
  return value;
}
