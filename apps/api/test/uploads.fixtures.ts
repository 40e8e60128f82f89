import { writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { Storage } from '../src/storage/storage.ts';

/** A file part of a multipart body: its field, name and type as a browser sends them. */
export interface FilePart {
  field: string;
  content: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body of text fields and files, with its content type (the posts and reviews forms use it too). */
export function multipartForm(
  fields: Record<string, string>,
  files: FilePart[] = [],
  boundary = '----ghorbari-upload-boundary',
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  files.forEach((file, index) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ` +
          `filename="${file.name ?? `IMG_${index}.jpg`}"` +
          `\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The app's storage, pointed by the test at one real store or another (a working disk, a disk
 * that fills up, a bucket that is not there) without building a new app and database each time.
 */
export function switchableStorage(initial: Storage) {
  let current = initial;
  const storage: Storage = {
    get driver() {
      return current.driver;
    },
    put: (key, body, contentType) => current.put(key, body, contentType),
    get: (key) => current.get(key),
    remove: (key) => current.remove(key),
    removePrefix: (prefix) => current.removePrefix(prefix),
    list: (prefix) => current.list(prefix),
    ping: () => current.ping(),
    close: () => current.close(),
  };
  return { storage, use: (next: Storage) => void (current = next) };
}

/**
 * A disk store that runs out of room after `room` more writes: each write after them goes to
 * /dev/full, so it fails as a full disk does, with the kernel's own ENOSPC (fault injection at the
 * storage boundary; everything else is the real driver).
 */
export function fillingUp(disk: Storage, room: number): Storage {
  let left = room;
  return {
    ...disk,
    async put(key, body, contentType) {
      if (left > 0) {
        left -= 1;
        return disk.put(key, body, contentType);
      }
      await writeFile('/dev/full', body);
      throw new Error('/dev/full took a write');
    },
  };
}

/** Every key a store holds under a prefix, sorted. */
export async function keysOf(storage: Storage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An upload sent over a real socket, a piece at a time, as a slow phone would: the test decides
 * how much of the body goes out and whether it ends, and sees the answer whenever it comes.
 */
export function openUpload(port: number, url: string, headers: Record<string, string | number>) {
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: url, headers });
  let failed = false;
  request.on('error', () => (failed = true));
  // The headers go out at once, before any of the body.
  request.flushHeaders();
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', reject);
    });
  });
  return {
    answer,
    /** Sends a piece once the socket takes it; false once the server has closed the connection. */
    async write(chunk: Buffer): Promise<boolean> {
      if (failed || request.destroyed) return false;
      if (!request.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            request.off('drain', done).off('close', done);
            resolve();
          };
          request.on('drain', done).on('close', done);
        });
      }
      return !failed && !request.destroyed;
    },
    end: () => request.end(),
    destroy: () => request.destroy(),
  };
}

/** The start of a multipart body: text fields, then the opening of a file part (its bytes follow). */
export function formStart(boundary: string, fields: Record<string, string>, file: { field: string; name: string }) {
  const text = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(
    `${text.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ` +
      `filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
}
