import { createHash } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import {
  LIVE_MAX_MESSAGE_BYTES,
  LIVE_PATH,
  translateMessage,
  languageFromHeader,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@ghorbari/contracts';
import { Server } from 'socket.io';
import { tokenBucket } from './token-bucket.ts';

interface SocketData {
  userId: string;
  /** The handshake's session token, and when it was last found live in the database. */
  token: string;
  checkedAt: number;
}
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room a user's notifications go to; a socket joins it with `joinNotificationRoom`. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of a user, joined or not: used to close them all when the account is disabled. */
const socketsRoom = (userId: string) => `sockets:${userId}`;
/**
 * Every socket opened with one session token: closed when that session signs out. Named by a hash
 * of the token, so the token itself never travels to Redis.
 */
const sessionRoom = (token: string) => `session:${createHash('sha256').update(token).digest('hex')}`;

/**
 * Events a socket may send: a burst of 10, then 5 a second (the web app sends one join per
 * connection, a ping every 30 s and one read per click). Beyond that an event is dropped; a
 * socket that sends 30 events in a row without the bucket refilling is a flood and is closed
 * (issue 11: one socket's 5,000 events in 33 ms held the whole server for seconds).
 */
const EVENT_BURST = 10;
const EVENTS_PER_SECOND = 5;
const DROPPED_BEFORE_DISCONNECT = 30;
/**
 * How long a socket's own session check is trusted before `joinNotificationRoom` asks the
 * database again. A sign-out or password reset closes the socket at once (`disconnectSession`,
 * `disconnectUser`); this only bounds how long an expired session can go unnoticed.
 */
const SESSION_RECHECK_MS = 60_000;

export interface LiveDeps {
  /** The user id behind a session token; rejects for a missing, expired or disabled session. */
  authenticate(token: string): Promise<{ id: string }>;
  /** Whether the notification is the user's (a read event is relayed only then). */
  ownsNotification(userId: string, notificationId: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tokenOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length >= 16 && value.length <= 200 ? value : undefined;

/**
 * The live channel on the API's own HTTP server (spec §7, Live channel). The handshake must
 * carry a valid session token (`auth.token`); a socket joins only its own user's room.
 */
export type LiveChannel = LiveServer & {
  disconnectUser(userId: string): void;
  disconnectSession(token: string): void;
  /** Shutting down: tells this instance's sockets to connect again in a while, then closes them. */
  restarting(reconnectInMs: number): void;
};

export function attachLiveChannel(httpServer: HttpServer, deps: LiveDeps): LiveChannel {
  const io: LiveServer = new Server(httpServer, {
    path: LIVE_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: LIVE_MAX_MESSAGE_BYTES,
    cors: { origin: true, credentials: true },
  });

  // Once this instance is shutting down, a new socket is refused: the client tries again (another instance).
  let restarting = false;
  io.use((socket, next) => {
    if (restarting) return next(new Error('restarting'));
    const token = tokenOf((socket.handshake.auth as Record<string, unknown> | undefined)?.token);
    if (!token) return next(new Error('unauthorized'));
    deps.authenticate(token).then(
      (user) => {
        socket.data.userId = user.id;
        socket.data.token = token;
        socket.data.checkedAt = Date.now();
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket) => {
    const lang = languageFromHeader(socket.handshake.headers['accept-language']);
    void socket.join([socketsRoom(socket.data.userId), sessionRoom(socket.data.token)]);
    const bucket = tokenBucket(EVENT_BURST, EVENTS_PER_SECOND);
    let dropped = 0;
    socket.use((_event, next) => {
      if (bucket.take()) {
        dropped = 0;
        return next();
      }
      // Dropped without a word: an error here would only be more traffic for a flooding client.
      dropped += 1;
      if (dropped >= DROPPED_BEFORE_DISCONNECT) socket.disconnect(true);
    });
    socket.on('joinNotificationRoom', (token) => {
      const refuse = () => socket.emit('roomError', { message: translateMessage(lang, 'errors.unauthorized') });
      // Only the socket's own session token: any other is refused without asking the database.
      if (tokenOf(token) !== socket.data.token) return refuse();
      const join = () => {
        const room = userRoom(socket.data.userId);
        void socket.join(room);
        socket.emit('roomJoined', { room });
      };
      if (Date.now() - socket.data.checkedAt < SESSION_RECHECK_MS) return join();
      deps.authenticate(socket.data.token).then((user) => {
        if (user.id !== socket.data.userId) return refuse();
        socket.data.checkedAt = Date.now();
        join();
      }, refuse);
    });
    // Read in one tab: the user's other tabs and devices mark it read too (spec §7).
    socket.on('notificationRead', (payload) => {
      const userId: unknown = payload?.userId;
      const notificationId: unknown = payload?.notificationId;
      if (userId !== socket.data.userId || typeof notificationId !== 'string' || !UUID.test(notificationId)) return;
      deps.ownsNotification(socket.data.userId, notificationId).then(
        (owned) => {
          if (owned) socket.to(userRoom(socket.data.userId)).emit('notificationRead', { notificationId });
        },
        () => undefined,
      );
    });
    socket.on('ping', () => undefined);
  });

  return Object.assign(io, {
    /** Closes every live connection of the user, on every instance that shares the adapter. */
    disconnectUser(userId: string) {
      io.in(socketsRoom(userId)).disconnectSockets(true);
    },
    /** Closes the live connections opened with one session token (sign-out), on every instance. */
    disconnectSession(token: string) {
      io.in(sessionRoom(token)).disconnectSockets(true);
    },
    /**
     * Graceful shutdown (ADR 029): this instance's sockets only (`local`, never through the Redis
     * adapter to the others) hear `server:restarting`, then are closed, after the event has been
     * written. A client closed by the server does not reconnect by itself; the web app's does on
     * this hint, after the delay, so a thousand sockets do not come back in the same instant.
     */
    restarting(reconnectInMs: number) {
      restarting = true;
      io.local.emit('server:restarting', { reconnectInMs });
      io.local.disconnectSockets(true);
    },
  });
}
