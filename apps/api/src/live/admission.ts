import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Handshakes admitted at a steady pace (issue 39, ADR 031). When every phone comes back at once
 * after a restart, 10,000 upgrades at the same moment made every one of them slow: the server took
 * them all in together, none finished early, the kernel's queue of connections not yet accepted
 * overflowed and the clients' 20 s connect timeout ran out for thousands. Here engine.io's
 * `allowRequest` lets `atOnce` handshakes run, from the upgrade until the socket is connected or
 * refused (`done`); the others wait their turn in order, rather than being refused. A handshake
 * that holds its place longer than `slotMs` (a client that opened the transport and never asked
 * for the socket) gives it up to the next. The queue is bounded (`waitingMax`): past it, a
 * handshake is refused as `busy` and the client tries again (spec §9), so a flood cannot make the
 * server hold connections without end. A handshake whose client gave up while it waited is skipped:
 * its connection closed, or it waited past `waitMs` (the client's own connect timeout, spec §9: it
 * has gone and come back as another handshake). When the queue falls behind (its oldest has waited
 * `pressureMs`), the newest go first, so that what is admitted finishes before its client's timeout.
 */
export interface Admission {
  /** engine.io's `allowRequest`: admits the handshake now or once its turn comes. */
  allowRequest(request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void): void;
  /** The handshake of `request` is over (its socket connected, or was refused, or closed). */
  done(request: IncomingMessage): void;
}

/** What engine.io is told when the queue is full; the client sees a refused handshake and retries. */
export const ADMISSION_BUSY = 'busy';

interface Waiting {
  since: number;
  request: IncomingMessage;
  callback: (error: string | null | undefined, success: boolean) => void;
}

export function createAdmission(
  {
    atOnce,
    waitingMax,
    slotMs,
    waitMs,
    pressureMs,
  }: { atOnce: number; waitingMax: number; slotMs: number; waitMs: number; pressureMs: number },
  now: () => number = Date.now,
): Admission {
  /** Admitted handshakes by their connection, with when; a Map keeps them oldest first. */
  const running = new Map<Duplex, number>();
  /** The queue: an array read from `head`, compacted once half of it has been read. */
  let queue: Waiting[] = [];
  let head = 0;

  function release(connection: Duplex) {
    if (!running.delete(connection)) return;
    connection.off('close', closed);
    admitNext();
  }
  function closed(this: Duplex) {
    release(this);
  }
  /** Places held past `slotMs` are given up, oldest first (a Map iterates in insertion order). */
  function reclaim() {
    const expired = now() - slotMs;
    for (const [connection, since] of running) {
      if (since > expired) return;
      running.delete(connection);
      connection.off('close', closed);
    }
  }
  function admit({ request, callback }: Omit<Waiting, 'since'>) {
    running.set(request.socket, now());
    request.socket.once('close', closed);
    callback(null, true);
  }
  function takeOldest() {
    const oldest = queue[head]!;
    queue[head] = undefined as unknown as Waiting;
    head += 1;
    return oldest;
  }
  function admitNext() {
    const at = now();
    // Waited past the client's connect timeout: its client has gone (and come back as a newer
    // handshake). Answered at once, so its connection is closed rather than kept.
    while (head < queue.length && queue[head]!.since <= at - waitMs) takeOldest().callback(ADMISSION_BUSY, false);
    while (head < queue.length && running.size < atOnce) {
      // In order while the queue keeps up; once the oldest has waited `pressureMs`, the newest
      // first: a handshake started just before its client gives up is work thrown away, and
      // serving those only would bring no one back (the others come back as newer handshakes).
      const next = at - queue[head]!.since >= pressureMs ? queue.pop()! : takeOldest();
      // The client gave up while it waited: nothing to admit.
      if (!next.request.socket.destroyed) admit(next);
    }
    if (head === queue.length) {
      queue = [];
      head = 0;
    } else if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  }

  return {
    allowRequest(request, callback) {
      if (running.size >= atOnce) reclaim();
      if (running.size < atOnce && head === queue.length) return admit({ request, callback });
      if (queue.length - head >= waitingMax) return callback(ADMISSION_BUSY, false);
      queue.push({ since: now(), request, callback });
      admitNext();
    },
    done(request) {
      release(request.socket);
    },
  };
}
