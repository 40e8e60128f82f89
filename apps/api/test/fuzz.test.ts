import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/accounts/users.types.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { signInDirectly, userRow } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';
import {
  anyAddress,
  goodParam,
  partsOf,
  pathWith,
  routesWithSchemas,
  typeOf,
  type FieldSchema,
  type Route,
} from './route-schemas.ts';

/**
 * No request makes the API fail (issue 11): for every route, requests derived from its own
 * schemas — a good baseline, then one field at a time made wrong: wrong types, huge strings,
 * control characters, NUL, lone surrogates, NaN and Infinity, arrays for objects, `__proto__`
 * keys — and, for the multipart forms, cut-off and malformed bodies. Whatever is refused must be
 * refused with a 4xx; a 5xx is a bug. Bounded: a few thousand requests.
 *
 * On one driver (issue 32): PostgreSQL, what several instances run on, or PGlite where it is not
 * reachable. Both are PostgreSQL underneath, so a request that breaks one breaks the other; the
 * embedded driver's own concerns (start-up, lock, backup) have their own suites.
 */

type Request = Omit<InjectOptions, 'url'> & { url: string; label: string };

/** Text values that must never break a route, wherever they go (path, query, body). */
const BAD_TEXT = [
  'a\0b',
  'x\uD800y',
  '\uDC00',
  '\u0001\u0007\u001b[31m\u007f\u0085',
  'x'.repeat(20_000),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '1.5',
  '-1',
  '__proto__',
  "'; drop table users; --",
  '%\\_',
];
/** Values of other kinds, for JSON bodies. */
const BAD_JSON: unknown[] = [
  null,
  true,
  12345,
  -1,
  1.5,
  1e308,
  [],
  ['a\0b'],
  {},
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
];
/** Whole JSON bodies, as raw text: what JSON.stringify cannot write. */
const RAW_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e400,"b":-1e400}',
  '{"a\\u0000b":"c"}',
  '[1,2,3]',
  '"just text"',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '{"unterminated":',
];

/**
 * Values for fields whose rules a JSON Schema cannot carry (a name's letters, a phone's prefix,
 * two passwords that match), so a baseline request gets past validation and the one bad field
 * reaches the service and the database.
 */
const SAMPLES: Record<string, unknown> = {
  name: 'Sharmin Akter',
  phone: '01711223344',
  gender: 'female',
  birthDate: '1992-03-08',
  email: 'fuzz.sample@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  currentPassword: 'secret123',
  code: '123456',
  reason: 'A careful reason for this',
  title: 'A short title',
  message: 'A short message',
  link: '/user/my-properties',
  reference: 'BKASH-FUZZ-1',
  note: 'Spoke to the owner',
  month: 'January',
  deviceType: 'mobile',
};

/** A value the field accepts, as far as its schema says; `id` for ids, so lookups find a real row. */
function goodValue(field: FieldSchema, name: string, id: string): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  const schema = typeOf(field);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return id;
      if (schema.format === 'email') return SAMPLES.email;
      if (schema.format === 'date') return '2026-01-15';
      if (schema.pattern || schema.format) return goodParam(field);
      return 'Some text'.slice(0, schema.maxLength ?? 9).padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems && schema.items ? [goodValue(schema.items, name, id)] : [];
    case 'object':
      return goodObject(schema, id);
    default:
      return 'x';
  }
}
function goodObject(schema: FieldSchema, id: string): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name) || name in SAMPLES)
      .map(([name, field]) => [name, goodValue(field, name, id)]),
  );
}

/** A baseline request for the route and its variations, one wrong thing at a time. */
function requestsFor(route: Route, operation: Parameters<typeof partsOf>[0], id: string): Request[] {
  const { pathParams, query, body } = partsOf(operation);
  const good = Object.fromEntries(
    pathParams.map((p) => [p.name, typeOf(p.schema).format === 'uuid' ? id : goodParam(p.schema)]),
  );
  const url = pathWith(route.url, good);
  const goodQuery = Object.fromEntries(
    query
      .filter((p) => p.schema && (operationRequires(operation, p.name) || p.name === 'type'))
      .map((p) => [p.name, String(goodValue(p.schema, p.name, id))]),
  );
  const goodBody = body ? goodObject(typeOf(body), id) : undefined;
  const base = { url, query: goodQuery, ...(goodBody ? { payload: goodBody } : {}) };
  const requests: Request[] = [{ label: 'baseline', ...base }];
  const short = (value: unknown) => JSON.stringify(value)?.slice(0, 24);

  for (const parameter of pathParams) {
    for (const value of BAD_TEXT) {
      requests.push({
        label: `params.${parameter.name}=${short(value)}`,
        ...base,
        url: pathWith(route.url, { ...good, [parameter.name]: value }),
      });
    }
  }
  for (const parameter of query) {
    for (const value of [...BAD_TEXT, ['a', 'b']]) {
      requests.push({
        label: `query.${parameter.name}=${short(value)}`,
        ...base,
        query: { ...goodQuery, [parameter.name]: value },
      });
    }
  }
  requests.push({
    label: 'query __proto__',
    ...base,
    url: `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
  });
  if ((route.method !== 'GET' && route.method !== 'DELETE') || body) {
    for (const raw of RAW_BODIES) {
      requests.push({
        label: `raw body ${raw.slice(0, 24)}`,
        ...base,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  if (body && goodBody) {
    const fields: [string[], FieldSchema][] = [];
    for (const [name, field] of Object.entries(typeOf(body).properties ?? {})) {
      fields.push([[name], field]);
      for (const [inner, innerField] of Object.entries(typeOf(field).properties ?? {}))
        fields.push([[name, inner], innerField]);
    }
    for (const [fieldPath, field] of fields) {
      const values = typeOf(field).type === 'string' || fieldPath.length === 1 ? [...BAD_TEXT, ...BAD_JSON] : BAD_TEXT;
      for (const value of values) {
        const payload = structuredClone(goodBody);
        let at: Record<string, unknown> = payload;
        for (const key of fieldPath.slice(0, -1)) {
          const next = at[key];
          at = at[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
        }
        at[fieldPath.at(-1)!] = value;
        requests.push({ label: `body.${fieldPath.join('.')}=${short(value)}`, ...base, payload });
      }
    }
  }
  return requests;
}

function operationRequires(operation: Parameters<typeof partsOf>[0], name: string): boolean {
  return Boolean(
    (operation?.parameters as { name: string; required?: boolean }[] | undefined)?.find((p) => p.name === name)
      ?.required,
  );
}

/** Multipart bodies: a good post form with one bad field, and bodies cut off or malformed. */
async function multipartRequests(url: string): Promise<Request[]> {
  const small = await photo('#336699', 64, 48);
  const good = postForm(sellFlat(), [{ content: small }]);
  const requests: Request[] = [];
  const as = (label: string, form: { payload: Buffer | string; headers: Record<string, string> }) =>
    requests.push({ label, url, payload: form.payload, headers: form.headers });
  const fields: [string, (value: unknown) => unknown][] = [
    ['postTitle', (value) => sellFlat({ postTitle: value })],
    ['description', (value) => sellFlat({ description: value })],
    ['location.street', (value) => sellFlat({ location: { ...sellFlat().location, street: value } })],
    ['price', (value) => sellFlat({ price: value })],
    ['facilities', (value) => sellFlat({ facilities: value })],
    ['location', (value) => sellFlat({ location: value })],
  ];
  for (const [name, data] of fields) {
    for (const value of [...BAD_TEXT, ...BAD_JSON]) {
      as(`form ${name}=${JSON.stringify(value).slice(0, 24)}`, postForm(data(value), [{ content: small }]));
    }
  }
  as('form keepImages with NUL', postForm(sellFlat(), [{ content: small }], ['a\0b']));
  as('form data __proto__', postForm('{"__proto__":{"polluted":true},"type":"sell"}', [{ content: small }]));
  for (const cut of [10, 60, Math.floor(good.payload.length / 2), good.payload.length - 4]) {
    as(`cut off at ${cut} bytes`, { payload: good.payload.subarray(0, cut), headers: good.headers });
  }
  as('no boundary', { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } });
  as('other boundary', { payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=nope' } });
  as('garbage', { payload: Buffer.from('\0\x01garbage\r\n--\r\n'.repeat(50)), headers: good.headers });
  as('part without a name', {
    payload:
      '------ghorbari-post-boundary\r\nContent-Disposition: form-data\r\n\r\nx\r\n------ghorbari-post-boundary--\r\n',
    headers: good.headers,
  });
  as('part header cut', { payload: '------ghorbari-post-boundary\r\nContent-Disposi', headers: good.headers });
  return requests;
}

describe.each(ONE_DRIVER)('fuzzing every route on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let member: UserRow;
  let admin: UserRow;
  let target: UserRow;
  let postId: string;
  let postRowId: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    repos = createRepositories(t.database.db);
    member = await repos.users.insert(userRow({ name: 'Rakib Hasan' }));
    admin = await repos.users.insert(userRow({ name: 'Nasrin Admin', role: 'admin' }));
    // The account and post the ids in requests name, so lookups find a row and go on to write.
    target = await repos.users.insert(userRow({ name: 'Jamal Uddin' }));
    const post = await repos.posts.insert(postRow(member.id, { status: 'approved' }), postImagesFor('fuzz'));
    postId = publicPostId(post);
    postRowId = post.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Puts back what a request may have changed (a suspension, a role, edits, a deleted post). */
  async function reset() {
    await repos.users.update(target.id, { status: 'normal', suspendedUntil: null, role: 'user' });
    const reopened = await repos.posts.updateIf(postRowId, ['pending', 'approved', 'rejected'], {
      updateCount: 0,
      status: 'approved',
    });
    if (!reopened) {
      const post = await repos.posts.insert(postRow(member.id, { status: 'approved' }), postImagesFor('fuzz'));
      postId = publicPostId(post);
      postRowId = post.id;
    }
  }

  async function send(route: Route, request: Request, asStaff: boolean) {
    if (route.method !== 'GET') await reset();
    const token = await signInDirectly(repos.users, asStaff ? admin.id : member.id);
    const { label: _label, url, ...options } = request;
    return t.app.inject({
      ...options,
      url: url.replace('S-1', postId),
      method: route.method as 'GET',
      headers: { 'accept-language': 'en', authorization: `Bearer ${token}`, ...request.headers },
      remoteAddress: anyAddress(),
    });
  }

  it('answers every derived request below 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { route, operation } of routesWithSchemas(t.app)) {
      const requests = requestsFor(route, operation, target.id);
      const probe = await send(route, requests[0]!, false);
      const asStaff = probe.statusCode === 401 || probe.statusCode === 403;
      // A form route has no body schema to read: it refuses JSON (415), or its summary says so.
      const multipart = probe.statusCode === 415 || /multipart/i.test(operation?.summary ?? '');
      if (multipart) requests.push(...(await multipartRequests(requests[0]!.url)));
      for (const request of requests) {
        const response = await send(route, request, asStaff);
        sent++;
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} ${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(sent).toBeLessThan(12_000);
  }, 300_000);

  it('refuses what fuzzing found with a translated 400: NUL, half a surrogate, a fraction, a cut form', async () => {
    const get = (url: string, language = 'en') =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    const nul = await get('/api/posts?type=sell&q=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This text contains a character that cannot be saved',
      issues: [{ path: 'q', message: 'This text contains a character that cannot be saved' }],
    });
    expect((await get('/api/posts?type=sell&q=a%00b', 'bn')).json()).toMatchObject({
      message: 'লেখাটিতে এমন একটি অক্ষর আছে, যা সংরক্ষণ করা যায় না',
    });
    const token = await signInDirectly(repos.users, member.id);
    const surrogate = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': 'application/json' },
      payload: '{"name":"Rakib Hasan","phone":"01711223344","gender":"male","birthDate":"1990-01-01","bio":"\\ud800"}',
    });
    expect(surrogate.json()).toMatchObject({ issues: [{ path: 'bio' }] });
    expect(surrogate.statusCode).toBe(400);
    const fraction = await get('/api/posts?type=sell&minSize=1.5');
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ issues: [{ path: 'minSize' }] });

    const form = postForm(sellFlat(), [{ content: await photo('#336699', 64, 48) }]);
    for (const url of ['/api/posts', '/api/profile/picture']) {
      const cut = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...form.headers },
        payload: form.payload.subarray(0, form.payload.length / 2),
      });
      expect(cut.statusCode, url).toBe(400);
      expect(cut.json(), url).toMatchObject({ message: 'The form could not be read. Please send it again.' });
    }
    const nulInForm = postForm(sellFlat({ postTitle: 'Flat\u0000' }), [{ content: await photo('#336699', 64, 48) }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...nulInForm.headers },
      payload: nulInForm.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ path: 'postTitle' }] });
  });

  it('reads no number past the filters’ bounds from the words, and says what it left out', async () => {
    // A member of their own: the fuzzing above fills the other's saved searches.
    const saver = await repos.users.insert(userRow({ name: 'Selina Parvin' }));
    const token = await signInDirectly(repos.users, saver.id);
    const nines = '99999999999999999999';
    const probe = [
      '৯৯৯৯৯৯৯৯৯৯৯৯ কোটি টাকা',
      `${nines} lakh`,
      `${nines} BHK`,
      `${nines}BHK`,
      `${nines} sqft`,
      `${nines} bed`,
      `${nines} katha`,
      `৳${'9'.repeat(30)}`,
    ];
    for (const q of probe) {
      const query = `type=sell&q=${encodeURIComponent(q)}`;
      const listing = await t.app.inject({ method: 'GET', url: `/api/posts?${query}` });
      expect(listing.statusCode, `${q}: ${listing.body.slice(0, 200)}`).toBe(200);
      const understood = listing.json<{ understood: { kind: string; tokens: number[] }[] }>().understood;
      // Said to be left out, and shown as no price, size or land.
      expect(
        understood.map((piece) => piece.kind),
        q,
      ).toEqual(['ignored']);
      expect(understood[0]!.tokens, q).toContain(0);
      const wider = await t.app.inject({ method: 'GET', url: `/api/posts/alternatives?${query}` });
      expect(wider.statusCode, `${q}: ${wider.body.slice(0, 200)}`).toBe(200);
    }
    // A saved search with such words is kept, and its results open.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: { filters: { type: 'sell', q: probe[0] } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { resultsPath } = saved.json<{ search: { resultsPath: string } }>().search;
    const results = await t.app.inject({ method: 'GET', url: `/api/posts?type=sell&${resultsPath.split('?')[1]}` });
    expect(results.statusCode, results.body.slice(0, 200)).toBe(200);
    // A number within the bounds is still a filter.
    const fits = await t.app.inject({
      method: 'GET',
      url: `/api/posts?type=sell&q=${encodeURIComponent('৯৯ কোটি টাকা')}`,
    });
    expect(fits.json()).toMatchObject({ understood: [{ kind: 'price', max: 990_000_000 }] });
  });

  it('lets no `__proto__` key pollute objects', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
