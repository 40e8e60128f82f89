/** Whether this page was opened by going back or forward, when the browser restores its fields. */
export const restoredByHistory = (): boolean =>
  typeof performance.getEntriesByType === 'function' &&
  performance
    .getEntriesByType('navigation')
    .some((entry) => (entry as PerformanceNavigationTiming).type === 'back_forward');
