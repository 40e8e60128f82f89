/** Requests per second that `connections` clients in a loop get from `url` over `seconds`. */
export async function throughput(url: string, seconds = 5, connections = 32): Promise<number> {
  let done = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const response = await fetch(url);
        await response.arrayBuffer();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/**
 * Requests per second answered 200 from `url` by `connections` clients in a loop while `flooders`
 * more loop on `floodUrl` from 40 addresses (X-Forwarded-For: the bench's app trusts the proxy),
 * as the issue-39 probe flooded the wider searches; how many of `url`'s answers failed, and the
 * flood's answers by status.
 */
export async function throughputUnderFlood(
  url: string,
  floodUrl: string,
  { seconds = 5, connections = 32, flooders = 60 } = {},
): Promise<{ rps: number; failed: number; flood: Record<number, number> }> {
  const end = Date.now() + seconds * 1000;
  const flood: Record<number, number> = {};
  const loop = async (target: string, headers: Record<string, string>, answered: (status: number) => void) => {
    while (Date.now() < end) {
      const response = await fetch(target, { headers });
      await response.arrayBuffer();
      answered(response.status);
    }
  };
  let ok = 0;
  let failed = 0;
  await Promise.all([
    ...Array.from({ length: flooders }, (_, index) =>
      loop(floodUrl, { 'x-forwarded-for': `198.51.100.${index % 40}` }, (status) => {
        flood[status] = (flood[status] ?? 0) + 1;
      }),
    ),
    ...Array.from({ length: connections }, () =>
      loop(url, {}, (status) => (status === 200 ? (ok += 1) : (failed += 1))),
    ),
  ]);
  return { rps: ok / seconds, failed, flood };
}
