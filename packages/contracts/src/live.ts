import type { Language } from './enums.ts';

/**
 * The live channel's events (spec §7, Live channel), typed once for the server and the client
 * (docs/conventions.md §9). socket.io on path /socket.io, websocket transport only.
 */
export const LIVE_PATH = '/socket.io';

export interface LiveNotification {
  _id: string;
  /** In the connection's language: the handshake's `auth.lng`, else its Accept-Language (issue 39). */
  title: string;
  message: string;
  lang: Language;
  link?: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface ServerToClientEvents {
  newNotification: (notification: LiveNotification) => void;
  notificationRead: (payload: { notificationId: string }) => void;
  /**
   * In the user's room; `unreadCount` is the count right after joining (issue 39): a client coming
   * back takes it from here instead of asking for it (absent when the server could not count).
   */
  roomJoined: (payload: { room: string; unreadCount?: number }) => void;
  roomError: (payload: { message: string }) => void;
  /**
   * This instance is shutting down (issue 20, ADR 029): the server closes the socket right after,
   * and the client connects again after about `reconnectInMs` (reaching another instance, or this
   * one once it is back).
   */
  'server:restarting': (payload: { reconnectInMs: number }) => void;
}

export interface ClientToServerEvents {
  joinNotificationRoom: (token: string) => void;
  notificationRead: (payload: { userId: string; notificationId: string }) => void;
  ping: () => void;
}

/** How long after `server:restarting` a client connects again, before its own jitter (ADR 029). */
export const LIVE_RESTART_RECONNECT_MS = 2000;

/**
 * The most live sockets one session (one sign-in's token) holds at once, on every instance together
 * (issue 28, ADR 034): one per open tab, and more than anyone keeps open.
 */
export const LIVE_SOCKETS_PER_SESSION = 20;

/**
 * The message of the client's `connect_error` when the session already holds LIVE_SOCKETS_PER_SESSION
 * sockets (beside `unauthorized`, `unavailable` and `restarting`). Retrying at once would be refused
 * the same way, so the web app does not (ADR 034).
 */
export const LIVE_TOO_MANY_SOCKETS = 'too-many-sockets';

/** The largest message the server accepts on the live channel, in bytes. */
export const LIVE_MAX_MESSAGE_BYTES = 16 * 1024;
