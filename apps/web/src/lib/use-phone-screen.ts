import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md`: the phone layout, where fixed pieces share a narrow screen with the text. */
const PHONE_SCREEN = '(max-width: 767.98px)';

const subscribe = (notify: () => void) => {
  const query = window.matchMedia(PHONE_SCREEN);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/** Whether the screen is phone-sized; false on the server and in the first render after it. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_SCREEN).matches,
    () => false,
  );
}
