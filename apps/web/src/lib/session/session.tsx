import type { AccountStatus, UserData } from '@ghorbari/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from '../api-client.ts';
import { ME_KEY, meKeys } from '../query-keys.ts';
import { getProfile, logout, profileQueryOptions } from './get-profile.ts';
import { tokenStore } from './token-store.ts';

/**
 * The session of spec §4: logged out (no token), loading (the token is being checked), logged
 * in, or disabled (the token is dropped and the visitor is logged out). Kept small: it is part
 * of every page's first load.
 */
export interface Session {
  /** The signed-in user, or null when logged out (a disabled account counts as logged out). */
  user: UserData | null;
  /** The account status ('normal' means allowed; anything else is suspended). */
  status: AccountStatus | null;
  /** True while a stored token is being checked with GET /api/profile. */
  loading: boolean;
  /** Store a token from sign-in or registration and load the profile it belongs to. */
  signIn: (token: string) => Promise<UserData | null>;
  /**
   * Forget the token, the user and their data, and tell the server (POST /api/logout; a failure
   * is ignored). `tellServer: false` when the server already ended the session (account deleted).
   */
  signOut: (options?: { tellServer?: boolean }) => Promise<void>;
  /** Load the profile again (after the user changed it, for example). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * GET /api/profile with the session's rules: the answer refreshes the stored token; a disabled
 * account or a refused token (any answer from the server but success) drops the token. When
 * the phone is simply offline the token is kept, so the next visit with a connection works.
 */
async function loadProfile(): Promise<UserData> {
  try {
    const user = await getProfile();
    if (user.status === 'Disabled') tokenStore.clear();
    else if (user.userToken && user.userToken !== tokenStore.get()) tokenStore.set(user.userToken);
    return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NO_RESPONSE')) tokenStore.clear();
    console.warn('profile not loaded', error);
    throw error;
  }
}
const sessionProfileQuery = profileQueryOptions(loadProfile);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  // The profile is fetched only when a token is stored (spec §5).
  const profile = useQuery({ ...sessionProfileQuery, enabled: token !== null });

  const signIn = useCallback(
    async (newToken: string) => {
      queryClient.removeQueries({ queryKey: ME_KEY });
      tokenStore.set(newToken);
      const user = await queryClient.fetchQuery(sessionProfileQuery);
      return user.status === 'Disabled' ? null : user;
    },
    [queryClient],
  );

  const signOut = useCallback(
    async ({ tellServer = true }: { tellServer?: boolean } = {}) => {
      const ending = tellServer ? tokenStore.get() : null;
      // Forget the session here at once; the server is told in the background.
      tokenStore.clear();
      queryClient.removeQueries({ queryKey: ME_KEY });
      if (ending) await logout(ending).catch((error: unknown) => console.warn('logout not recorded', error));
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    if (tokenStore.get()) await queryClient.refetchQueries({ queryKey: meKeys.profile });
  }, [queryClient]);

  const data = token !== null && profile.data && profile.data.status !== 'Disabled' ? profile.data : null;
  const loading = token !== null && profile.isPending;
  const value = useMemo<Session>(
    () => ({ user: data, status: data?.status ?? null, loading, signIn, signOut, refresh }),
    [data, loading, signIn, signOut, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
