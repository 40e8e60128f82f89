import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from './session.tsx';

/** Logout as the account menu offers it (spec §2): end the session and go to the home page. */
export function useLogout(): (options?: { tellServer?: boolean }) => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (options?: { tellServer?: boolean }) => {
      // Leave the protected page first (the home page's code may still be on its way), so its
      // guard does not send the visitor to sign in; then end the session.
      void Promise.resolve(navigate(paths.home)).then(() => signOut(options));
    },
    [navigate, signOut],
  );
}
