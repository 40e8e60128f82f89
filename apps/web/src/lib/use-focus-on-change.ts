import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `key` changes (not on the first render), so a
 * screen reader follows a multi-step form to its next step.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
