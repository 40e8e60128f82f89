import net from 'node:net';

/** The port is taken by another process. */
export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`Port ${port} on ${host} is already in use; is another server running? Set PORT to another port.`);
    this.name = 'PortInUseError';
  }
}

/**
 * Rejects with `PortInUseError` when nothing could listen on host:port, so the server can stop
 * before it migrates or seeds anything (issue 11). Port 0 (any free port) always passes.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
