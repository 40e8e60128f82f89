import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** Starts the app listening on a free loopback port, for real sockets: its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket.io client of the live channel, typed with the contracts' events. */
export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A real socket.io client signed in with `token` that has joined its notification room, as the
 * web app's does. It is added to `open`, which the test closes after it.
 */
export async function joinedClient(url: string, token: string, open: LiveClient[]): Promise<LiveClient> {
  const socket = await connectedClient(url, token, open);
  const answer = new Promise<unknown>((resolve) => socket.on('roomJoined', resolve));
  socket.emit('joinNotificationRoom', token);
  await answer;
  return socket;
}

/** A real socket.io client signed in with `token`, once connected; rejects with the refusal (`connect_error`). */
export async function connectedClient(url: string, token: string, open: LiveClient[]): Promise<LiveClient> {
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
  return socket;
}

/** A socket in a process of its own, as on someone's phone; `kill()` drops it without a word (SIGKILL). */
export async function socketInAnotherProcess(url: string, token: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { io } from 'socket.io-client';
const [url, token] = process.argv.slice(-2);
const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
socket.on('connect', () => console.log('connected'));
socket.on('connect_error', (error) => console.log('refused ' + error.message));`,
      url,
      token,
    ],
    { cwd: path.dirname(fileURLToPath(import.meta.url)) },
  );
  const said = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk))),
  );
  if (said.trim() !== 'connected') {
    child.kill('SIGKILL');
    throw new Error(said.trim());
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
