import type { ClientToServerEvents, ServerToClientEvents } from '@ghorbari/contracts';
import { io, type Socket } from 'socket.io-client';

/** A socket.io client of the live channel, typed with the contracts' events. */
export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A real socket.io client signed in with `token` that has joined its notification room, as the
 * web app's does. It is added to `open`, which the test closes after it.
 */
export async function joinedClient(url: string, token: string, open: LiveClient[]): Promise<LiveClient> {
  const socket: LiveClient = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const answer = new Promise<unknown>((resolve) => socket.on('roomJoined', resolve));
  socket.emit('joinNotificationRoom', token);
  await answer;
  return socket;
}
