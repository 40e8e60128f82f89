import {
  LIVE_PATH,
  LIVE_TOO_MANY_SOCKETS,
  type ClientToServerEvents,
  type Language,
  type LiveNotification,
  type ServerToClientEvents,
} from '@ghorbari/contracts';
import { io, type Socket } from 'socket.io-client';
import type { ConnectionStatus } from './notifications-state.ts';

/** Spec §10: 5 retries, 1 s times the attempt number; a ping every 30 s. */
export const LIVE_RETRY_LIMIT = 5;
export const LIVE_RETRY_STEP_MS = 1000;
export const LIVE_PING_EVERY_MS = 30_000;

export interface LiveHandlers {
  onStatus: (status: ConnectionStatus) => void;
  /**
   * Connected (again) and in the user's room: the caller reloads what it may have missed. The
   * server's unread count at the join comes along when it could count (issue 39).
   */
  onConnect: (unreadCount: number | undefined) => void;
  onNotification: (notification: LiveNotification) => void;
  onRead: (notificationId: string) => void;
}

export interface LiveConnection {
  /** Tells the user's other tabs and devices that this one read a notification (spec §7). */
  announceRead: (userId: string, notificationId: string) => void;
  close: () => void;
}

/**
 * The live channel of spec §7 on the site's own origin: websocket only, with credentials, the
 * session token in the handshake. This module (and socket.io with it) is loaded only for
 * signed-in users, so visitors never download it.
 */
export function connectLive(token: string, handlers: LiveHandlers, language?: Language): LiveConnection {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: LIVE_PATH,
    transports: ['websocket'],
    withCredentials: true,
    // The app's language, not the browser's Accept-Language: new notices arrive in it (issue 39).
    auth: language ? { token, lng: language } : { token },
    reconnectionAttempts: LIVE_RETRY_LIMIT,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
    autoConnect: false,
  });
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set by `server:restarting`: how long to wait before connecting again once the server closes. */
  let restartDelayMs: number | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    handlers.onStatus('connecting');
    socket.connect();
  };
  const stopPing = () => {
    clearInterval(pingTimer);
    pingTimer = undefined;
  };

  // Spec §4, Live connection: on connect the retry counter resets and the data is reloaded. The
  // reload waits for the server's answer to the room join: a notification sent between a reload
  // and the join would otherwise reach neither. "Connected" is shown from then on too, when what
  // arrives next is sure to come live.
  const ready = (unreadCount?: number) => {
    handlers.onStatus('connected');
    handlers.onConnect(unreadCount);
  };
  socket.on('connect', () => {
    attempts = 0;
    restartDelayMs = undefined;
    clearTimeout(retryTimer);
    socket.emit('joinNotificationRoom', token);
    stopPing();
    pingTimer = setInterval(() => socket.emit('ping'), LIVE_PING_EVERY_MS);
  });
  socket.on('roomJoined', ({ unreadCount }) =>
    ready(
      typeof unreadCount === 'number' && Number.isInteger(unreadCount) && unreadCount >= 0 ? unreadCount : undefined,
    ),
  );

  socket.on('disconnect', (reason) => {
    stopPing();
    if (reason !== 'io server disconnect') return handlers.onStatus(socket.active ? 'connecting' : 'disconnected');
    // socket.io does not come back by itself after the server closed the connection. A server
    // shutting down said when to (ADR 029): wait that long, give or take half, so every tab of
    // every user does not come back in the same instant; the retries of connect_error follow.
    const delay = restartDelayMs;
    restartDelayMs = undefined;
    if (delay === undefined) return open();
    handlers.onStatus('connecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, delay * (0.5 + Math.random()));
  });

  socket.on('server:restarting', ({ reconnectInMs }) => {
    restartDelayMs = Number.isFinite(reconnectInMs) ? Math.min(Math.max(reconnectInMs, 0), 60_000) : 0;
  });

  socket.on('connect_error', (error) => {
    handlers.onStatus('error');
    console.warn('live channel: connection failed', error.message);
    // The session holds as many sockets as it may (open tabs, ADR 034): trying again would only be
    // refused again, so this tab stays without live updates until it is reloaded.
    if (error.message === LIVE_TOO_MANY_SOCKETS || attempts >= LIVE_RETRY_LIMIT) return;
    attempts += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, LIVE_RETRY_STEP_MS * attempts);
  });

  // Warnings only: a failed room join is logged, never shown (spec §8); the data is still reloaded.
  socket.on('roomError', ({ message }) => {
    console.warn('live channel: notification room not joined', message);
    ready();
  });
  socket.on('newNotification', (notification) => handlers.onNotification(notification));
  socket.on('notificationRead', ({ notificationId }) => handlers.onRead(notificationId));

  open();

  return {
    announceRead(userId, notificationId) {
      if (socket.connected) socket.emit('notificationRead', { userId, notificationId });
    },
    close() {
      clearTimeout(retryTimer);
      stopPing();
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
