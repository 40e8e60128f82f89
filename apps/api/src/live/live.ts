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

interface SocketData {
  userId: string;
}
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room a user's notifications go to; a socket joins it with `joinNotificationRoom`. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of a user, joined or not: used to close them all when the account is disabled. */
const socketsRoom = (userId: string) => `sockets:${userId}`;

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
export type LiveChannel = LiveServer & { disconnectUser(userId: string): void };

export function attachLiveChannel(httpServer: HttpServer, deps: LiveDeps): LiveChannel {
  const io: LiveServer = new Server(httpServer, {
    path: LIVE_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: LIVE_MAX_MESSAGE_BYTES,
    cors: { origin: true, credentials: true },
  });

  io.use((socket, next) => {
    const token = tokenOf((socket.handshake.auth as Record<string, unknown> | undefined)?.token);
    if (!token) return next(new Error('unauthorized'));
    deps.authenticate(token).then(
      (user) => {
        socket.data.userId = user.id;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket) => {
    const lang = languageFromHeader(socket.handshake.headers['accept-language']);
    void socket.join(socketsRoom(socket.data.userId));
    socket.on('joinNotificationRoom', (token) => {
      const valid = tokenOf(token);
      const refuse = () => socket.emit('roomError', { message: translateMessage(lang, 'errors.unauthorized') });
      if (!valid) return refuse();
      deps.authenticate(valid).then((user) => {
        if (user.id !== socket.data.userId) return refuse();
        const room = userRoom(user.id);
        void socket.join(room);
        socket.emit('roomJoined', { room });
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
  });
}
