import type { Language } from '@ghorbari/contracts';
import type { OpenedPost } from '../lib/pwa/app-store.ts';

/** The offline page's texts (locales/<language>/installable.json, `offline` and `manifest`). */
export interface OfflineTexts {
  manifest: { name: string };
  offline: {
    title: string;
    text: string;
    opened: string;
    saved: string;
    none: string;
    retry: string;
    home: string;
    noPhoto: string;
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only this site's own addresses are linked (kept entries come from this site, but check anyway). */
const localPath = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? href : '/');

function postItem(post: OpenedPost, texts: OfflineTexts['offline']): string {
  const photo = post.thumbnail
    ? `<img src="${escapeHtml(localPath(post.thumbnail))}" alt="" width="96" height="72" loading="lazy">`
    : `<span class="nophoto">${escapeHtml(texts.noPhoto)}</span>`;
  const saved = post.saved ? `<span class="saved">${escapeHtml(texts.saved)}</span>` : '';
  const facts = [post.price, post.place].filter(Boolean).map(escapeHtml).join(' · ');
  return `<li><a href="${escapeHtml(localPath(post.href))}">${photo}<span class="text"><span class="title">${escapeHtml(
    post.title,
  )}</span>${saved}<span class="facts">${facts}</span></span></a></li>`;
}

/** The page's own styles (the site's stylesheet may not be kept): brand colours, 44 px targets. */
function styles(language: Language, fontUrl: string | undefined): string {
  const family = `'Page',${language === 'bn' ? "'Noto Sans Bengali'," : ''}system-ui,sans-serif`;
  const rules = [
    fontUrl
      ? `@font-face{font-family:'Page';font-weight:100 900;font-display:swap;` +
        `src:url('${fontUrl}') format('woff2-variations')}`
      : '',
    '*{box-sizing:border-box}',
    `body{margin:0;background:#f3f4f6;color:#1f2937;font-family:${family};line-height:1.6}`,
    'header{background:#006a4e;color:#fff;padding:14px 16px;font-weight:700;font-size:20px}',
    'main{max-width:720px;margin:0 auto;padding:24px 16px 48px}',
    'h1{font-size:26px;line-height:1.3;margin:0 0 8px;color:#111827}',
    'h2{font-size:20px;margin:32px 0 12px;color:#111827}',
    'p{font-size:16px;margin:0 0 16px}',
    '.actions{display:flex;flex-wrap:wrap;gap:12px}',
    '.actions a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:6px;' +
      'font-weight:600;text-decoration:none}',
    '.primary{background:#006a4e;color:#fff}',
    '.secondary{background:#fff;color:#00543d;border:1px solid #006a4e}',
    'a:focus-visible{outline:3px solid #003d2c;outline-offset:2px}',
    '.posts{list-style:none;margin:0;padding:0;display:grid;gap:12px}',
    '.posts a{display:flex;gap:12px;align-items:center;background:#fff;border-radius:12px;padding:10px;' +
      'color:inherit;text-decoration:none;box-shadow:0 1px 2px rgba(0,0,0,.08)}',
    '.posts img,.nophoto{flex:none;width:96px;height:72px;border-radius:8px;object-fit:cover;background:#e5e7eb}',
    '.nophoto{display:flex;align-items:center;justify-content:center;font-size:13px;color:#4b5563;text-align:center}',
    '.text{display:flex;flex-direction:column;min-width:0}',
    '.title{font-weight:600;color:#111827;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
    '.facts{font-size:15px;color:#374151}',
    '.saved{align-self:flex-start;font-size:13px;font-weight:600;color:#00543d;background:#e8f5ef;' +
      'border-radius:999px;padding:0 8px}',
  ];
  return rules.filter(Boolean).join('\n');
}

/**
 * The page shown for an address that is not kept while there is no connection (issue 19): says
 * so in the reader's language and lists the posts they opened before (saved ones first), whose
 * pages open offline from the cache. Plain HTML and styles, no script: it must work on its own.
 */
export function offlinePage(language: Language, texts: OfflineTexts, posts: OpenedPost[], fontUrl?: string): string {
  const { offline } = texts;
  const list = posts.length
    ? `<ul class="posts">${posts.map((post) => postItem(post, offline)).join('')}</ul>`
    : `<p>${escapeHtml(offline.none)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#006a4e">
<title>${escapeHtml(offline.title)} · ${escapeHtml(texts.manifest.name)}</title>
<link rel="icon" type="image/png" sizes="48x48" href="/icons/favicon-48.png">
<style>
${styles(language, fontUrl)}
</style>
</head>
<body>
<header>${escapeHtml(texts.manifest.name)}</header>
<main>
<h1>${escapeHtml(offline.title)}</h1>
<p>${escapeHtml(offline.text)}</p>
<div class="actions">
<a class="primary" href="">${escapeHtml(offline.retry)}</a>
<a class="secondary" href="/">${escapeHtml(offline.home)}</a>
</div>
<section aria-labelledby="opened-title">
<h2 id="opened-title">${escapeHtml(offline.opened)}</h2>
${list}
</section>
</main>
</body>
</html>`;
}
