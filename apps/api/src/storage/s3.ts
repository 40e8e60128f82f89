import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { parseS3Url } from './s3-url.ts';
import { areaOf, checkFolderPrefix, checkListPrefix, type Storage } from './storage.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; ADR 028), chosen by
 * `STORAGE_URL` (see `s3-url.ts`). Keys are stored as they are, after the URL's key prefix.
 */
const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function openS3Storage(storageUrl: string): Storage {
  const { bucket, prefix, client: clientConfig } = parseS3Url(storageUrl);
  const client = new S3Client(clientConfig);

  const objectKey = (key: string) => {
    areaOf(key);
    return `${prefix}${key}`;
  };

  async function* objects(within: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${within}`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  return {
    driver: 's3',

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },

    async removePrefix(within) {
      checkFolderPrefix(within);
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const keys = batch;
        batch = [];
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
          }),
        );
      };
      // Listed in full first: deleting while paging could shift the pages under the listing.
      const keys: string[] = [];
      for await (const entry of objects(within)) keys.push(`${prefix}${entry.key}`);
      for (const key of keys) {
        batch.push(key);
        if (batch.length === 1000) await flush();
      }
      await flush();
    },

    list(within) {
      checkListPrefix(within);
      return objects(within);
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
