import type { ClientToServerEvents, LiveNotification, ServerToClientEvents } from '@ghorbari/contracts';
import { io, type Socket } from 'socket.io-client';
import { Agent, request } from 'node:http';

/**
 * The load generator of the live-channel benchmark (issue 21, `live-scale.ts`): a child process
 * holding many socket.io clients as the web app opens them (websocket only, the session token in
 * the handshake, `joinNotificationRoom` on every connect, the unread count taken from the join's
 * answer after a reconnect, or asked for when the answer has none), so their work does not share
 * the server's or the driver's event loop. The driver talks to it over IPC (`LoadCommand` in, `LoadReply` out).
 */
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LoadMember {
  token: string;
  /** Sockets this member opens (the burst member has several). */
  sockets: number;
}
export type LoadCommand =
  | { type: 'connect'; urls: string[]; members: LoadMember[]; sourceAddresses: string[]; inFlight: number }
  | { type: 'collect' }
  | { type: 'storm' }
  | { type: 'close' };
export type LoadReply =
  | { type: 'connected'; ms: number; sockets: number; failed: number }
  | { type: 'collected'; latencies: Record<string, number[]> }
  | {
      type: 'stormed';
      ms: number;
      back: number;
      sockets: number;
      reloads: number;
      serverErrors: number;
      failed: number;
      /** Handshakes the server refused, by its reason (retried as the web app does). */
      refused: Record<string, number>;
    }
  | { type: 'fatal'; message: string };

/** The web app's socket options (apps/web/src/features/notifications/live-connection.ts, spec §9). */
const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket'] as string[],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  forceNew: true,
} as const;

/** The web app's own retries after a refused handshake (spec §9: 5 attempts, 1 s times the attempt number). */
const RETRY_LIMIT = 5;
const RETRY_STEP_MS = 1000;

interface Held {
  socket: Client;
  token: string;
  url: string;
  /** Called by the next `roomJoined` with the count it carries (after a reconnect, the count's reload follows). */
  onJoined?: (unreadCount: number | undefined) => void;
}

const send = (reply: LoadReply) => process.send?.(reply);
let held: Held[] = [];
/** Arrival minus the notification's `createdAt` (the database's write time), by the title's tag. */
let latencies: Record<string, number[]> = {};
let refused: Record<string, number> = {};
/** The reloads after a reconnect go over at most 32 kept-alive connections per child, as a proxy would pool them. */
const agent = new Agent({ keepAlive: true, maxSockets: 32 });
/** GET `path` with the member's token: the status code. */
const get = (url: string, path: string, token: string) =>
  new Promise<number>((resolve, reject) => {
    const call = request(`${url}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end();
  });

function record(notification: LiveNotification) {
  const at = Date.now();
  const tag = notification.title.split(' ')[0] ?? '';
  (latencies[tag] ??= []).push(at - Date.parse(notification.createdAt));
}

function open(url: string, token: string, localAddress: string): Held {
  const socket: Client = io(url, {
    ...SOCKET_OPTIONS,
    auth: { token },
    reconnection: true,
    autoConnect: false,
    localAddress,
  } as Parameters<typeof io>[1] & { localAddress: string });
  const entry: Held = { socket, token, url };
  socket.on('connect', () => socket.emit('joinNotificationRoom', token));
  socket.on('roomJoined', ({ unreadCount }) => {
    const done = entry.onJoined;
    entry.onJoined = undefined;
    done?.(unreadCount);
  });
  socket.on('newNotification', record);
  // As the web app does: a refused handshake is tried again, 5 times, 1 s times the attempt number.
  let attempts = 0;
  socket.on('connect', () => (attempts = 0));
  socket.on('connect_error', (error) => {
    refused[error.message] = (refused[error.message] ?? 0) + 1;
    if (socket.active || attempts >= RETRY_LIMIT) return;
    attempts += 1;
    setTimeout(() => socket.connect(), RETRY_STEP_MS * attempts);
  });
  return entry;
}

/** Opens every socket, `inFlight` at a time, each until its room is joined. */
async function connectAll(command: Extract<LoadCommand, { type: 'connect' }>) {
  const started = Date.now();
  const wanted: { url: string; token: string; address: string }[] = [];
  let index = 0;
  for (const member of command.members) {
    for (let copy = 0; copy < member.sockets; copy += 1) {
      wanted.push({
        url: command.urls[index % command.urls.length]!,
        token: member.token,
        address: command.sourceAddresses[index % command.sourceAddresses.length]!,
      });
      index += 1;
    }
  }
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const { url, token, address } = wanted[next++]!;
      const entry = open(url, token, address);
      held.push(entry);
      const ok = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 30_000);
        entry.onJoined = () => {
          clearTimeout(timer);
          resolve(true);
        };
        entry.socket.connect();
      });
      if (!ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: command.inFlight }, worker));
  send({ type: 'connected', ms: Date.now() - started, sockets: held.length, failed });
}

/**
 * Every socket's connection dropped at once, as a mobile network does; socket.io-client comes back
 * by itself (its backoff, randomised by half), joins its room, and the client reloads its unread
 * count (what the web app does on connect). Done when every one has.
 */
async function storm() {
  const started = Date.now();
  refused = {};
  let reloads = 0;
  let serverErrors = 0;
  let failed = 0;
  const back = held.map(
    (entry) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          failed += 1;
          entry.onJoined = undefined;
          resolve();
        }, 60_000);
        entry.onJoined = (unreadCount) => {
          // As the web app does (issue 39): the join's answer carries the count; asked for only without it.
          if (unreadCount !== undefined) {
            reloads += 1;
            clearTimeout(timer);
            return resolve();
          }
          get(entry.url, '/api/notifications/getUnreadCount', entry.token)
            .then(
              (status) => {
                if (status >= 500) serverErrors += 1;
                else reloads += 1;
              },
              () => {
                failed += 1;
              },
            )
            .finally(() => {
              clearTimeout(timer);
              resolve();
            });
        };
      }),
  );
  for (const entry of held) entry.socket.io.engine.close();
  await Promise.all(back);
  send({
    type: 'stormed',
    ms: Date.now() - started,
    back: held.filter((entry) => entry.socket.connected).length,
    sockets: held.length,
    reloads,
    serverErrors,
    failed,
    refused,
  });
}

process.on('message', (command: LoadCommand) => {
  const run = async () => {
    if (command.type === 'connect') await connectAll(command);
    else if (command.type === 'collect') {
      send({ type: 'collected', latencies });
      latencies = {};
    } else if (command.type === 'storm') await storm();
    else {
      for (const entry of held) entry.socket.disconnect();
      held = [];
      agent.destroy();
      process.exit(0);
    }
  };
  run().catch((error: unknown) => send({ type: 'fatal', message: (error as Error).message }));
});
