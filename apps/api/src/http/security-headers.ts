import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's security headers (CSP, HSTS, frame, referrer and the rest), worked out once (ADR 020).
 * @fastify/helmet builds helmet's middleware again on every request, parsing the CSP directives
 * each time: a sixth of the CPU of the app's cheapest answer. Our headers never depend on the
 * request (no nonces), so they are read once from @fastify/helmet itself, answering one request
 * on a probe instance, and set on every answer as helmet set them.
 */
async function headersOf(options: FastifyHelmetOptions): Promise<[string, string | string[]][]> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response.headers;
  };
  const plain = await probe(false);
  const secured = await probe(true);
  return Object.entries(secured).flatMap(([name, value]) =>
    name in plain || value === undefined ? [] : [[name, typeof value === 'number' ? String(value) : value]],
  );
}

/** The same options give the same headers: worked out once per process (tests build many apps). */
const known = new Map<string, Promise<[string, string | string[]][]>>();

/** Sets helmet's headers, with these options, on every answer of `app` (the not-found ones too). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const key = JSON.stringify(options);
  let headers = known.get(key);
  if (!headers) known.set(key, (headers = headersOf(options)));
  const set = await headers;
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, where helmet put them: an answer written straight to it gets them too.
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The site's own rules: everything from this origin only, no framing, no plugins. Toasts inject
 * their own styles at run time; uploads redirect to STORAGE_PUBLIC_URL when it is set (ADR 028).
 */
export function siteSecurityHeaders(storagePublicUrl: string | undefined): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(storagePublicUrl ? [new URL(storagePublicUrl).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}
