import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { BackupError } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';

/**
 * A running server on the embedded database asked for a backup (issue 28, ADR 030): PGlite is
 * opened by one process only, so `npm run backup` cannot read it beside the server; it asks the
 * server to write the archive from its own open database instead, over a Unix socket in the data
 * directory. Only the operator's user reaches it (a 0700 folder, a 0600 socket), as only that user
 * can read the data directory anyway; nothing of it is on the network.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'backup.sock');

/** How long a connection may take to send its request. */
const REQUEST_WAIT_MS = 5000;

/** One line of JSON each way: the archive to write, then what was written or why not. */
const requestSchema = z.object({
  backup: z.string().refine((file) => path.isAbsolute(file) && file.endsWith('.tar.gz')),
});
const answerSchema = z.union([
  z.object({
    ok: z.literal(true),
    file: z.string(),
    bytes: z.number(),
    tables: z.number(),
    rows: z.number(),
    files: z.number(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type BackupAnswer = z.infer<typeof answerSchema>;

/** Reads one line from the socket (a request or an answer is small). */
function firstLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) done(() => resolve(text.slice(0, end)));
      else if (text.length > 64 * 1024) done(() => reject(new Error('line too long')));
    };
    const onEnd = () => done(() => reject(new Error('closed before a whole line')));
    const done = (settle: () => void) => {
      socket.off('data', onData).off('end', onEnd).off('error', onEnd);
      settle();
    };
    socket.on('data', onData).on('end', onEnd).on('error', onEnd);
  });
}

/**
 * Listens for backup requests in `dataDir/run/backup.sock` until `close()`, which waits for a backup
 * under way. One backup at a time; a second request meanwhile is answered that one is running.
 */
export async function listenForBackups(options: {
  dataDir: string;
  database: Database;
  storage: Storage;
  log: (error: unknown, message: string) => void;
}): Promise<{ close(): Promise<void> }> {
  const file = backupSocketPath(options.dataDir);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(file), 0o700);
  // A socket file left by a server that did not stop cleanly: this process holds the data directory's lock.
  await rm(file, { force: true });
  let running: Promise<unknown> | undefined;

  const misunderstood: BackupAnswer = { ok: false, message: 'The request was not understood.' };
  const answer = async (request: string): Promise<BackupAnswer> => {
    let parsed;
    try {
      parsed = requestSchema.safeParse(JSON.parse(request));
    } catch {
      return misunderstood;
    }
    if (!parsed.success) return misunderstood;
    if (running) return { ok: false, message: 'A backup is being written already; run this again once it is done.' };
    try {
      const work = createBackup({ database: options.database, storage: options.storage, file: parsed.data.backup });
      running = work;
      const { file, bytes, tables, rows, files } = await work;
      return { ok: true, file, bytes, tables, rows, files };
    } catch (error) {
      options.log(error, 'backup asked for by the command line failed');
      const reason = error instanceof BackupError ? error.message : `The server could not write it: ${String(error)}`;
      return { ok: false, message: reason };
    } finally {
      running = undefined;
    }
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    // A connection that asks nothing does not hold the server's shutdown open; a backup may take long.
    socket.setTimeout(REQUEST_WAIT_MS, () => socket.destroy());
    firstLine(socket)
      .then(
        (request) => {
          socket.setTimeout(0);
          return answer(request);
        },
        () => misunderstood,
      )
      .then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running?.catch(() => undefined);
      await rm(file, { force: true });
    },
  };
}

/** Asks the server holding `dataDir` to write a backup to `file` (absolute); rejects when it cannot be reached. */
export async function askServerForBackup(dataDir: string, file: string): Promise<BackupAnswer> {
  const socket = net.connect(backupSocketPath(dataDir));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(`${JSON.stringify({ backup: file })}\n`);
  try {
    return answerSchema.parse(JSON.parse(await firstLine(socket)));
  } finally {
    socket.destroy();
  }
}
