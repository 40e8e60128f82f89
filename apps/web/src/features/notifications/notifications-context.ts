import { createContext } from 'react';
import type { NotificationsStore } from './notifications-store.ts';

/**
 * The signed-in user's notification store, set by NotificationProvider. undefined: no provider
 * above; null: nobody signed in, or the store is still loading.
 */
export const NotificationsContext = createContext<NotificationsStore | null | undefined>(undefined);
