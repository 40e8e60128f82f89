import { STORAGE_KEYS } from '@ghorbari/contracts';

/**
 * The session token in localStorage `userToken` (spec §6, §9), as an external store React can
 * subscribe to. Another tab signing in or out changes it here too.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.userToken);
  } catch {
    return null;
  }
}

let current = read();

function write(token: string | null): void {
  if (token === current) return;
  current = token;
  try {
    if (token === null) localStorage.removeItem(STORAGE_KEYS.userToken);
    else localStorage.setItem(STORAGE_KEYS.userToken, token);
  } catch {
    // Private mode or full storage: the session lasts for this page only.
  }
  listeners.forEach((notify) => notify());
}

export const tokenStore = {
  get: (): string | null => current,
  set: (token: string) => write(token),
  clear: () => write(null),
  subscribe(listener: Listener): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.userToken) return;
      current = read();
      listener();
    };
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
