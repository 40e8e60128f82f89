import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useSession } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { NotificationsContext } from './notifications-context.ts';
import type { NotificationsStore } from './notifications-store.ts';

// The store, its API calls and socket.io come in the signed-in chunk (with the navbar's bell).
const loadStore = () => import('./signed-in-notifications.ts');

/**
 * Holds the signed-in user's notifications, unread count and live connection (spec §4): the
 * store connects when a user is signed in and closes on logout or a new token. This file is
 * part of every page, so it only loads the store; components read it with useNotifications()
 * (use-notifications.ts), which only signed-in pages download.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const userId = user?._id ?? null;
  // A new language makes a new store: the list is read again and the live channel sends in it (issue 39).
  const language = useLanguage();
  const key = token && userId ? `${userId}:${token}:${language}` : null;
  const [loaded, setLoaded] = useState<{ key: string; store: NotificationsStore } | null>(null);

  useEffect(() => {
    if (!token || !userId || !key) return;
    let store: NotificationsStore | null = null;
    let cancelled = false;
    loadStore().then(
      ({ createNotificationsStore }) => {
        if (cancelled) return;
        store = createNotificationsStore({ token, userId, request: apiFetch, storedToken: tokenStore.get, language });
        setLoaded({ key, store });
      },
      (error: unknown) => console.warn('notifications not loaded', error),
    );
    return () => {
      cancelled = true;
      store?.close();
    };
  }, [key, token, userId, language]);

  // A store made for another user or token is never handed out, even before the effect has run.
  const store = loaded && loaded.key === key ? loaded.store : null;
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>;
}
