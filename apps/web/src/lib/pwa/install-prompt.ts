/**
 * "Install Ghorbari" (issue 19): the browser's `beforeinstallprompt` event, kept when it fires
 * so /DownloadApp can offer the button later. This module is part of the page's first script
 * (src/boot.ts): the event may fire before the app's code has arrived. Kept tiny on purpose.
 */

/** The part of Chromium's BeforeInstallPromptEvent we use (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts listening; call once, as early as possible. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini bar away: the page offers the install where it fits.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    changed();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept event, while the browser would install the app. */
export const installPrompt = (): InstallPromptEvent | null => deferred;
/** The app was installed during this visit. */
export const installedNow = (): boolean => installed;

/** Shows the browser's install dialog; the event is spent either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome;
}
