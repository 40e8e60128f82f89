import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The service worker the web build writes (apps/web/vite-pwa.ts), served from the root for scope `/`. */
export const SERVICE_WORKER = 'sw.js';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so the client router can show the page or its not-found view.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'the web app is not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The server renderer's own code (server/) is not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    // The build writes x.br and x.gz beside each text file (apps/web/vite-precompress.ts): sent
    // to the clients that accept them, with the type and cache lifetime of x itself.
    preCompressed: true,
    setHeaders(reply, sentPath) {
      const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const name = path.basename(filePath);
      // The service worker and the manifests are asked again on every visit (issue 19): a new
      // release's worker is found at once, and nothing stays behind in a cache in between.
      const fresh = name === 'index.html' || name === SERVICE_WORKER || name.endsWith('.webmanifest');
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : fresh ? 'no-cache' : 'public, max-age=3600',
      );
      if (name === SERVICE_WORKER) reply.header('service-worker-allowed', '/');
      if (name.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  return true;
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/socket.io');
}

/**
 * Page paths get the app shell; a missing file (an old hashed chunk after a release, say)
 * gets a real 404, so the browser reports a failed load instead of parsing HTML as code.
 */
export function wantsAppShell(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(url)) return false;
  const pathname = url.split('?')[0] ?? '';
  return !pathname.startsWith('/assets/') && !/\.[a-z0-9]{1,8}$/i.test(pathname);
}
