import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful shutdown (issue 20, ADR 029), before `close()`: `/api/ready`
     * answers 503 from now on and this instance's live sockets are told to reconnect in a while.
     */
    beginShutdown(): void;
  }
}

/**
 * Decorates `app.beginShutdown`, which runs `onBegin` once (telling live sockets to reconnect
 * elsewhere); returns whether it was called, for readiness and `closeConnectionsOnShutdown`.
 */
export function registerBeginShutdown(app: FastifyInstance, onBegin: () => void): () => boolean {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    if (shuttingDown) return;
    shuttingDown = true;
    onBegin();
  });
  return () => shuttingDown;
}

/**
 * Once shutting down, answers close their connection: a keep-alive client would otherwise hold
 * the closing server open after its last answer, until the shutdown timeout (ADR 029).
 */
export function closeConnectionsOnShutdown(app: FastifyInstance, shuttingDown: () => boolean): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown()) reply.header('connection', 'close');
    done(null, payload);
  });
}
