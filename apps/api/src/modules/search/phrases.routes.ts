import { searchPhrasesQuerySchema, searchPhrasesResponseSchema } from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_PHRASES } from './phrases.ts';

/** One answer for everyone, built once: it changes only with a release. */
const ANSWER = { success: true as const, ...SEARCH_PHRASES };
/** Weak: the same list is sent plain, gzipped or in brotli. */
const ETAG = `W/"${SEARCH_PHRASES.version}"`;
/** A day in any cache; a release that changes the list changes the address the web app asks. */
const CACHE = 'public, max-age=86400';

/** True when an If-None-Match header names this list's version (or any version: "*"). */
function alreadyHeld(ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === ETAG.slice(2);
  });
}

/** `GET /api/search/phrases` (issue 29, item 6): what the words box suggests as one types. */
export const searchPhrasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/phrases',
    {
      schema: {
        tags: ['search'],
        summary:
          'Places and common phrases of a search in Bengali and English, with Banglish keys, to suggest as one types',
        querystring: searchPhrasesQuerySchema,
        // 304 when the browser holds this version already (Fastify sends it without a body).
        response: { 200: searchPhrasesResponseSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const { v } = request.query;
      // An address naming another version (a page older or newer than this server) is answered
      // with today's list, but no cache may keep it under that address.
      reply.header('cache-control', v === undefined || v === SEARCH_PHRASES.version ? CACHE : 'no-cache');
      reply.header('etag', ETAG);
      if (alreadyHeld(request.headers['if-none-match'])) return reply.code(304).send(undefined);
      return ANSWER;
    },
  );
};
