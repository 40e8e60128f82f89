/**
 * Handshakes admitted at a steady pace (issue 39, ADR 031). When every phone comes back at once
 * after a restart, 10,000 handshakes worked on at the same moment made every one of them slow: the
 * event loop's long turns left the kernel's queue of connections unread and the clients' 20 s
 * connect timeouts ran out by the thousand. The live channel's first middleware asks for a place
 * here: `atOnce` handshakes run, from the socket's connect packet until it is connected or
 * refused (`done`); the others wait their turn in order, rather than being refused. It is a
 * middleware and not engine.io's `allowRequest` on purpose: the client's connect timeout covers
 * the transport's opening only, which is cheap and so is not held back; what waits here has no
 * timeout running against it. The queue is bounded (`waitingMax`): past it, `admit` says no and
 * the handshake is refused, and the client tries again (spec §9). A place held longer than
 * `slotMs` (a handshake stuck on a store that stopped answering) goes to the next.
 */
export interface Admission<Key> {
  /** Calls `start` now or once a place frees; false, without calling it, when the queue is full. */
  admit(key: Key, start: () => void): boolean;
  /** The handshake started for `key` is over: its place goes to the next. */
  done(key: Key): void;
}

export function createAdmission<Key>(
  { atOnce, waitingMax, slotMs }: { atOnce: number; waitingMax: number; slotMs: number },
  now: () => number = Date.now,
): Admission<Key> {
  /** The handshakes running, with when each started; a Map keeps them oldest first. */
  const running = new Map<Key, number>();
  /** The queue: an array read from `head`, compacted once half of it has been read. */
  let queue: ({ key: Key; start: () => void } | undefined)[] = [];
  let head = 0;

  /** Places held past `slotMs` are given up, oldest first (a Map iterates in insertion order). */
  function reclaim() {
    const expired = now() - slotMs;
    for (const [key, since] of running) {
      if (since > expired) return;
      running.delete(key);
    }
  }
  function run(key: Key, start: () => void) {
    running.set(key, now());
    start();
  }
  function admitNext() {
    if (running.size >= atOnce) reclaim();
    while (head < queue.length && running.size < atOnce) {
      const { key, start } = queue[head]!;
      // Read entries are let go at once: a storm's queue holds thousands of sockets.
      queue[head] = undefined;
      head += 1;
      run(key, start);
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
    admit(key, start) {
      if (running.size >= atOnce) reclaim();
      if (running.size < atOnce && head === queue.length) {
        run(key, start);
        return true;
      }
      if (queue.length - head >= waitingMax) return false;
      queue.push({ key, start });
      admitNext();
      return true;
    },
    done(key) {
      if (running.delete(key)) admitNext();
    },
  };
}
