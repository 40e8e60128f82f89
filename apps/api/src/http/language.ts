import { languageFromHeader, type Language } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in, from `Accept-Language` (bn unless English is asked for). */
    lang: Language;
  }
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'bn');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });
});
