import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPages } from './ssr.ts';

const STYLESHEET = '/assets/index-abc123.css';
const LINK = `<link rel="stylesheet" crossorigin href="${STYLESHEET}">`;

/**
 * A built web app as Vite writes it, with a server renderer that renders the public page `/`
 * and leaves `/user/profile` (behind sign-in) to the browser.
 */
const TEMPLATE =
  '<!doctype html>\n<html lang="bn">\n  <head>\n    <title>ঘরবাড়ি</title>\n    <!--ssr-head-->\n' +
  `    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n    ${LINK}\n  </head>\n` +
  '  <body>\n    <div id="root"></div>\n    <noscript>Please turn on JavaScript.</noscript>\n  </body>\n</html>';
const CSS =
  '@layer base{*,:after,:before{box-sizing:border-box}}' +
  '@layer utilities{.p-4{padding:1rem}.text-red-700{color:#bf000f}@media (min-width:48rem){.md\\:p-6{padding:1.5rem}}}';
const RENDERER = `let apiFetch;
export const renderer = {
  async configure({ fetch }) {
    apiFetch = fetch;
  },
  async render({ url }) {
    if (url.startsWith('/user')) return { kind: 'shell', status: 200, head: '' };
    if (url === '/who') {
      const { ip } = await (await apiFetch('/api/who', {})).json();
      return { kind: 'page', status: 200, head: '', html: '<p>' + ip + '</p>', state: '{}' };
    }
    return {
      kind: 'page',
      status: 200,
      head: '<title>Flats</title>',
      html: '<main class="p-4 md:p-6"><h1>Price $& up</h1></main>',
      state: '{}',
    };
  },
};
`;

describe('server-rendered pages and their stylesheet (issue 30)', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'ghorbari-ssr-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, 'server'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    await writeFile(path.join(dist, 'assets', 'index-abc123.css'), CSS);
    await writeFile(path.join(dist, 'server', 'package.json'), '{"type":"module"}');
    await writeFile(path.join(dist, 'server', 'entry-server.js'), RENDERER);
    app = Fastify();
    app.get('/api/who', (request) => ({ ip: request.ip }));
    const pages = await createWebPages(app, dist, 'http://localhost');
    app.get('/*', (request, reply) => pages.serve(request, reply));
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('inlines the rules a public page uses and loads the stylesheet without holding the first paint', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(style).toContain('.p-4{padding:1rem}');
    expect(style).toContain('@media (min-width:48rem){.md\\:p-6{padding:1.5rem}}');
    expect(style).toContain('*,:after,:before{box-sizing:border-box}');
    expect(style).not.toContain('.text-red-700');
    // Named, not fetched, until the page's first script fetches it and turns it on; the <noscript>
    // copy for readers without JavaScript.
    expect(head).toContain(
      `<link rel="stylesheet" crossorigin data-href="${STYLESHEET}" media="print" data-deferred-css>`,
    );
    expect(head).toContain(`<noscript>${LINK}</noscript>`);
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('data-deferred-css'));
    expect(response.body.match(/rel="stylesheet"/g)).toHaveLength(2);
    // The "turn on JavaScript" note is for the app shell only.
    expect(response.body).not.toContain('Please turn on JavaScript.');
  });

  it('keeps the page as rendered, even where it reads like a replacement pattern', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<h1>Price $& up</h1>');
    expect(response.body).toContain('<title>Flats</title>');
  });

  it('keeps the blocking stylesheet on a page the browser renders (behind sign-in)', async () => {
    const response = await app.inject({ method: 'GET', url: '/user/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(LINK);
    expect(response.body).not.toContain('<style>');
    expect(response.body).not.toContain('data-deferred-css');
    expect(response.body).toContain('Please turn on JavaScript.');
  });

  it("calls the API in process as the page's visitor, so its rate limits count that visitor (issue 39)", async () => {
    const response = await app.inject({ method: 'GET', url: '/who', remoteAddress: '198.51.100.9' });
    expect(response.body).toContain('<p>198.51.100.9</p>');
  });
});

describe('a web build without its server bundle (issue 62)', () => {
  let dist: string;
  beforeAll(async () => {
    // What a build stopped after the client part and before `vite build --ssr` leaves.
    dist = await mkdtemp(path.join(tmpdir(), 'ghorbari-ssr-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('is refused where the server build is required (production), naming the fix and the flag', async () => {
    const app = Fastify();
    await expect(createWebPages(app, dist, 'http://localhost', { requireServerBuild: true })).rejects.toThrow(
      /no server bundle .*npm run build.*ALLOW_BROWSER_ONLY_PAGES=true/,
    );
    await app.close();
  });

  it('is served as pages rendered in the browser where allowed', async () => {
    const app = Fastify({ logger: false });
    const pages = await createWebPages(app, dist, 'http://localhost', { requireServerBuild: false });
    app.get('/*', (request, reply) => pages.serve(request, reply));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('Please turn on JavaScript.');
    await app.close();
  });
});
