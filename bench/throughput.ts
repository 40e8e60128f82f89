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
