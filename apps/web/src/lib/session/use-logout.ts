import { useCallback } from 'react';
import { useLoadsPages, useNavigate } from '../navigation/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from './session.tsx';

/** Logout as the account menu offers it (spec §2): end the session and go to the home page. */
export function useLogout(): (options?: { tellServer?: boolean }) => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const loadsPages = useLoadsPages();
  return useCallback(
    (options?: { tellServer?: boolean }) => {
      // On a page of islands, going home is a page load: the session ends (and the server is
      // told) before the page goes.
      if (loadsPages) {
        void signOut(options).then(() => navigate(paths.home));
        return;
      }
      // Leave the protected page first (the home page's code may still be on its way), so its
      // guard does not send the visitor to sign in; then end the session.
      void Promise.resolve(navigate(paths.home)).then(() => signOut(options));
    },
    [loadsPages, navigate, signOut],
  );
}
