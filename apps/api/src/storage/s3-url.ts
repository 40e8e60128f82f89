import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { isSafeKey } from './storage.ts';

/**
 * What `STORAGE_URL` says for an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; ADR 028):
 * `STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`. Credentials come
 * from the URL's `user:password` when given, else from the SDK's usual sources
 * (`AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`, a profile, an instance role).
 */
export interface S3Location {
  bucket: string;
  /** Prepended to every key, `''` or ending in `/`: several installations may share a bucket. */
  prefix: string;
  client: S3ClientConfig;
}

const TRUE = new Set(['true', '1', 'yes']);

/** What a `s3://` URL says; throws a message naming the problem (never the secret). */
export function parseS3Url(storageUrl: string): S3Location {
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw new Error('is not a URL');
  }
  if (url.protocol !== 's3:') throw new Error('must start with s3://');
  const bucket = decodeURIComponent(url.hostname);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('names no valid bucket (s3://bucket-name)');
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (path !== '' && !isSafeKey(path)) throw new Error('has an unsafe key prefix');
  const query = url.searchParams;
  const known = new Set(['endpoint', 'region', 'forcePathStyle']);
  const unknown = [...query.keys()].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`has unknown options: ${unknown.join(', ')}`);
  const endpoint = query.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error('endpoint must be an http(s):// URL');
  }
  const client: S3ClientConfig = {
    region: query.get('region') ?? 'us-east-1',
    forcePathStyle: TRUE.has(query.get('forcePathStyle') ?? ''),
    // S3-compatible stores (MinIO, R2, older servers) do not all take the SDK's newer default
    // checksums on every request: send and check them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint === undefined ? {} : { endpoint }),
  };
  if (url.username !== '' || url.password !== '') {
    client.credentials = {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  }
  return { bucket, prefix: path === '' ? '' : `${path}/`, client };
}
