import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * How many live sockets each session holds (issue 28, ADR 034), so a session past its cap is
 * refused at the handshake. With Redis the count is one per session for every instance together:
 * a hash `ghorbari:live:sockets:<token hash>` of instance → sockets, checked and counted in one
 * script. Each instance is known by an id that a key of its own, renewed every few seconds, keeps
 * alive: the script drops the counts of instances whose key is gone, so a crashed instance's
 * sockets stop counting within INSTANCE_TTL_MS. While Redis does not answer, each instance counts
 * in memory alone (the cap holds per instance); when Redis answers again, the instance takes a new
 * id and writes its counts under it, so what changed meanwhile is not counted twice or lost.
 */
export interface SessionSockets {
  /** Takes a place for one more socket of the session; false when it holds `cap` already. */
  take(tokenHash: string): Promise<boolean>;
  /** Gives the place back: the socket closed. */
  give(tokenHash: string): void;
  /** Stops renewing this instance's key and removes it: its counts stop at once. */
  close(): void;
}

/** An instance whose key was not renewed for this long is gone: its sockets no longer count. */
const INSTANCE_TTL_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
/**
 * A session's hash expires this long after its last new socket, so the counts of an instance that
 * died are not kept forever for a session that never comes back. A session whose sockets all stay
 * open longer without a new one then counts from zero: it may reach twice the cap, no more.
 */
const SESSION_TTL_MS = 24 * 60 * 60_000;

const sessionKey = (tokenHash: string) => `ghorbari:live:sockets:${tokenHash}`;
const INSTANCE_PREFIX = 'ghorbari:live:instance:';

/** KEYS[1] the session's hash; ARGV: this instance's id, the cap, the instance key prefix, the hash's TTL. */
const TAKE = `
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  if fields[i] == ARGV[1] or redis.call('EXISTS', ARGV[3] .. fields[i]) == 1 then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;
const GIVE = `
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
`;

export function createSessionSockets(cap: number, redis?: Redis): SessionSockets {
  /** This instance's sockets by session: the whole truth without Redis, and what is written to it after an outage. */
  const held = new Map<string, number>();
  const add = (tokenHash: string, change: number) => {
    const count = (held.get(tokenHash) ?? 0) + change;
    if (count > 0) held.set(tokenHash, count);
    else held.delete(tokenHash);
  };
  const takeHere = (tokenHash: string) => {
    if ((held.get(tokenHash) ?? 0) >= cap) return false;
    add(tokenHash, 1);
    return true;
  };
  if (!redis) {
    return {
      take: async (tokenHash) => takeHere(tokenHash),
      give: (tokenHash) => add(tokenHash, -1),
      close: () => undefined,
    };
  }

  let instance = randomUUID();
  /** Redis's counts of this instance may be wrong (an outage, a failed command): write them again first. */
  let stale = true;
  const rewrite = () => {
    if (redis.status !== 'ready') return;
    const previous = instance;
    instance = randomUUID();
    stale = false;
    // In one transaction, sent before any later command of this instance: the counts under the new id
    // are exactly `held`, and the old id's counts are dropped by the next script that meets them.
    const batch = redis
      .multi()
      .set(INSTANCE_PREFIX + instance, '1', 'PX', INSTANCE_TTL_MS)
      .del(INSTANCE_PREFIX + previous);
    for (const [tokenHash, count] of held) {
      batch.hset(sessionKey(tokenHash), instance, count).pexpire(sessionKey(tokenHash), SESSION_TTL_MS);
    }
    batch.exec().then(
      (results) => {
        if (results?.some(([error]) => error)) stale = true;
      },
      () => (stale = true),
    );
  };
  const onReady = () => {
    stale = true;
    rewrite();
  };
  const renew = () => {
    if (stale) return rewrite();
    if (redis.status !== 'ready') return;
    // Gone (this process was held up past its TTL, say): other instances may have dropped its counts.
    redis.pexpire(INSTANCE_PREFIX + instance, INSTANCE_TTL_MS).then(
      (kept) => {
        if (kept === 0) onReady();
      },
      () => (stale = true),
    );
  };
  redis.on('ready', onReady);
  rewrite();
  const timer = setInterval(renew, RENEW_EVERY_MS).unref();

  return {
    async take(tokenHash) {
      if (stale) rewrite();
      if (stale || redis.status !== 'ready') return takeHere(tokenHash);
      // Counted here before Redis answers, so a rewrite meanwhile includes it.
      add(tokenHash, 1);
      try {
        const taken = await redis.eval(TAKE, 1, sessionKey(tokenHash), instance, cap, INSTANCE_PREFIX, SESSION_TTL_MS);
        if (taken === 1) return true;
        add(tokenHash, -1);
        return false;
      } catch {
        // Redis did not answer: this instance's own count decides, and Redis is brought up to date later.
        stale = true;
        add(tokenHash, -1);
        return takeHere(tokenHash);
      }
    },
    give(tokenHash) {
      add(tokenHash, -1);
      if (stale || redis.status !== 'ready') {
        stale = true;
        return;
      }
      redis.eval(GIVE, 1, sessionKey(tokenHash), instance).catch(() => (stale = true));
    },
    close() {
      clearInterval(timer);
      redis.off('ready', onReady);
      if (redis.status === 'ready') redis.del(INSTANCE_PREFIX + instance).catch(() => undefined);
    },
  };
}
