import type { Language } from '@ghorbari/contracts';
import type { PageHead } from '../lib/page-head.tsx';

export interface HeadInput {
  head: PageHead;
  /** The requested path and query. */
  url: string;
  language: Language;
  publicUrl: string;
  brand: string;
  siteDescription: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's address in one language: `?lang=` set for bn/en, dropped for the default (x-default). */
function addressIn(url: URL, language: Language | null): string {
  const copy = new URL(url);
  if (language) copy.searchParams.set('lang', language);
  else copy.searchParams.delete('lang');
  return copy.toString();
}

/** A description for a share card: one line, at most about 200 characters. */
export function shortDescription(text: string, limit = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= limit ? line : `${line.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * The <head> tags of a server-rendered page (issue 13): title, description, canonical and
 * hreflang addresses, Open Graph and Twitter card for share previews, and schema.org JSON-LD.
 */
export function headTags({ head, url, language, publicUrl, brand, siteDescription }: HeadInput): string {
  const address = new URL(url, `${publicUrl}/`);
  const asked = address.searchParams.has('lang');
  const canonical = asked ? addressIn(address, language) : addressIn(address, null);
  // A page with a twin in a language (a blog article's) is that twin there (issue 64).
  const alternate = (other: Language) => {
    const twin = head.twins?.[other];
    return addressIn(twin ? new URL(twin, `${publicUrl}/`) : address, other);
  };
  const title = head.title ?? brand;
  const description = shortDescription(head.description ?? siteDescription);
  const image = new URL(head.image ?? '/share-card.png', `${publicUrl}/`).toString();
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...(['bn', 'en'] as const).map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeAttribute(alternate(other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(addressIn(address, null))}" />`,
    meta('property', 'og:site_name', brand),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', language === 'bn' ? 'bn_BD' : 'en_US'),
    meta('property', 'og:locale:alternate', language === 'bn' ? 'en_US' : 'bn_BD'),
    meta('property', 'og:image', image),
    ...(head.imageSize === null
      ? []
      : [
          meta('property', 'og:image:width', String(head.imageSize?.width ?? 1200)),
          meta('property', 'og:image:height', String(head.imageSize?.height ?? 630)),
        ]),
    meta('property', 'og:image:alt', head.imageAlt ?? title),
    ...(head.article
      ? [
          meta('property', 'article:published_time', head.article.publishedTime),
          ...(head.article.modifiedTime ? [meta('property', 'article:modified_time', head.article.modifiedTime)] : []),
          ...(head.article.section ? [meta('property', 'article:section', head.article.section)] : []),
          ...(head.article.tags ?? []).map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  if (head.status && head.status >= 400) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) {
    const data = { ...head.jsonLd, url: canonical, ...(head.image ? { image: [image] } : {}) };
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
