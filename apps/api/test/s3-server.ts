import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { tempDir } from './helpers.ts';

/** The keys s3rver accepts (its built-in account): any S3 client signs with these. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface S3TestServer {
  /** The bucket made for this server. */
  bucket: string;
  endpoint: string;
  /** A `STORAGE_URL` for the bucket (with the credentials in it), under an optional key prefix. */
  storageUrl(prefix?: string): string;
  /** The same bucket without credentials in the URL: the client takes them from AWS_* variables. */
  storageUrlWithoutCredentials(): string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on a free port, its objects in a temporary folder, with
 * one fresh bucket: the stand-in for AWS S3, R2 or MinIO the storage tests run against (ADR 028).
 */
export async function startS3Server(): Promise<S3TestServer> {
  const folder = await tempDir('ghorbari-s3-');
  const bucket = `ghorbari-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder.dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const query = `endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`;
  return {
    bucket,
    endpoint,
    storageUrl: (prefix = '') => `s3://${ACCESS_KEY}:${SECRET_KEY}@${bucket}${prefix ? `/${prefix}` : ''}?${query}`,
    storageUrlWithoutCredentials: () => `s3://${bucket}?${query}`,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    async stop() {
      // Clients keep their connections alive: end them, or closing would wait for them.
      server.httpServer?.closeAllConnections();
      try {
        await server.close();
      } finally {
        await folder.remove();
      }
    },
  };
}
