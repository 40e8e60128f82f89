import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LIVE_PATH,
  LIVE_TOO_MANY_SOCKETS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@ghorbari/contracts';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RETRY_LIMIT, LIVE_RETRY_STEP_MS, connectLive } from './live-connection.ts';
import type { ConnectionStatus } from './notifications-state.ts';
import { createNotificationsStore } from './notifications-store.ts';
import { DEFAULT_QUERY } from './notifications-state.ts';

/**
 * The web app's live channel against a real socket.io server on this machine: a server that shuts
 * down says `server:restarting` and closes the socket; the client comes back by itself (ADR 029).
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllGlobals();
});

async function liveServer() {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: LIVE_PATH,
    transports: ['websocket'],
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => io.close(resolve)));
  // As the real server does: a socket that asks to join its notification room is told it did.
  io.on('connection', (socket) => socket.on('joinNotificationRoom', () => socket.emit('roomJoined', { room: 'user' })));
  const { port } = http.address() as AddressInfo;
  // The client connects to its own page's origin, as in the browser.
  vi.stubGlobal('location', new URL(`http://127.0.0.1:${port}/`));
  return io;
}

function client(token: string) {
  const statuses: ConnectionStatus[] = [];
  let connects = 0;
  const connected = (count: number) =>
    vi.waitFor(() => expect(connects).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 20 });
  const live = connectLive(token, {
    onStatus: (status) => statuses.push(status),
    onConnect: () => (connects += 1),
    onNotification: () => undefined,
    onRead: () => undefined,
  });
  cleanups.push(() => live.close());
  return { statuses, connected, connects: () => connects };
}

describe('the live channel when its server restarts', () => {
  it('connects again after the server says it is restarting and closes the socket', async () => {
    const io = await liveServer();
    const handshakes: string[] = [];
    io.on('connection', (socket) => {
      handshakes.push(String((socket.handshake.auth as { token?: string }).token));
      if (handshakes.length === 1) {
        socket.emit('server:restarting', { reconnectInMs: 50 });
        socket.disconnect(true);
      }
    });
    const user = client('a-session-token-of-20-chars');
    // The first socket is closed before its room is joined: only the second reloads the data.
    await user.connected(1);
    expect(handshakes).toEqual(['a-session-token-of-20-chars', 'a-session-token-of-20-chars']);
    // Between the two connections the user saw "connecting", never a lasting "disconnected".
    expect(user.statuses).toContain('connecting');
    expect(user.statuses).not.toContain('disconnected');
    expect(user.statuses.at(-1)).toBe('connected');
  });
});

describe('the live channel when the server refuses the handshake', () => {
  it('tries again after a passing refusal, but not when the session holds as many sockets as it may', async () => {
    // The retry timers run on a clock the test moves: whether a retry was planned shows at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    cleanups.push(() => vi.useRealTimers());
    const io = await liveServer();
    const refusals = ['unavailable', LIVE_TOO_MANY_SOCKETS];
    let handshakes = 0;
    io.use((_socket, next) => next(new Error(refusals[handshakes++] ?? 'unexpected')));
    const user = client('a-session-token-of-20-chars');
    const refused = (count: number) =>
      vi.waitFor(() => expect(user.statuses.filter((status) => status === 'error')).toHaveLength(count), {
        timeout: 10_000,
        interval: 20,
      });

    await refused(1);
    vi.advanceTimersByTime(LIVE_RETRY_STEP_MS);
    await refused(2);
    expect(handshakes).toBe(2);
    // Every retry of the spec's back-off would have started by now: none did.
    vi.advanceTimersByTime(LIVE_RETRY_STEP_MS * LIVE_RETRY_LIMIT * LIVE_RETRY_LIMIT);
    expect(user.statuses.at(-1)).toBe('error');
    expect(handshakes).toBe(2);
  });
});

describe('the live channel before its room is joined', () => {
  it('reloads the data and says "connected" only once the server has put it in the room', async () => {
    const io = await liveServer();
    const joins: (() => void)[] = [];
    // This server answers the join only when the test says so.
    io.removeAllListeners('connection');
    io.on('connection', (socket) =>
      socket.on('joinNotificationRoom', () => joins.push(() => socket.emit('roomJoined', { room: 'user' }))),
    );
    const user = client('a-session-token-of-20-chars');
    await vi.waitFor(() => expect(joins).toHaveLength(1), { timeout: 10_000, interval: 20 });
    // Connected, asked to join, not yet in the room: a reload now could miss what is sent next.
    expect(user.connects()).toBe(0);
    expect(user.statuses).not.toContain('connected');
    joins[0]!();
    await user.connected(1);
    expect(user.statuses.at(-1)).toBe('connected');
  });
});

describe('the notifications when the live channel comes back', () => {
  it('take the count from the room join; the list is asked for again once one was loaded (issue 39)', async () => {
    const io = await liveServer();
    let unread = 4;
    let joinAnswers: { unreadCount?: number } = {};
    io.removeAllListeners('connection');
    io.on('connection', (socket) =>
      socket.on('joinNotificationRoom', () => socket.emit('roomJoined', { room: 'user', ...joinAnswers })),
    );
    // The API as the store sees it: each path asked, in order.
    const asked: string[] = [];
    const request = (async (path: string) => {
      asked.push(path.split('?')[0]!);
      if (path.startsWith('/api/notifications/getUnreadCount')) return { success: true, unreadCount: unread };
      return { success: true, data: [], totalNotify: 0, counts: { all: 0, unread, read: 0 } };
    }) as Parameters<typeof createNotificationsStore>[0]['request'];
    const token = 'a-session-token-of-20-chars';
    joinAnswers = { unreadCount: 7 };
    const store = createNotificationsStore({ token, userId: 'u', request, storedToken: () => token });
    cleanups.push(() => store.close());
    await vi.waitFor(() => expect(store.getState().connection).toBe('connected'), { timeout: 10_000, interval: 20 });
    // The first count is asked for before the channel is up; the join's then stands, with no list asked for.
    await vi.waitFor(() => expect(store.getState().unreadCount).toBe(7), { timeout: 10_000, interval: 20 });
    expect(asked).toEqual(['/api/notifications/getUnreadCount']);

    // The inbox was opened: a reconnect reloads its list too. A join without a count: the store asks.
    await store.actions.load(DEFAULT_QUERY);
    asked.length = 0;
    joinAnswers = {};
    unread = 2;
    io.disconnectSockets();
    await vi.waitFor(() => expect(asked).toContain('/api/notifications/getUserNotifications'), {
      timeout: 10_000,
      interval: 20,
    });
    await vi.waitFor(() => expect(store.getState().unreadCount).toBe(2), { timeout: 10_000, interval: 20 });
    expect(asked).toContain('/api/notifications/getUnreadCount');
  });
});
