import { Readable, pipeline } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression of what the server writes as it answers (issue 13): JSON, server-rendered HTML,
 * the app shell. The built web app's assets are compressed once at build time instead
 * (apps/web/vite-precompress.ts) and served as they are by spa.ts.
 */

/** Below this many bytes compression saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli 4 compresses about as well as gzip 6 at gzip's speed; 11 is for build time only. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };
/**
 * Text only: photos (JPEG, WebP) are compressed already, and an event stream must not be buffered.
 * Unlike the plugin's default, `application/octet-stream` is left alone.
 */
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/**
 * Registers compression for the whole app. Call it before the routes are registered: the plugin
 * adds its hook to each route as the route is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    customTypes: COMPRESSIBLE_TYPES,
    // Request bodies are taken as sent: no client of ours compresses them, and inflating them
    // would let a small upload grow past the body limits before they are checked.
    globalDecompression: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!COMPRESSIBLE_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // A cache in between must keep the brotli, gzip and plain answers apart, compressed or not.
    varyOnEncoding(reply);
    // Routed answers are compressed by the plugin's own hook; the not-found handler (the page
    // paths: the app shell, server-rendered pages and their 404s) has no route, so it is done here.
    return request.is404 ? compressUnrouted(request, reply, payload) : payload;
  });
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(values)) reply.header('vary', `${values}, accept-encoding`);
}

/** The same choice as the plugin: the client's highest quality wins, brotli on a tie; `*` means gzip. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const br = quality.get('br') ?? 0;
  const gzip = quality.get('gzip') ?? quality.get('x-gzip') ?? quality.get('*') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

function compressUnrouted(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (payload === null || payload === undefined) return payload;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return payload;
    const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  }
  if (!(payload instanceof Readable)) return payload;
  // A stream's length is not known ahead: it is compressed whatever its size, as it flows.
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  pipeline(payload, compressor, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.warn({ err: error }, 'compression failed');
  });
  return compressor;
}
