import { TIMINGS } from '@ghorbari/contracts';
import { useCallback, useEffect, useState } from 'react';

/**
 * A message that goes away by itself after `ms` (spec §5: the review forms' error messages, their
 * photos' among them, clear after 5 s). Showing the same message again starts the time afresh.
 */
export function usePassingMessage<T>(ms: number = TIMINGS.errorClearMs): [T | null, (message: T | null) => void] {
  const [state, setState] = useState<{ message: T | null; shownAt: number }>({ message: null, shownAt: 0 });
  useEffect(() => {
    if (state.message === null) return;
    const timer = window.setTimeout(() => setState({ message: null, shownAt: 0 }), ms);
    return () => window.clearTimeout(timer);
  }, [state, ms]);
  const show = useCallback((message: T | null) => setState({ message, shownAt: Date.now() }), []);
  return [state.message, show];
}
