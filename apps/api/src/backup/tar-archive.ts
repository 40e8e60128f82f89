import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { OWNER_FILE_MODE } from '../owner-only.ts';

/**
 * A gzip-compressed tar written and read entry by entry (tar-stream over node's zlib), so neither
 * a backup nor a restore holds more than one file in memory.
 */
export interface ArchiveWriter {
  addBuffer(name: string, body: Buffer): Promise<void>;
  /** A file on disk of a known size, streamed. */
  addFile(name: string, file: string, size: number): Promise<void>;
  /** Ends the archive and waits until it is on disk. */
  finish(): Promise<void>;
  /** Gives up: the partial file is left for the caller to remove. */
  abort(error: Error): Promise<void>;
}

export function writeArchive(file: string, mtime: Date): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(file, { mode: OWNER_FILE_MODE }));
  // Reported by finish() or abort(); an unawaited rejection must not end the process first.
  written.catch(() => undefined);

  const entry = (name: string, size: number, feed: (sink: NodeJS.WritableStream) => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name, size, mtime, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
      feed(sink).catch((error: unknown) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });

  return {
    addBuffer: (name, body) =>
      entry(name, body.length, async (sink) => {
        sink.end(body);
      }),
    addFile: (name, path, size) =>
      entry(name, size, async (sink) => {
        for await (const chunk of createReadStream(path)) {
          if (!sink.write(chunk as Buffer)) await once(sink, 'drain');
        }
        sink.end();
      }),
    async finish() {
      pack.finalize();
      await written;
    },
    async abort(error) {
      pack.destroy(error);
      await written.catch(() => undefined);
    },
  };
}

export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  /** The entry's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** The entries of an archive, in order; a damaged gzip or tar stream rejects the iteration. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const fed = pipeline(createReadStream(file), createGunzip(), extract);
  // The same failure reaches the loop below, which reports it.
  fed.catch(() => undefined);
  for await (const entry of extract) {
    yield {
      name: entry.header.name,
      type: entry.header.type ?? 'file',
      size: entry.header.size ?? 0,
      body: chunksOf(entry),
    };
    // Whatever the caller left unread is skipped, so the next entry can come.
    entry.resume();
  }
  await fed;
}

async function* chunksOf(stream: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  for await (const chunk of stream) yield chunk as Buffer;
}

/**
 * Whether the file is a whole gzip stream: every byte inflates and the trailer's CRC matches.
 * Bytes damaged mid-stream may inflate into plausible garbage for a while (a tar header naming an
 * entry twice, say) before the checksum at the end gives them away.
 */
export async function gzipIsWhole(file: string): Promise<boolean> {
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      }),
    );
    return true;
  } catch {
    return false;
  }
}
