import { TIMINGS, type UserData } from '@ghorbari/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { href } from '../../config/paths.ts';
import { showToast } from '../toast.ts';
import { carryToast } from './carried-toast.ts';
import { useSession } from './session.tsx';

export type Access =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'suspended'; user: UserData }
  | { state: 'allowed'; user: UserData };

/** True when the app itself has a page to go back to (React Router counts its history entries). */
function hasPreviousPageInApp(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * Whether the tab's previous page is one of ours though the app started afresh on this one (an
 * address typed or a page reloaded over it). The Navigation API lists only this site's entries;
 * a browser without it counts as having none.
 */
function hasPreviousPageOfSite(): boolean {
  const { navigation } = window as { navigation?: { currentEntry?: { index: number } | null } };
  return (navigation?.currentEntry?.index ?? 0) > 0;
}

/**
 * One page back (spec §4), with the error toast: within the app when it has a page to go back
 * to; else to the site's page before it in this tab, as the back button would (issue 28), the
 * toast carried there. With none (a link opened in a new tab, or from another site) the caller
 * shows the suspension notice instead.
 */
function sendBackOnePage(navigate: ReturnType<typeof useNavigate>, message: string): void {
  if (!hasPreviousPageInApp() && hasPreviousPageOfSite()) {
    carryToast('errors.accountSuspended');
    window.history.back();
    return;
  }
  void showToast('error', message);
  if (hasPreviousPageInApp()) void navigate(-1);
}

/**
 * The access guard of spec §4 for the /user area. Signed out: after 100 ms, to /SignIn with this
 * page remembered for the way back. Suspended (status not 'normal'): an error toast and one page
 * back; when there is no page to go back to, the caller shows the suspension notice instead.
 */
export function useAccessGuard(): Access {
  const { user, loading } = useSession();
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = !loading && !user;
  const suspended = Boolean(user && user.status !== 'normal');
  const warnedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!signedOut) return;
    const here = `${location.pathname}${location.search}`;
    const timer = window.setTimeout(() => {
      // Logging out goes home: the URL changes at once, while this page may stay on screen until
      // the next page's code arrives (navigation is a transition). Then there is nothing to guard.
      if (window.location.pathname !== location.pathname) return;
      void navigate(href.signIn(here), { replace: true });
    }, TIMINGS.guardRedirectMs);
    return () => window.clearTimeout(timer);
  }, [signedOut, navigate, location.pathname, location.search]);

  useEffect(() => {
    // Once per arrival, even when effects run twice in development.
    if (!suspended || warnedFor.current === location.key) return;
    warnedFor.current = location.key;
    sendBackOnePage(navigate, t('errors.accountSuspended'));
  }, [suspended, location.key, navigate, t]);

  if (loading) return { state: 'checking' };
  if (!user) return { state: 'signed-out' };
  return suspended ? { state: 'suspended', user } : { state: 'allowed', user };
}
