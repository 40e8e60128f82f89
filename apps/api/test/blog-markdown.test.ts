import { describe, expect, it } from 'vitest';
import { readingMinutes, renderArticle } from '../src/modules/blog/markdown.ts';
import { articleSearchText } from '../src/modules/blog/search-text.ts';
import { foldForSearch, searchTerms } from '../src/text/fold.ts';
import { expectInert, tagsOf, XSS_CORPUS } from './blog-articles.fixtures.ts';

describe('article Markdown rendering', () => {
  it(`renders each of ${XSS_CORPUS.length} XSS payloads inert`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(25);
    for (const payload of XSS_CORPUS) expectInert(renderArticle(payload).html);
    // The lot at once, as one article.
    expectInert(renderArticle(XSS_CORPUS.join('\n\n')).html);
  });

  it('shows raw HTML as the text it is, not as markup', () => {
    const { html } = renderArticle('Use <b>bold</b> & <script>alert(1)</script> carefully');
    expect(html).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt; carefully</p>\n');
  });

  it('refuses a link that runs code, however it is spelled, and keeps its words as text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'vbscript:x']) {
      const { html } = renderArticle(`[read more](${href})`);
      expect(html).not.toContain('<a');
      expect(html).toContain('[read more]');
    }
  });

  it('opens external links in a new tab with rel="noopener nofollow", and keeps our own links plain', () => {
    const { html } = renderArticle(
      'See [RAJUK](https://rajuk.gov.bd/plans), <https://landportal.gov.bd>, [a ref][r], ' +
        '[our blog](/Blog), [mail us](mailto:help@ghorbari.test) and [a protocol-relative one](//evil.example).\n\n' +
        '[r]: http://example.com/guide "Guide"',
    );
    const links = tagsOf(html).filter((tag) => tag.name === 'a');
    const external = links.filter((tag) => /^https?:/.test(tag.attributes.get('href') ?? ''));
    expect(external.map((tag) => tag.attributes.get('href'))).toEqual([
      'https://rajuk.gov.bd/plans',
      'https://landportal.gov.bd',
      'http://example.com/guide',
    ]);
    for (const tag of external) {
      expect(tag.attributes.get('rel')).toBe('noopener nofollow');
      expect(tag.attributes.get('target')).toBe('_blank');
    }
    const own = links.find((tag) => tag.attributes.get('href') === '/Blog');
    expect(own?.attributes.has('rel')).toBe(false);
    expect(own?.attributes.has('target')).toBe(false);
    expect(links.find((tag) => tag.attributes.get('href') === 'mailto:help@ghorbari.test')).toBeDefined();
    // A protocol-relative link leaves the site without saying how: no href at all.
    expect(links.some((tag) => (tag.attributes.get('href') ?? '').startsWith('//'))).toBe(false);
  });

  it('keeps headings (from h2, under the page’s title), lists, tables, code, quotes and our images', () => {
    const { html } = renderArticle(
      [
        '# Buying a flat',
        '### Step one',
        '1. Deed\n2. Mutation',
        '| Fee | Rate |\n|---|--:|\n| Stamp duty | 1.5% |',
        '> Check the plan.',
        '`code` and ~~old~~ **bold** _italic_',
        '![Plan](/uploads/blog/abc-body.webp "Floor plan") ![Map](https://maps.example/a.png) ![Bad](http://x.example/a.png) ![Up](/uploads/../secret)',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Buying a flat</h2>');
    expect(html).toContain('<h3>Step one</h3>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<ol>');
    expect(html).toContain('<th scope="col">Fee</th>');
    expect(html).toContain('<td>1.5%</td>');
    expect(html).not.toContain('style=');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<s>old</s>');
    expect(html).toContain(
      '<img src="/uploads/blog/abc-body.webp" alt="Plan" title="Floor plan" loading="lazy" decoding="async" />',
    );
    expect(html).toContain('<img src="https://maps.example/a.png" alt="Map"');
    // Not over https, or not inside uploads: the picture's description as text.
    expect(html).not.toContain('x.example');
    expect(html).toContain('Bad');
    expect(html).not.toContain('secret"');
  });

  it('gives the plain text for search and the reading time at 200 words a minute, at least 1', () => {
    const rendered = renderArticle(`## Title\n\nA **bold** [link](https://x.example) & more.`);
    expect(rendered.text).toBe('Title A bold link & more.');
    expect(rendered.readingMinutes).toBe(1);
    expect(renderArticle(Array.from({ length: 1000 }, () => 'শব্দ').join(' ')).readingMinutes).toBe(5);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array.from({ length: 500 }, () => 'word').join('\n'))).toBe(3);
  });
});

describe('blog search text', () => {
  it('folds Bengali digits, the two spellings of য় ড় ঢ়, joiners, case and punctuation alike', () => {
    expect(foldForSearch('ফ্ল্যাট কেনার ১০টি ধাপ — FLAT, Buying!')).toBe('ফ্ল্যাট কেনার 10টি ধাপ flat buying');
    expect(foldForSearch('ভাড়া')).toBe(foldForSearch('ভা\u09A1\u09BCা'));
    expect(foldForSearch('জায়গা')).toBe(foldForSearch('জা\u09AF\u09BCগা'));
    expect(foldForSearch('ফ্ল\u200D্যাট')).toBe(foldForSearch('ফ্ল্যাট'));
  });

  it('splits a query into at most 8 distinct folded words', () => {
    expect(searchTerms('  Rent  rent RENT ভাড়া ')).toEqual(['rent', 'ভা\u09DCা']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('%_\\')).toEqual([]);
    expect(searchTerms('১২০০ sqft')).toEqual(['1200', 'sqft']);
  });

  it('stores title, summary, tags and body text in one folded form', () => {
    expect(
      articleSearchText({ title: 'নামজারি', summary: 'Mutation, step by step', tags: ['খতিয়ান'], text: '৩ ধাপ' }),
    ).toBe('নামজারি mutation step by step খতি\u09DFান 3 ধাপ');
  });
});
