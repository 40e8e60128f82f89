import { useSyncExternalStore } from 'react';
import { installedNow, installPrompt, subscribeInstallPrompt } from './install-prompt.ts';

/**
 * What /DownloadApp can offer on this device (issue 19):
 * - `installed`: opened as the installed app, or installed during this visit;
 * - `prompt`: the browser would install it now (it fired `beforeinstallprompt`);
 * - `ios`: an iPhone or iPad, where Safari's Share → Add to Home Screen does it;
 * - `other`: a browser that installs nothing by itself;
 * - `unknown`: on the server and while hydrating, before the browser is asked.
 */
export type InstallState = 'installed' | 'prompt' | 'ios' | 'other' | 'unknown';

interface InstallEnvironment {
  standalone: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

function environment(): InstallEnvironment {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { standalone, userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}

/** iPhone, iPad, or an iPad that calls itself a Mac (touch screen). */
export function isIos({ userAgent, maxTouchPoints }: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installState(env: InstallEnvironment, canPrompt: boolean, installed: boolean): InstallState {
  if (env.standalone || installed) return 'installed';
  if (canPrompt) return 'prompt';
  return isIos(env) ? 'ios' : 'other';
}

function subscribe(listener: () => void): () => void {
  const standalone = window.matchMedia?.('(display-mode: standalone)');
  standalone?.addEventListener('change', listener);
  const stop = subscribeInstallPrompt(listener);
  return () => {
    standalone?.removeEventListener('change', listener);
    stop();
  };
}

const snapshot = (): InstallState => installState(environment(), installPrompt() !== null, installedNow());

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, snapshot, () => 'unknown');
}
