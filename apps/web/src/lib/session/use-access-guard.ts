import { TIMINGS, type UserData } from '@ghorbari/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { href } from '../../config/paths.ts';
import { showToast } from '../toast.ts';
import { useSession } from './session.tsx';

export type Access =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'suspended'; user: UserData }
  | { state: 'allowed'; user: UserData };

/** True when the app itself has a page to go back to (React Router counts its history entries). */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
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
    void showToast('error', t('errors.accountSuspended'));
    if (hasPreviousPage()) void navigate(-1);
  }, [suspended, location.key, navigate, t]);

  if (loading) return { state: 'checking' };
  if (!user) return { state: 'signed-out' };
  return suspended ? { state: 'suspended', user } : { state: 'allowed', user };
}
