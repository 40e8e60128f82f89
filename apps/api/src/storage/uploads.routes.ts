import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { OWNER_DIR_MODE } from '../owner-only.ts';
import { publicKeyOf, type Storage } from './storage.ts';

/**
 * A stored public file's lifetime in caches: every upload gets a fresh random name (photos,
 * avatars, covers; share cards are named after their photo), so a path never means other bytes
 * and browsers and CDNs may keep it for a year without asking again (ADR 028).
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How long a redirect to STORAGE_PUBLIC_URL is kept: the place may move when a deployer changes it. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export interface UploadsOptions {
  storage: Storage;
  /** The data directory, for the disk driver's files under DATA_DIR/uploads. */
  dataDir: string;
  /** Where the bucket's `public/` folder is reached directly; `/uploads/*` redirects there when set. */
  storagePublicUrl?: string | undefined;
}

/**
 * `/uploads/*`: the public files, at the relative paths the API returns. Only `public/…` keys are
 * ever reachable here; land documents (`private/…`) are served by their authorised route alone.
 * - disk: the files of DATA_DIR/uploads through @fastify/static (ranges, ETag, 304);
 * - S3: a redirect to STORAGE_PUBLIC_URL when set, else the object streamed from the bucket.
 * A missing file is the usual JSON 404 of the not-found handler.
 */
export async function registerUploads(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  const { storage, dataDir, storagePublicUrl } = options;
  if (storage.driver === 'disk') {
    const root = path.join(dataDir, 'uploads');
    await mkdir(root, { recursive: true, mode: OWNER_DIR_MODE });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Writes in progress (`.tmp-…`) and any other dotfile stay unseen.
      dotfiles: 'ignore',
      setHeaders: (reply) => reply.header('cache-control', UPLOAD_CACHE_CONTROL),
    });
    return;
  }

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const key = publicKeyOf(`/uploads/${rest}`);
    if (!key) return reply.callNotFound();
    if (storagePublicUrl) {
      const target = `${storagePublicUrl}/${key.slice('public/'.length).split('/').map(encodeURIComponent).join('/')}`;
      return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(target, 302);
    }
    const object = await storage.get(key);
    if (!object) return reply.callNotFound();
    return reply
      .header('cache-control', UPLOAD_CACHE_CONTROL)
      .header('content-type', object.contentType)
      .header('content-length', object.body.length)
      .send(object.body);
  });
}
