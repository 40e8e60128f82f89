import { afterEach, describe, expect, it } from 'vitest';
import { createPostEvents, rowsOf, type DailyStatsRow } from './post-events.ts';

/** The lister's daily counters (issue 19): counted in memory, written as one row per post and day. */
describe('post events', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const events of opened.splice(0)) await events.close();
  });

  /** A counter whose clock the test moves, writing into `written` (or failing while `failing`). */
  function counter() {
    const written: DailyStatsRow[][] = [];
    const state = { now: new Date('2026-11-23T17:59:00Z'), failing: false, errors: 0 };
    const events = createPostEvents({
      write: async (rows) => {
        if (state.failing) throw new Error('database away');
        written.push(rows);
      },
      onError: () => void (state.errors += 1),
      everyMs: 60_000,
      now: () => state.now,
    });
    opened.push(events);
    return { events, written, state };
  }

  it('writes nothing per event, then one row per post and Dhaka day on flush', async () => {
    const { events, written } = counter();
    events.count('a', 'views');
    events.count('a', 'views');
    events.count('a', 'phoneReveals');
    events.count('b', 'shares');
    events.count('a', 'saves');
    expect(written).toEqual([]);
    expect(events.pending('a', '2026-11-23')).toEqual({ views: 2, phoneReveals: 1, saves: 1, shares: 0 });
    await events.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual([
      { postId: 'a', day: '2026-11-23', views: 2, phoneReveals: 1, saves: 1, shares: 0 },
      { postId: 'b', day: '2026-11-23', views: 0, phoneReveals: 0, saves: 0, shares: 1 },
    ]);
    expect(events.pending('a', '2026-11-23')).toEqual({ views: 0, phoneReveals: 0, saves: 0, shares: 0 });
    await events.flush();
    expect(written).toHaveLength(1);
  });

  it('puts an event on the Dhaka day it happened, even when written after midnight', async () => {
    const { events, written, state } = counter();
    events.count('a', 'views'); // 23:59 in Dhaka
    state.now = new Date('2026-11-23T18:01:00Z'); // 00:01 the next day
    events.count('a', 'views');
    await events.close();
    expect(written[0]).toEqual([
      { postId: 'a', day: '2026-11-23', views: 1, phoneReveals: 0, saves: 0, shares: 0 },
      { postId: 'a', day: '2026-11-24', views: 1, phoneReveals: 0, saves: 0, shares: 0 },
    ]);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const { events, written, state } = counter();
    events.count('a', 'shares');
    state.failing = true;
    await events.flush();
    expect(state.errors).toBe(1);
    expect(events.pending('a', '2026-11-23').shares).toBe(1);
    events.count('a', 'shares');
    state.failing = false;
    await events.flush();
    expect(written).toEqual([[{ postId: 'a', day: '2026-11-23', views: 0, phoneReveals: 0, saves: 0, shares: 2 }]]);
  });

  it('groups counted keys into rows', () => {
    expect(
      rowsOf([
        ['p|2026-01-01|views', 3],
        ['p|2026-01-01|shares', 1],
        ['p|2026-01-02|views', 2],
      ]),
    ).toEqual([
      { postId: 'p', day: '2026-01-01', views: 3, phoneReveals: 0, saves: 0, shares: 1 },
      { postId: 'p', day: '2026-01-02', views: 2, phoneReveals: 0, saves: 0, shares: 0 },
    ]);
  });
});
