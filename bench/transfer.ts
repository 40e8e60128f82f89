import { chromium, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';

export const KINDS = ['html', 'js', 'css', 'font', 'image', 'other'] as const;
export type Kind = (typeof KINDS)[number];

const kindOf = (request: Request): Kind => {
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'font';
    case 'image':
      return 'image';
    default:
      return 'other';
  }
};

export interface Transfer {
  responses: number;
  total: number;
  byKind: Record<Kind, number>;
}

/**
 * Bytes over the wire for a first visit to `url` (a fresh browser profile, so a cold cache) on a
 * 390×844 phone screen, until the network has been idle: each response's body as sent (compressed
 * when the server compresses) plus its headers, what DevTools calls "transferred".
 */
export async function firstVisitBytes(url: string): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const sizes: Promise<{ kind: Kind; bytes: number }>[] = [];
    // On the context, not the page, so a service worker's downloads count too.
    context.on('requestfinished', (request) => {
      sizes.push(
        request
          .sizes()
          .then((size) => ({ kind: kindOf(request), bytes: size.responseBodySize + size.responseHeadersSize }))
          .catch(() => ({ kind: kindOf(request), bytes: 0 })),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const finished = await Promise.all(sizes);
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
    for (const { kind, bytes } of finished) byKind[kind] += bytes;
    return { responses: finished.length, total: finished.reduce((sum, { bytes }) => sum + bytes, 0), byKind };
  } finally {
    await browser.close();
  }
}
