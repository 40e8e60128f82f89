import { translateMessage, type ApiFailure } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import { wantsAppShell } from '../web/spa.ts';
import type { WebPages } from '../web/ssr.ts';

/**
 * What no route answers: a page of the web app when it is served (`pages`) and the request asks
 * for one, else the translated ROUTE_NOT_FOUND failure.
 */
export function setNotFound(app: FastifyInstance, pages: WebPages | null): void {
  app.setNotFoundHandler((request, reply) => {
    if (pages && wantsAppShell(request.method, request.url)) return pages.serve(request, reply);
    const body: ApiFailure = {
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: translateMessage(request.lang, 'errors.routeNotFound'),
    };
    return reply.status(404).send(body);
  });
}
