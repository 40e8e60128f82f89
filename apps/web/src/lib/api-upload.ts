import type { ApiFailure } from '@ghorbari/contracts';
import { ApiError, apiHeaders, apiResult } from './api-client.ts';

/** Where one file's bytes lie in a request body: from `start` up to (not including) `end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface UploadFile {
  field: string;
  file: Blob;
  filename: string;
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** A name safe inside a part header; the server reads photos by their content, not their name. */
const safeFilename = (name: string) => name.replace(/[^\w.-]/g, '_') || 'file';

/**
 * A multipart/form-data body built by hand (RFC 7578), so the place of every file in it is
 * known and the bytes sent so far say how far each file has gone.
 */
export function multipartBody(
  fields: [name: string, value: string][],
  files: UploadFile[],
  boundary: string,
): { body: Blob; contentType: string; ranges: ByteRange[] } {
  const parts: BlobPart[] = [];
  const ranges: ByteRange[] = [];
  let offset = 0;
  const text = (value: string) => {
    parts.push(value);
    offset += byteLength(value);
  };
  for (const [name, value] of fields) {
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (const { field, file, filename } of files) {
    const type = file.type || 'application/octet-stream';
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${safeFilename(filename)}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    );
    parts.push(file);
    ranges.push({ start: offset, end: offset + file.size });
    offset += file.size;
    text('\r\n');
  }
  text(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}`, ranges };
}

/** How much of each file has been sent (0 to 1) once `sent` bytes of the body are out. */
export function rangeProgress(sent: number, ranges: ByteRange[]): number[] {
  return ranges.map(({ start, end }) => {
    if (end <= start) return sent >= end ? 1 : 0;
    return Math.min(1, Math.max(0, (sent - start) / (end - start)));
  });
}

/** A boundary no file is likely to hold; `getRandomValues` works on plain http too, unlike `randomUUID`. */
function newBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `----ghorbari${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export interface UploadRequest {
  method: 'POST' | 'PUT';
  fields: [name: string, value: string][];
  files: UploadFile[];
  /** Called as the body goes out, with each file's share sent (0 to 1), in the order of `files`. */
  onProgress?: (files: number[]) => void;
}

/**
 * `apiFetch` for a multipart upload that reports progress, which fetch cannot: the same
 * headers, the same results and the same ApiError (NO_RESPONSE when the connection drops).
 */
export function apiUpload<T>(path: string, { method, fields, files, onProgress }: UploadRequest): Promise<T> {
  const { body, contentType, ranges } = multipartBody(fields, files, newBoundary());
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    apiHeaders().forEach((value, name) => request.setRequestHeader(name, value));
    request.setRequestHeader('content-type', contentType);
    request.upload.onprogress = (event) => onProgress?.(rangeProgress(event.loaded, ranges));
    request.onload = () => {
      let data: (T & Partial<ApiFailure>) | null = null;
      try {
        data = JSON.parse(request.responseText) as T & Partial<ApiFailure>;
      } catch {
        // Not JSON (a proxy's error page): apiResult answers with the status alone.
      }
      try {
        resolve(apiResult(request.status, data));
      } catch (error) {
        reject(error);
      }
    };
    const noResponse = () => reject(new ApiError('', 0, 'NO_RESPONSE'));
    request.onerror = noResponse;
    request.onabort = noResponse;
    request.ontimeout = noResponse;
    onProgress?.(rangeProgress(0, ranges));
    request.send(body);
  });
}
