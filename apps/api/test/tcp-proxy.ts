import net, { type AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'cut' | 'stall';

/**
 * A TCP proxy between the app and a server, to play network faults: `pass` forwards, `cut`
 * closes every connection and refuses new ones, `stall` keeps connections open (and accepts new
 * ones) but forwards nothing, as when packets are lost. Going back to `pass` does not revive a
 * stalled connection: the app's own timeouts have to let go of it.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'pass';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') return client.destroy();
    if (mode === 'stall') return client.pause();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set(next: ProxyMode) {
      mode = next;
      if (next === 'cut') for (const socket of sockets) socket.destroy();
      if (next === 'stall') {
        for (const [client, upstream] of pairs) {
          client.unpipe();
          upstream.unpipe();
          client.pause();
          upstream.pause();
        }
        pairs.clear();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on this machine nothing listens on: a server that is down. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
