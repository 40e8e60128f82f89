/**
 * The post a visitor wanted to save, remembered in this tab (sessionStorage) while they sign in or
 * register (issue 12; lib/session/return-intent.ts). No imports: the page's first script uses it
 * for a Save tapped before the app has started (issue 30, lib/first-tap.ts).
 */
const STORAGE_KEY = 'pending-save';
/** A save left for longer than this (registration included) is not finished any more. */
export const PENDING_SAVE_MAX_AGE_MS = 2 * 60 * 60 * 1000;

interface PendingSave {
  postId: string;
  at: number;
}

/** Remembers in this tab that the visitor wanted to save `postId`. */
export function rememberPendingSave(postId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ postId, at: now } satisfies PendingSave));
  } catch {
    // Storage unavailable: the member finds the post again, unsaved, and taps Save once more.
  }
}

/**
 * Takes (reads and forgets) the pending save: true only when it is for `postId` and recent. The
 * first caller gets it, so the post is saved once even if the page shows two Save buttons.
 */
export function takePendingSave(postId: string, now = Date.now()): boolean {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return false;
    const value = JSON.parse(raw) as Partial<PendingSave> | null;
    if (value?.postId !== postId) return false;
    sessionStorage.removeItem(STORAGE_KEY);
    return typeof value.at === 'number' && now - value.at >= 0 && now - value.at <= PENDING_SAVE_MAX_AGE_MS;
  } catch {
    return false;
  }
}
