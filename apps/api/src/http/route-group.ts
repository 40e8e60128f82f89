import { translateMessage, type MessageKey } from '@ghorbari/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The app as route plugins see it: schemas are zod, so params, query and body are typed from them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server types are whatever the plugin runs on
export type ZodApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** The reply of a call that changed something: `{ success, message }` in the reader's language. */
export const done = (request: FastifyRequest, key: MessageKey) => ({
  success: true as const,
  message: translateMessage(request.lang, key),
});

/** What a route documents and validates of the request. */
interface RequestSchema {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
}

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;
type GroupRequest<S extends RequestSchema> = FastifyRequest<{
  Params: Output<S['params']>;
  Querystring: Output<S['querystring']>;
  Body: Output<S['body']>;
}>;

interface GroupOptions {
  /** The access hooks every route of the group runs first (role or session, path id checks). */
  hooks: Pick<RouteShorthandOptions, 'onRequest' | 'preValidation'>;
  tags: string[];
  /** The `{ success, message }` schema the group documents its actions' replies with. */
  done: z.ZodType;
}

/** A route that changes something and answers `done` with `message`: its handler is the service call. */
type Action = <S extends RequestSchema>(
  url: string,
  schema: S,
  message: MessageKey,
  run: (request: GroupRequest<S>) => Promise<unknown>,
) => void;

/** A route that answers `{ success: true, ...what read returns }`, documented by `response`. */
type Read = <S extends RequestSchema, R extends z.ZodType>(
  url: string,
  schema: S & { response: R },
  read: (request: GroupRequest<S>) => Promise<Omit<z.output<R>, 'success'>>,
) => void;

export interface RouteGroup {
  get: Read;
  post: Action;
  put: Action;
  delete: Action;
}

/**
 * Routes that share their access, tags and reply shape (a moderation queue and its approve,
 * reject, hide…; a member's own edits): each route states only its path, documentation and
 * service call, so every action of the group answers the same way.
 */
export function routeGroup(app: ZodApp, group: GroupOptions): RouteGroup {
  // Schemas are typed as plain fastify schemas here; `Action` and `Read` type the handlers.
  const add = (method: string, url: string, schema: FastifySchema, handler: (request: FastifyRequest) => unknown) =>
    app.route({ method, url, ...group.hooks, schema: { tags: group.tags, ...schema }, handler });
  const action =
    (method: 'POST' | 'PUT' | 'DELETE'): Action =>
    (url, schema, message, run) =>
      add(method, url, { ...schema, response: { 200: group.done } }, async (request) => {
        // The schema has validated params and body, so they have the shapes `run` reads.
        await run(request as GroupRequest<typeof schema>);
        return done(request, message);
      });
  return {
    get: (url, { response, ...schema }, read) =>
      add('GET', url, { ...schema, response: { 200: response } }, async (request) => ({
        success: true as const,
        ...(await read(request as GroupRequest<typeof schema>)),
      })),
    post: action('POST'),
    put: action('PUT'),
    delete: action('DELETE'),
  };
}
