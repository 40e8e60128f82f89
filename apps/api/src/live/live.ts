import { createHash } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import {
  LIVE_MAX_MESSAGE_BYTES,
  LIVE_PATH,
  LIVE_TOO_MANY_SOCKETS,
  translateMessage,
  languageFromHeader,
  type ClientToServerEvents,
  type Language,
  type ServerToClientEvents,
} from '@ghorbari/contracts';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../errors/app-error.ts';
import { createAdmission } from './admission.ts';
import { createBatchedLookup } from './batched-lookup.ts';
import type { SessionSockets } from './session-sockets.ts';
import { takeToken, type BucketState } from './token-bucket.ts';

interface SocketData {
  userId: string;
  /** The handshake's session token, its hash, and when it was last found live in the database. */
  token: string;
  tokenHash: string;
  checkedAt: number;
  /** The handshake's language (`auth.lng`, else Accept-Language): notices and a refused join's message. */
  lang: Language;
  /** The socket's event bucket (see EVENT_BURST), and how many events it dropped in a row. */
  bucket: BucketState;
  dropped: number;
}
/** Between instances sharing the Redis adapter: a session or account ended, forget it (ADR 031). */
interface InterServerEvents {
  sessionEnded: (tokenHash: string) => void;
  userEnded: (userId: string) => void;
}
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
/** engine.io's connection under a socket. */
type Connection = LiveSocket['conn'];

/** The room a user's notifications go to; a socket joins it with `joinNotificationRoom`. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The same user's joined sockets that read one language: a new notice is sent to each in its own (issue 39). */
export const userLanguageRoom = (userId: string, language: Language) => `user:${userId}:${language}`;
/** Every socket of a user, joined or not: used to close them all when the account is disabled. */
const socketsRoom = (userId: string) => `sockets:${userId}`;
/**
 * Every socket opened with one session token: closed when that session signs out. Named by a hash
 * of the token, so the token itself never travels to Redis.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/**
 * Events a socket may send: a burst of 10, then 5 a second (the web app sends one join per
 * connection, a ping every 30 s and one read per click). Beyond that an event is dropped; a
 * socket that sends 30 events in a row without the bucket refilling is a flood and is closed
 * (issue 11: one socket's 5,000 events in 33 ms held the whole server for seconds).
 */
export const EVENT_BURST = 10;
const EVENTS_PER_SECOND = 5;
const DROPPED_BEFORE_DISCONNECT = 30;
/**
 * How long a session check is trusted before a handshake or `joinNotificationRoom` asks the
 * database again (one check serves every socket of that session on this instance, ADR 031). A
 * sign-out or password reset closes the sockets at once and forgets the check
 * (`disconnectSession`, `disconnectUser`); this only bounds how long an expired session can go
 * unnoticed.
 */
const SESSION_RECHECK_MS = 60_000;
/**
 * Session lookups for handshakes (and unread counts for room joins) at once, the others wait their
 * turn (ADR 031): when thousands of sockets come back together, they do not take all of the pool's
 * 10 connections and then time out waiting for one (refusing live sessions), while API requests
 * keep theirs. What waited is looked up together, up to LOOKUP_BATCH in one query (issue 39):
 * after a restart no session is known yet, and 10,000 handshakes make some 50 queries, not 10,000.
 */
const LOOKUPS_AT_ONCE = 4;
const LOOKUP_BATCH = 500;
/**
 * Handshakes checked at once; the others wait their turn in the first middleware, up to
 * HANDSHAKES_WAITING_MAX, past which a handshake is refused `busy` and the client tries again
 * (issue 39, ADR 031, admission.ts). A place held past HANDSHAKE_SLOT_MS goes to the next.
 */
const HANDSHAKES_AT_ONCE = 200;
const HANDSHAKES_WAITING_MAX = 50_000;
const HANDSHAKE_SLOT_MS = 10_000;
/**
 * What the server keeps for a socket that does not read (ADR 031): engine.io queues what a socket
 * cannot take yet without a bound, so a phone whose connection stalled while a broadcast went out
 * would hold all of it. Past this many bytes waiting, its connection is closed: the client comes
 * back by itself and reloads its inbox (spec §4), nothing is lost. (engine.io's heartbeat closes
 * a socket that stopped answering after about 45 s; this bounds what it can cost meanwhile.)
 */
export const LIVE_MAX_QUEUED_BYTES = 1024 * 1024;

export interface LiveDeps {
  /**
   * The user id behind each live session, by token hash (absent for a missing, expired or
   * disabled session), in one query; rejects when the database does not answer.
   */
  sessionUsers(tokenHashes: string[]): Promise<Map<string, { id: string }>>;
  /** Each user's unread count, in one query (a room join answers with it). */
  unreadCounts(userIds: string[]): Promise<Map<string, number>>;
  /** Whether the notification is the user's (a read event is relayed only then). */
  ownsNotification(userId: string, notificationId: string): Promise<boolean>;
  /** The sockets each session holds, against LIVE_SOCKETS_PER_SESSION (ADR 034). */
  sessionSockets: SessionSockets;
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
  const admission = createAdmission<LiveSocket>({
    atOnce: HANDSHAKES_AT_ONCE,
    waitingMax: HANDSHAKES_WAITING_MAX,
    slotMs: HANDSHAKE_SLOT_MS,
  });
  const io: LiveServer = new Server(httpServer, {
    path: LIVE_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: LIVE_MAX_MESSAGE_BYTES,
    cors: { origin: true, credentials: true },
  });

  /**
   * Sessions this instance found live in the database within SESSION_RECHECK_MS, by token hash,
   * and the lookups under way (issue 21, ADR 031): when every phone comes back at once after a
   * network drop, their handshakes do not each ask the database again (10,000 lookups in a few
   * seconds outran the pool's 2-second wait and refused live sessions). A sign-out or a closed
   * account forgets them at once, here and, through the Redis adapter, on the other instances.
   */
  const verified = new Map<string, { userId: string; checkedAt: number }>();
  const checking = new Map<string, Promise<{ id: string }>>();
  /** Each session once (`checking` shares a lookup under way); many in one query (batched-lookup.ts). */
  const sessionUser = createBatchedLookup(deps.sessionUsers, { atOnce: LOOKUPS_AT_ONCE, batchMax: LOOKUP_BATCH });
  const lookUp = async (tokenHash: string) => {
    const user = await sessionUser(tokenHash);
    if (!user) throw new AppError('UNAUTHORIZED', 'errors.sessionExpired');
    return user;
  };
  /** The unread count a room join answers with, many users in one query. */
  const unreadCount = createBatchedLookup(deps.unreadCounts, { atOnce: LOOKUPS_AT_ONCE, batchMax: LOOKUP_BATCH });
  const forgetSession = (tokenHash: string) => {
    verified.delete(tokenHash);
    checking.delete(tokenHash);
  };
  const forgetUser = (userId: string) => {
    for (const [tokenHash, session] of verified) if (session.userId === userId) verified.delete(tokenHash);
    checking.clear();
  };
  // Stale entries go in one sweep a minute at most, on the way: no timer, none per session.
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < SESSION_RECHECK_MS) return;
    sweptAt = now;
    for (const [tokenHash, session] of verified) {
      if (now - session.checkedAt >= SESSION_RECHECK_MS) verified.delete(tokenHash);
    }
  };
  io.on('sessionEnded', forgetSession);
  io.on('userEnded', forgetUser);
  /** Tells the other instances, when there are any (the Redis adapter). */
  const tellOthers = (event: keyof InterServerEvents, value: string) => {
    if (io.of('/').adapter instanceof RedisAdapter) io.serverSideEmit(event, value);
  };
  function checkSession(tokenHash: string): Promise<{ userId: string; checkedAt: number }> {
    const known = verified.get(tokenHash);
    if (known && Date.now() - known.checkedAt < SESSION_RECHECK_MS) return Promise.resolve(known);
    let lookup = checking.get(tokenHash);
    if (!lookup) {
      const started = (lookup = lookUp(tokenHash));
      checking.set(tokenHash, started);
      const done = () => {
        if (checking.get(tokenHash) === started) checking.delete(tokenHash);
      };
      started.then((user) => {
        // Not kept when the session ended while the database was being asked.
        if (checking.get(tokenHash) === started) {
          sweep(Date.now());
          verified.set(tokenHash, { userId: user.id, checkedAt: Date.now() });
        }
        done();
      }, done);
    }
    return lookup.then((user) => ({ userId: user.id, checkedAt: Date.now() }));
  }

  /**
   * The socket's handlers are shared by every socket (`this` is the socket) and its state lives in
   * `socket.data`: no closures per socket (issue 21).
   */
  function limitEvents(this: LiveSocket, _event: unknown, next: (error?: Error) => void) {
    if (takeToken(this.data.bucket, EVENT_BURST, EVENTS_PER_SECOND, Date.now())) {
      this.data.dropped = 0;
      return next();
    }
    // Dropped without a word: an error here would only be more traffic for a flooding client.
    this.data.dropped += 1;
    if (this.data.dropped >= DROPPED_BEFORE_DISCONNECT) this.disconnect(true);
  }
  function joinNotificationRoom(this: LiveSocket, token: unknown) {
    joinRoom(this, token);
  }
  function joinRoom(socket: LiveSocket, token: unknown) {
    const refuse = () =>
      socket.emit('roomError', { message: translateMessage(socket.data.lang, 'errors.unauthorized') });
    // Only the socket's own session token: any other is refused without asking the database.
    if (tokenOf(token) !== socket.data.token) return refuse();
    const join = () => {
      const room = userRoom(socket.data.userId);
      void socket.join([room, userLanguageRoom(socket.data.userId, socket.data.lang)]);
      // Counted after joining: a notice stored from now on also reaches the socket live. Without a
      // count (the database did not answer) the client asks for it itself.
      unreadCount(socket.data.userId).then(
        (count) => socket.emit('roomJoined', count === undefined ? { room } : { room, unreadCount: count }),
        () => socket.emit('roomJoined', { room }),
      );
    };
    if (Date.now() - socket.data.checkedAt < SESSION_RECHECK_MS) return join();
    checkSession(socket.data.tokenHash).then((session) => {
      if (session.userId !== socket.data.userId) return refuse();
      socket.data.checkedAt = session.checkedAt;
      join();
    }, refuse);
  }
  // Read in one tab: the user's other tabs and devices mark it read too (spec §7).
  function notificationRead(this: LiveSocket, payload: { userId?: unknown; notificationId?: unknown } | undefined) {
    relayRead(this, payload);
  }
  function relayRead(socket: LiveSocket, payload: { userId?: unknown; notificationId?: unknown } | undefined) {
    const userId: unknown = payload?.userId;
    const notificationId: unknown = payload?.notificationId;
    if (userId !== socket.data.userId || typeof notificationId !== 'string' || !UUID.test(notificationId)) return;
    deps.ownsNotification(socket.data.userId, notificationId).then(
      (owned) => {
        if (owned) socket.to(userRoom(socket.data.userId)).emit('notificationRead', { notificationId });
      },
      () => undefined,
    );
  }
  const ping = () => undefined;
  function released(this: LiveSocket) {
    deps.sessionSockets.give(this.data.tokenHash);
  }

  /**
   * Back-pressure (issue 21): the bytes waiting for each connection while its transport is still
   * writing the previous batch, counted as engine.io creates the packets and forgotten when it
   * hands the queue to the transport (`flush`). Shared listeners, `this` is the connection.
   */
  const queuedBytes = new WeakMap<Connection, number>();
  function countQueued(this: Connection, packet: { data?: unknown }) {
    if (this.transport.writable) return; // written at once
    const { data } = packet;
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data instanceof Buffer ? data.length : 0;
    const queued = (queuedBytes.get(this) ?? 0) + size;
    if (queued <= LIVE_MAX_QUEUED_BYTES) return void queuedBytes.set(this, queued);
    queuedBytes.delete(this);
    this.close(true);
  }
  function flushed(this: Connection) {
    queuedBytes.delete(this);
  }

  // Once this instance is shutting down, a new socket is refused: the client tries again (another instance).
  let restarting = false;
  io.use((socket, settled) => {
    if (restarting) return settled(new Error('restarting'));
    const token = tokenOf((socket.handshake.auth as Record<string, unknown> | undefined)?.token);
    if (!token) return settled(new Error('unauthorized'));
    // Checked in turn (admission.ts); the handshake is over either way, and its place goes on.
    let over = false;
    const next = (error?: Error) => {
      if (over) return;
      over = true;
      admission.done(socket);
      settled(error);
    };
    const admitted = admission.admit(socket, () => checkHandshake(socket, token, next));
    if (!admitted) settled(new Error('busy'));
  });
  function checkHandshake(socket: LiveSocket, token: string, next: (error?: Error) => void) {
    // Closed while it waited its turn: nothing to check.
    if (socket.conn.readyState !== 'open') return next(new Error('closed'));
    const tokenHash = hashOf(token);
    checkSession(tokenHash).then(
      async (session) => {
        // A session holds LIVE_SOCKETS_PER_SESSION sockets at most (issue 28: 1,500 were accepted on
        // one token), counted on every instance; the place is given back on `disconnect`.
        if (!(await deps.sessionSockets.take(tokenHash))) return next(new Error(LIVE_TOO_MANY_SOCKETS));
        // Gone while it was counted: socket.io drops it without a `disconnect`, so give the place back here.
        if (socket.conn.readyState !== 'open') {
          deps.sessionSockets.give(tokenHash);
          return next(new Error('closed'));
        }
        socket.data.userId = session.userId;
        socket.data.token = token;
        socket.data.tokenHash = tokenHash;
        socket.data.checkedAt = session.checkedAt;
        next();
      },
      // A session the database does not know is refused; a database that did not answer is not
      // a verdict on the session: `unavailable`, and the client tries again (its connect_error retries).
      (error: unknown) => next(new Error(error instanceof AppError ? 'unauthorized' : 'unavailable')),
    );
  }

  io.on('connection', (socket) => {
    // The app's own language when the client names it (a browser's Accept-Language is its own).
    const asked = (socket.handshake.auth as Record<string, unknown> | undefined)?.lng;
    socket.data.lang =
      asked === 'bn' || asked === 'en' ? asked : languageFromHeader(socket.handshake.headers['accept-language']);
    socket.data.bucket = { tokens: EVENT_BURST, at: Date.now() };
    socket.data.dropped = 0;
    void socket.join([socketsRoom(socket.data.userId), sessionRoom(socket.data.tokenHash)]);
    socket.on('disconnect', released);
    socket.use(limitEvents.bind(socket));
    socket.on('joinNotificationRoom', joinNotificationRoom);
    socket.on('notificationRead', notificationRead);
    socket.on('ping', ping);
    socket.conn.on('packetCreate', countQueued);
    socket.conn.on('flush', flushed);
  });

  return Object.assign(io, {
    /** Closes every live connection of the user, on every instance that shares the adapter. */
    disconnectUser(userId: string) {
      forgetUser(userId);
      tellOthers('userEnded', userId);
      io.in(socketsRoom(userId)).disconnectSockets(true);
    },
    /** Closes the live connections opened with one session token (sign-out), on every instance. */
    disconnectSession(token: string) {
      const tokenHash = hashOf(token);
      forgetSession(tokenHash);
      tellOthers('sessionEnded', tokenHash);
      io.in(sessionRoom(tokenHash)).disconnectSockets(true);
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
