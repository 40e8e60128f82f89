import { paths } from '../../config/paths.ts';

/**
 * What a visitor was doing when they were sent to sign in, so the way back finishes it (issue 12,
 * defect 3). The sign-in `next` is the only thing carried through sign-in, registration and the
 * password reset; it says the why too:
 * - saving a post: `next` is the post's page with `?save=1`, and this tab remembers which post
 *   (sessionStorage), so a link that merely carries `save=1` saves nothing;
 * - posting an ad: `next` is the posting form itself.
 */
export type SignInReason = 'save' | 'post';

export const SAVE_FLAG = 'save';

/** Only used to read a path; never a place to go. */
const BASE = 'https://ghorbari.invalid';

function parsePath(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** The `next` of a visitor who tapped Save on the page at `pathname` + `search`. */
export function saveNext(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(SAVE_FLAG, '1');
  return `${pathname}?${params.toString()}`;
}

/** Why the reader is asked to sign in, read from where they go afterwards. */
export function signInReason(next: string | null | undefined): SignInReason | null {
  const url = next ? parsePath(next) : null;
  if (!url) return null;
  if (url.searchParams.get(SAVE_FLAG) === '1') return 'save';
  if (url.pathname === paths.sellPost || url.pathname === paths.rentPost) return 'post';
  return null;
}

/** Whether a page's search carries the save flag. */
export const hasSaveFlag = (search: string): boolean => new URLSearchParams(search).get(SAVE_FLAG) === '1';

/** The search without the save flag ('' or '?…'), for replacing the address once it is handled. */
export function withoutSaveFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SAVE_FLAG);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

// Which post this tab wanted saved lives in its own small module, so the page's first script can
// remember it too (a Save tapped before the app has started, issue 30).
export { PENDING_SAVE_MAX_AGE_MS, rememberPendingSave, takePendingSave } from './pending-save.ts';
