import { LIMITS } from '@ghorbari/contracts';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Article Markdown to safe HTML (issue 16, ADR 018), run once when staff save an article; the
 * result is stored and served as it is. Two layers: markdown-it with `html: false` turns any raw
 * HTML in the text into visible text and refuses `javascript:`/`vbscript:`/`file:`/`data:` links,
 * then sanitize-html keeps only the tags, attributes and URL schemes below, so even a markdown-it
 * bug cannot let markup through. External links open in a new tab with `rel="noopener nofollow"`.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

/** Schemes that run code or smuggle content: refused however they are spelled or encoded. */
const UNSAFE_SCHEME = /^(javascript|vbscript|livescript|file|data):/;

/**
 * markdown-it's own check looks at the URL as written; this one also percent-decodes it and
 * drops whitespace and control characters (which browsers skip inside a scheme), so
 * `java%09script:` or `&#x6A;avascript:` cannot slip through as a link either.
 */
markdown.validateLink = (url: string): boolean => {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape: judge the URL as written.
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const probe = decoded.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
  return !UNSAFE_SCHEME.test(probe);
};

/** Article headings start at h2: the page's h1 is the article's title. */
const HEADING_SHIFT: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

/** Whether a URL leaves the site: absolute http(s) or protocol-relative. */
const isExternal = (href: string): boolean => /^(https?:)?\/\//i.test(href);

/** Images only from our uploads or over https. */
const isAllowedImage = (src: string): boolean =>
  (/^\/uploads\/[\w./-]+$/.test(src) && !src.includes('..')) || /^https:\/\/[^\s"'<>]+$/i.test(src);

/** An image from elsewhere is shown as its description, as text; markdown-it escapes it. */
const renderImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (isAllowedImage(String(token.attrGet('src') ?? ''))) return renderImage(tokens, index, options, env, self);
  return markdown.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
};

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    ol: ['start'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    ...Object.fromEntries(Object.entries(HEADING_SHIFT).map(([from, to]) => [from, to])),
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const { target: _target, rel: _rel, ...rest } = attribs;
      if (!isExternal(href)) return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener nofollow' } };
    },
    // The Markdown renderer already turned other images into text; this is the second layer.
    img: (tagName, attribs) => {
      const { src = '', ...rest } = attribs;
      if (!isAllowedImage(src)) return { tagName, attribs: rest };
      return { tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } };
    },
    th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: 'col' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The entities sanitize-html writes into plain text, back as characters. */
const TEXT_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

export interface RenderedArticle {
  /** Sanitised HTML, safe to put in the page as it is. */
  html: string;
  /** The text without markup, for search and the reading time. */
  text: string;
  readingMinutes: number;
}

/** Renders an article's Markdown to stored HTML, with its plain text and reading time. */
export function renderArticle(bodyMarkdown: string): RenderedArticle {
  const html = sanitizeHtml(markdown.render(bodyMarkdown), SANITIZE);
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot);/g, (_entity, name: string) => TEXT_ENTITIES[name] ?? ' ')
    .replace(/&#?\w+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text, readingMinutes: readingMinutes(text) };
}

/** Minutes to read a text at LIMITS.blog.wordsPerMinute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / LIMITS.blog.wordsPerMinute));
}
