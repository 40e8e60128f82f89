/**
 * Lookups that many sockets ask for at the same moment, made together (issue 39, ADR 031): when
 * every phone comes back after a restart, 10,000 handshakes need their session and 10,000 room
 * joins their unread count. Asked one by one, that is 20,000 queries, each built, sent and parsed,
 * and the server spends its time on them while the handshakes wait. Here each key waits its turn,
 * at most `atOnce` queries run, and each takes up to `batchMax` of the waiting keys in one call.
 * A key without a value in the answer resolves `undefined`; a failed query rejects its batch.
 */
export function createBatchedLookup<Key, Value>(
  run: (keys: Key[]) => Promise<Map<Key, Value>>,
  { atOnce, batchMax }: { atOnce: number; batchMax: number },
): (key: Key) => Promise<Value | undefined> {
  let running = 0;
  let waiting: { key: Key; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[] = [];
  const runWaiting = () => {
    while (running < atOnce && waiting.length > 0) {
      const batch = waiting.slice(0, batchMax);
      waiting = waiting.slice(batchMax);
      running += 1;
      run([...new Set(batch.map((entry) => entry.key))])
        .then(
          (found) => {
            for (const { key, resolve } of batch) resolve(found.get(key));
          },
          (error: unknown) => {
            for (const { reject } of batch) reject(error);
          },
        )
        .finally(() => {
          running -= 1;
          runWaiting();
        });
    }
  };
  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      runWaiting();
    });
}
