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

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * The live channel on the API's own HTTP server. Rooms per user and the notification events
 * arrive with accounts and notifications; until a token can be checked, joining a room is
 * refused with `roomError`.
 */
export function attachLiveChannel(httpServer: HttpServer): LiveServer {
  const io: LiveServer = new Server(httpServer, {
    path: LIVE_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: LIVE_MAX_MESSAGE_BYTES,
    cors: { origin: true, credentials: true },
  });

  io.on('connection', (socket) => {
    const lang = languageFromHeader(socket.handshake.headers['accept-language']);
    socket.on('joinNotificationRoom', () => {
      socket.emit('roomError', { message: translateMessage(lang, 'errors.unauthorized') });
    });
    socket.on('ping', () => undefined);
  });

  return io;
}
