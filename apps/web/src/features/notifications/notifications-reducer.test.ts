import type { Notification, NotificationCounts } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { nextPage, notificationsReducer, type NotificationsAction } from './notifications-reducer.ts';
import {
  DEFAULT_QUERY,
  hasMore,
  INITIAL_STATE,
  type NotificationQuery,
  type NotificationsState,
} from './notifications-state.ts';

let serial = 0;
const note = (overrides: Partial<Notification> = {}): Notification => {
  serial += 1;
  return {
    _id: `n-${serial}`,
    title: `Post ${serial} approved`,
    message: 'Your post is live.',
    lang: 'en',
    link: null,
    isRead: false,
    createdAt: '2026-11-21T12:00:00Z',
    ...overrides,
  };
};

const counts = (all: number, unread: number): NotificationCounts => ({ all, unread, read: all - unread });

/** Runs the actions one after another from the starting state. */
const run = (actions: NotificationsAction[], start: NotificationsState = INITIAL_STATE) =>
  actions.reduce(notificationsReducer, start);

const loaded = (
  items: Notification[],
  totalNotify: number,
  tabCounts: NotificationCounts,
  page = 1,
  query: NotificationQuery = DEFAULT_QUERY,
): NotificationsAction[] => [
  { type: 'listRequested', query, page },
  { type: 'listLoaded', query, page, list: { data: items, totalNotify, counts: tabCounts } },
];

describe('loading lists', () => {
  it('replaces the list with page 1 and appends later pages, dropping duplicates', () => {
    const first = [note(), note()];
    const second = [first[1]!, note()];
    const state = run([...loaded(first, 3, counts(3, 2)), ...loaded(second, 3, counts(3, 2), 2)]);
    expect(state.items.map((item) => item._id)).toEqual([first[0]!._id, first[1]!._id, second[1]!._id]);
    expect(state.page).toBe(2);
    expect(state.list).toBe('ready');
    expect(state.unreadCount).toBe(2);

    const again = run(loaded([note()], 1, counts(1, 1)), state);
    expect(again.items).toHaveLength(1);
  });

  it('sets the unread count to the total in the unread view, as the spec says', () => {
    const query = { ...DEFAULT_QUERY, view: 'unread' as const };
    const state = run(loaded([note()], 7, counts(9, 5), 1, query));
    expect(state.unreadCount).toBe(7);
  });

  it('drops an answer for a list the reader has left', () => {
    const unread = { ...DEFAULT_QUERY, view: 'unread' as const };
    const state = run([
      { type: 'listRequested', query: DEFAULT_QUERY, page: 1 },
      { type: 'listRequested', query: unread, page: 1 },
      {
        type: 'listLoaded',
        query: DEFAULT_QUERY,
        page: 1,
        list: { data: [note()], totalNotify: 1, counts: counts(1, 1) },
      },
    ]);
    expect(state.items).toEqual([]);
    expect(state.list).toBe('loading');
  });

  it('counts the next page from what is shown, so a delete skips nothing', () => {
    const items = Array.from({ length: 10 }, () => note());
    const state = run(loaded(items, 25, counts(25, 10)));
    expect(nextPage(state)).toBe(2);
    expect(hasMore(state)).toBe(true);
    const afterDelete = run([{ type: 'removed', ids: [items[0]!._id] }], state);
    expect(nextPage(afterDelete)).toBe(1);
  });
});

describe('live notifications', () => {
  it('adds a new one at the top and raises the unread count by one', () => {
    const old = note({ isRead: true });
    const fresh = note();
    const state = run([...loaded([old], 1, counts(1, 0)), { type: 'received', notification: fresh }]);
    expect(state.items[0]).toEqual(fresh);
    expect(state.unreadCount).toBe(1);
    expect(state.counts).toEqual(counts(2, 1));
  });

  it('ignores one whose _id is already in the list', () => {
    const known = note();
    const before = run(loaded([known], 1, counts(1, 1)));
    expect(notificationsReducer(before, { type: 'received', notification: { ...known } })).toBe(before);
  });

  it('counts but does not list a new one in the read view', () => {
    const query = { ...DEFAULT_QUERY, view: 'read' as const };
    const state = run([
      ...loaded([note({ isRead: true })], 1, counts(1, 0), 1, query),
      { type: 'received', notification: note() },
    ]);
    expect(state.items).toHaveLength(1);
    expect(state.unreadCount).toBe(1);
  });

  it('marks an item read when it was read elsewhere, and lowers the count once', () => {
    const item = note();
    const state = run([
      ...loaded([item, note()], 2, counts(2, 2)),
      { type: 'liveRead', id: item._id },
      { type: 'liveRead', id: item._id },
    ]);
    expect(state.items[0]!.isRead).toBe(true);
    expect(state.unreadCount).toBe(1);
    expect(state.counts).toEqual(counts(2, 1));
  });

  it('leaves the count alone for a read item it does not show', () => {
    const before = run(loaded([note()], 1, counts(1, 1)));
    expect(notificationsReducer(before, { type: 'liveRead', id: 'elsewhere' })).toBe(before);
  });
});

describe('reading and deleting', () => {
  it('marks one or several read', () => {
    const [a, b, c] = [note(), note(), note({ isRead: true })];
    const state = run([...loaded([a!, b!, c!], 3, counts(3, 2)), { type: 'markedRead', ids: [a!._id, c!._id] }]);
    expect(state.items.map((item) => item.isRead)).toEqual([true, false, true]);
    expect(state.unreadCount).toBe(1);
  });

  it('in the Unread view, items marked read in bulk leave the list; one read by a click stays in view', () => {
    const unreadView: NotificationQuery = { ...DEFAULT_QUERY, view: 'unread' };
    const [a, b, c] = [note(), note(), note()];
    const start = run(loaded([a!, b!, c!], 12, counts(12, 12), 1, unreadView));
    const clicked = run([{ type: 'markedRead', ids: [a!._id] }], start);
    expect(clicked.items).toHaveLength(3);
    const bulk = run([{ type: 'markedRead', ids: [b!._id, c!._id], leave: true }], clicked);
    expect(bulk.items.map((item) => item._id)).toEqual([a!._id]);
    expect(bulk.totalNotify).toBe(10);
    expect(bulk.unreadCount).toBe(9);
    expect(run([{ type: 'allMarkedRead' }], bulk).items).toEqual([]);
    // The server's live read events may arrive before the answer to the bulk call.
    const racing = run(
      [
        { type: 'liveRead', id: b!._id },
        { type: 'liveRead', id: c!._id },
        { type: 'markedRead', ids: [b!._id, c!._id], leave: true },
      ],
      clicked,
    );
    expect(racing.items.map((item) => item._id)).toEqual([a!._id]);
    expect(racing.unreadCount).toBe(9);
  });

  it('mark all read sets every item read and the count to 0', () => {
    const state = run([...loaded([note(), note()], 5, counts(5, 4)), { type: 'allMarkedRead' }]);
    expect(state.items.every((item) => item.isRead)).toBe(true);
    expect(state.unreadCount).toBe(0);
    expect(state.counts).toEqual(counts(5, 0));
  });

  it('deleting an unread item lowers the count by one; a read one leaves it', () => {
    const [unread, read] = [note(), note({ isRead: true })];
    const start = run(loaded([unread, read], 2, counts(2, 1)));
    const afterUnread = notificationsReducer(start, { type: 'removed', ids: [unread._id] });
    expect(afterUnread.unreadCount).toBe(0);
    expect(afterUnread.totalNotify).toBe(1);
    expect(afterUnread.counts).toEqual(counts(1, 0));
    const afterRead = notificationsReducer(start, { type: 'removed', ids: [read._id] });
    expect(afterRead.unreadCount).toBe(1);
    expect(afterRead.items.map((item) => item._id)).toEqual([unread._id]);
  });

  it('never lets the count go below 0', () => {
    const item = note();
    const state = run([
      ...loaded([item], 1, counts(1, 1)),
      { type: 'unreadCount', count: 0 },
      { type: 'removed', ids: [item._id] },
    ]);
    expect(state.unreadCount).toBe(0);
    expect(run([{ type: 'unreadCount', count: -3 }]).unreadCount).toBe(0);
  });

  it('takes the server’s unread count and keeps the tab counts in step', () => {
    const state = run([...loaded([note()], 4, counts(4, 3)), { type: 'unreadCount', count: 1 }]);
    expect(state.unreadCount).toBe(1);
    expect(state.counts).toEqual(counts(4, 1));
  });
});

describe('connection status', () => {
  it('follows the live channel', () => {
    expect(
      run([
        { type: 'connection', status: 'connecting' },
        { type: 'connection', status: 'error' },
      ]).connection,
    ).toBe('error');
  });
});
