import type { Notification } from '@ghorbari/contracts';

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();

/**
 * Notifications that arrive on the live channel, told to whatever page wants to react (issue 16:
 * a reply to my comment shows under the open article at once). The notifications feature owns
 * the channel and announces here; other features listen without importing it (features never
 * import each other).
 */
export function announceLiveNotification(notification: Notification): void {
  listeners.forEach((listener) => listener(notification));
}

/** Listens to live notifications; returns the function that stops listening. */
export function onLiveNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
