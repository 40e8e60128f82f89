import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Every API route and what it takes, read from the app itself: the routes from its printed route
 * tree (so a route added tomorrow is covered without touching a test), and each route's params,
 * query and body from the OpenAPI document its zod schemas produce. Used by the tests that send
 * every route bad input (translated-errors, fuzz).
 */

/** The JSON Schema of a parameter or body field, as far as these tests read it. */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  anyOf?: FieldSchema[];
}
export interface Operation {
  summary?: string;
  parameters?: { in: string; name: string; schema: FieldSchema }[];
  requestBody?: { content: Record<string, { schema: FieldSchema } | undefined> };
}
export interface Route {
  method: string;
  url: string;
}

/** Every method and path the app answers under /api, read from its printed route tree. */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents.length = depth;
    parents.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  // HEAD mirrors GET; the API documentation pages are swagger-ui's own, not our messages.
  return routes.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );
}

/** Each route with its OpenAPI operation (undefined for a route without schemas). */
export function routesWithSchemas(app: FastifyInstance): { route: Route; operation: Operation | undefined }[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation | undefined> | undefined> };
  return routesOf(app).map((route) => ({
    route,
    operation: document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
  }));
}

/** A route's path, query and JSON body fields. */
export function partsOf(operation: Operation | undefined) {
  const parameters = operation?.parameters ?? [];
  return {
    pathParams: parameters.filter((parameter) => parameter.in === 'path'),
    query: parameters.filter((parameter) => parameter.in === 'query'),
    body: operation?.requestBody?.content['application/json']?.schema,
  };
}

/** A field's own schema: the non-null variant of a nullable one, with a single type. */
export const typeOf = (schema: FieldSchema) => {
  const variant = schema.anyOf?.find((option) => option.type !== 'null') ?? schema;
  return {
    ...variant,
    type: Array.isArray(variant.type) ? variant.type.find((type) => type !== 'null') : variant.type,
  };
};

/** A value a path parameter accepts, so the rest of the request gets validated too. */
export function goodParam(field: FieldSchema): string {
  const schema = typeOf(field);
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return randomUUID();
  const fits = (value: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(value)) && value.length <= (schema.maxLength ?? Infinity);
  return ['S-1', 'dhaka', 'x'].find(fits) ?? 'x';
}

/**
 * A route's path with these parameter values, percent-encoded. Half a surrogate pair has no
 * UTF-8 form: it is sent as the bytes a careless encoder would write (ED A0 80), undecodable.
 */
export const pathWith = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((values[name] ?? 'x').replace(/[\uD800-\uDFFF]/g, '\uFFFD')).replaceAll(
      '%EF%BF%BD',
      '%ED%A0%80',
    ),
  );

/** A multipart body with the given text fields and no files. */
export function multipartForm(fields: Record<string, string>, boundary = '----route-schemas') {
  const payload =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A different client address per call (benchmark range), so the per-address caps stay out of the way. */
export const anyAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
