import { expect } from 'vitest';
import type { NewArticle } from '../src/modules/blog/articles.repository.ts';
import { renderArticle } from '../src/modules/blog/markdown.ts';
import { articleSearchColumns } from '../src/modules/blog/search-text.ts';
import type { FormFile } from './interior-fixtures.ts';

export { cameraPhoto, type FormFile } from './interior-fixtures.ts';

/** A valid staff form for an article (the JSON of the multipart "data" field). */
export const articleData = (overrides: Record<string, unknown> = {}) => ({
  title: 'How to check a flat’s papers before you pay',
  summary: 'Six documents to see, and who keeps each of them, before a booking payment.',
  bodyMarkdown:
    '## The deed\n\nAsk for the **registered deed** and the mutation papers.\n\n' +
    '- Land tax receipt\n- Approved plan from [RAJUK](https://rajuk.gov.bd)\n',
  category: 'buying',
  tags: ['flat', 'documents'],
  language: 'en',
  authorName: 'Ghorbari Desk',
  coverAlt: 'Papers on a desk',
  ...overrides,
});

const BOUNDARY = '----ghorbari-blog-boundary';
const filePart = (field: string, file: FormFile) => [
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
  ),
  file.content,
  Buffer.from('\r\n'),
];
const formOf = (parts: Buffer[]) => ({
  payload: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

/** An article form as multipart: "data" JSON and an optional "cover" picture. */
export function articleForm(data: unknown, cover?: FormFile) {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  return formOf([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n`),
    ...(cover ? filePart('cover', cover) : []),
  ]);
}

/** A multipart body with one file under `field` (the body-picture upload). */
export const fileForm = (field: string, file: FormFile) => formOf(filePart(field, file));

/**
 * An article as stored, rendered as a staff save would render it, for tests that are not about
 * the staff form (docs/conventions.md, "Test data by factories"): insert it with the articles repository.
 * Published an hour ago unless told otherwise.
 */
export function articleRow(overrides: Partial<NewArticle> & { bodyMarkdown?: string } = {}): NewArticle {
  const bodyMarkdown = overrides.bodyMarkdown ?? 'A short article body with a few useful words.';
  const title = overrides.title ?? 'Factory article';
  const summary = overrides.summary ?? 'An article made by a test factory.';
  const tags = overrides.tags ?? [];
  const rendered = renderArticle(bodyMarkdown);
  const status = overrides.status ?? 'published';
  return {
    language: 'en',
    category: 'buying',
    authorName: 'Factory Author',
    status,
    publishedAt: status === 'draft' ? null : new Date(Date.now() - 3600_000),
    bodyHtml: rendered.html,
    readingMinutes: rendered.readingMinutes,
    ...articleSearchColumns({ title, summary, tags, text: rendered.text }),
    ...overrides,
    title,
    summary,
    tags,
    bodyMarkdown,
  };
}

/**
 * Markdown an attacker with a staff account (or a pasted article) might try. Each must render
 * inert: no script-capable tag, no event handler, no link or image that runs code or carries
 * content of its own.
 */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<<script>script>alert(1)<</script>/script>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">raw link</a>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>body{display:none}</style><object data="x.swf"></object><embed src="x.swf">',
  '<math><mi xlink:href="javascript:alert(1)">maths</mi></math>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1) )',
  '[click](<javascript:alert(1)>)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '![pic](javascript:alert(1))',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![pic](data:image/png;base64,iVBORw0KGgo=)',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;&#x61;vascript&#x3A;alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](java&#x09;script:alert(1))',
  '[click](%6A%61vascript:alert(1))',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '[see this][x]\n\n[x]: data:text/html,<script>alert(1)</script> "title"',
  '[see this][y]\n\n[y]: <vbscript:msgbox(1)>',
  '| a | b |\n|---|---|\n| <script>alert(1)</script> | <img src=x onerror=alert(1)> |',
  '| link |\n|---|\n| [x](javascript:alert(1)) |',
  '[[inner](javascript:alert(1))](https://ok.example)',
  '[![img](javascript:alert(1))](javascript:alert(2))',
  '[a](https://ok.example" onmouseover="alert(1))',
  '![a" onerror="alert(1)](https://img.example/a.png)',
  '[a](https://ok.example "x\\" onclick=\\"alert(1)")',
  '`<script>alert(1)</script>` and\n\n```html\n<script>alert(1)</script>\n```',
  '> <iframe srcdoc="<script>alert(1)</script>">',
  '- item <img src=x onerror=alert(1)>\n- [x](javascript:alert(1))',
  '# <svg/onload=alert(1)>',
];

const TAG = /<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/** The element names and attributes of the real tags in an HTML string (escaped text is no tag). */
export function tagsOf(html: string): { name: string; attributes: Map<string, string> }[] {
  return [...html.matchAll(TAG)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: new Map(
      [...(match[2] ?? '').matchAll(ATTRIBUTE)].map((attr) => [
        (attr[1] ?? '').toLowerCase(),
        attr[2] ?? attr[3] ?? attr[4] ?? '',
      ]),
    ),
  }));
}

/** A URL as a browser would read its scheme: entities and escapes decoded, whitespace and controls gone. */
function schemeOf(url: string): string {
  let text = url
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&');
  try {
    text = decodeURIComponent(text);
  } catch {
    // Keep it as it is.
  }
  // eslint-disable-next-line no-control-regex -- control characters are what a browser skips
  return text.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

export function expectInert(html: string): void {
  expect(html).not.toMatch(/<\s*(script|iframe|svg|object|embed|style|math|div|form|input|link|meta|base)\b/i);
  for (const tag of tagsOf(html)) {
    for (const [name, value] of tag.attributes) {
      expect(name, html).not.toMatch(/^on/);
      expect(['style', 'srcdoc', 'xlink:href', 'formaction'], html).not.toContain(name);
      if (name === 'href' || name === 'src')
        expect(schemeOf(value), html).not.toMatch(/^(javascript|vbscript|livescript|data|file):/);
    }
  }
}
