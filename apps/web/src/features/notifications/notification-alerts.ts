import type { Notification } from '@ghorbari/contracts';

/** Shipped with the site (apps/web/public/sounds): a short chime of about 5 kB. */
export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';

/** The icon system notifications show (apps/web/vite-pwa.ts makes it). */
export const NOTIFICATION_ICON_URL = '/icons/icon-192.png';

/** How long a notification waits for a worker that is still installing (the first visit). */
const WORKER_WAIT_MS = 5000;

async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration || registration.active) return registration;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * A system notification (issue 19): through the service worker where there is one — the only
 * way Android shows them, and its tap is handled there (src/sw/sw.ts: focus the app, open the
 * link) — else the page's own Notification. `tag` is the notification's id, so one shown twice
 * (two tabs) replaces itself.
 */
export async function showSystemNotification(notification: Notification): Promise<void> {
  const options: NotificationOptions = {
    body: notification.message,
    lang: notification.lang,
    icon: NOTIFICATION_ICON_URL,
    tag: notification._id,
    data: { id: notification._id, link: notification.link ?? null },
  };
  const registration = await workerRegistration();
  if (registration?.active) return registration.showNotification(notification.title, options);
  const shown = new window.Notification(notification.title, options);
  shown.onclick = () => window.focus();
}

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : '');

/**
 * How a new notification makes itself noticed (spec §4): a sound, and a browser notification
 * when the user allowed them. Failures are logged, never shown (spec §8).
 */
export function createAlerts() {
  let audio: HTMLAudioElement | null = null;

  function playSound() {
    if (typeof Audio === 'undefined') return;
    audio ??= new Audio(NOTIFICATION_SOUND_URL);
    const sound = audio;
    sound.currentTime = 0;
    sound.play().catch((error: unknown) => {
      const name = errorName(error);
      if (name === 'NotAllowedError') console.warn('notification sound blocked until the page is used', error);
      else if (name === 'NotSupportedError') {
        // The source failed to load or decode: fetch it again for the next notification.
        sound.src = NOTIFICATION_SOUND_URL;
        sound.load();
      } else console.warn('notification sound not played', error);
    });
  }

  function showBrowserNotification(notification: Notification) {
    if (!('Notification' in window) || window.Notification.permission !== 'granted') return;
    void showSystemNotification(notification).catch((error: unknown) =>
      console.warn('browser notification not shown', error),
    );
  }

  return {
    announce(notification: Notification) {
      playSound();
      showBrowserNotification(notification);
    },
  };
}
