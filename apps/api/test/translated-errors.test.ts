import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/accounts/users.types.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { signInDirectly, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import {
  anyAddress,
  goodParam,
  multipartForm,
  partsOf,
  pathWith,
  routesWithSchemas,
  typeOf,
  type FieldSchema,
  type Operation,
  type Route,
} from './route-schemas.ts';

/**
 * Every API message is translated (docs/conventions.md §12; docs/architecture.md, "Languages"):
 * whatever is wrong with a request, a reader of Bengali gets Bengali, never a library's English
 * default such as "Too big: expected number to be <=48". Routes are read from the app's own route tree, so a
 * route added tomorrow is covered without touching this file; what each route takes (params,
 * query, body) is read from the OpenAPI document its schemas produce.
 */

/**
 * Latin letters in a Bengali text, besides the brand, the photo formats people know by name, and
 * "TrxID", as bKash's and Nagad's own SMS in Bengali name a payment's number.
 */
const latinIn = (text: string) => /[A-Za-z]+/.exec(text.replace(/Ghorbari|JPG|PNG|WebP|TrxID/g, ''))?.[0];

/**
 * Values a field must refuse, one for each way its schema can refuse a value. In a query string
 * every value is text, so there a number is no mistake for a text field.
 */
function badValues(field: FieldSchema, inQuery = false): unknown[] {
  const schema = typeOf(field);
  const bad: unknown[] = [];
  if (schema.enum) bad.push('not-one-of-the-choices');
  switch (schema.type) {
    case 'string':
      if (!inQuery) bad.push(12345);
      if (schema.maxLength !== undefined) bad.push('x'.repeat(schema.maxLength + 1));
      if (schema.minLength) bad.push('');
      if (schema.pattern || schema.format) bad.push('?!');
      break;
    case 'integer':
    case 'number':
      bad.push('not-a-number');
      if (schema.minimum !== undefined && schema.minimum > -1e15) bad.push(schema.minimum - 1);
      if (schema.maximum !== undefined && schema.maximum < 1e15) bad.push(schema.maximum + 1);
      if (schema.type === 'integer') bad.push(1.5);
      break;
    case 'boolean':
      bad.push('yes');
      break;
    case 'array':
      bad.push('not-a-list', [12345]);
      if (schema.minItems) bad.push([]);
      if (schema.maxItems !== undefined) bad.push(Array.from({ length: schema.maxItems + 1 }, () => randomUUID()));
      break;
    case 'object':
      bad.push('not-an-object');
      if (schema.required?.length) bad.push({});
      break;
  }
  return bad;
}

/** The requests that must each be refused, and one harmless odd request the route must survive. */
function requestsFor(route: Route, operation: Operation | undefined) {
  const { pathParams, query, body } = partsOf(operation);
  const good = Object.fromEntries(pathParams.map((parameter) => [parameter.name, goodParam(parameter.schema)]));
  const url = pathWith(route.url, good);
  const refused: (InjectOptions & { label: string })[] = [];

  for (const parameter of pathParams) {
    for (const value of badValues(parameter.schema, true)) {
      const values = { ...good, [parameter.name]: String(value) };
      refused.push({
        label: `params.${parameter.name}=${String(value).slice(0, 20)}`,
        url: pathWith(route.url, values),
      });
    }
  }
  for (const parameter of query) {
    for (const value of badValues(parameter.schema, true)) {
      if (typeof value === 'object') continue;
      refused.push({
        label: `query.${parameter.name}=${String(value).slice(0, 20)}`,
        url,
        query: { [parameter.name]: String(value) },
      });
    }
  }
  if (body) {
    refused.push({ label: 'body=[]', url, payload: [] });
    if (body.required?.length) refused.push({ label: 'body={}', url, payload: {} });
    for (const [name, field] of Object.entries(body.properties ?? {})) {
      for (const value of badValues(field)) {
        refused.push({ label: `body.${name}=${JSON.stringify(value).slice(0, 20)}`, url, payload: { [name]: value } });
      }
    }
  }
  const hasBody = route.method !== 'GET';
  const odd: InjectOptions & { label: string } = {
    label: 'unknown query and body fields',
    url,
    query: { unknownField: 'x'.repeat(300) },
    ...(hasBody ? { payload: { unknownField: 'x'.repeat(300) } } : {}),
  };
  return { refused, odd };
}

/** A post form (multipart) whose post data is wrong in several ways, without photos. */
const badPostForm = () =>
  multipartForm(
    { data: JSON.stringify({ type: 'castle', postTitle: 'x'.repeat(500), price: 'much', facilities: [1] }) },
    '----translated-errors',
  );

describe.each(ONE_DRIVER)('every API message in Bengali on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let member: UserRow;
  let admin: UserRow;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    member = await repos.users.insert(userRow({ name: 'Rakib Hasan' }));
    admin = await repos.users.insert(userRow({ name: 'Nasrin Admin', role: 'admin' }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends as a member, or as staff when the route is staff-only; a fresh session each time (one route signs out). */
  async function send(route: Route, options: InjectOptions, asStaff: boolean) {
    const token = await signInDirectly(repos.users, asStaff ? admin.id : member.id);
    const headers = { 'accept-language': 'bn', authorization: `Bearer ${token}`, ...options.headers };
    return t.app.inject({ ...options, method: route.method as 'GET', headers, remoteAddress: anyAddress() });
  }

  function expectBengali(label: string, response: Awaited<ReturnType<typeof send>>) {
    expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode < 400) return;
    const body = response.json<{ success: boolean; message: string; issues?: { message: string }[] }>();
    expect(body.success, `${label}: ${response.statusCode} ${response.body}`).toBe(false);
    for (const message of [body.message, ...(body.issues ?? []).map((issue) => issue.message)]) {
      expect(latinIn(message), `${label}: "${message}"`).toBeUndefined();
    }
  }

  it('answers every bad param, query and body with a 4xx in Bengali, on every route', async () => {
    const routes = routesWithSchemas(t.app);
    expect(routes.length).toBeGreaterThan(40);
    let validated = 0;

    for (const { route, operation } of routes) {
      const { refused, odd } = requestsFor(route, operation);
      const probe = await send(route, refused[0] ?? odd, false);
      const asStaff = probe.statusCode === 401 || probe.statusCode === 403;

      const forms =
        route.method === 'POST' || route.method === 'PUT'
          ? [{ label: 'multipart', url: odd.url, ...badPostForm() }]
          : [];
      for (const request of [odd, ...forms])
        expectBengali(`${route.method} ${route.url} ${request.label}`, await send(route, request, asStaff));

      for (const request of refused) {
        const label = `${route.method} ${route.url} ${request.label}`;
        const response = await send(route, request, asStaff);
        expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expectBengali(label, response);
        if (response.json<{ code?: string }>().code === 'VALIDATION_FAILED') validated++;
      }
    }
    // The requests did reach validation, rather than all stopping at sign-in.
    expect(validated).toBeGreaterThan(100);
  }, 180_000);

  it('answers an unknown or undecodable API address and a malformed body in Bengali too', async () => {
    const route = { method: 'POST', url: '/api/profile/savePost' };
    const malformed = await send(
      route,
      { url: route.url, payload: '{"type":', headers: { 'content-type': 'application/json' } },
      false,
    );
    expect(malformed.statusCode).toBe(400);
    expectBengali('malformed JSON', malformed);
    const undecodable = await send({ method: 'GET', url: '/api/users/%E0%A6' }, { url: '/api/users/%E0%A6' }, false);
    expect(undecodable.statusCode).toBe(400);
    expectBengali('undecodable address', undecodable);
    const missing = await send({ method: 'GET', url: '/api/nothing-here' }, { url: '/api/nothing-here' }, false);
    expect(missing.statusCode).toBe(404);
    expectBengali('unknown address', missing);
  });
});
