import type { Notification } from '@ghorbari/contracts';

/** Shipped with the site (apps/web/public/sounds): a short chime of about 5 kB. */
export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';

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
    try {
      const shown = new window.Notification(notification.title, { body: notification.message });
      shown.onclick = () => window.focus();
    } catch (error) {
      // Android Chrome only shows notifications from a service worker.
      console.warn('browser notification not shown', error);
    }
  }

  return {
    announce(notification: Notification) {
      playSound();
      showBrowserNotification(notification);
    },
  };
}
