// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PAINT_MS, SETTLE_MS, whenSettled } from './first-paint.ts';

/** The browser's paint timeline: the first contentful paint, once it is on screen. */
class PaintTimeline {
  static supportedEntryTypes = ['paint'];
  static painted = false;
  static observers = new Set<PaintTimeline>();
  constructor(private readonly report: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    PaintTimeline.observers.add(this);
  }
  disconnect() {
    PaintTimeline.observers.delete(this);
  }
  static entries(name: string) {
    return PaintTimeline.painted && name === 'first-contentful-paint' ? [{ name }] : [];
  }
  static paint() {
    PaintTimeline.painted = true;
    for (const observer of PaintTimeline.observers) observer.report({ getEntriesByName: PaintTimeline.entries });
  }
}

/** Time for the idle callback, which the test's window stands in for with a timer. */
const IDLE_MS = 200;

/** Work for later (the visit counted, the islands' code fetched) waits for the reader's first frames (issue 43). */
describe('work that waits until the page has settled', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    PaintTimeline.painted = false;
    PaintTimeline.observers.clear();
    vi.stubGlobal('PerformanceObserver', PaintTimeline);
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => PaintTimeline.entries(name) as never);
    readyState = 'complete';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs a second after the first paint, not before', () => {
    const run = vi.fn();
    whenSettled(run);
    vi.advanceTimersByTime(NO_PAINT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    PaintTimeline.paint();
    vi.advanceTimersByTime(SETTLE_MS + IDLE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    // The page's own give-up timer no longer runs it a second time.
    vi.advanceTimersByTime(NO_PAINT_MS * 2);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the page to have loaded', () => {
    readyState = 'interactive';
    PaintTimeline.painted = true;
    const run = vi.fn();
    whenSettled(run);
    vi.advanceTimersByTime(NO_PAINT_MS + SETTLE_MS + IDLE_MS);
    expect(run).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS + IDLE_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it('still runs on a page that paints nothing a reader sees (a background tab)', () => {
    const run = vi.fn();
    whenSettled(run);
    vi.advanceTimersByTime(NO_PAINT_MS + SETTLE_MS + IDLE_MS);
    expect(run).toHaveBeenCalledOnce();
  });
});
